import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The text and Markdown reports lead with what fails (issue 25, item 4): rules worst first, the text
/// report of `palettes/` within 250 lines, AAA notes apart in Markdown, translucent swatches drawn as seen.
@Suite struct WorstFirstReportTests {
    /// The terminal swatch: composited when the backdrop is known (the same #12261e), else a light and a
    /// dark cell: #00000080 (α = 128/255) over white is 255 × (1 − α) = 127, over black 0.
    @Test func terminalSwatchOfTranslucentColour() {
        let green = Color(.srgb, 0x2e / 255, 0xa0 / 255, 0x43 / 255, alpha: 0x26 / 255)
        let canvas = Color(.srgb, 0x0d / 255, 0x11 / 255, 0x17 / 255)
        #expect(SwatchText.block(green, over: canvas, useColor: true) == "\u{1B}[48;2;18;38;30m  \u{1B}[0m ")
        let shade = Color(.srgb, 0, 0, 0, alpha: 128 / 255)
        #expect(
            SwatchText.block(shade, useColor: true)
                == "\u{1B}[48;2;127;127;127m \u{1B}[48;2;0;0;0m \u{1B}[0m ")
        #expect(SwatchText.block(Color(.srgb, 1, 0, 0), useColor: true) == "\u{1B}[48;2;255;0;0m  \u{1B}[0m ")
        #expect(TerminalText.visible(SwatchText.block(shade, useColor: true), keepingColour: true).first == "\u{1B}")
    }

    /// #767676 on white is 4.54:1: it meets AA (4.5) and misses AAA (7), a note. Markdown lists it
    /// apart from the failing pairs; #999999 (2.84:1) fails AA and is a failing pair.
    @Test func markdownListsAAANotesApart() throws {
        var b = PaletteBuilder()
        b.color("page", role: .background, rgb: 255, 255, 255)
        b.color("body", role: .text, rgb: 0x76, 0x76, 0x76)
        b.color("hint", role: .text, rgb: 0x99, 0x99, 0x99)
        b.pair("body", on: "page")
        b.pair("hint", on: "page")
        let markdown = MarkdownReporter().render([b.audit()])
        let failing = try #require(markdown.range(of: "### Failing pairs"))
        let notes = try #require(markdown.range(of: "### AAA and other notes"))
        #expect(failing.lowerBound < notes.lowerBound)
        let failingPart = markdown[failing.upperBound..<notes.lowerBound]
        #expect(failingPart.contains("hint on page"))
        #expect(!failingPart.contains("body on page"))
        #expect(markdown[notes.upperBound...].contains("body on page"))
    }

    /// `coloraudit audit palettes/` fits in 250 lines, and in each palette no rule of notes comes before
    /// a rule with errors or warnings.
    @Test func textReportOfShippedPalettesIsShortAndWorstFirst() throws {
        let palettes = ShippedPalettesTests.root.path
        let result = try InProcessCLI.run(["audit", palettes])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 250, "\(lines.count) lines")
        var seenNotes = false
        var checked = 0
        for line in lines {
            if !line.hasPrefix(" ") { seenNotes = false }
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let dash = line.range(of: " — ") else { continue }
            let kinds = line[dash.upperBound...]
            let onlyNotes =
                kinds.hasPrefix("note,")
                || (kinds.contains("notes") && !kinds.contains("error")
                    && !kinds.contains("warning"))
            if onlyNotes { seenNotes = true } else { #expect(!seenNotes, "\(line)") }
            checked += 1
        }
        #expect(checked >= 20)
    }
}
