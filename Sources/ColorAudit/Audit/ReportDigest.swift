import ColorScience

/// A palette report arranged for people — what the text and HTML reporters show, computed here so that
/// reporters only format: findings grouped by rule (in catalogue order), then by subject (the colours a
/// finding is about, so a pair's findings in several appearances or for several deficiencies sit
/// together), worst first; counts by rule and appearance; and the worst contrast pairs.
struct ReportDigest: Sendable {
    /// The findings about one set of colours under one rule.
    public struct Subject: Sendable {
        /// Token names as the first finding lists them.
        public var tokens: [String]
        /// The findings, worst first.
        public var findings: [Finding]
        /// `badness` of the worst finding.
        public var worst: Double
    }

    /// The findings of one rule.
    public struct Section: Sendable {
        /// The rule ID.
        public var rule: RuleID
        /// Subjects, worst first.
        public var subjects: [Subject]
        /// Findings by severity and appearance (`any` for findings of every appearance): the one count
        /// that `count`, `severity`, `bySeverity` and the digest's `counts` and `severityCounts` derive from.
        public var severityCounts: [Severity: [Appearance: Int]]

        /// Number of findings.
        public var count: Int { severityCounts.values.reduce(0) { $0 + $1.values.reduce(0, +) } }
        /// Number of findings of each severity present, highest severity first.
        public var bySeverity: [(severity: Severity, count: Int)] {
            Severity.allCases.reversed().compactMap { severity in
                let n = severityCounts[severity]?.values.reduce(0, +) ?? 0
                return n > 0 ? (severity, n) : nil
            }
        }
        /// The highest severity among the findings (`note` for a section without findings, which a digest
        /// does not make).
        public var severity: Severity { severityCounts.keys.max() ?? .note }
    }

    /// Sections in `RuleCatalog` order.
    public var sections: [Section]
    /// Findings by rule ID, severity and appearance: each section's `severityCounts`.
    public var severityCounts: [RuleID: [Severity: [Appearance: Int]]] {
        Dictionary(uniqueKeysWithValues: sections.map { ($0.rule, $0.severityCounts) })
    }
    /// Findings by rule ID and appearance (`any` for findings of every appearance): `severityCounts` summed
    /// over severities.
    public var counts: [RuleID: [Appearance: Int]] {
        severityCounts.mapValues { bySeverity in
            bySeverity.values.reduce(into: [:]) { sum, byAppearance in sum.merge(byAppearance, uniquingKeysWith: +) }
        }
    }

    /// Digests one report.
    public init(_ report: PaletteReport) {
        let order = RuleCatalog.all.map(\.descriptor.id)
        // Grouped and sorted by position (each finding is copied once, into its subject) with each
        // finding's badness computed once.
        let all = report.findings
        let badness = all.map(ReportDigest.badness)
        var byRule: [RuleID: [Int]] = [:]
        var severityCounts: [RuleID: [Severity: [Appearance: Int]]] = [:]
        for (k, finding) in all.enumerated() {
            byRule[finding.rule, default: []].append(k)
            severityCounts[finding.rule, default: [:]][finding.severity, default: [:]][
                finding.appearance, default: 0] += 1
        }
        let rules = byRule.keys.sorted {
            (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1)
        }
        sections = rules.map { rule in
            let members = byRule[rule]!
            let symmetric = UniformFindings.symmetricRules.contains(rule)
            var subjectOrder: [[String]] = []
            var bySubject: [[String]: [Int]] = [:]
            for k in members {
                let key = symmetric ? all[k].tokens.sorted() : all[k].tokens
                if bySubject[key] == nil { subjectOrder.append(key) }
                bySubject[key, default: []].append(k)
            }
            let subjects = subjectOrder.map { key -> Subject in
                // A stable sort, worst first: equally bad findings stay in report order.
                let sorted = bySubject[key]!.sorted { badness[$0] < badness[$1] }
                return Subject(
                    tokens: all[sorted[0]].tokens, findings: sorted.map { all[$0] }, worst: badness[sorted[0]])
            }
            return Section(
                rule: rule,
                subjects: subjects.enumerated().sorted { ($0.element.worst, $0.offset) < ($1.element.worst, $1.offset) }
                    .map(\.element),
                severityCounts: severityCounts[rule]!)
        }
    }

    /// How far a finding is from passing, lower is worse: measured ÷ required for contrast (`ratio` ÷
    /// `required`), simulated ΔE00 ÷ threshold for colour vision, ΔE00 ÷ threshold for closeness rules;
    /// 1 when the finding has none of these. The same score as `FindingRank.score`, which keeps the worst
    /// findings when a rule finds too many.
    public static func badness(_ finding: Finding) -> Double {
        let score = FindingRank.score(finding)
        return score.isFinite ? score : 1
    }

    /// The rules whose findings are contrast pairs below a WCAG requirement.
    public static let pairRules: Set<RuleID> = ["contrast-minimum", "non-text-contrast", "contrast-enhanced"]

    /// The `limit` pairs (findings of `pairRules`, one per pair and appearance) over all reports, most
    /// severe first (errors, then warnings, then notes: the pairs that fail a gate before the AAA notes),
    /// then farthest below their requirement (`badness`), with the index of their report.
    public static func worstPairs(_ reports: [PaletteReport], limit: Int = 10) -> [(report: Int, finding: Finding)] {
        var all: [(report: Int, finding: Finding)] = []
        for (index, report) in reports.enumerated() {
            for finding in report.findings where pairRules.contains(finding.rule) { all.append((index, finding)) }
        }
        all.sort { a, b in
            a.finding.severity != b.finding.severity
                ? a.finding.severity > b.finding.severity : badness(a.finding) < badness(b.finding)
        }
        var seen = Set<[String]>()
        var result: [(report: Int, finding: Finding)] = []
        for entry in all where result.count < limit {
            let key = ["\(entry.report)", entry.finding.appearance.rawValue] + entry.finding.tokens
            if seen.insert(key).inserted { result.append(entry) }
        }
        return result
    }
}
