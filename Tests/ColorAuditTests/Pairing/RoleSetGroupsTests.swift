import Testing

@testable import ColorAudit

/// The pairs formed in token sets whose colour groups share one role set (`RoleSetGroups`,
/// `PairFormation` rule 19), read with no configuration. Each set is written for this test in the shape a
/// system documents; the values are made up (light tints, dark text, a saturated fill with white text).
/// - Designsystemet: "The color names in Designsystemet are divided into 3 parts: Name of the color scale,
///   group (area of use), and variant", the 16 colours of every scale (designsystemet.no/en/fundamentals/
///   designelements/colors), chosen per component with the `data-color` attribute (designsystemet.no/en/
///   fundamentals/theme/variables); "Text-default always has sufficient contrast against all background and
///   surface colors" of its scale (designsystemet.no/en/fundamentals/themebuilder/contrast).
/// - Chakra UI v3 colour palettes: "solid: The bold fill color of the color. contrast: The text color that
///   goes on solid color. fg: The foreground color used for text, icons, etc."
///   (chakra-ui.com/docs/theming/customization/colors); the button recipe draws `colorPalette.fg` on
///   `colorPalette.muted`/`subtle`, `colorPalette.contrast` on `colorPalette.solid`, and
///   `colorPalette.emphasized` as the outline's border (chakra-ui/chakra-ui
///   `packages/react/src/theme/recipes/button.ts`).
@Suite struct RoleSetGroupsTests: PairingPalettes {
    /// Designsystemet's 16 roles with values for one scale.
    static let roles: [(String, String)] = [
        ("background-default", "#ffffff"), ("background-tinted", "#f5f8fb"), ("surface-default", "#ffffff"),
        ("surface-tinted", "#eaf1f7"), ("surface-hover", "#dde8f1"), ("surface-active", "#cfdeea"),
        ("border-subtle", "#a9c0d4"), ("border-default", "#6f8ba4"), ("border-strong", "#4d677f"),
        ("text-subtle", "#4c6279"), ("text-default", "#1d2f40"), ("base-default", "#1f6bb0"),
        ("base-hover", "#1a5a95"), ("base-active", "#154a7a"), ("base-contrast-subtle", "#dce9f6"),
        ("base-contrast-default", "#ffffff"),
    ]

    /// A DTCG file `color.<group>.<role>` with `groups`, each with `roles`.
    static func tokens(_ groups: [String], roles: [(String, String)] = roles) -> String {
        let body = groups.map { group in
            let members = roles.map { "\"\($0.0)\": { \"$type\": \"color\", \"$value\": \"\($0.1)\" }" }
            return "\"\(group)\": {\n" + members.joined(separator: ",\n") + "\n}"
        }
        return "{ \"color\": {\n" + body.joined(separator: ",\n") + "\n} }"
    }

    /// "foreground on background" → usage of every pair the audit of `tokens` (one file) forms.
    func formed(_ tokens: String, file: String = "color.tokens.json") throws -> [String: Usage] {
        usages(try importedPalette(tokens, file: file))
    }

    /// A group's text is drawn on its own group's backgrounds and surfaces and on the neutral page, never
    /// on another group's surfaces (danger text on a success surface).
    @Test func textStaysInItsGroup() throws {
        let pairs = try formed(Self.tokens(["accent", "neutral", "danger", "success"]))
        for surface in [
            "background-default", "background-tinted", "surface-default", "surface-tinted", "surface-hover",
        ] {
            #expect(pairs["color.danger.text-default on color.danger.\(surface)"] == .text)
            #expect(pairs["color.accent.text-default on color.accent.\(surface)"] == .text)
            #expect(pairs["color.danger.text-default on color.success.\(surface)"] == nil)
            #expect(pairs["color.success.text-subtle on color.accent.\(surface)"] == nil)
        }
        #expect(pairs["color.danger.text-default on color.neutral.background-default"] == .text)
        #expect(pairs["color.accent.text-subtle on color.neutral.background-tinted"] == .text)
        // The neutral group's own surfaces are its components', not the page.
        #expect(pairs["color.danger.text-default on color.neutral.surface-default"] == nil)
        #expect(pairs["color.accent.border-default on color.accent.surface-default"] == .ui)
        #expect(pairs["color.accent.border-default on color.danger.surface-default"] == nil)
    }

