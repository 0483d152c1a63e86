import Testing

@testable import ColorAudit
@testable import ColorScience

/// GitHub workflow-command escaping, derived by hand from GitHub's documented rules: data escapes
/// `%` → `%25`, CR → `%0D`, LF → `%0A`; properties also `:` → `%3A`, `,` → `%2C`; `%` first.
@Suite struct WorkflowCommandTests {
    @Test func dataEscapesPercentAndLineBreaks() {
        #expect(WorkflowCommand.escapeData("100% done\r\nnext") == "100%25 done%0D%0Anext")
        // A literal "%0A" must stay literal (actions/runner#267): its % is escaped, so it is not a newline.
        #expect(WorkflowCommand.escapeData("%0A") == "%250A")
        // Colons and commas are fine in data.
        #expect(WorkflowCommand.escapeData("a: b, c") == "a: b, c")
    }

    @Test func propertiesAlsoEscapeColonAndComma() {
        #expect(WorkflowCommand.escapeProperty("C:\\a,b%") == "C%3A\\a%2Cb%25")
        #expect(WorkflowCommand.escapeProperty("x\ny") == "x%0Ay")
    }

    @Test func annotationCommand() {
        let command = WorkflowCommand.annotation(
            .error, file: "palettes/app, v2.yaml", line: 12, column: 5, title: "contrast-minimum: light",
            message: "muted on page\n4.47:1")
        #expect(
            command
                == "::error file=palettes/app%2C v2.yaml,line=12,col=5,title=contrast-minimum%3A light::muted on page%0A4.47:1"
        )
        // Unknown line: no line or column; no file: no properties at all.
        #expect(
            WorkflowCommand.annotation(.notice, file: "a.yaml", column: 3, message: "m") == "::notice file=a.yaml::m")
        #expect(WorkflowCommand.annotation(.warning, file: nil, message: "m") == "::warning::m")
    }

    @Test func levelsFromSeverities() {
        #expect(WorkflowCommand.Level(.error) == .error)
        #expect(WorkflowCommand.Level(.warning) == .warning)
        #expect(WorkflowCommand.Level(.note) == .notice)
    }
}

/// XML 1.0 §2.2 `Char`: what may appear in a document.
@Suite struct XMLTextTests {
    @Test func forbiddenCharactersAreReplaced() {
        #expect(XMLText.sanitized("a\u{1}b\u{FFFE}c") == "a\u{FFFD}b\u{FFFD}c")
        #expect(XMLText.sanitized("tab\tline\ncr\r") == "tab\tline\ncr\r")
        #expect(XMLText.sanitized("ΔE00 🎨 \u{D7FF}\u{E000}") == "ΔE00 🎨 \u{D7FF}\u{E000}")
        #expect(!XMLText.isAllowed("\u{0}") && !XMLText.isAllowed("\u{1F}") && XMLText.isAllowed(" "))
    }
}
