import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The shortcuts taken for speed give exactly what the plain way gives: pairs resolved once and shared
/// against pairs resolved one at a time, numbers written from integers against `String(format:)`.
@Suite struct FastPathTests {
    /// A palette of `n` colours with light and dark values (some translucent, some single-valued), roles
    /// text, icon and background, and declared pairs (some over a backdrop), from a fixed seed.
    func randomPalette(_ n: Int, seed: UInt64, declaresPairs: Bool) -> Palette {
        var rng = SplitMix(state: seed)
        func color() -> Color {
            Color(
                .srgb, Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
                Double.random(in: 0...1, using: &rng), alpha: Int.random(in: 0..<5, using: &rng) == 0 ? 0.6 : 1)
        }
        var builder = PaletteBuilder()
        let roles: [Role] = [.text, .icon, .background]
        // Names that differ in a status word among colours of one role (`DistinguishedColors`), so the
        // colour-vision rule compares them: in each block of 15, each role has the five statuses.
        let statuses = ["danger", "success", "warning", "info", "done"]
        func name(_ i: Int) -> String { "c\(i / 15)\(["a", "b", "c"][i % 3])-\(statuses[i % 5])" }
        for i in 0..<n {
            let values: [Appearance: Color] =
                i % 4 == 0 ? [.any: color()] : [.light: color(), .dark: color()]
            builder.color(name(i), role: roles[i % roles.count], values)
        }
        if declaresPairs {
            for k in 0..<n {
                let foreground = name((k * 3) % n)
                let background = name((k * 3 + 2) % n)
                builder.pair(
                    foreground, on: background, usage: k % 2 == 0 ? .text : .ui,
                    backdrop: k % 5 == 0 ? [name((k * 3 + 5) % n)] : [])
            }
        }
        return builder.palette
    }

    /// What a rule reads of a pair.
    func key(_ pair: ResolvedPair) -> String {
        let cases = pair.stack.cases.map { "\($0.ratio)/\($0.apca)/\($0.foreground)/\($0.background)" }
        return "\(pair.appearance.rawValue) \(pair.tokens) \(pair.isDeclared) \(pair.location) "
            + "\(pair.declaration.usage) \(cases)"
    }

    /// The pairs a context holds (resolved once, shared by every iteration) are, in order, the pairs
    /// resolved one at a time by `PairSequence.Resolver` (the way sequences too large to hold are
    /// iterated), for declared pairs and for pairs formed from roles; iterating again gives them again.
    @Test(arguments: [false, true]) func heldPairsAreTheResolvedSequence(declaresPairs: Bool) {
        let palette = randomPalette(60, seed: declaresPairs ? 11 : 12, declaresPairs: declaresPairs)
        let context = AuditContext(palette: palette, configuration: Configuration())
        var resolver = PairSequence.Resolver(context.pairs)
        var streamed: [String] = []
        while let pair = resolver.next() { streamed.append(key(pair)) }
        #expect(streamed.count > 100)
        #expect(context.pairs.map(key) == streamed)
        #expect(context.pairs.map(key) == streamed)
        #expect(context.pairs.count == streamed.count)
    }

