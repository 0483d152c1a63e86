import ColorScience

/// Findings of today against findings accepted before (a baseline file, or the audit of an older
/// version of the palettes with `--compare`), matched by identity (`FindingIdentity`).
///
/// A finding is **new** when no earlier finding has its identity, **worsened** when one has but a
/// measured value moved the wrong way (a contrast ratio lower, a simulated or normal-vision ΔE00 smaller,
/// a font size smaller, more hue families; see `worseDirections`) by more than `tolerance`, and
/// **unchanged** otherwise. Earlier findings that no longer occur are **fixed** — unless their file is not
/// among the files this run audited (`AuditedFiles`: deleted, renamed, or not among the paths given);
/// those are **not audited**, neither fixed nor reported — or unless the same pair now has a finding
/// of a weaker level of the same check (`supersedingRules`: an AAA note gone because the pair now fails
/// AA); those are **superseded**, not fixed, and the finding that replaced them is reported. Identities may repeat (the same identity found
/// twice in one run); each earlier entry then matches one finding. A finding said once for several
/// brands of a token package (`Finding.brands`) or several palettes of a run (`Finding.locations`) has
/// the identity of each brand's palette and each location, and matches an earlier entry of each.
public struct FindingComparison: Sendable {
    /// What became of a finding.
    public enum State: String, Sendable, Hashable {
        /// Not found before.
        case new
        /// Found before, and now measured worse.
        case worsened
        /// Found before, not worse.
        case unchanged

        /// SARIF 2.1.0 `result.baselineState` (§3.27.24): `new`, `updated`, `unchanged`.
        public var sarifValue: String {
            switch self {
            case .new: return "new"
            case .worsened: return "updated"
            case .unchanged: return "unchanged"
            }
        }
    }

    /// A finding that got worse, with what it was.
    public struct Worsened: Sendable, Hashable {
        /// Today's finding.
        public var finding: Finding
        /// The earlier entry.
        public var before: Baseline.Entry
        /// The measurements that moved the wrong way, by name.
        public var measurements: [String]
    }

    /// Findings with no earlier match, in run order.
    public var new: [Finding]
    /// Findings that got worse, in run order.
    public var worsened: [Worsened]
    /// Findings matched and not worse, in run order.
    public var unchanged: [Finding]
    /// Earlier entries no finding matched, in files this run audited.
    public var fixed: [Baseline.Entry]
    /// Earlier entries in files this run did not audit (see the type), sorted by identity.
    public var notAudited: [Baseline.Entry] = []
    /// Earlier entries no finding matched whose pair now has a finding of a rule in
    /// `supersedingRules` (see the type), sorted by identity; not among `fixed`.
    public var superseded: [Baseline.Entry] = []
    /// What the findings are compared with, for people: the OLD path of `--compare`; `nil` for a baseline
    /// file.
    public var reference: String?

    /// Relative change below which a measurement counts as the same (LittleCMS float pipelines carry
    /// about 1e-7 relative error; a palette edit that matters moves ratios by far more).
    public static let tolerance = 1e-6

    /// For a rule, the rules whose finding on the same pair (file, appearance, tokens, variant) means
    /// that the rule's earlier finding is gone because the pair got worse, not better: a
    /// `contrast-enhanced` note (WCAG 2.2 SC 1.4.6, AAA) is no longer reported once the pair fails
    /// `contrast-minimum` (SC 1.4.3, AA), since the AAA note is given only to pairs that meet AA.
    public static let supersedingRules: [RuleID: Set<RuleID>] = ["contrast-enhanced": ["contrast-minimum"]]

    /// The pair a finding is about, as `supersedingRules` compares them.
    private struct Subject: Hashable {
        var file: String
        var appearance: Appearance
        var tokens: [String]
        var variant: String?

        init(_ identity: FindingIdentity) {
            file = identity.file
            appearance = identity.appearance
            tokens = identity.tokens
            variant = identity.variant
        }
    }

    /// For each measurement a rule reports, whether a lower value is worse (`true`) or a higher one
    /// (`false`); measurements not listed (limits, APCA, best cases, counts of look-alikes) never make
    /// a finding worse.
    public static func worseDirections(rule: RuleID) -> [String: Bool] {
        switch rule {
        case "cvd-collision": return ["deltaE00Simulated": true]
        case "indistinct-colors", "interactive-static-reuse": return ["deltaE00": true]
        case "key-color-consistency": return ["families": false]
        case "text-size-minimum": return ["fontSize": true]
        case "wide-gamut-fallback": return ["ratioSRGB": true, "deltaE00SimulatedSRGB": true]
        case "contrast-under-glare": return ["ratio": true, "ratioGlare": true]
        default: return ["ratio": true]
        }
    }

