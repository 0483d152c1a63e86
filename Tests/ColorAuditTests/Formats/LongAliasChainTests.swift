import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// A chain of 5,000 aliases resolves every link to the colour at its end (the resolution order is an
/// iterative depth-first search: no call stack per link). Speed is measured outside the tests.
@Suite("Long alias chains")
struct LongAliasChainTests {
    static let links = 5000
    /// #123456: 0x12 = 18, 0x34 = 52, 0x56 = 86 (of 255).
    static let end = Color(.srgb, 18.0 / 255, 52.0 / 255, 86.0 / 255)

    @Test("Native YAML: a0 → a1 → … → a5000 = #123456")
    func native() throws {
        var text = "colors:\n"
        for i in 0..<Self.links { text += "  a\(i): \"{a\(i + 1)}\"\n" }
        text += "  a\(Self.links): \"#123456\"\n"
        let palette = try NativePaletteImporter().importPalette(contents: Data(text.utf8), path: "chain.yaml")
        #expect(palette.tokens.count == Self.links + 1)
        for name in ["a0", "a1", "a2500", "a4999"] {
            let value = try #require(palette.token(named: name)?.values[.any])
            #expect(value.color == Self.end, "\(name)")
        }
        #expect(palette.token(named: "a0")?.values[.any]?.aliasOf == "a1")
        #expect(palette.token(named: "a4999")?.values[.any]?.aliasOf == "a5000")
    }

    @Test("Android: @color/ chain of 5,000 links to #123456")
    func android() throws {
        var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
        for i in 0..<Self.links { text += "<color name=\"a\(i)\">@color/a\(i + 1)</color>\n" }
        text += "<color name=\"a\(Self.links)\">#123456</color>\n</resources>\n"
        let unit = ImportUnit(file: "res/values/colors.xml", contents: Data(text.utf8), isExplicit: true)
        let palette = try #require(try AndroidResourcesImporter().importPalettes(unit).first)
        #expect(palette.tokens.count == Self.links + 1)
        for name in ["a0", "a2500", "a4999"] {
            #expect(palette.token(named: name)?.values[.any]?.color == Self.end, "\(name)")
        }
        #expect(palette.token(named: "a0")?.values[.any]?.aliasOf == "a1")
    }
}
