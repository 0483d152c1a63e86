import Testing

@testable import ColorAudit

/// Roles of component libraries' custom properties, read from the CSS property a name ends in
/// (`PropertyNaming`). Each expectation comes from the design system's own documentation or style rules,
/// as the comment says, not from the code.
@Suite struct PropertyNamingTests {
    /// Bootstrap 5.3's root variables, as its colour documentation describes them
    /// (https://getbootstrap.com/docs/5.3/customize/color/, "Colors"): `--bs-body-color` is "the default
    /// foreground (color)" and `--bs-body-bg` "the default background"; `--bs-secondary-color` and
    /// `--bs-tertiary-color` are lighter text ("for less emphasized text"), the `-bg` ones backgrounds;
    /// `--bs-highlight-color` is the text of `<mark>` on `--bs-highlight-bg`; the `-text-emphasis`,
    /// `-bg-subtle` and `-border-subtle` theme colours are text, backgrounds and borders; `--bs-border-color`
    /// is the default border; `--bs-focus-ring-color` the focus ring ("Focus ring" helper);
    /// `--bs-white` and `--bs-black` are fixed colours, not roles.
    @Test func bootstrapRootVariables() {
        let names = [
            "--bs-white", "--bs-black", "--bs-body-color", "--bs-body-bg", "--bs-secondary-color", "--bs-secondary-bg",
            "--bs-tertiary-color", "--bs-tertiary-bg", "--bs-highlight-color", "--bs-highlight-bg",
            "--bs-danger-text-emphasis", "--bs-danger-bg-subtle", "--bs-danger-border-subtle", "--bs-border-color",
            "--bs-border-color-translucent", "--bs-focus-ring-color",
        ]
        let expected: [Role?] = [
            nil, nil, .text, .background, .text, .background,
            .text, .background, .text, .background,
            .text, .background, .border, .border,
            .border, .focus,
        ]
        let roles = PropertyNaming.roles(names: names)
        for (name, (role, want)) in zip(names, zip(roles, expected)) {
            #expect(role == want, "\(name)")
        }
        #expect(PropertyNaming.libraryPrefix(names) == "bs")
    }

    /// A component library's properties (the example names): the property word at the end decides
    /// — the button's background and its label colour (`X-color` beside `X-background-color`), the input's
    /// border, in its focus state too (a state, not a focus ring), the library's focus ring.
    @Test func componentPropertiesEndInTheirProperty() {
        let names = [
            "--x-button-primary-background-color", "--x-button-primary-color", "--x-button-primary-hover-color",
            "--x-button-primary-background-color-hover", "--x-input-background-color", "--x-input-color",
            "--x-input-border-color", "--x-input-border-color-focus", "--x-input-focus-border-color",
            "--x-focus-ring-color", "--x-card-border-color", "--x-panel-background-color", "--x-panel-color",
        ]
        let expected: [Role?] = [
            .background, .text, .text,
            .background, .background, .text,
            .border, .border, .border,
            .focus, .border, .background, .text,
        ]
        let roles = PropertyNaming.roles(names: names)
        for (name, (role, want)) in zip(names, zip(roles, expected)) {
            #expect(role == want, "\(name)")
        }
    }

    /// `X-color` without a background of X is not text: typedoc's `--alert-color` is the accent of an
    /// alert's left border (`border-left: 0.25em solid var(--alert-color)`, typedoc `static/style.css`);
    /// iosched's `default_tag_color` a tag's fill, Android `dot_color` a dot; graphic words are never text
    /// even beside a background (`--x-slider-track-color`, `--x-tag-color`); `--x-divider-color` stays a
    /// border. These are left to `RoleInference` (no role for the first ones).
    /// Adobe Spectrum's colour tokens name a component's colour `{variant}-{background|content|border}-color-
    /// {state}` with the interactive states default, hover, down (pressed) and key-focus (keyboard focus)
    /// (adobe/spectrum-design-data `packages/tokens/src/color-aliases.json`; spectrum.adobe.com, "Color for
    /// interactive states"): a background in its key-focus or down state is still a background, a content
    /// colour text, a border a border — not a focus indicator; `focus-indicator-color` is the indicator.
    @Test func spectrumStatesAreStatesNotRoles() {
        let names = [
            "accent-background-color-key-focus", "accent-background-color-down", "negative-content-color-down",
            "negative-border-color-key-focus", "neutral-content-color-key-focus", "focus-indicator-color",
        ]
        let expected: [Role?] = [.background, .background, .text, .border, .text, .focus]
        #expect(PropertyNaming.roles(names: names) == expected)
        #expect(PropertyNaming.parse("accent-background-color-key-focus")?.states == ["focus", "key"])
        #expect(PropertyNaming.parse("accent-background-color-down")?.base == ["accent"])
    }