    /// The names of `finding`'s measurements that are worse than `before`'s.
    public static func worse(_ finding: Finding, than before: Baseline.Entry) -> [String] {
        worseDirections(rule: finding.rule).compactMap { name, lowerIsWorse in
            guard let now = finding.measurements[name]?.value, let then = before.measurements[name] else {
                return nil
            }
            let scale = max(abs(then), abs(now), 1e-12)
            let change = (now - then) / scale
            return (lowerIsWorse ? -change : change) > tolerance ? name : nil
        }.sorted()
    }

    /// Matches `findings` against `earlier`, each finding's identities given by `identity` (made for the
    /// finding at each of its locations, `identities(of:_:)`); earlier entries no finding matched are
    /// fixed when `audited` (`nil`: every file) contains their file, else not audited.
    public init(
        findings: [Finding], identity: (Finding) -> FindingIdentity, earlier: [Baseline.Entry],
        audited: AuditedFiles? = nil
    ) {
        var pending: [FindingIdentity: [Baseline.Entry]] = [:]
        for entry in earlier { pending[entry.identity, default: []].append(entry) }
        new = []
        worsened = []
        unchanged = []
        let identified = findings.map { ($0, Self.identities(of: $0, identity)) }
        for (finding, identities) in identified {
            // A finding said once for several brands or palettes stands for each one's: it takes one earlier
            // entry of each, and is compared with the first found (its own, when there is one).
            var before: Baseline.Entry?
            for candidate in identities {
                guard var candidates = pending[candidate], !candidates.isEmpty else { continue }
                let entry = candidates.removeFirst()
                pending[candidate] = candidates
                if before == nil { before = entry }
            }
            guard let before else {
                new.append(finding)
                continue
            }
            let worse = Self.worse(finding, than: before)
            if worse.isEmpty {
                unchanged.append(finding)
            } else {
                worsened.append(Worsened(finding: finding, before: before, measurements: worse))
            }
        }
        let unmatched = pending.values.flatMap { $0 }.sorted { $0.identity.canonical < $1.identity.canonical }
        let superseding = Set(Self.supersedingRules.values.flatMap { $0 })
        var subjectsByRule: [RuleID: Set<Subject>] = [:]
        for (finding, identities) in identified where superseding.contains(finding.rule) {
            for each in identities {
                subjectsByRule[finding.rule, default: []].insert(Subject(each))
            }
        }
        func isSuperseded(_ entry: Baseline.Entry) -> Bool {
            guard let rules = Self.supersedingRules[entry.identity.rule] else { return false }
            let subject = Subject(entry.identity)
            return rules.contains { subjectsByRule[$0]?.contains(subject) ?? false }
        }
        let inAudited = unmatched.filter { audited?.contains($0.identity.file) ?? true }
        fixed = inAudited.filter { !isSuperseded($0) }
        superseded = inAudited.filter(isSuperseded)
        notAudited = unmatched.filter { !(audited?.contains($0.identity.file) ?? true) }
        var states: [Finding: State] = [:]
        for finding in new { states[finding] = .new }
        for finding in unchanged { states[finding] = .unchanged }
        for item in worsened { states[item.finding] = .worsened }
        self.states = states
    }

    /// The identities `finding` stands for, each made by `identity`: its own; then for a finding said
    /// once for several palettes (`Finding.locations`) the finding's at each other location; and for a
    /// finding said once for several brands (`Finding.brands`), after each of those, the identity each
    /// other brand's palette gives it (`Finding.brandVariants`).
    static func identities(of finding: Finding, _ identity: (Finding) -> FindingIdentity) -> [FindingIdentity] {
        var places = [identity(finding)]
        var others = finding.locations
        if let own = others.firstIndex(of: finding.location) { others.remove(at: own) }
        for location in others {
            var there = finding
            there.location = location
            places.append(identity(there))
        }
        let variants = finding.brandVariants
        guard variants.count > 1 else { return places }
        return places.flatMap { place in
            [place]
                + variants.filter { $0 != place.variant }.map { variant in
                    var other = place
                    other.variant = variant
                    return other
                }
        }
    }

    /// `run`'s findings against a baseline (identities relative to the run's repository root); entries of
    /// files the run did not audit are not audited rather than fixed.
    public init(_ run: AuditRun, baseline: Baseline) {
        self.init(
            findings: run.findings, identity: run.identity(of:), earlier: baseline.entries,
            audited: AuditedFiles(reports: run.reports, root: run.repositoryRoot))
    }

    /// The state of one of the compared findings, or `nil` if it was not among them.
    public func state(of finding: Finding) -> State? { states[finding] }

    private let states: [Finding: State]

    /// The findings to report: new and worsened ones.
    public var reported: Set<Finding> { Set(new).union(worsened.map(\.finding)) }
}
