import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Tokens Studio folders with several independent theme groups (docs.tokens.studio, "Themes": themes of
/// different groups apply at the same time, "multi-dimensional theming"; "Themes that switch": one theme
/// of a group is active at a time), tokens in Tokens Studio's W3C DTCG format (docs.tokens.studio,
/// "Token Format - W3C DTCG vs Legacy": `$value`, `$type`, `$description`), and combinations past the cap.
/// Every expected value is a literal of the fixture written here, followed through its aliases by hand.
@Suite struct TokensStudioThemeGroupsTests {
    static let colourNames = ["accent", "brand1", "brand2", "brand3", "neutral", "success", "warning", "danger"]

    /// The shape of a real multi-group folder: Size (3 themes) and Typography (2) select no colour; Color
    /// scheme (Light, Dark) enables one file of primitives each; Theme and Semantic one theme each; Color
    /// (8 themes) enables `semantic/color/NAME.json`, which points the same names `main.*` at NAME's colours.
    /// `dollar` writes tokens as `$value`/`$type` (the W3C DTCG format) instead of `value`/`type`.
    static func multiGroupFolder(dollar: Bool) throws -> ImportTempFolder {
        let folder = try ImportTempFolder()
        let (value, type) = dollar ? ("$value", "$type") : ("value", "type")
        func token(_ text: String, _ kind: String = "color") -> String {
            "{\"\(value)\": \"\(text)\", \"\(type)\": \"\(kind)\"}"
        }
        func group(_ entries: [(String, String)]) -> String {
            "{" + entries.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
        }
        // Light: NAME.1 = #ffffff, NAME.9 = #1a1a1a; dark: NAME.1 = #111111, NAME.9 = #eeeeee; except
        // danger.9, #b00020 in light.
        for (scheme, one, nine) in [("light", "#ffffff", "#1a1a1a"), ("dark", "#111111", "#eeeeee")] {
            let body = group(
                colourNames.map { name in
                    (
                        name,
                        group([
                            ("1", token(one)), ("9", token(name == "danger" && scheme == "light" ? "#b00020" : nine)),
                        ])
                    )
                })
            try folder.write("t/primitives/modes/color-scheme/\(scheme)/x.json", group([("x", body)]))
        }
        try folder.write(
            "t/primitives/globals.json", group([("radius", token("4px", dollar ? "dimension" : "borderRadius"))]))
        for size in ["small", "medium", "large"] {
            try folder.write("t/primitives/modes/size/\(size).json", group([("space", token("8px", "spacing"))]))
        }
        for face in ["primary", "secondary"] {
            try folder.write(
                "t/primitives/modes/typography/\(face).json", group([("font", token("Inter", "fontFamilies"))]))
        }
        try folder.write(
            "t/themes/x.json",
            group([
                (
                    "color",
                    group(colourNames.map { ($0, group([("1", token("{x.\($0).1}")), ("9", token("{x.\($0).9}"))])) })
                )
            ]))
        try folder.write(
            "t/semantic/style.json",
            group([
                (
                    "color",
                    group(
                        colourNames.map {
                            (
                                $0,
                                group([
                                    ("background-default", token("{color.\($0).1}")),
                                    ("text-default", token("{color.\($0).9}")),
                                ])
                            )
                        })
                )
            ]))
        for name in colourNames {
            try folder.write(
                "t/semantic/color/\(name).json",
                group([
                    (
                        "main",
                        group([
                            ("background-default", token("{color.\(name).background-default}")),
                            ("text-default", token("{color.\(name).text-default}")),
                        ])
                    )
                ]))
        }
        var themes: [String] = []
        func theme(_ name: String, _ group: String, _ sets: [(String, String)]) {
            let selected = sets.map { "\"\($0.0)\": \"\($0.1)\"" }.joined(separator: ", ")
            themes.append(
                "{\"id\": \"\(name)\", \"name\": \"\(name)\", \"group\": \"\(group)\", \"selectedTokenSets\": {\(selected)}}"
            )
        }
        for size in ["small", "medium", "large"] {
            theme(size, "Size", [("primitives/modes/size/\(size)", "enabled"), ("primitives/globals", "source")])
        }
        theme("Primary", "Typography", [("primitives/modes/typography/primary", "enabled")])
        theme("Secondary", "Typography", [("primitives/modes/typography/secondary", "enabled")])
        theme("Light", "Color scheme", [("primitives/modes/color-scheme/light/x", "enabled")])
        theme("Dark", "Color scheme", [("primitives/modes/color-scheme/dark/x", "enabled")])
        theme("x", "Theme", [("themes/x", "enabled")])
        theme("Semantic", "Semantic", [("semantic/style", "enabled"), ("primitives/globals", "source")])
        for name in colourNames { theme(name, "Color", [("semantic/color/\(name)", "enabled")]) }
        try folder.write("t/$themes.json", "[\n" + themes.joined(separator: ",\n") + "\n]")
        return folder
    }

    static func importFolder(_ folder: ImportTempFolder, _ name: String = "t") throws -> [Palette] {
        let path = folder.root + "/" + name
        let unit = ImportUnit(folder: path, entries: ImportUnit.folderEntries(path) ?? [], isExplicit: true)
        return try TokensStudioImporter().importPalettes(unit)
    }

    @Test("Several theme groups: colour-free groups are no dimension, Color scheme gives light and dark")
    func severalThemeGroups() throws {
        for dollar in [false, true] {
            let palettes = try Self.importFolder(try Self.multiGroupFolder(dollar: dollar))
            // Size and Typography select no colour; the 8 Color themes only point main.* at colours every one of
            // them has (color.NAME.*): one palette, judged once for all 8.
            #expect(palettes.count == 1, "\(palettes.map(\.name))")
            let palette = try #require(palettes.first)
            #expect(palette.variant == "x, Semantic, accent")
            #expect(palette.sameColours == Self.colourNames.dropFirst().map { "x, Semantic, \($0)" })
            #expect(palette.appearances == [.light, .dark])
            // main.background-default → color.accent.background-default → color.accent.1 → x.accent.1.
            let background = try #require(palette.token(named: "main.background-default"))
            #expect(background.values[.light]?.color.hex == "#ffffff")
            #expect(background.values[.dark]?.color.hex == "#111111")
            #expect(background.values[.light]?.aliasOf == "color.accent.background-default")
            // Every option's colours are there under their own names: danger's text is #b00020 in light.
            #expect(palette.token(named: "color.danger.text-default")?.values[.light]?.color.hex == "#b00020")
            #expect(palette.token(named: "color.danger.text-default")?.values[.dark]?.color.hex == "#eeeeee")
            #expect(palette.tokens.count == 8 * 2 + 8 * 2 + 8 * 2 + 2, "\(palette.tokens.count)")
            #expect(
                palette.importNotes.contains {
                    $0.kind == .skipped && $0.reason.contains("'x, Semantic, danger'")
                        && $0.reason.contains("main.background-default, main.text-default")
                }, "\(palette.importNotes.map(\.reason))")
        }
    }

    @Test("A Color theme whose set brings colours of its own stays a palette of its own")
    func aThemeWithColoursOfItsOwnIsSeparate() throws {
        let folder = try Self.multiGroupFolder(dollar: false)
        // danger's main background is a literal here, a colour no other option has.
        try folder.write(
            "t/semantic/color/danger.json",
            ##"{"main": {"background-default": {"value": "#ffe0e0", "type": "color"}, "text-default": {"value": "{color.danger.text-default}", "type": "color"}}}"##
        )
        let palettes = try Self.importFolder(folder)
        #expect(palettes.map(\.variant) == ["x, Semantic, accent", "x, Semantic, danger"])
        #expect(palettes.last?.token(named: "main.background-default")?.values[.light]?.color.hex == "#ffe0e0")
        // A re-pointing is one that points at a colour both palettes have unchanged: not danger's literal.
        #expect(palettes.first?.sameColours.count == 6)
    }

    @Test("W3C DTCG format tokens: $value, $type, $description, a group's $type")
    func dollarTokens() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "t/core.json",
            ##"{"blue": {"$type": "color", "500": {"$value": "#0055cc", "$description": "Brand blue"}}, "gap": {"$value": "4px", "$type": "dimension"}}"##
        )
        try folder.write("t/light.json", ##"{"link": {"$value": "{blue.500}", "$type": "color"}}"##)
        try folder.write(
            "t/$themes.json", ##"[{"name": "Light", "selectedTokenSets": {"core": "source", "light": "enabled"}}]"##)
        let palette = try #require(try Self.importFolder(folder).first)
        #expect(palette.token(named: "blue.500")?.values[.light]?.color.hex == "#0055cc")
        #expect(palette.token(named: "blue.500")?.documentation == "Brand blue")
        #expect(palette.token(named: "link")?.values[.light]?.aliasOf == "blue.500")
        #expect(palette.token(named: "gap") == nil)
    }

    @Test("Combinations past the cap: the first ones are audited and every palette says so")
    func pastTheCap() throws {
        let folder = try ImportTempFolder()
        var themes: [String] = []
        // Three groups of five themes, each theme its own colour: 125 combinations, all different.
        for group in ["a", "b", "c"] {
            for index in 1...5 {
                try folder.write(
                    "t/\(group)\(index).json",
                    "{\"\(group)\": {\"value\": \"#0000\(index)\(index)\", \"type\": \"color\"}}")
                themes.append(
                    "{\"name\": \"\(group)\(index)\", \"group\": \"\(group)\", \"selectedTokenSets\": {\"\(group)\(index)\": \"enabled\"}}"
                )
            }
        }
        try folder.write("t/$themes.json", "[" + themes.joined(separator: ",") + "]")
        let palettes = try Self.importFolder(folder)
        #expect(palettes.count == TokenThemes.maximumCombinations)
        #expect(palettes.first?.variant == "a1, b1, c1")
        // The last group changes first: the 64th is a3, b3, c4 (64 = 2 × 25 + 2 × 5 + 4).
        #expect(palettes.last?.variant == "a3, b3, c4")
        for palette in palettes {
            #expect(
                palette.importNotes.contains {
                    $0.kind == .skipped && $0.reason.hasPrefix("the themes combine into 125 palettes")
                        && $0.reason.contains("the first 64")
                })
        }
    }

    @Test(.timeLimit(.minutes(1)), arguments: [true, false])
    func threeHundredGroups(colours: Bool) throws {
        let folder = try ImportTempFolder()
        var themes: [String] = []
        for group in 0..<300 {
            for option in 0..<2 {
                let kind = colours ? "color" : "spacing"
                let text = colours ? String(format: "#%02x%02x%02x", group % 256, group / 256, option) : "\(option)px"
                try folder.write(
                    "t/g\(group)/o\(option).json", "{\"g\(group)\": {\"value\": \"\(text)\", \"type\": \"\(kind)\"}}")
                themes.append(
                    "{\"name\": \"o\(option)\", \"group\": \"g\(group)\", \"selectedTokenSets\": {\"g\(group)/o\(option)\": \"enabled\"}}"
                )
            }
        }
        try folder.write("t/light.json", ##"{"paper": {"value": "#ffffff", "type": "color"}}"##)
        themes.append(##"{"name": "Light", "group": "mode", "selectedTokenSets": {"light": "enabled"}}"##)
        try folder.write("t/$themes.json", "[" + themes.joined(separator: ",") + "]")
        let palettes = try Self.importFolder(folder)
        if colours {
            // 2^300 combinations, past Int.max: the first 64, said.
            #expect(palettes.count == 64)
            #expect(
                palettes[0].importNotes.contains {
                    $0.kind == .skipped
                        && $0.reason.hasPrefix(
                            "the themes combine into more than \(Int.max) palettes (theme groups g0 (2),")
                })
        } else {
            // No group but the appearance selects a colour: one palette, light.
            #expect(palettes.count == 1)
            #expect(palettes.first?.tokens.map(\.name) == ["paper"])
        }
    }

    /// Dialtone's `$themes.json` (dialpad/dialtone `packages/dialtone-tokens/tokens/$themes.json`): groups
    /// `dp` and `tmo`, each with a `light` and a `dark` theme, the second brand's sets overriding the
    /// first's semantic colours. Tokens Studio's groups are switches, one theme of a group active
    /// (docs.tokens.studio/manage-themes/simple-switch-guide, "Themes that switch … 'either this or that'"):
    /// the two brands are two palettes, and `dp`'s light is never stacked with `tmo`'s override.
    @Test("Appearance themes of several groups: one palette per group, never stacked together")
    func brandGroupsWithLightAndDark() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "t/semantic/dp/default.json",
            ##"{"color": {"surface": {"primary": {"value": "#ffffff", "type": "color"}}, "foreground": {"primary": {"value": "#1c1c1c", "type": "color"}}}}"##
        )
        try folder.write(
            "t/semantic/dp/dark.json",
            ##"{"color": {"surface": {"primary": {"value": "#171717", "type": "color"}}, "foreground": {"primary": {"value": "#f9f9f9", "type": "color"}}}}"##
        )
        try folder.write(
            "t/semantic/tmo/default.json",
            ##"{"color": {"surface": {"primary": {"value": "#e20074", "type": "color"}}}}"##)
        try folder.write(
            "t/semantic/tmo/dark.json", ##"{"color": {"surface": {"primary": {"value": "#5c0030", "type": "color"}}}}"##
        )
        try folder.write(
            "t/$themes.json",
            ##"""
            [
              {"name": "light", "group": "dp", "selectedTokenSets": {"semantic/dp/default": "enabled"}},
              {"name": "dark", "group": "dp", "selectedTokenSets": {"semantic/dp/default": "enabled", "semantic/dp/dark": "enabled"}},
              {"name": "light", "group": "tmo", "selectedTokenSets": {"semantic/dp/default": "enabled", "semantic/tmo/default": "enabled"}},
              {"name": "dark", "group": "tmo", "selectedTokenSets": {"semantic/dp/default": "enabled", "semantic/dp/dark": "enabled", "semantic/tmo/default": "enabled", "semantic/tmo/dark": "enabled"}}
            ]
            """##)
        let palettes = try Self.importFolder(folder)
        #expect(palettes.map(\.variant) == ["dp", "tmo"])
        let dp = try #require(palettes.first)
        let tmo = try #require(palettes.last)
        #expect(dp.appearances == [.light, .dark])
        #expect(dp.token(named: "color.surface.primary")?.values[.light]?.color.hex == "#ffffff")
        #expect(dp.token(named: "color.surface.primary")?.values[.dark]?.color.hex == "#171717")
        #expect(tmo.token(named: "color.surface.primary")?.values[.light]?.color.hex == "#e20074")
        #expect(tmo.token(named: "color.surface.primary")?.values[.dark]?.color.hex == "#5c0030")
        // The brand's text comes from the shared dp sets it enables.
        #expect(tmo.token(named: "color.foreground.primary")?.values[.dark]?.color.hex == "#f9f9f9")
    }
}
