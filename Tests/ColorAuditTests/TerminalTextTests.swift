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
}
