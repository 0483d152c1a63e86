import ColorScience

/// A rule silenced for one colour where the colour is written, with the reason it is accepted: `ignore:`
/// on a colour of our palette format, `$extensions["org.coloraudit"].ignore` on a DTCG token — a
/// mapping of rule IDs to reasons (`contrast-minimum: "disabled state; WCAG 1.4.3 exempts inactive
/// components"`). A finding of that rule about that colour (the colour is among its tokens) is not
/// reported as a finding: it is listed with the reason (`PaletteReport.suppressed`) and counted.
public struct Suppression: Sendable, Hashable {
    /// The rule ID silenced (one of `RuleCatalog`).
    public var rule: String
    /// Why the findings are accepted, as written (never empty).
    public var reason: String
    /// Where the rule's entry is written.
    public var location: SourceLocation

    /// Creates a suppression; see the properties.
    public init(rule: String, reason: String, location: SourceLocation) {
        self.rule = rule
        self.reason = reason
        self.location = location
    }

    /// The `ignore` mapping of `node` (rule ID → reason) for the colour named in `context`.
    /// - Throws: `PaletteError` at each rule ID that is not a rule (with the nearest one), each reason
    ///   that is missing, empty or not a string, and a value that is not a mapping.
    static func read(_ node: YAMLNode, _ context: String, reader: NodeReader) throws(PaletteError) -> [Suppression] {
        let entries = try reader.mapping(
            node, "\(context) ignore", expected: "a mapping of rule IDs to reasons (contrast-minimum: \"why\")")
        let ids = RuleCatalog.all.map(\.descriptor.id)
        var errors = PaletteErrorList()
        var suppressions: [Suppression] = []
        for entry in entries {
            errors.attempt { () throws(PaletteError) in
                guard ids.contains(entry.key) else {
                    throw reader.error(
                        entry.keyMark,
                        "\(context) ignore: '\(entry.key)' is not a rule\(NodeReader.suggestion(for: entry.key, among: ids)); "
                            + "expected a rule ID (see 'coloraudit rules')")
                }
                let reason =
                    entry.value.isNull
                    ? "" : try reader.string(entry.value, "\(context) ignore \(entry.key)", expected: "a reason")
                guard !NativeColors.isBlank(reason) else {
                    throw reader.error(
                        entry.value.isNull ? entry.keyMark : entry.value.mark,
                        "\(context) ignore \(entry.key): expected a reason why its findings are accepted "
                            + "(\(entry.key): \"disabled state\"), found none")
                }
                suppressions.append(
                    Suppression(rule: entry.key, reason: reason, location: reader.location(entry.keyMark)))
            }
        }
        try errors.throwIfAny()
        return suppressions
    }
}

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
