import Foundation
import Testing

@testable import ColorAudit

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
        let palette = try files[0].importPalette()
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
            _ = try files[0].importPalette()
            Issue.record("expected an error")
        } catch {
            // `theme` is the first key, on line 1.
            #expect(error.location == ColorAudit.SourceLocation(file: settings, line: 1, column: 1))
            #expect(error.message.contains("unknown key 'theme'"))
        }
        // Same for an empty .json named explicitly.
        let empty = try tree.write("empty.json", "")
        do {
            _ = try PaletteDiscovery().discover([empty])[0].importPalette()
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

    @Test("The registry: found files need recognition, named files fall back on the extension")
    func registry() {
        let importers = PaletteImporters.standard
        let notPalette = Data("theme: dark\n".utf8)
        #expect(importers.importer(forFoundFile: "x.yaml", contents: notPalette) == nil)
        #expect(importers.importer(forNamedFile: "x.yaml", contents: notPalette)?.formatName == "coloraudit")
        #expect(importers.importer(forNamedFile: "X.JSON", contents: notPalette)?.formatName == "coloraudit")
        #expect(importers.importer(forNamedFile: "x.txt", contents: notPalette) == nil)
        #expect(importers.importer(forFoundFile: "x.yml", contents: Data(palette.utf8))?.formatName == "coloraudit")
        #expect(importers.formatNames == ["coloraudit"])
    }
}
