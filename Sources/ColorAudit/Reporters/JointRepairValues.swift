import ColorScience

/// The changes of a palette's repair (`PaletteRepair.plan`, what `coloraudit fix` writes) by colour, for
/// the reports that show them beside the failing pairs (HTML "Fix first", the text report's `fix writes`
/// lines): a change is found under the colour it is written at and under the alias it is written for.
struct JointRepairValues {
    var changes: [String: [RepairPlan.Change]] = [:]
    /// Every change, in file order.
    var plan: [RepairPlan.Change] = []
    /// True when the palette had more failing contrast pairs than the repair is planned for (`init(_:configuration:limit:)`).
    var overLimit = false
    /// The colours `cvd-collision` compares that the changes leave no longer told apart
    /// (`RepairPlan.lostSeparations`).
    var lostSeparations: [RepairPlan.LostSeparation] = []

    /// No repair planned: every pair shows its own suggestion.
    init() {}

    init(_ plan: RepairPlan) {
        self.plan = plan.changes
        lostSeparations = plan.lostSeparations
        for change in plan.changes {
            changes[change.token, default: []].append(change)
            if let alias = change.aliasedBy { changes[alias, default: []].append(change) }
        }
    }

    /// The repair of `palette` when it has at most `limit` failing contrast pairs (`isContrastPair`, the
    /// reported ones and those a `--max-findings` left out), else none (`init()`): the repair's cost
    /// grows with the failing pairs.
    init(_ report: PaletteReport, configuration: Configuration, limit: Int) {
        let failing = report.findings.filter(Self.isContrastPair).count
        let omitted = report.omittedFindings.filter { $0.severity > .note && Self.contrastRules.contains($0.rule) }
        guard failing > 0 else {
            self.init()
            return
        }
        guard failing + omitted.map(\.omitted).reduce(0, +) <= limit else {
            self.init()
            overLimit = true
            return
        }
        self.init(PaletteRepair.plan(report.palette, configuration: configuration))
    }

    /// The change of `token` in `appearance` (one made for every appearance when the finding's is
    /// `any`).
    func change(of token: String, in appearance: Appearance) -> RepairPlan.Change? {
        changes[token]?.first { appearance == .any || $0.appearances.contains(appearance) }
    }

    /// What a change gives up, for people: the colours of its family it comes within a just-noticeable
    /// difference of, and those colour-vision simulation no longer tells it apart from; "" when nothing.
    static func givesUp(_ change: RepairPlan.Change) -> String {
        var parts: [String] = []
        if !change.sameAs.isEmpty {
            parts.append(
                "now within ΔE00 \(String(format: "%g", PaletteRepair.siblingSeparation)) of "
                    + change.sameAs.joined(separator: ", ") + ": no change meeting its pairs keeps them apart")
        }
        if !change.notTellsApart.isEmpty {
            parts.append(
                "a step, not a new value: no longer told apart from "
                    + change.notTellsApart.joined(separator: ", ") + " under colour-vision simulation")
        }
        return parts.joined(separator: "; ")
    }

    /// Whether two changes are one: the same value written at the same place.
    static func same(_ a: RepairPlan.Change, _ b: RepairPlan.Change) -> Bool {
        a.token == b.token && a.location == b.location && a.replacement == b.replacement
    }

    /// Whether `finding` is a failing contrast pair the repair meets: measured and required ratio, at error
    /// or warning (the AAA notes are not repaired).
    static func isContrastPair(_ finding: Finding) -> Bool {
        finding.severity > .note && finding.measurement("ratio") != nil && finding.measurement("required") != nil
            && finding.tokens.count >= 2
    }

    /// The rules whose findings are contrast pairs (`isContrastPair`).
    static let contrastRules: Set<RuleID> = [
        "contrast-minimum", "non-text-contrast", "focus-indicator-contrast", "contrast-enhanced",
    ]
}
