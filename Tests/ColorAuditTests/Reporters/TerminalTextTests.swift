import Testing

@testable import ColorAudit
@testable import ColorScience

/// Control characters from palette names never reach a terminal or a log raw (a name such as
/// `evil ESC[2J ESC]0;pwned BEL` cleared the screen and set the window title; a line break in a name
/// split a finding over two lines).
@Suite struct TerminalTextTests {
    /// The audit of a grey (#aaaaaa, 2.32:1 on white: a contrast-minimum error) text colour named `text`
    /// on a white background named `background`.
    func report(text: String, background: String) -> PaletteReport {
        var b = PaletteBuilder()
        b.color(text, role: .text, rgb: 170, 170, 170)
        b.color(background, role: .background, rgb: 255, 255, 255)
        return Auditor().audit(b.palette)
    }

    /// The GitHub annotations of `report`'s findings, one per line.
    func annotations(_ report: PaletteReport) -> String {
        let run = AuditRun(reports: [report], rules: [], configuration: Configuration())
        return run.reports.flatMap(\.findings).map { GitHubReporter.annotation($0, run: run) }.joined(separator: "\n")
    }

    @Test func controlCharactersAreShownAndColourSequencesKept() {
        #expect(TerminalText.visible("evil\u{1B}[2J\u{1B}]0;pwned\u{7}") == "evil\\u{1B}[2J\\u{1B}]0;pwned\\u{7}")
        #expect(TerminalText.visible("a\nb\rc\u{7F}d\u{85}") == "a\\u{A}b\\u{D}c\\u{7F}d\\u{85}")
        // The reporter's own 24-bit swatch (SGR) sequences stay as they are when it draws colour; tabs too.
        let swatch = "\u{1B}[48;2;255;0;0m  \u{1B}[0m\tink"
        #expect(TerminalText.visible(swatch, keepingColour: true) == swatch)
        #expect(TerminalText.visible(swatch) == "\\u{1B}[48;2;255;0;0m  \\u{1B}[0m\tink")
    }

    /// Only the SGR forms the text reporter writes are kept in colour: conceal (8), a 256-colour or
    /// out-of-range background, a cursor move and an unterminated sequence are escaped.
    @Test func onlyTheReportersOwnColourSequencesAreKept() {
        for kept in ["\u{1B}[0m", "\u{1B}[1m", "\u{1B}[31m", "\u{1B}[33m", "\u{1B}[36m", "\u{1B}[48;2;0;128;255m"] {
            #expect(TerminalText.visible("a" + kept, keepingColour: true) == "a" + kept)
        }
        for escaped in ["[8m", "[48;5;1m", "[48;2;256;0;0m", "[48;2;1;2m", "[2J", "[31", "[m"] {
            #expect(
                TerminalText.visible("a\u{1B}" + escaped, keepingColour: true) == "a\\u{1B}" + escaped, "\(escaped)")
        }
    }

    /// A name holding SGR sequences (conceal `\e[8m`, magenta `\e[35m`) prints them as escapes, with and
    /// without colour; the reporter's own colour survives. (In colour, a name's `\e[31m` would be kept:
    /// it is one of the reporter's forms, and can only colour text; without colour it is escaped.)
    @Test func colourSequencesInNamesAreShown() {
        let report = report(text: "q\u{1B}[8m", background: "p\u{1B}[35m")
        #expect(!report.findings.isEmpty)
        let plain = TextReporter(useColor: false).render([report])
        #expect(!plain.unicodeScalars.contains("\u{1B}"))
        #expect(plain.contains("q\\u{1B}[8m on p\\u{1B}[35m"))
        let coloured = TextReporter(useColor: true).render([report])
        #expect(coloured.contains("q\\u{1B}[8m on p\\u{1B}[35m"))
        #expect(coloured.contains("\u{1B}[0m"))
        #expect(!coloured.contains("\u{1B}[8m"))
    }

    @Test func reportsOfANameWithEscapesHoldNoControlCharacters() {
        let report = report(text: "evil\u{1B}[2J\u{7}", background: "page\nx")
        #expect(!report.findings.isEmpty)
        let text = TextReporter(useColor: false).render([report])
        #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" })
        #expect(text.contains("evil\\u{1B}[2J\\u{7} on page\\u{A}x"))
        let github = annotations(report)
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
        let report = report(text: "ink\u{202E}reversed", background: "page")
        #expect(!report.findings.isEmpty)
        let text = TextReporter(useColor: false).render([report])
        #expect(text.contains("ink\\u{202E}reversed on page"))
        let github = annotations(report)
        let html = HTMLReporter.render([report])
        for output in [text, github, html] {
            #expect(!output.unicodeScalars.contains { $0.properties.isBidiControl })
        }
    }

    /// An error message quoting a file's bytes (a GIMP palette whose first line conceals what follows)
    /// shows the escape character as `\u{1B}` on standard error.
    @Test func errorMessagesQuotingAFileShowItsControlCharacters() throws {
        let workspace = try GateWorkspace()
        defer { workspace.remove() }
        try workspace.write("esc.gpl", "\u{1B}[8mhidden\n")
        let result = try workspace.run(["audit", "esc.gpl"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\\u{1B}[8mhidden"), "\(result.stderr)")
        #expect(!result.stderr.unicodeScalars.contains("\u{1B}"))
    }
}
