import Testing

@testable import ColorAudit

/// Roles of token sets grouped by the CSS property each colour sets, named first (`PropertyGroups`). The
/// expectations come from the documentation of the convention, not from the code:
/// - Wikimedia Codex, "Design tokens: Definition and structure", "Naming and definition structure"
///   (doc.wikimedia.org/codex/latest/design-tokens/definition-and-structure.html; wikimedia/design-codex
///   `packages/codex-docs/docs/design-tokens/definition-and-structure.md`): "The JSON keys follow CSS property
///   names … The name describing the CSS property or category value always comes first, which makes it
///   obvious when a token is improperly applied to a different property, e.g. ~~`color:
///   @background-color-base`~~"; its colour page (`design-tokens/color.md`) lists the group `color` as "Text
///   colors" and `background-color` as "Background colors"; Phabricator T360802: "We also organize our tokens
///   according to CSS properties generally" (`@color-progressive`, `@color-progressive--focus`,
///   `@background-color-progressive--focus`, `@border-color-progressive--focus`).
/// - CSS 2.1 §14.1, "Foreground color: the 'color' property": "This property describes the foreground color
///   of an element's text content" (the same property in CSS Color 4 §3).
@Suite struct PropertyGroupsTests {
    /// A set named by CSS property, as Style Dictionary or DTCG groups it (`color.base`,
    /// `background-color.base`) and as its CSS output writes it (`--color-base`): the `color` group is text
    /// (in its focus state too: `color-progressive--focus` is text, not a focus ring), `background-color`
    /// backgrounds (in its focus state too), `border-color` and `outline-color` borders, a focus ring when
    /// named for focus; `box-shadow-color` is left as it was (a shadow is decoration).
    @Test(arguments: [".", "-"])
    func groupsGiveTheirPropertysRole(separator: String) {
        let named: [(String, Role?)] = [
            ("color\(separator)base", .text),
            ("color\(separator)subtle", .text),
            ("color\(separator)progressive", .text),
            ("color\(separator)progressive--hover", .text),
            ("color\(separator)progressive--focus", .text),
            ("color\(separator)destructive", .text),
            ("color\(separator)inverted", .text),
            ("background-color\(separator)base", .background),
            ("background-color\(separator)progressive", .background),
            ("background-color\(separator)progressive--focus", .background),
            ("border-color\(separator)base", .border),
            ("border-color\(separator)progressive--focus", .focus),
            ("outline-color\(separator)progressive--focus", .focus),
            ("box-shadow-color\(separator)base", .decorative),
        ]
        let roles = PropertyNaming.roles(names: named.map(\.0))
        for ((name, want), role) in zip(named, roles) {
            #expect(role == want, "\(name)")
        }
    }

    /// The ordinary `color.*` namespace most token sets start with is not the text group: without a
    /// `background-color`, `border-color` or `outline-color` group the names keep the roles they had
    /// (`color.error` is Material's `colorError`, text; `color.progressive` says nothing).
    @Test func anOrdinaryColourNamespaceIsNotTheTextGroup() {
        let names = [
            "color.text.primary", "color.background.base", "color.brand.primary", "color.progressive", "color.error",
        ]
        let roles = PropertyNaming.roles(names: names)
        #expect(!PropertyGroups.isUsed(names))
        #expect(roles == [.text, .background, .interactive, nil, .text])
        #expect(roles == names.map { RoleInference.infer(name: $0) })
    }

    /// In a set that has the groups, a `color.*` name whose words after `color` name a background or a
    /// border (`color.background.base`, the other convention) is not read as text.
    @Test func aColourNameForAnotherPropertyIsNotText() {
        let names = ["color.base", "background-color.base", "color.background.canvas", "color.border.base"]
        #expect(PropertyGroups.isUsed(names))
        #expect(PropertyNaming.roles(names: names) == [.text, .background, .background, .border])
    }

    /// `background-color` or `border-color` alone, with no `color` group (Primer's `borderColor-default`
    /// beside `fgColor-default`), is not the convention.
    @Test func theSurfaceGroupAloneIsNotTheConvention() {
        #expect(!PropertyGroups.isUsed(["borderColor-default", "borderColor-accent-emphasis", "fgColor-default"]))
        #expect(!PropertyGroups.isUsed(["background-color-base", "background-color-subtle"]))
        #expect(!PropertyGroups.isUsed(["color-base", "color-subtle"]))
    }
}
