/// Runs rules over palettes. Applies configured levels: findings of a rule that is off are dropped,
/// a configured severity replaces the rule's own.
public struct Auditor: Sendable {
    /// The rules run, in report order.
    public var rules: [any Rule]
    /// The configuration.
    public var configuration: Configuration
    /// Record every contrast check made (`PaletteReport.checks`), not only the findings. Off by default:
    /// the record grows with the number of pairs.
    public var recordsChecks = false

    /// An auditor with every rule of `RuleCatalog.all`.
    public init(configuration: Configuration = Configuration(), rules: [any Rule] = RuleCatalog.all) {
        self.configuration = configuration
        self.rules = rules
    }

    /// Audits one palette.
    public func audit(_ palette: Palette) -> PaletteReport {
        let context = AuditContext(palette: palette, configuration: configuration)
        var findings: [Finding] = []
        for rule in rules {
            guard let severity = context.level(of: rule.descriptor) else { continue }
            let configured = context.settings.levels[rule.descriptor.id] != nil
            for var finding in rule.evaluate(context) {
                if configured { finding.severity = severity }
                findings.append(finding)
            }
        }
        findings = UniformFindings.collapse(findings, palette: palette, appearances: context.appearances)
        findings.sort {
            ($0.appearance, $0.location.line, $0.location.column, $0.rule)
                < ($1.appearance, $1.location.line, $1.location.column, $1.rule)
        }
        var inherited: [PaletteReport.Inheritance] = []
        for appearance in context.appearances where appearance != .any {
            for token in palette.tokens {
                if let from = token.resolve(appearance)?.inheritedFrom {
                    inherited.append(.init(token: token.name, appearance: appearance, from: from))
                }
            }
        }
        let inactive = context.pairs.filter { $0.declaration.usage == .disabled }.map {
            PaletteReport.InactivePair(
                appearance: $0.appearance, tokens: $0.tokens, ratio: $0.stack.worstRatio, location: $0.location)
        }
        return PaletteReport(
            palette: palette, appearances: context.appearances, platform: context.platform, findings: findings,
            uncheckedTokens: Auditor.unchecked(palette), inactivePairs: inactive,
            inheritedValues: inherited, pairsChecked: context.pairs.count,
            checks: recordsChecks ? context.pairs.flatMap { PairCheck.checks($0, in: context) } : nil)
    }

    /// See `PaletteReport.uncheckedTokens`.
    static func unchecked(_ palette: Palette) -> [PaletteReport.Unchecked] {
        guard let pairs = palette.pairs else {
            return palette.tokens.filter { $0.roleSource == .unknown }.map { .init(token: $0.name, reason: "no-role") }
        }
        let used = Set(pairs.flatMap(\.colorNames))
        // Focus colours no pair uses are checked against every background (`unpairedFocusPairs`).
        let focusPaired = palette.tokens.contains { $0.role == .background }
        return palette.tokens.filter { token in
            !used.contains(token.name) && token.role != .background && token.role != .decorative
                && !(token.role == .focus && focusPaired)
        }.map { .init(token: $0.name, reason: "not-in-any-pair") }
    }
}
