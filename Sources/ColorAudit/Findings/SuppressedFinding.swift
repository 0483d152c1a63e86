import ColorScience

/// A finding not reported because a colour it is about silences its rule (`Suppression`).
public struct SuppressedFinding: Sendable {
    /// The finding, as it would have been reported.
    public var finding: Finding
    /// The colour whose `ignore` silenced it.
    public var token: String
    /// The rule's entry in that colour's `ignore`, with the reason.
    public var suppression: Suppression

    /// Splits `findings` into those reported and those silenced by the `suppressions` of `palette`'s
    /// tokens (the first of a finding's tokens that silences its rule is named), both in order.
    static func split(_ findings: [Finding], palette: Palette) -> (reported: [Finding], suppressed: [SuppressedFinding])
    {
        var byToken: [String: [Suppression]] = [:]
        for token in palette.tokens where !token.suppressions.isEmpty {
            byToken[token.name, default: []] += token.suppressions
        }
        guard !byToken.isEmpty else { return (findings, []) }
        var reported: [Finding] = []
        var suppressed: [SuppressedFinding] = []
        for finding in findings {
            let match = finding.tokens.lazy.compactMap { token in
                byToken[token]?.first { $0.rule == finding.rule }.map { (token, $0) }
            }.first
            if let (token, suppression) = match {
                suppressed.append(SuppressedFinding(finding: finding, token: token, suppression: suppression))
            } else {
                reported.append(finding)
            }
        }
        return (reported, suppressed)
    }
}