    /// `base-contrast-*` is the text of the group's `base-*` fills only; nothing else is drawn on them,
    /// and `accent` names a group, not an interactive colour (`color.accent.surface-default` is no text).
    @Test func contrastTextOnItsFills() throws {
        let pairs = try formed(Self.tokens(["accent", "neutral", "danger"]))
        for fill in ["base-default", "base-hover", "base-active"] {
            #expect(pairs["color.accent.base-contrast-default on color.accent.\(fill)"] == .text)
            #expect(pairs["color.danger.base-contrast-subtle on color.danger.\(fill)"] == .text)
            #expect(pairs["color.accent.base-contrast-default on color.danger.\(fill)"] == nil)
            #expect(pairs["color.accent.text-default on color.accent.\(fill)"] == nil)
        }
        #expect(pairs["color.accent.base-contrast-default on color.accent.surface-default"] == nil)
        #expect(pairs["color.accent.base-contrast-default on color.neutral.background-default"] == nil)
        #expect(!pairs.keys.contains { $0.hasPrefix("color.accent.surface-default on") })
        #expect(!pairs.keys.contains { $0.hasPrefix("color.accent.base-default on") })
    }

    /// The scale steps beside the roles (Designsystemet's theme file: `color.accent.1` … `color.accent.16`,
    /// the colours the roles alias) take no role from the group word: `accent` made them interactive text.
    @Test func scaleStepsOfAGroupFormNoPair() throws {
        let steps = (1...16).map { (String($0), "#40608\(String($0 % 10))") }
        let pairs = try formed(Self.tokens(["accent", "neutral", "danger"], roles: Self.roles + steps))
        #expect(!pairs.keys.contains { $0.hasPrefix("color.accent.1 ") || $0.hasPrefix("color.accent.12 ") })
        #expect(!pairs.keys.contains { $0.hasSuffix(" on color.accent.3") })
        #expect(pairs["color.accent.text-default on color.accent.surface-tinted"] == .text)
        #expect(
            RoleSetGroups(names: ["color.accent.1", "color.accent.text-default"]).isSilent("color.accent.1") == false)
    }

    /// The current `data-color`'s colours (Designsystemet's unprefixed `surface-active`, an alias of
    /// `{color.accent.surface-active}`) are that group's: another group's text is not drawn on them.
    @Test func aliasesOfAGroupAreInIt() throws {
        var tokens = Self.tokens(["accent", "neutral", "danger"])
        tokens.removeLast(4)
        tokens += """
            ,
            "current-surface-active": { "$type": "color", "$value": "{color.accent.surface-active}" },
            "current-text-subtle": { "$type": "color", "$value": "{color.accent.text-subtle}" }
            } }
            """
        let pairs = try formed(tokens)
        #expect(pairs["color.accent.text-default on color.current-surface-active"] == .text)
        #expect(pairs["color.danger.text-default on color.current-surface-active"] == nil)
        #expect(pairs["color.current-text-subtle on color.accent.surface-tinted"] == .text)
        #expect(pairs["color.current-text-subtle on color.danger.surface-tinted"] == nil)
    }

    /// Chakra's palettes: `contrast` on `solid`, `fg` on `muted` and `subtle` of its own palette, and the
    /// page (`bg`, outside every palette) carries every palette's `fg` (the ghost and outline buttons).
    @Test func chakraPalettes() throws {
        let palette = { (fg: String, fill: String) in
            """
            "contrast": { "$type": "color", "$value": "#ffffff" },
            "fg": { "$type": "color", "$value": "\(fg)" },
            "subtle": { "$type": "color", "$value": "#eef2ff" },
            "muted": { "$type": "color", "$value": "#dde6ff" },
            "emphasized": { "$type": "color", "$value": "#99aadd" },
            "solid": { "$type": "color", "$value": "\(fill)" },
            "focusRing": { "$type": "color", "$value": "\(fill)" }
            """
        }
        let tokens = """
            { "colors": {
              "bg": { "$type": "color", "$value": "#ffffff" },
              "blue": { \(palette("#1d4ed8", "#2563eb")) },
              "red": { \(palette("#b91c1c", "#dc2626")) },
              "green": { \(palette("#15803d", "#16a34a")) }
            } }
            """
        let pairs = try formed(tokens)
        #expect(pairs["colors.blue.contrast on colors.blue.solid"] == .text)
        #expect(pairs["colors.red.contrast on colors.red.solid"] == .text)
        #expect(pairs["colors.blue.contrast on colors.red.solid"] == nil)
        #expect(pairs["colors.blue.fg on colors.blue.muted"] == .text)
        #expect(pairs["colors.blue.fg on colors.blue.subtle"] == .text)
        #expect(pairs["colors.blue.fg on colors.bg"] == .text)
        #expect(pairs["colors.blue.fg on colors.red.muted"] == nil)
        #expect(pairs["colors.blue.fg on colors.blue.solid"] == nil)
        #expect(pairs["colors.green.emphasized on colors.bg"] == .ui)
        #expect(pairs["colors.green.focusRing on colors.bg"] == .focus)
    }

    /// Namespaces whose role sets differ are no colour groups: the names keep their usual reading.
    @Test func differentRoleSetsAreNoGroups() {
        let names = [
            "color.accent.background-default", "color.accent.text-default", "color.accent.border-default",
            "color.danger.surface-tinted", "color.danger.icon-strong", "color.danger.base-hover",
        ]
        #expect(RoleSetGroups(names: names).isEmpty)
        // Two groups with one role set, but only surfaces: no foreground is drawn in the group.
        #expect(
            RoleSetGroups(
                names: ["c.a.background-default", "c.a.surface-tinted", "c.a.surface-hover"]
                    + ["c.b.background-default", "c.b.surface-tinted", "c.b.surface-hover"]
            ).isEmpty)
        // Schemes are no groups (`color.light.text-default`, `color.dark.text-default`).
        let schemes = ["light", "dark"].flatMap { scheme in
            ["background-default", "text-default", "border-default"].map { "color.\(scheme).\($0)" }
        }
        #expect(RoleSetGroups(names: schemes).isEmpty)
        // Role-first names (`color.text.danger.default`) keep their namespaces: the role word is no group.
        let roleFirst = ["text", "background", "border"].flatMap { role in
            ["danger", "success"].flatMap { status in
                ["default", "subtle", "strong"].map { "color.\(role).\(status).\($0)" }
            }
        }
        #expect(RoleSetGroups(names: roleFirst).isEmpty)
    }

    /// One group alone is no family: the set pairs as before (the group's text on every surface).
    @Test func oneGroupIsNoFamily() throws {
        let groups = RoleSetGroups(names: Self.roles.map { "color.accent.\($0.0)" })
        #expect(groups.isEmpty)
    }

    /// A group with a role more or less is still one of the family (near-identical role sets).
    @Test func nearIdenticalRoleSets() {
        var names = ["accent", "neutral", "danger"].flatMap { g in Self.roles.map { "color.\(g).\($0.0)" } }
        names.removeAll { $0 == "color.danger.surface-active" }
        names.append("color.neutral.text-inverted")
        let groups = RoleSetGroups(names: names)
        #expect(groups.groups == ["color.accent", "color.neutral", "color.danger"])
        #expect(groups.members["color.danger.text-default"]?.group == "color.danger")
    }
}