    /// The rules run at once on every core give the report of running them one after another: the same
    /// findings in the same order and the same omitted counts (a finding limit of 3 makes several rules
    /// leave findings out), in JSON and text, with declared pairs and with pairs formed from roles.
    @Test(arguments: [false, true]) func rulesRunAtOnceReportAsRulesRunInTurn(declaresPairs: Bool) {
        let palette = randomPalette(90, seed: declaresPairs ? 21 : 22, declaresPairs: declaresPairs)
        var configuration = Configuration()
        configuration.findingLimit = 3
        let sequential = ParallelWork.serially { Auditor(configuration: configuration).audit(palette) }
        let concurrent = Auditor(configuration: configuration).audit(palette)
        #expect(sequential.findings.count > 10)
        #expect(Set(sequential.omittedFindings.map(\.rule)).count > 2)
        #expect(concurrent.omittedFindings == sequential.omittedFindings)
        #expect(JSONReporter().render([concurrent]) == JSONReporter().render([sequential]))
        #expect(
            TextReporter(useColor: false, form: .full).render(AuditRun(reports: [concurrent]))
                == TextReporter(useColor: false, form: .full).render(AuditRun(reports: [sequential])))
    }

    /// Folding findings by parts at once (step 1 per appearance, step 2 per rule) gives what folding
    /// all of them in one pass gives, on a palette where many fold: every third colour repeats the
    /// values of the one before it under another name, and some colours have equal light and dark values.
    @Test func foldingByPartsIsFoldingInOnePass() {
        var rng = SplitMix(state: 31)
        func color() -> Color {
            Color(
                .srgb, Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
                Double.random(in: 0...1, using: &rng))
        }
        var builder = PaletteBuilder()
        let roles: [Role] = [.text, .interactive, .icon, .background]
        var previous: [Appearance: Color] = [:]
        for i in 0..<60 {
            let same = color()
            let values: [Appearance: Color] =
                i % 3 == 2 ? previous : i % 4 == 1 ? [.light: same, .dark: same] : [.light: color(), .dark: color()]
            builder.color("c\(i)", role: roles[i % roles.count], values)
            previous = values
        }
        let palette = builder.palette
        let context = AuditContext(palette: palette, configuration: Configuration())
        let findings = RuleCatalog.all.filter { context.level(of: $0.descriptor) != nil }.flatMap {
            Auditor.findings(of: $0, in: context)
        }
        let byParts = UniformFindings.collapse(
            findings, palette: context.palette, appearances: context.appearances)
        let sameColors = UniformFindings.foldSameColors(
            findings, offsets: Array(findings.indices), palette: context.palette
        ).map(\.finding)
        let inOnePass = UniformFindings.foldAppearances(
            sameColors, offsets: Array(sameColors.indices),
            evaluated: Set(context.appearances).subtracting([.any])
        ).map(\.finding)
        #expect(findings.count > 100)
        #expect(byParts.count < findings.count - 20)
        #expect(byParts.contains { !$0.alsoTokens.isEmpty })
        #expect(byParts.contains { $0.appearances.count > 1 })
        #expect(byParts == inOnePass)
    }

    /// `ValueText.number` (integer hundredths) writes what `String(format: "%.2f")` writes for the same
    /// truncated value (`ValueText.formatted`), for random values over many magnitudes, both signs, on
    /// and next to every hundredth, and for the special values.
    @Test func numbersAreWrittenAsByFormat() {
        var rng = SplitMix(state: 7)
        var values: [Double] = [
            0, -0.0, 0.001, -0.001, 0.005, 0.01, 9.995, 9.996, 10, 99.999, 1e11, -1e11, 1e14, 5e300,
        ]
        values += [
            .nan, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude,
        ]
        for _ in 0..<20_000 {
            let magnitude = Double.random(in: -4...12, using: &rng)
            let sign: Double = Bool.random(using: &rng) ? 1 : -1
            values.append(sign * Foundation.pow(10, magnitude) * Double.random(in: 1..<10, using: &rng))
            let hundredths = Double(Int.random(in: -100_000...100_000, using: &rng))
            values.append(hundredths / 100)
            values.append(hundredths / 100 + Double.random(in: -1e-8...1e-8, using: &rng))
        }
        for value in values {
            #expect(ValueText.number(value) == ValueText.formatted(value), "\(value)")
        }
    }

    /// `DeferredKeyIndex` finds, for every entry, the position a dictionary on the full keys finds (the
    /// first entry with an equal full key, or none), on random keys whose cheap key is a coarse part of
    /// the full one; full keys are computed only for entries whose cheap key was seen before.
    @Test func deferredKeysFindWhatADictionaryFinds() {
        struct Full: Hashable {
            var a: Int
            var b: Int
        }
        var rng = SplitMix(state: 5)
        var index = DeferredKeyIndex<Int, Full>()
        var plain: [Full: Int] = [:]
        var stored: [Full] = []
        var fullKeysComputed = 0
        for _ in 0..<5_000 {
            let key = Full(a: Int.random(in: 0..<60, using: &rng), b: Int.random(in: 0..<40, using: &rng))
            let expected = plain[key]
            let found = index.position(
                coarse: key.a,
                full: {
                    fullKeysComputed += 1
                    return key
                },
                fullAt: { stored[$0] }, storing: stored.count)
            #expect(found == expected)
            if expected == nil {
                plain[key] = stored.count
                stored.append(key)
            }
        }
        #expect(stored.count > 1_000)
        // The first entry of each of the 60 cheap keys needs no full key.
        #expect(fullKeysComputed == 5_000 - 60)
    }

    /// Every sRGB value inside 0…1 — random ones, the cube's corners and edges — is inside Display P3 when
    /// LittleCMS converts it (`isInGamut(.displayP3)`), as `isDisplayable` takes without converting;
    /// just outside 0…1 the conversion decides.
    @Test func srgbValuesAreDisplayableWithoutConverting() {
        var rng = SplitMix(state: 3)
        var colors: [Color] = []
        for r in [0.0, 0.5, 1] {
            for g in [0.0, 0.5, 1] {
                for b in [0.0, 0.5, 1] { colors.append(Color(.srgb, r, g, b)) }
            }
        }
        for _ in 0..<2_000 {
            colors.append(
                Color(
                    .srgb, Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
                    Double.random(in: 0...1, using: &rng)))
        }
        for color in colors {
            #expect(color.isInGamut(.displayP3), "\(color)")
            #expect(color.isDisplayable)
        }
        // sRGB (1.02, 0, 0) is inside Display P3 (P3 red is more saturated); (0, 0, 1.1) is not: the two
        // share the blue primary, and sRGB blue is already P3 blue at 0.91 of its linear value
        // (luminance 0.0722 / 0.0793), so 1.1 (linear 1.26) is P3 blue at 1.14, above 1.
        #expect(Color(.srgb, 1.02, 0, 0).isDisplayable == Color(.srgb, 1.02, 0, 0).isInGamut(.displayP3))
        #expect(Color(.srgb, 1.02, 0, 0).isDisplayable)
        #expect(!Color(.srgb, 0, 0, 1.1).isDisplayable)
    }

    /// A pair `interactive-static-reuse` skips by lightness (`surelyApart`) has a LittleCMS ΔE00 at or
    /// above the limit — so skipping it changes no finding — for random CIELAB pairs (many near the
    /// limit) and limits from 1e-9 to 50; and most random pairs are skipped at the default 5.
    @Test func pairsSkippedByLightnessAreApart() {
        var rng = SplitMix(state: 9)
        var skipped = 0
        for k in 0..<40_000 {
            let a = SIMD3(
                Double.random(in: 0...100, using: &rng), Double.random(in: -100...100, using: &rng),
                Double.random(in: -100...100, using: &rng))
            // Half the partners differ from `a` a little, so bounds and ΔE00 fall near the limits.
            let spread = k % 2 == 0 ? 100.0 : 8
            let b = SIMD3(
                Swift.min(Swift.max(a.x + Double.random(in: -spread...spread, using: &rng), 0), 100),
                a.y + Double.random(in: -spread...spread, using: &rng),
                a.z + Double.random(in: -spread...spread, using: &rng))
            for limit in [1e-9, 0.5, 2.3, 5, 10, 50] where InteractiveStaticReuseRule.surelyApart(a, b, limit: limit) {
                #expect(DeltaE2000.littleCMS(a, b) >= limit, "\(a) \(b) \(limit)")
                if limit == 5 { skipped += 1 }
            }
        }
        #expect(skipped > 20_000)
    }

    /// `CSSColorParser.parse` (plain hex read from the bytes) gives what the tokenizing parser gives
    /// (`parseInFull`): the same colour or the same error, for random texts of `#` and 0–9 characters drawn
    /// from hex digits of both cases, other letters, spaces, `#`, non-ASCII digits and letters, and others.
    @Test func plainHexIsTheTokenizingParsersColour() {
        var rng = SplitMix(state: 77)
        let alphabet = Array("0123456789abcdefABCDEFgxG #.\t\u{0661}é")
        func result(_ parse: (String) throws(ColorParseError) -> Color, _ text: String) -> String {
            do { return "\(try parse(text))" } catch { return "\(error)" }
        }
        var shortcuts = 0
        for _ in 0..<4000 {
            let length = Int.random(in: 0...9, using: &rng)
            let body = String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] })
            let text = (Int.random(in: 0..<8, using: &rng) == 0 ? "" : "#") + body
            if CSSColorParser.plainHex(text) != nil { shortcuts += 1 }
            #expect(result(CSSColorParser.parse, text) == result(CSSColorParser.parseInFull, text), "\(text)")
        }
        for text in ["#fff", "#FFFF", "#0a1B2c", "#0a1B2c3D", "#12345", "#", "#ffff ", " #fff", "#ggg"] {
            #expect(result(CSSColorParser.parse, text) == result(CSSColorParser.parseInFull, text), "\(text)")
        }
        #expect(shortcuts > 50)
    }

    /// `NativeColors.isBlank` says what trimming `CharacterSet.whitespaces` says, for names of spaces,
    /// tabs, newlines, no-break and other Unicode spaces, zero-width characters and letters, alone and mixed.
    @Test func blankNamesAreWhatTrimmingSays() {
        let pieces = [
            "", " ", "\t", "\n", "\r", "\u{A0}", "\u{2003}", "\u{3000}", "\u{200B}", "\u{FEFF}", "a", "é", "-",
        ]
        var names: [String] = []
        for a in pieces { for b in pieces { names.append(a + b) } }
        for a in pieces { for b in pieces { names.append(a + "x" + b) } }
        for name in names {
            #expect(
                NativeColors.isBlank(name) == name.trimmingCharacters(in: .whitespaces).isEmpty,
                "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// A YAML palette named explicitly is parsed once, by recognition, and its tree handed to the importer
    /// (`SharedYAMLTree`): loading the shipped palettes by name audits to the same text as importing their
    /// bytes without recognition, and nothing is left kept after the load.
    @Test func namedPalettesReadFromTheSharedTreeAsFromTheirBytes() throws {
        let folder = PackagePaths.root.appendingPathComponent("palettes")
        for name in ["ios-system-colors.yaml", "radix-colors.yaml"] {
            let path = folder.appendingPathComponent(name).path
            let contents = try Data(contentsOf: URL(fileURLWithPath: path))
            let loaded = try PaletteLoader().load([path]).palettes
            #expect(SharedYAMLTree.take(contents) == nil)
            let imported = try NativePaletteImporter().importPalette(contents: contents, path: path)
            let text = { (palettes: [Palette]) in
                TextReporter(useColor: false).render(AuditRun(reports: palettes.map(Auditor().audit)))
            }
            #expect(loaded.count == 1)
            #expect(text(loaded) == text([imported]))
        }
    }

    /// `scanTopLevel` (a kept scan, replayed; or read from a parsed tree, `sharingTree`) calls the visitor
    /// with the same keys and kinds, stops at the same key and returns the same as scanning libyaml's events
    /// each time (`scanEvents`), for visitors that stop at each key or never, on well-formed text, text with
    /// a syntax error after its first keys, a root that is not a mapping, nesting past the depth limit, empty
    /// text, duplicate keys, an alias, tags, null values, a second document and a comment-only text — each
    /// scanned twice. With `sharingTree`, the tree is kept exactly when `YAMLParser.parse` succeeds, and
    /// handed over once (`SharedYAMLTree.take`).
    @Test func keptTopLevelScansReplayTheEvents() {
        let deep = "a: 1\nb: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\nc: 2\n"
        let texts = [
            "name: x\ncolors:\n  a: '#fff'\npairs: []\ninclude: [b.yaml]\n", "colors: {a: 1}\nname: [\n",
            "- a\n- b\n", deep, "", "x: 1\nx: {a: 2}\n", "a: &x {b: 1}\ncolors: *x\nc: 3\n",
            "!t a: !!map {b: 1}\ncolors: !c\n  x: '#000'\nempty:\n", "colors: {a: 1}\n---\nb: 2\n", "# only\n",
            "plain scalar\n", "{colors: {a: [1, {b: c}]}, include: one.yaml}",
        ]
        for sharingTree in [false, true] {
            for text in texts {
                let data = Data(text.utf8)
                for stop in 0..<6 {
                    func run(_ scan: (Data, (String, YAMLParser.ValueKind) -> Bool) -> Bool) -> [String] {
                        var seen: [String] = []
                        let result = scan(data) { key, kind in
                            seen.append("\(key):\(kind)")
                            return seen.count <= stop || stop == 5
                        }
                        return seen + ["\(result)"]
                    }
                    // Another text first, so that the scan of this one is not the kept one.
                    _ = YAMLParser.scanTopLevel(Data("other: 1\n".utf8)) { _, _ in true }
                    let direct = run(YAMLParser.scanEvents)
                    let scan = { YAMLParser.scanTopLevel($0, sharingTree: sharingTree, visit: $1) }
                    #expect(run(scan) == direct, "\(text) \(stop) \(sharingTree)")
                    #expect(run(scan) == direct, "\(text) \(stop) \(sharingTree)")
                    guard sharingTree else { continue }
                    let parses = (try? YAMLParser.parse(data)) != nil || text == "" || text == "# only\n"
                    #expect((SharedYAMLTree.take(data) != nil) == parses, "\(text)")
                    #expect(SharedYAMLTree.take(data) == nil, "\(text)")
                }
            }
        }
    }
}
