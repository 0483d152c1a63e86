import Testing

@testable import ColorAudit

/// A numbered theme layer that re-exports a scale (`ScaleReexports`, `PostImport` rule 1) is the scale,
/// not semantic colours with role words. The shape is Radix Themes' (radix-ui.com/themes/docs/theme/color,
/// radix-ui/website `data/themes/docs/theme/color.mdx`): the accent scale re-exports a colour scale
/// step for step (`--accent-9: var(--indigo-9)`, radix-ui/themes `src/styles/tokens/color.css`), its
/// steps documented as "Backgrounds" 1–2, "Interactive components" 3–5, "Borders and separators" 6–8,
/// "Solid colors" 9–10 and "Accessible text" 11–12, and "Most of the components use `--focus-8` for the
/// focus outline color"; the semantic names alias the steps. The scale's values are Radix Colors' light
/// `indigo` 1–12 and `slate` 1–12 (radix-ui/colors `src/light.ts`); the files are written for these tests.
@Suite struct ScaleReexportTests: PairingPalettes {
    static let indigo = [
        "#fdfdfe", "#f7f9ff", "#edf2fe", "#e1e9ff", "#d2deff", "#c1d0ff", "#abbdf9", "#8da4ef", "#3e63dd",
        "#3358d4", "#3a5bc7", "#1f2d5c",
    ]
    static let slate = [
        "#fcfcfd", "#f9f9fb", "#f0f0f3", "#e8e8ec", "#e0e1e6", "#d9d9e0", "#cdced6", "#b9bbc6", "#8b8d98",
        "#80838d", "#60646c", "#1c2024",
    ]

    /// DTCG: `brand.blue.N` and `brand.gray.N` primitives, `color.accent.N` and `color.surface.N`
    /// re-exporting them, the focus scale re-exporting the accent, and the semantic colours.
    static func tokens() -> String {
        func group(_ name: String, _ values: (Int) -> String) -> String {
            let steps = (1...12).map { "\"\($0)\": { \"$type\": \"color\", \"$value\": \"\(values($0))\" }" }
            return "\"\(name)\": {" + steps.joined(separator: ", ") + "}"
        }
        return """
            {
              "brand": { \(group("blue") { indigo[$0 - 1] }), \(group("gray") { slate[$0 - 1] }) },
              "color": {
                \(group("accent") { "{brand.blue.\($0)}" }),
                \(group("surface") { "{brand.gray.\($0)}" }),
                \(group("focus") { "{color.accent.\($0)}" })
              },
              "text": {
                "default": { "$type": "color", "$value": "{color.surface.12}" },
                "accent": { "$type": "color", "$value": "{color.accent.11}" }
              },
              "background": { "page": { "$type": "color", "$value": "{color.surface.1}" } }
            }
            """
    }

    func formed(tokens: String) throws -> Set<String> {
        let folder = try ImportTempFolder()
        let path = try folder.write("tokens.json", tokens)
        let palette = try #require(try importPaths([path]).first)
        return pairs(palette)
    }

    func foregrounds(_ pairs: Set<String>) -> Set<String> { Set(pairs.map { String($0.split(separator: " ")[0]) }) }
    func backgrounds(_ pairs: Set<String>) -> Set<String> { Set(pairs.map { String($0.split(separator: " ")[2]) }) }

    /// The re-exported accent steps 1–10 draw nothing, the surface steps are no surfaces; Radix's text
    /// steps 11–12 and the focus ring 8 keep their words' roles; the semantic colours pair as before.
    @Test func aReexportedScaleIsTheScale() throws {
        let found = try formed(tokens: Self.tokens())
        let fore = foregrounds(found)
        for step in 1...10 { #expect(!fore.contains("color.accent.\(step)"), "color.accent.\(step)") }
        for step in 1...12 where step != 8 { #expect(!fore.contains("color.focus.\(step)"), "color.focus.\(step)") }
        #expect(fore.contains("color.accent.11"))
        #expect(fore.contains("color.accent.12"))
        #expect(fore.contains("color.focus.8"))
        #expect(backgrounds(found) == ["background.page"])
        #expect(found.contains("text.default on background.page text"))
        #expect(found.contains("text.accent on background.page text"))
    }

    /// CSS custom properties, a 100-based layer (`--link-100` … `--link-500` re-exporting `--blue-100` …
    /// `--blue-500`): not Radix's 12 steps, so every re-exported step is silent.
    static let css = """
        :root {
          --blue-100: #dbeafe; --blue-200: #bfdbfe; --blue-300: #93c5fd; --blue-400: #60a5fa; --blue-500: #3b82f6;
          --link-100: var(--blue-100); --link-200: var(--blue-200); --link-300: var(--blue-300);
          --link-400: var(--blue-400); --link-500: var(--blue-500);
          --text-default: #111111; --text-link: var(--link-500);
          --background-page: #ffffff;
        }
        """

    @Test func aReexportingCSSLayerDrawsNothing() throws {
        let found = pairs(try stylesheetPalette(Self.css))
        #expect(found == ["--text-default on --background-page text", "--text-link on --background-page text"])
    }

    /// Renumbered (`--link-1: var(--blue-200)` …) is no re-export: the names keep their roles.
    @Test func aRenumberedLayerIsNoReexport() throws {
        let css = Self.css.replacingOccurrences(of: "--link-100: var(--blue-100)", with: "--link-100: var(--blue-200)")
        let found = pairs(try stylesheetPalette(css))
        #expect(found.contains("--link-100 on --background-page text"))
        #expect(found.contains("--link-300 on --background-page text"))
    }

    /// A layer that picks some of a scale's steps (`--link-100` … `--link-300` of `--blue-100` … `-500`)
    /// is no re-export of the scale either (not the same step set).
    @Test func aLayerOfSomeStepsIsNoReexport() throws {
        let css = Self.css.replacingOccurrences(
            of: "--link-400: var(--blue-400); --link-500: var(--blue-500);", with: ""
        ).replacingOccurrences(of: "var(--link-500)", with: "var(--link-300)")
        let found = pairs(try stylesheetPalette(css))
        #expect(found.contains("--link-100 on --background-page text"))
    }

    /// One literal among the layer's steps: the stem is no re-export, its steps keep their roles.
    @Test func aLayerWithALiteralIsNoReexport() throws {
        let css = Self.css.replacingOccurrences(of: "--link-200: var(--blue-200)", with: "--link-200: #bfdbfe")
        let found = pairs(try stylesheetPalette(css))
        #expect(found.contains("--link-100 on --background-page text"))
    }
}
