import Foundation
import Testing

@testable import ColorAudit

/// `PairFormation` rule 30 (`OwnLabelFills`): a component's fill with a twin label takes that label, not
/// another fill's label nor other inverse text.
///
/// Dialtone (dialpad/dialtone @ acb6a6c2): names from `packages/dialtone-tokens/tokens/semantic/dp/default.json`
/// from line 1412 (`action.color.{foreground,background}.*`), `components/badge/default.json` 25–28, 52–55; light
/// values resolved by hand from `base/default.json` (`purple.400` `#7C52FF`, `purple.100` `#F5F0FF`,
/// `purple.500` `#3A1D95`, `black.600` `#555555`, `black.900` `#000000`, `black.200` `#E9E9E9`, white; the
/// primary hover, `brand.purple` darkened 4 % in HSL, written here as `#6a3dff`;
/// `color.neutral.transparent` as `#ffffff00`). What Dialtone draws, from its CSS
/// (`packages/dialtone-css/lib/build/less/components/button.less`): the default button's text
/// `action-color-foreground-base-default` on its transparent `…background-base-default` (19–24); the
/// primary button's `…foreground-base-primary-default` on `…background-base-primary-{default,hover}`
/// (291–301); the inverted primary button's `…foreground-inverted-primary-default` on
/// `…background-inverted-primary-default`, and on hover `…-hover` on `…-hover` (418–436); `badge.less`
/// 86–88, the bulletin badge's `badge-color-foreground-bulletin` on `badge-color-background-bulletin`.
/// Inverse text goes on the contrast surfaces (`color.surface.strong`), never on these fills.
@Suite struct OwnLabelFillTests: PairingPalettes {
    static let dialtone = """
        colors:
          color.surface.primary: "#ffffff"
          color.surface.strong: "#555555"
          color.foreground.primary: "#000000"
          color.foreground.primary-inverted: "#ffffff"
          color.foreground.secondary-inverted: "#e9e9e9"
          action.color.foreground.base.default: "#7c52ff"
          action.color.foreground.base.primary.default: "#ffffff"
          action.color.foreground.inverted.primary.default: "#7c52ff"
          action.color.foreground.inverted.primary.hover: "#3a1d95"
          action.color.background.base.default: "#ffffff00"
          action.color.background.base.primary.default: "#7c52ff"
          action.color.background.base.primary.hover: "#6a3dff"
          action.color.background.inverted.primary.default: "#ffffff"
          action.color.background.inverted.primary.hover: "#f5f0ff"
          badge.color.background.bulletin: "#7c52ff"
          badge.color.foreground.bulletin: "#ffffff"
        """

    /// On the buttons' fills only their own labels (the primary hover takes the label of its rest);
    /// the inverse text keeps to the strong surface.
    @Test func aFillWithALabelTakesIt() throws {
        let formed = names(try pairs(Self.dialtone))
        let onFills = formed.filter { $0[1].hasPrefix("action.color.background.") }
        #expect(
            onFills == [
                ["action.color.foreground.base.primary.default", "action.color.background.base.primary.default"],
                ["action.color.foreground.base.primary.default", "action.color.background.base.primary.hover"],
                [
                    "action.color.foreground.inverted.primary.default",
                    "action.color.background.inverted.primary.default",
                ],
                ["action.color.foreground.inverted.primary.hover", "action.color.background.inverted.primary.hover"],
            ])
        #expect(formed.contains(["color.foreground.primary-inverted", "color.surface.strong"]))
        #expect(formed.contains(["color.foreground.secondary-inverted", "color.surface.strong"]))
        #expect(formed.contains(["badge.color.foreground.bulletin", "badge.color.background.bulletin"]))
        #expect(formed.contains(["color.foreground.primary", "color.surface.primary"]))
    }

    /// Rule 30: the default button's fill is `color.neutral.transparent` ("Transparent color independent
    /// of any theme", `base/default.json` 14–18), so its label is drawn on the page under it
    /// (`button.less` 19–24; the dialtone.doc pair `action.color.foreground.base.default` on
    /// `color.surface.primary`); the strong surface is a fill (rule 7), not the page.
    @Test func aTransparentFillsLabelIsOnThePage() throws {
        let label = try pairs(Self.dialtone).filter {
            $0.declaration.foreground == "action.color.foreground.base.default"
        }
        #expect(label.map(\.declaration.background) == ["color.surface.primary"])
        #expect(label.first?.declaration.formedBy == PairFormation.Reason.transparentFill.rawValue)
    }

    /// The twin key swaps the background word for a label word; it needs a component before it that is
    /// not generic and not the prefix every colour shares (Kong's `kui-`).
    @Test func twinKeys() {
        func key(_ name: String, _ roleWords: Set<String>, prefix: String? = nil) -> [String]? {
            OwnLabelFills.key(RoleInference.splitWords(name), roleWords: roleWords, prefix: prefix)
        }
        let fill = key("badge.color.background.bulletin", OwnLabelFills.backgroundWords)
        #expect(fill == ["badge", "", "bulletin"])
        #expect(fill == key("badge.color.foreground.bulletin", OwnLabelFills.labelWords))
        #expect(
            key("button-primary-bgColor-rest", OwnLabelFills.backgroundWords)
                == key("button-primary-fgColor-rest", OwnLabelFills.labelWords))
        #expect(
            key("theme.topbar.profile.color.background-inverted", OwnLabelFills.backgroundWords)
                == key("theme.topbar.profile.color.foreground-inverted", OwnLabelFills.labelWords))
        #expect(key("color.background.default", OwnLabelFills.backgroundWords) == nil)
        #expect(key("semantic.color.text.default", OwnLabelFills.labelWords) == nil)
        #expect(key("kui-color-background-primary", OwnLabelFills.backgroundWords, prefix: "kui") == nil)
    }
}
