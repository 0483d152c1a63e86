import Testing

@testable import ColorAudit

/// Control characters from palette names never reach a terminal or a log raw (a name such as
/// `evil ESC[2J ESC]0;pwned BEL` cleared the screen and set the window title; a line break in a name
/// split a finding over two lines).
@Suite struct TerminalTextTests {
    @Test func controlCharactersAreShownAndColourSequencesKept() {
        #expect(TerminalText.visible("evil\u{1B}[2J\u{1B}]0;pwned\u{7}") == "evil\\u{1B}[2J\\u{1B}]0;pwned\\u{7}")
        #expect(TerminalText.visible("a\nb\rc\u{7F}d\u{85}") == "a\\u{A}b\\u{D}c\\u{7F}d\\u{85}")
        // The reporter's own 24-bit swatch (SGR) sequences stay as they are; tabs too.
        let swatch = "\u{1B}[48;2;255;0;0m  \u{1B}[0m\tink"
        #expect(TerminalText.visible(swatch) == swatch)
    }

    @Test func reportsOfANameWithEscapesHoldNoControlCharacters() {
        var b = PaletteBuilder()
        b.color("evil\u{1B}[2J\u{7}", role: .text, rgb: 170, 170, 170)
        b.color("page\nx", role: .background, rgb: 255, 255, 255)
        let report = Auditor().audit(b.palette)
        #expect(!report.findings.isEmpty)
        let run = AuditRun(reports: [report], rules: [], configuration: Configuration())
        let text = TextReporter(useColor: false).render([report])
        #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" })
        #expect(text.contains("evil\\u{1B}[2J\\u{7} on page\\u{A}x"))
        let github = run.reports.flatMap(\.findings).map { GitHubReporter.annotation($0, run: run) }
            .joined(separator: "\n")
        #expect(github.contains("::error"))
        #expect(!github.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" })
    }

    /// The nine explicit formatting characters of UAX #9 (LRE, RLE, PDF, LRO, RLO U+202A…U+202E; LRI,
    /// RLI, FSI, PDI U+2066…U+2069) and the three marks (ALM U+061C, LRM U+200E, RLM U+200F) are the
    /// whole `Bidi_Control` list; a neighbour of each range (U+2029, U+202F, U+2065, U+206A) and a
    /// right-to-left letter (Hebrew alef U+05D0) are not formatting characters and stay.
    @Test func bidirectionalFormattingCharactersAreShownAsEscapes() {
        let controls: [UInt32] =
            [0x61C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E]
            + [0x2066, 0x2067, 0x2068, 0x2069]
        for value in controls {
            let scalar = Unicode.Scalar(value)!
            let hex = String(value, radix: 16, uppercase: true)
            #expect(TerminalText.visible("a\(scalar)b") == "a\\u{\(hex)}b")
            #expect(HTMLReporter.escape("a\(scalar)b") == "a\\u{\(hex)}b")
            #expect(MarkdownText.escape("a\(scalar)b") == "a\\u{\(hex)}b")
            #expect(WorkflowCommand.escapeData("a\(scalar)b") == "a\\u{\(hex)}b")
        }
        for kept in ["\u{2029}", "\u{202F}", "\u{2065}", "\u{206A}", "\u{5D0}"] {
            #expect(TerminalText.visible("a" + kept) == "a" + kept)
            #expect(HTMLReporter.escape("a" + kept) == "a" + kept)
        }
    }

    /// A name like `"user\u{202E}txt.exe"` read right to left after the override; every human-readable
    /// report shows the override as an escape instead.
    @Test func reportsOfANameWithAnOverrideHoldNoBidiControl() {
        var b = PaletteBuilder()
        b.color("ink\u{202E}reversed", role: .text, rgb: 170, 170, 170)
        b.color("page", role: .background, rgb: 255, 255, 255)
        let report = Auditor().audit(b.palette)
        #expect(!report.findings.isEmpty)
        let run = AuditRun(reports: [report], rules: [], configuration: Configuration())
        let text = TextReporter(useColor: false).render([report])
        #expect(text.contains("ink\\u{202E}reversed on page"))
        let github = run.reports.flatMap(\.findings).map { GitHubReporter.annotation($0, run: run) }
            .joined(separator: "\n")
        let html = HTMLReporter.render([report])
        for output in [text, github, html] {
            #expect(!output.unicodeScalars.contains { $0.properties.isBidiControl })
        }
    }
}
