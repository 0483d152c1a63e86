/// Findings about colours that look the same in every appearance are reported once, as appearance `any`.
///
/// A rule evaluates each appearance on its own; when every token a finding names has one value for all
/// appearances (`ColorToken.isUniform`), it finds the same thing in each of them. If the identical
/// finding (same rule, severity, tokens, message and facts) came from *every* evaluated appearance, the
/// copies are replaced by one with appearance `any`. A finding that differs between appearances (e.g. a
/// translucent colour composited over each appearance's background) is kept per appearance.
enum UniformFindings {
    private struct Key: Hashable {
        var rule: String
        var severity: Severity
        var tokens: [String]
        var message: String
        var facts: [String: String]
    }

    /// `findings` with identical findings about uniform colours collapsed (order of first occurrence kept).
    static func collapse(_ findings: [Finding], palette: Palette, appearances: [Appearance]) -> [Finding] {
        let evaluated = Set(appearances).subtracting([.any])
        guard evaluated.count > 1 else { return findings }
        let uniform = Set(palette.tokens.filter(\.isUniform).map(\.name))
        func key(_ finding: Finding) -> Key? {
            guard finding.appearance != .any, finding.tokens.allSatisfy(uniform.contains) else { return nil }
            return Key(
                rule: finding.rule, severity: finding.severity, tokens: finding.tokens, message: finding.message,
                facts: finding.facts)
        }
        var seenIn: [Key: Set<Appearance>] = [:]
        for finding in findings {
            if let key = key(finding) { seenIn[key, default: []].insert(finding.appearance) }
        }
        var emitted = Set<Key>()
        var result: [Finding] = []
        for var finding in findings {
            if let key = key(finding), seenIn[key] == evaluated {
                guard emitted.insert(key).inserted else { continue }
                finding.appearance = .any
            }
            result.append(finding)
        }
        return result
    }
}