    @Test func colourOfAThingWithoutBackgroundIsNotText() {
        let names = [
            "--alert-color", "default_tag_color", "dot_color", "--x-slider-track-color",
            "--x-slider-track-background-color", "--x-tag-color", "--x-tag-background-color", "--x-divider-color",
        ]
        let roles = PropertyNaming.roles(names: names)
        #expect(roles[0] == nil)
        #expect(roles[1] == nil)
        #expect(roles[2] == nil)
        #expect(roles[3] != .text)
        #expect(roles[5] != .text)
        #expect(roles[7] == .border)
    }

    /// An alert is a box of text: beside `--alert-background`, `--alert-color` is the alert's CSS `color`, its
    /// text, and so is a status variant's (`--alert-success-color` beside `--alert-success-background`), as
    /// Bootstrap 5.3's `.alert` sets `color: var(--bs-alert-color)` and `background-color: var(--bs-alert-bg)`
    /// (twbs/bootstrap `scss/_alert.scss`). Without its background (typedoc's `--alert-color`) it stays
    /// unroled; a graphic beside a background stays non-text (`--x-tag-color`).
    @Test func anAlertsColourBesideItsBackgroundIsText() {
        let names = [
            "--alert-color", "--alert-background", "--alert-success-color", "--alert-success-background",
            "--alert-warning-color", "--x-tag-color", "--x-tag-background-color",
        ]
        let roles = PropertyNaming.roles(names: names)
        #expect(roles[0] == .text)
        #expect(roles[1] == .background)
        #expect(roles[2] == .text)
        #expect(roles[3] == .background)
        #expect(roles[4] == nil)
        #expect(roles[5] != .text)
        #expect(PropertyNaming.roles(names: ["--alert-color", "--color-background"])[0] == nil)
    }

    /// Names these rules do not read keep `RoleInference`'s role: Primer's head-first names
    /// (`fgColor-onEmphasis`, `bgColor-accent-muted`, `borderColor-focus` — Primer's focus colour), Material's
    /// `on` roles, Carbon's `focus`, typedoc's `--color-background`.
    @Test func otherConventionsAreLeftToRoleInference() {
        for name in [
            "fgColor-onEmphasis", "bgColor-accent-muted", "borderColor-focus", "m3_sys_color_light_on_surface",
            "focus", "--color-background", "colorSurfaceContainerHigh", "color.background.brand.default",
        ] {
            #expect(PropertyNaming.role(of: name) == RoleInference.infer(name: name), "\(name)")
        }
        #expect(PropertyNaming.parse("borderColor-focus") == nil)
    }

    /// Open Props' button rules set pseudo-private properties (`--_bg`, `--_text`, `--_border`: the
    /// "pseudo-private" `--_` convention, Lea Verou, "Custom properties with defaults: 3+1 strategies",
    /// 2021) that only those rules read: no role, while the theme's own `--text-1`, `--surface-1` and
    /// `--link` keep theirs (Open Props' `theme.light.css`: text, surfaces and links).
    @Test func pseudoPrivatePropertiesHaveNoRole() {
        let names = ["--_bg", "--_text", "--_border", "--_ink-shadow"]
        #expect(PropertyNaming.roles(names: names) == [nil, nil, nil, nil])
        #expect(PropertyNaming.isPseudoPrivate("--_bg"))
        #expect(!PropertyNaming.isPseudoPrivate("--bg"))
        #expect(!PropertyNaming.isPseudoPrivate("_bg"))
    }

    /// Numbered components (`--x-c1-color`, `--x-card-2-background-color`): the digits name which thing,
    /// they take no part in the role. The words are those of the name without digits (c, card), and each
    /// keeps the digits written after it in `numberedBase` (c1, card2); the roles are those of the same
    /// names without digits (a thing's text beside its background, a border).
    @Test func digitsNameTheThingNotTheRole() throws {
        let names = ["--x-c1-color", "--x-c1-background-color", "--x-c1-border-color", "--x-card-2-background-color"]
        let plain = ["--x-c-color", "--x-c-background-color", "--x-c-border-color", "--x-card-background-color"]
        #expect(PropertyNaming.roles(names: names) == PropertyNaming.roles(names: plain))
        #expect(PropertyNaming.roles(names: names) == [.text, .background, .border, .background])
        let c1 = try #require(PropertyNaming.parse("--x-c1-color"))
        #expect(c1.base == ["x", "c"] && c1.numberedBase == ["x", "c1"])
        let card = try #require(PropertyNaming.parse("--x-card-2-background-color-hover"))
        #expect(card.base == ["x", "card"] && card.numberedBase == ["x", "card2"] && card.states == ["hover"])
        #expect(
            PropertyNaming.numberedWords("--12x-h2o-3", RoleInference.splitWords("--12x-h2o-3")) == ["12x", "h2", "o3"])
        #expect(PropertyNaming.numberedWords("--x-text", ["x", "text"]) == ["x", "text"])
    }
}
