import Testing

@testable import ColorAudit
@testable import ColorScience

/// Expected roles for real colour names. Each expectation is decided from what the design system's own
/// documentation says the colour is for, not from the inference code; the comment gives the reason.
@Suite("Role inference from names")
struct RoleInferenceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var role: Role?
        var testDescription: String { name }
        init(_ name: String, _ role: Role?) {
            self.name = name
            self.role = role
        }
    }

    /// Apple UIKit "UI element colors" (UIColor documentation): label colours are for text,
    /// separators are thin borders, `link` is for links, `system…Background` and `…Fill` are surfaces.
    static let apple: [Case] = [
        Case("label", .text),
        Case("secondaryLabel", .text),
        Case("tertiaryLabel", .text),
        Case("placeholderText", .text),
        Case("lightText", .text),
        Case("separator", .border),
        Case("opaqueSeparator", .border),
        Case("link", .interactive),
        Case("tintColor", .interactive),
        Case("systemBackground", .background),
        Case("secondarySystemGroupedBackground", .background),
        Case("tertiarySystemFill", .background),
        // A hue says nothing about use.
        Case("systemBlue", nil),
        Case("systemGray6", nil),
    ]

    /// Material 3 tokens, names from material-components-android `tokens.xml` (Fixtures are not needed:
    /// only the names are used). M3: `primary` colours key components (buttons, FAB); `on-X` is text and
    /// icons on X; containers, surfaces and backgrounds are fills; `outline` is for borders;
    /// `surface_tint` equals `primary` in M3 but is applied as an overlay fill over surfaces to show
    /// elevation, so the head segment `surface` (a fill) is right; `ref_palette_*` are tonal
    /// steps, not roles; `error` is used for text, icons and fills alike; text is what it is paired as (its `on_error` finds it as a fill).
    static let material: [Case] = [
        Case("m3_sys_color_light_primary", .interactive),
        Case("m3_sys_color_dark_secondary", .interactive),
        Case("m3_sys_color_light_tertiary", .interactive),
        Case("m3_sys_color_light_on_primary", .text),
        Case("m3_sys_color_light_primary_container", .background),
        Case("m3_sys_color_light_on_primary_container", .text),
        Case("m3_sys_color_light_surface", .background),
        Case("m3_sys_color_dark_surface_container_highest", .background),
        Case("m3_sys_color_dark_on_surface_variant", .text),
        Case("m3_sys_color_light_inverse_surface", .background),
        Case("m3_sys_color_light_inverse_on_surface", .text),
        Case("m3_sys_color_light_background", .background),
        Case("m3_sys_color_light_on_background", .text),
        Case("m3_sys_color_light_outline", .border),
        Case("m3_sys_color_light_outline_variant", .border),
        Case("m3_sys_color_light_surface_tint", .background),
        Case("m3_sys_color_light_error", .text),
        Case("m3_sys_color_light_error_container", .background),
        Case("m3_sys_color_light_on_error", .text),
        Case("m3_ref_palette_primary40", nil),
        Case("m3_ref_palette_neutral_variant50", nil),
        Case("m3_ref_palette_black", nil),
        // The theme attribute spellings of the same slots (Android `?attr/…`).
        Case("colorPrimary", .interactive),
        Case("colorOnPrimary", .text),
        Case("colorSurface", .background),
        Case("colorOnSurfaceVariant", .text),
        Case("colorOutline", .border),
    ]

    /// IBM Carbon: the palette file (`carbon/colors.json`) holds hue steps and hover variants — no
    /// roles; Carbon's theme tokens (carbondesignsystem.com, "Color tokens") name the role first.
    static let carbon: [Case] = [
        Case("yellow 10", nil),
        Case("blackHover", nil),
        Case("coolGray", nil),
        Case("text-primary", .text),
        Case("text-on-color", .text),
        Case("icon-primary", .icon),
        Case("icon-on-color", .icon),
        Case("link-primary", .interactive),
        Case("button-primary", .interactive),
        Case("background-hover", .background),
        Case("layer-01", .background),
        Case("field-02", .background),
        Case("border-subtle-01", .border),
        Case("focus", .focus),
        Case("focusRing", .focus),
        Case("focus-ring", .focus),
        Case("borderColor-focus", .focus),
        Case("outline", .border),
        Case("interactive", .interactive),
        Case("support-error", nil),
        Case("skeleton-element", .decorative),
    ]

    /// Radix Colors (`radix/light/theme.module.css`): hue scales with step numbers, no roles. Radix
    /// Themes' semantic aliases name what they are.
    static let radix: [Case] = [
        Case("--amber900", nil),
        Case("--blue000", nil),
        Case("--accent-9", .interactive),
        Case("--color-background", .background),
        Case("--color-panel-solid", .background),
        Case("--gray-a3", nil),
    ]

    /// Apple's Food Truck sample (`sample-food-truck` colorsets): "BG" marks the delivery status
    /// backgrounds and the donut dough fills; the bar chart and sky colours name no role.
    static let foodTruck: [Case] = [
        Case("Delivery Status BG 1", .background),
        Case("blue-bg", .background),
        Case("BarAnnotationColor", nil),
        Case("BarBottomColor", nil),
        Case("Sky Start", nil),
        Case("sugar", nil),
    ]

    /// CSS Color 4 §6.2 system colours: Canvas/Field/ButtonFace are backgrounds, …Text their text,
    /// ButtonBorder a border, AccentColor the accent (interactive); the last word names the thing.
    static let cssSystem: [Case] = [
        Case("Canvas", .background),
        Case("CanvasText", .text),
        Case("LinkText", .text),
        Case("VisitedText", .text),
        Case("ButtonFace", .background),
        Case("ButtonText", .text),
        Case("ButtonBorder", .border),
        Case("Field", .background),
        Case("FieldText", .text),
        Case("AccentColor", .interactive),
        Case("AccentColorText", .text),
        Case("HighlightText", .text),
        Case("Mark", nil),
    ]

    /// Other common spellings.
    static let common: [Case] = [
        Case("labelBackground", .background),  // a background behind labels
        // Written with separators, a surface word at the end still names what the colour is: the
        // surface behind an icon (typedoc's `--color-icon-background`), a label, text.
        Case("label-background", .background),
        Case("icon_background", .background),
        Case("--color-icon-background", .background),
        Case("text-bg", .background),
        Case("card.surface", .background),
        Case("icon-on-background", .icon),  // "on": what it is drawn on is dropped
        Case("background-warning", .background),
        Case("icon-fill", .icon),  // fill ends many icon names: not a surface word
        Case("buttonLabel", .text),  // the text on a button
        Case("buttonBorder", .border),
        Case("icons", .icon),  // plural
        Case("dropShadow", .decorative),
        Case("heroGradient", .decorative),
        Case("bodyText", .text),
        Case("primary", .interactive),
        Case("brand", nil),
        Case("on", .text),
        Case("", nil),
        Case("ÉTIQUETTE", nil),
    ]

    /// Design-system names whose head segment says what the colour is (GitHub Primer's functional
    /// colours, as quoted in issue 8; Element's Compound semantic tokens from
    /// `Fixtures/Real/compound-design-tokens/tokens/theme-semantics.json`): the head beats later words.
    static let headSegment: [Case] = [
        Case("bgColor-accent-muted", .background),  // a background, not the accent it tints
        Case("fgColor-danger", .text),
        Case("borderColor-default", .border),
        Case("fgColor-link", .text),  // text; a palette can say otherwise with a roles: pattern
        Case("color.text.action.primary", .text),
        Case("color.bg.action.primary.rest", .background),
        Case("color.icon.secondary", .icon),
        Case("color.border.interactive.primary", .border),
    ]

    /// Numbered-level themes (JupyterLab `packages/theme-light-extension/style/variables.css`: "Use these
    /// font colors against the corresponding main layout colors"; "Inverse Layout … the inverse layout
    /// colors"): a font colour is text, a layout colour a background; a border word still decides.
    static let levels: [Case] = [
        Case("--jp-ui-font-color1", .text),
        Case("--jp-ui-inverse-font-color0", .text),
        Case("--jp-layout-color2", .background),
        Case("--jp-inverse-layout-color1", .background),
        Case("--jp-border-color1", .border),
        Case("--jp-brand-color1", nil),  // the brand's levels: what is drawn on them is not said
    ]

    @Test("Font and layout colours", arguments: levels)
    func levelNames(_ c: Case) { #expect(RoleInference.infer(name: c.name) == c.role) }

    @Test("Head segment beats later words", arguments: headSegment)
    func headSegmentNames(_ c: Case) { #expect(RoleInference.infer(name: c.name) == c.role) }

    @Test("Apple UIKit names", arguments: apple)
    func appleNames(_ c: Case) { #expect(RoleInference.infer(name: c.name) == c.role) }

    @Test("Material 3 names", arguments: material)
    func materialNames(_ c: Case) { #expect(RoleInference.infer(name: c.name) == c.role) }

    @Test("Carbon names", arguments: carbon)
    func carbonNames(_ c: Case) { #expect(RoleInference.infer(name: c.name) == c.role) }

    @Test("Radix names", arguments: radix)
    func radixNames(_ c: Case) { #expect(RoleInference.infer(name: c.name) == c.role) }

    @Test("Food Truck colorset names", arguments: foodTruck)
    func foodTruckNames(_ c: Case) { #expect(RoleInference.infer(name: c.name) == c.role) }

    @Test("CSS system colours", arguments: cssSystem)
    func cssSystemNames(_ c: Case) { #expect(RoleInference.infer(name: c.name) == c.role) }

    @Test("Common spellings", arguments: common)
    func commonNames(_ c: Case) { #expect(RoleInference.infer(name: c.name) == c.role) }

    /// An ASCII name is split by bytes, any other by characters: a non-letter that is not ASCII (the middle
    /// dot U+00B7) at the end sends a name down the character path, which must give the same words; and
    /// non-ASCII letters are letters there (Ärger, Ωmega).
    @Test("Word splitting: the ASCII and the Unicode paths agree")
    func splittingPathsAgree() {
        for name in [
            "secondarySystemGroupedBackground", "UIColorText", "HTMLLabel", "m3_sys_color_light_on_primary",
            "--accent-9", "Delivery Status BG 1", "10Hover", "aB", "ABc", "A", "", "x2y", "ZZTop",
        ] {
            #expect(RoleInference.splitWords(name + "\u{B7}") == RoleInference.splitWords(name), "\(name)")
        }
        #expect(RoleInference.splitWords("textÄrger") == ["text", "ärger"])
        #expect(RoleInference.splitWords("bg_Ωmega") == ["bg", "ωmega"])
    }

    @Test("Word splitting: camelCase, acronyms, separators, digits")
    func splitting() {
        #expect(
            RoleInference.splitWords("secondarySystemGroupedBackground") == [
                "secondary", "system", "grouped", "background",
            ])
        #expect(RoleInference.splitWords("UIColorText") == ["ui", "color", "text"])
        #expect(RoleInference.splitWords("HTMLLabel") == ["html", "label"])
        #expect(
            RoleInference.splitWords("m3_sys_color_light_on_primary") == [
                "m", "sys", "color", "light", "on", "primary",
            ])
        #expect(RoleInference.splitWords("--accent-9") == ["accent"])
        #expect(RoleInference.splitWords("Delivery Status BG 1") == ["delivery", "status", "bg"])
        #expect(RoleInference.splitWords("10Hover") == ["hover"])
        #expect(RoleInference.splitWords("a.b/c d_e-f") == ["a", "b", "c", "d", "e", "f"])
        #expect(RoleInference.splitWords("").isEmpty)
    }

    @Test("Category word lists do not overlap")
    func disjoint() {
        let lists = Array(RoleInference.words.values)
        for i in lists.indices {
            for j in lists.indices where j > i {
                #expect(lists[i].isDisjoint(with: lists[j]))
            }
        }
        #expect(Set(RoleInference.words.keys) == Set(Role.allCases))
    }
}
