import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The README's palette example must stay a valid palette.
@Suite struct ReadmeExampleTests {
    @Test func paletteFormatExampleImports() throws {
        let readme = PackagePaths.root.appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = try #require(text.range(of: "## Palette format"))
        let start = try #require(text.range(of: "```yaml\n", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let yaml = String(text[start.upperBound..<end.lowerBound])
        let palette = try NativePaletteImporter().importPalette(contents: Data(yaml.utf8), path: "README.md")
        #expect(palette.token(named: "link")?.values[.light]?.aliasOf == "tint")
        #expect(palette.groups.first?.members == ["error", "success"])
        #expect(palette.appearances == [.light, .dark])
    }
}
