import Testing

@testable import ColorAudit

/// Numbered runs of distinct hues are data colours, not general surfaces (`CategoricalRuns`, `PostImport`
/// rule 1). The hues are the systems' own: Carbon's categorical palette, light theme, first five ("1 Purple
/// 70 #6929c4, 2 Cyan 50 #1192e8, 3 Teal 70 #005d5d, 4 Magenta 70 #9f1853, 5 Red 50 #fa4d56",
/// carbondesignsystem.com/data-visualization/color-palettes, "Categorical palettes"); shadcn/ui's default
/// `--chart-1` … `--chart-5` (`12 76% 61%`, `173 58% 39%`, `197 37% 24%`, `43 74% 66%`, `27 87% 67%`,
/// ui.shadcn.com/docs/theming); Tailwind CSS's `yellow-50` … `yellow-950` (tailwindcss v3
/// `src/public/colors.js`) as a tonal scale of one hue. The stylesheets are written for these tests.
@Suite struct CategoricalRunTests: PairingPalettes {
    static let carbon = ["#6929c4", "#1192e8", "#005d5d", "#9f1853", "#fa4d56"]
    static let yellow = [
        "#fefce8", "#fef9c3", "#fef08a", "#fde047", "#facc15", "#eab308", "#ca8a04", "#a16207", "#854d0e",
        "#713f12", "#422006",
    ]

    /// A page, its text and border, and a numbered run of badge backgrounds with `values`, the first with
    /// its own `on` colour when `withOn`.
    func stylesheet(_ values: [String], withOn: Bool = false) -> String {
        var lines = ["--background-page: #ffffff;", "--text-default: #161616;", "--border-default: #8d8d8d;"]
        for (n, value) in values.enumerated() { lines.append("--badge-background\(n + 1): \(value);") }
        if withOn { lines.append("--on-badge-background1: #ffffff;") }
        return ":root {\n" + lines.joined(separator: "\n") + "\n}\n"
    }

    func surfaces(_ pairs: Set<String>) -> Set<String> { Set(pairs.map { String($0.split(separator: " ")[2]) }) }

    /// Carbon's categorical hues under one stem: no text or border of the theme is paired on them.
    @Test func aCategoricalRunIsNoSurface() throws {
        let found = pairs(try stylesheetPalette(stylesheet(Self.carbon)))
        #expect(surfaces(found) == ["--background-page"])
        #expect(found.contains("--text-default on --background-page text"))
    }

    /// Its documented `on` colour still finds its background by name (`PairFormation` rule 1).
    @Test func itsOwnOnColourIsStillDrawnOnIt() throws {
        let found = pairs(try stylesheetPalette(stylesheet(Self.carbon, withOn: true)))
        #expect(found.contains("--on-badge-background1 on --badge-background1 text"))
        #expect(!found.contains("--text-default on --badge-background1 text"))
    }

    /// A tonal scale of one hue is no categorical run: its steps stay surfaces, as before.
    @Test func aTonalScaleOfOneHueIsNotCategorical() throws {
        let found = pairs(try stylesheetPalette(stylesheet(Self.yellow)))
        #expect(found.contains("--text-default on --badge-background1 text"))
        #expect(found.contains("--text-default on --badge-background11 text"))
    }

    /// The measure itself: hue groups of the systems' runs, hand-read from their OKLCH hues.
    @Test func hueGroups() throws {
        func hues(_ hex: [String]) throws -> [Double] {
            try hex.map { try CSSColorParser.parse($0).converted(to: .oklch).components.z }
        }
        // Tailwind yellow: OKLCH h from about 102° down to 54° in steps under 12°: one group.
        #expect(CategoricalRuns.hueGroups(try hues(Self.yellow)) == 1)
        // Carbon: purple, cyan-blue, teal, magenta, red: at least three groups.
        #expect(CategoricalRuns.hueGroups(try hues(Self.carbon)) >= 3)
        // Hues round the circle: 350°, 5° and 15° are one group (gaps 15° and 10°), not split at 0°.
        #expect(CategoricalRuns.hueGroups([350, 5, 15]) == 1)
        #expect(CategoricalRuns.hueGroups([0, 120, 240]) == 3)
        #expect(CategoricalRuns.hueGroups([]) == 0)
    }

    /// shadcn/ui's default chart colours, as a numbered run of backgrounds: categorical.
    @Test func shadcnChartColoursAreCategorical() throws {
        let chart = ["hsl(12 76% 61%)", "hsl(173 58% 39%)", "hsl(197 37% 24%)", "hsl(43 74% 66%)", "hsl(27 87% 67%)"]
        let found = pairs(try stylesheetPalette(stylesheet(chart)))
        #expect(surfaces(found) == ["--background-page"])
    }

    /// Compound's shape (element-hq/compound-design-tokens `tokens/theme-semantics.json`):
    /// `color.text.decorative.N`, "Decorative text colour (N, …) for avatars and usernames", and
    /// `color.bg.decorative.N`, "Decorative background (N, …) for avatars and usernames". Text N is drawn on
    /// background N (an avatar) and on the page (a username), not on another number's background.
    @Test func numberedContentIsDrawnOnItsOwnNumber() throws {
        var lines = ["--color-bg-canvas-default: #ffffff;"]
        for (n, value) in Self.carbon.enumerated() {
            lines.append("--color-bg-decorative-\(n + 1): \(value);")
            lines.append("--color-text-decorative-\(n + 1): #161616;")
        }
        let found = pairs(try stylesheetPalette(":root {\n" + lines.joined(separator: "\n") + "\n}\n"))
        for n in 1...5 {
            #expect(found.contains("--color-text-decorative-\(n) on --color-bg-decorative-\(n) text"))
            #expect(found.contains("--color-text-decorative-\(n) on --color-bg-canvas-default text"))
        }
        #expect(!found.contains("--color-text-decorative-1 on --color-bg-decorative-2 text"))
        #expect(found.filter { $0.contains(" on --color-bg-decorative-") }.count == 5)
    }
}
