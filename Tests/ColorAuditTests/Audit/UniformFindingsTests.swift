import Testing

@testable import ColorAudit
@testable import ColorScience

/// The Auditor folds identical findings about single-value colours into one finding for `any`.
@Suite struct UniformFindingsTests {
    /// Reports every token once per appearance; the message names the resolved value, so a colour that
    /// changes between appearances gives different findings.
    struct EchoRule: Rule {
        let descriptor = RuleDescriptor(
            id: "echo", defaultSeverity: .note, summary: "test", source: "test", helpURI: "https://example.org/echo")
        func evaluate(_ context: AuditContext) -> [Finding] {
            context.appearances.flatMap { appearance in
                context.tokens(in: appearance).map {
                    Finding(
                        rule: "echo", severity: .note, appearance: appearance, tokens: [$0.token.name],
                        message: "\($0.token.name) is \($0.value.color.hex)", location: $0.value.location)
                }
            }
        }
    }

    @Test func singleValueColoursAreReportedOnceAsAny() {
        var b = PaletteBuilder()
        b.color("page", role: .background, rgb: 255, 255, 255)
        // ink differs from page in both appearances (a token with page's value would be folded into page's
        // finding: see SayItOnceTests).
        b.color("ink", role: .text, [.light: Color(.srgb, 0, 0, 0), .dark: Color(.srgb, 0.5, 0.5, 0.5)])
        let report = Auditor(rules: [EchoRule()]).audit(b.palette)
        #expect(report.appearances == [.light, .dark])
        #expect(report.findings.filter { $0.tokens == ["page"] }.map(\.appearance) == [.any])
        #expect(report.findings.filter { $0.tokens == ["ink"] }.map(\.appearance) == [.light, .dark])
    }

    @Test func aFindingInOnlySomeAppearancesIsKept() {
        let finding = Finding(
            rule: "r", severity: .note, appearance: .dark, tokens: ["page"], message: "m",
            location: SourceLocation(file: "t"))
        var b = PaletteBuilder()
        b.color("page", role: .background, rgb: 255, 255, 255)
        let kept = UniformFindings.collapse([finding], palette: b.palette, appearances: [.light, .dark])
        #expect(kept.map(\.appearance) == [.dark])
    }
}
