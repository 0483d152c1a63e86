import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Radix Colors' 12-step scale convention (`RadixScale`). The expected pairs are written from Radix's
/// "Understanding the scale" table (step 1 app background, 2 subtle background, 3–5 UI element
/// backgrounds, 6 subtle borders, 7 UI element border, 8 hovered border, 9–10 solid backgrounds, 11–12
/// text) for one scale, `--blue-1` … `--blue-12`, with Radix Themes' `--blue-contrast` on the solid steps,
/// and its one promise: "Steps `11` and `12`—which are designed for text—are guaranteed to Lc 60 and Lc 90
/// APCA contrast ratio on top of a step `2` background from the same scale" (none for the borders 6–8).
@Suite struct RadixScaleTests {
    func palette(_ names: [String]) throws -> Palette {
        let folder = try ImportTempFolder()
        let declarations = names.enumerated().map { index, name in
            let level = String(format: "%02x", 255 - index * 10)
            return "\(name): #\(level)\(level)\(level);"
        }
        let path = try folder.write("blue.css", ":root { " + declarations.joined(separator: " ") + " }\n")
        return try #require(try importPaths([path]).first)
    }

    func pairs(_ palette: Palette) -> Set<String> {
        let context = AuditContext(palette: palette, configuration: Configuration())
        var found = Set<String>()
        for pair in context.pairs {
            found.insert(
                "\(pair.declaration.foreground) on \(pair.declaration.background) \(pair.declaration.usage.rawValue)")
        }
        return found
    }

    @Test func aScaleFormsTheDocumentedPairs() throws {
        let names = (1...12).map { "--blue-\($0)" } + ["--blue-contrast"]
        var expected = Set<String>()
        for text in [11, 12] { for surface in 1...5 { expected.insert("--blue-\(text) on --blue-\(surface) text") } }
        // Steps 7 and 8 (interactive borders) are in no pair: Radix promises borders no contrast.
        for surface in 1...2 { expected.insert("--blue-6 on --blue-\(surface) decorative") }
        expected.insert("--blue-contrast on --blue-9 text")
        expected.insert("--blue-contrast on --blue-10 text")
        #expect(pairs(try palette(names)) == expected)
        #expect(expected.count == 14)
    }

    @Test func alphaStepsFormNoPairAndAnIncompleteScaleIsNotOne() throws {
        let withAlpha = (1...12).map { "--blue-\($0)" } + (1...12).map { "--blue-a\($0)" }
        #expect(pairs(try palette(withAlpha)).count == 12)
        #expect(pairs(try palette((1...11).map { "--blue-\($0)" })).isEmpty)
    }
}
