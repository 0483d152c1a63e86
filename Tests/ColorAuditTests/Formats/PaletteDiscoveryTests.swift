import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A temporary folder tree, removed when the test ends.
private final class TempTree {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Writes `text` at `relative` (folders created), returning the full path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}

private let palette = "colors:\n  ink: '#000000'\n"
private let jsonPalette = ##"{"colors": {"ink": "#000000"}}"##

@Suite("Palette discovery")
struct PaletteDiscoveryTests {
    /// root/
    ///   Z.yml            palette (capital Z sorts before lowercase)
    ///   a.yaml           palette
    ///   b.json           palette (JSON)
    ///   notes.txt        not a palette
    ///   other.json       JSON without colors → skipped
    ///   settings.yaml    YAML with other keys → skipped
    ///   Contents.json    colorset-style `colors` list → skipped
    ///   .dot.yaml        hidden file → skipped
    ///   .hidden/x.yaml   hidden folder → skipped
    ///   .build/y.yaml    build folder → skipped
    ///   node_modules/z.yaml → skipped
    ///   sub/c.yml, sub/deeper/d.YAML  palettes
    ///   sub/m.json       palette
    ///   loop → symbolic link to sub (not followed)
    ///   alias.yaml → symbolic link to a.yaml (followed)
    private func makeTree() throws -> TempTree {
        let tree = try TempTree()
        try tree.write("Z.yml", palette)
        try tree.write("a.yaml", palette)
        try tree.write("b.json", jsonPalette)
        try tree.write("notes.txt", palette)
        try tree.write("other.json", #"{"foo": 1}"#)
        try tree.write("settings.yaml", "theme: dark\nfont: 12\n")
        try tree.write("Contents.json", #"{"colors": [{"idiom": "universal"}], "info": {"version": 1}}"#)
        try tree.write(".dot.yaml", palette)
        try tree.write(".hidden/x.yaml", palette)
        try tree.write(".build/y.yaml", palette)
        try tree.write("node_modules/z.yaml", palette)
        try tree.write("sub/c.yml", palette)
        try tree.write("sub/deeper/d.YAML", palette)
        try tree.write("sub/m.json", jsonPalette)
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/loop", withDestinationPath: tree.root + "/sub")
        try FileManager.default.createSymbolicLink(
            atPath: tree.root + "/alias.yaml", withDestinationPath: tree.root + "/a.yaml")
        return tree
    }

    @Test("A folder is walked in sorted order, skipping hidden, build and unrecognised files")
    func walk() throws {
        let tree = try makeTree()
        let files = try PaletteDiscovery().discover([tree.root])
        let relative = files.map { String($0.path.dropFirst(tree.root.count + 1)) }
        // Unicode scalar order: "Z" (0x5A) < "a" (0x61); "alias.yaml" < "b.json"; folders inline.
        #expect(
            relative == ["Z.yml", "a.yaml", "alias.yaml", "b.json", "sub/c.yml", "sub/deeper/d.YAML", "sub/m.json"])
        #expect(files.allSatisfy { !$0.isExplicit && $0.importer.formatName == "coloraudit" })
    }

    @Test("Paths keep the spelling given and are the palette's file")
    func pathsAsGiven() throws {
        let tree = try makeTree()
        let files = try PaletteDiscovery().discover([tree.root + "/sub/"])
        #expect(
            files.map(\.path) == [
                tree.root + "/sub/c.yml", tree.root + "/sub/deeper/d.YAML", tree.root + "/sub/m.json",
            ])
        let palette = try files[0].importPalettes()[0]
        #expect(palette.file == tree.root + "/sub/c.yml")
        #expect(
            palette.tokens.first?.location
                == ColorAudit.SourceLocation(file: tree.root + "/sub/c.yml", line: 2, column: 3))
    }

    @Test("Explicit files keep their order; a file reached twice is listed once")
    func explicitOrder() throws {
        let tree = try makeTree()
        let b = tree.root + "/b.json"
        let a = tree.root + "/a.yaml"
        let files = try PaletteDiscovery().discover([b, a, tree.root + "/sub", tree.root + "/./b.json"])
        #expect(
            files.map(\.path) == [
                b, a, tree.root + "/sub/c.yml", tree.root + "/sub/deeper/d.YAML", tree.root + "/sub/m.json",
            ])
        #expect(files[0].isExplicit && files[1].isExplicit && !files[2].isExplicit)
    }

    @Test("An explicit .yaml without colors gets the native importer's error, not 'unrecognised'")
    func explicitFallback() throws {
        let tree = try makeTree()
        let settings = tree.root + "/settings.yaml"
        let files = try PaletteDiscovery().discover([settings])
        #expect(files.count == 1 && files[0].importer.formatName == "coloraudit")
        do {
            _ = try files[0].importPalettes()[0]
            Issue.record("expected an error")
        } catch {
            // `theme` is the first key, on line 1.
            #expect(error.location == ColorAudit.SourceLocation(file: settings, line: 1, column: 1))
            #expect(error.message.contains("unknown key 'theme'"))
        }
        // Same for an empty .json named explicitly.
        let empty = try tree.write("empty.json", "")
        do {
            _ = try PaletteDiscovery().discover([empty])[0].importPalettes()
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("empty"))
        }
    }

    @Test("An explicit file no importer reads is an error naming the formats")
    func explicitUnrecognised() throws {
        let tree = try makeTree()
        let notes = tree.root + "/notes.txt"
        do {
            _ = try PaletteDiscovery().discover([tree.root + "/a.yaml", notes])
            Issue.record("expected an error")
        } catch {
            #expect(error.location == ColorAudit.SourceLocation(file: notes))
            #expect(error.message.contains("not a palette file"))
            #expect(error.message.contains("coloraudit"))
        }
    }

    @Test("A missing path is an error; an empty folder yields nothing")
    func missingAndEmpty() throws {
        let tree = try makeTree()
        let missing = tree.root + "/nope.yaml"
        do {
            _ = try PaletteDiscovery().discover([missing])
            Issue.record("expected an error")
        } catch {
            #expect(error.location.file == missing)
            #expect(error.message.contains("no such file"))
        }
        try FileManager.default.createDirectory(atPath: tree.root + "/empty", withIntermediateDirectories: false)
        #expect(try PaletteDiscovery().discover([tree.root + "/empty"]).isEmpty)
        #expect(try PaletteDiscovery().discover([]).isEmpty)
    }

    @Test("The registry: walking needs 'likely', named files take 'plausible', the surest wins")
    func registry() {
        let importers = PaletteImporters.standard
        let notPalette = Data("theme: dark\n".utf8)
        func unit(_ path: String, _ data: Data) -> ImportUnit {
            ImportUnit(file: path, contents: data, isExplicit: false)
        }
        #expect(importers.claim(unit("x.yaml", notPalette)) == nil)
        #expect(importers.importer(forNamed: unit("x.yaml", notPalette))?.formatName == "coloraudit")
        #expect(importers.importer(forNamed: unit("X.JSON", notPalette))?.formatName == "coloraudit")
        #expect(importers.importer(forNamed: unit("x.txt", notPalette)) == nil)
        #expect(importers.claim(unit("x.yml", Data(palette.utf8)))?.formatName == "coloraudit")
        #expect(importers.formatNames.first == "coloraudit")
        #expect(importers.importer(named: "coloraudit") != nil && importers.importer(named: "nope") == nil)
    }

    /// Two made-up importers competing for `.json`: the surest wins whatever the order, a tie goes to
    /// the first registered.
    private struct Fixed: PaletteImporter {
        let formatName: String
        let level: Int
        func confidence(for unit: ImportUnit) -> ImportConfidence { ImportConfidence(level) }
        func importPalettes(_ unit: ImportUnit) throws(PaletteError) -> [Palette] {
            [Palette(file: unit.path, tokens: [])]
        }
    }

    @Test("Confidence: the surest importer wins, ties go to the first registered")
    func confidenceOrder() {
        let unit = ImportUnit(file: "t.json", contents: Data("{}".utf8), isExplicit: false)
        let low = Fixed(formatName: "low", level: 50)
        let high = Fixed(formatName: "high", level: 60)
        #expect(PaletteImporters(importers: [low, high]).claim(unit)?.formatName == "high")
        #expect(PaletteImporters(importers: [high, low]).claim(unit)?.formatName == "high")
        let other = Fixed(formatName: "other", level: 50)
        #expect(PaletteImporters(importers: [low, other]).claim(unit)?.formatName == "low")
        // 25 is only plausible: not taken while walking, taken when named.
        let weak = PaletteImporters(importers: [Fixed(formatName: "weak", level: 25)])
        #expect(weak.claim(unit) == nil)
        #expect(weak.importer(forNamed: unit)?.formatName == "weak")
        #expect(ImportConfidence(250) == .certain && ImportConfidence(-3) == ImportConfidence.none)
    }

    @Test("The post-import pass runs on every importer's palettes: format set, roles inferred")
    func postImportThroughRegistry() throws {
        struct OneToken: PaletteImporter {
            let formatName = "one"
            func confidence(for unit: ImportUnit) -> ImportConfidence { .likely }
            func importPalettes(_ unit: ImportUnit) throws(PaletteError) -> [Palette] {
                let value = ColorValue(
                    color: Color(space: .srgb, components: [0, 0, 0]), source: "#000", location: .init(file: unit.path))
                return [
                    Palette(
                        file: unit.path,
                        tokens: [
                            ColorToken(
                                name: "labelText", role: nil, roleSource: .unknown, values: [.any: value],
                                location: .init(file: unit.path))
                        ])
                ]
            }
        }
        let registry = PaletteImporters(importers: [OneToken()])
        let palettes = try registry.importStandardInput(Data("x".utf8))
        #expect(palettes.count == 1 && palettes[0].format == "one" && palettes[0].file == "-")
        // "labelText": the last word "text" decides (RoleInference rule 3).
        #expect(palettes[0].tokens[0].role == .text && palettes[0].tokens[0].roleSource == .inferred)
    }

    @Test("Standard input goes through the registry; --input-format forces a format")
    func standardInput() throws {
        let palettes = try PaletteImporters.standard.importStandardInput(Data(palette.utf8))
        #expect(palettes.count == 1 && palettes[0].format == "coloraudit" && palettes[0].tokens[0].name == "ink")
        do {
            _ = try PaletteImporters.standard.importStandardInput(Data("theme: dark\n".utf8))
            Issue.record("expected an error")
        } catch {
            // The native format is the most likely for YAML on standard input, so its error is given.
            #expect(error.location.file == "-" && error.message.contains("unknown key 'theme'"))
        }
        let tree = try makeTree()
        let forced = try PaletteDiscovery(inputFormat: "coloraudit").discover([tree.root + "/settings.yaml"])
        #expect(forced.count == 1 && forced[0].importer.formatName == "coloraudit")
        #expect(throws: PaletteError.self) { try PaletteDiscovery(inputFormat: "nope").discover([tree.root]) }
    }

    @Test("Walking lists what it skipped and why")
    func skippedList() throws {
        let tree = try makeTree()
        try tree.write("Pods/p.yaml", palette)
        try tree.write("build/q.yaml", palette)
        let result = try PaletteDiscovery().discoverAll([tree.root])
        let reasons = Dictionary(
            result.skipped.map { (String($0.path.dropFirst(tree.root.count + 1)), $0.reason) },
            uniquingKeysWith: { first, _ in first })
        #expect(reasons["node_modules"] == "build output or dependencies")
        #expect(reasons["Pods"] == "build output or dependencies")
        #expect(reasons["build"] == "build output or dependencies")
        #expect(reasons[".build"] == "hidden folder")
        #expect(reasons["loop"] == "symbolic link to a folder (not followed)")
        #expect(reasons["notes.txt"] == "not a palette format")
        #expect(reasons["other.json"] == "not recognised as a coloraudit file")
        #expect(result.units.count == 7)
    }

    /// A link whose target is gone and a FIFO used to vanish from the walk without a word (named
    /// explicitly, each is an error): they are listed as skipped, the FIFO never opened.
    @Test func aDanglingLinkAndAFIFOAreListedAsSkipped() throws {
        let tree = try TempTree()
        try tree.write("a.yaml", palette)
        try FileManager.default.createSymbolicLink(
            atPath: tree.root + "/dangling.yaml", withDestinationPath: tree.root + "/gone.yaml")
        #expect(mkfifo(tree.root + "/fifo.yaml", 0o644) == 0)
        let result = try PaletteDiscovery().discoverAll([tree.root])
        #expect(result.units.map { String($0.path.dropFirst(tree.root.count + 1)) } == ["a.yaml"])
        #expect(
            result.skipped.map { "\($0.path.dropFirst(tree.root.count + 1)) \($0.kind.rawValue): \($0.reason)" } == [
                "dangling.yaml symbolic link: symbolic link to nothing (its target is missing)",
                "fifo.yaml not a regular file: not a regular file (a FIFO, socket or device; reading it could block)",
            ])
    }

    /// A shell glob names Tokens Studio's `$metadata.json` and `$themes.json` beside the token sets: they
    /// are skipped with the advice to audit the folder, and the sets are still read; named alone, the run
    /// finds nothing and says why.
    @Test("Tokens Studio's $themes.json and $metadata.json named explicitly are skipped with advice")
    func tokensStudioCompanionsNamedExplicitly() throws {
        let tree = try TempTree()
        let themes = try tree.write("tokens/$themes.json", #"[{"id": "1", "name": "light", "selectedTokenSets": {}}]"#)
        let metadata = try tree.write("tokens/$metadata.json", #"{"tokenSetOrder": ["light"]}"#)
        let set = try tree.write("tokens/light.json", ##"{"ink": {"value": "#000000", "type": "color"}}"##)
        let loaded = try PaletteLoader().load([metadata, themes, set])
        #expect(loaded.palettes.map(\.file) == [set])
        #expect(loaded.skipped.map(\.path) == [metadata, themes])
        #expect(loaded.skipped[1].reason.contains("Tokens Studio's themes file, not a palette on its own"))
        #expect(loaded.skipped[1].reason.contains("coloraudit audit \(tree.root)/tokens"))
        do {
            _ = try PaletteLoader().load([themes])
            Issue.record("expected nothing found")
        } catch {
            #expect(error.description.contains("no palette files found"))
            #expect(error.description.contains("skipped: \(themes) (Tokens Studio's themes file"))
        }
    }

    /// Every palette left out by the configuration's patterns: the message names them, not only "none found".
    @Test("Nothing found because of include patterns says which files were left out")
    func nothingFoundNamesTheExcludedFiles() throws {
        let tree = try TempTree()
        try tree.write("legacy/a.yaml", palette)
        try tree.write("app/b.yaml", palette)
        let filter = PathFilter(include: [try Glob("nothing/**")], exclude: [try Glob("legacy/**")], base: tree.root)
        do {
            _ = try PaletteLoader(filter: filter).load([tree.root])
            Issue.record("expected nothing found")
        } catch {
            #expect(error.description.contains("skipped: \(tree.root)/app/b.yaml (not matched by the configuration"))
            #expect(error.description.contains("\(tree.root)/legacy/a.yaml ("))
        }
    }
}
