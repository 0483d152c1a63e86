import ColorScience

/// Keeps the worst findings of one rule: at most `limit` per severity and appearance, chosen by a score
/// (lower is worse; `FindingRank`), and counts all of them. A finding is built only when it is kept for
/// now (`offer` takes a closure), so a rule that finds millions of pairs holds `limit` findings at a time.
///
/// Ties keep the finding offered first. `finish` returns the kept findings in the order they were
/// offered and records in the context, for every severity and appearance over the limit, how many were
/// found and how many reported (`PaletteReport.omittedFindings`).
struct WorstFindings {
    private struct Bucket: Hashable {
        var severity: Severity
        var appearance: Appearance
    }

    /// The rule's ID.
    let rule: RuleID
    /// Findings kept per severity and appearance (`Int.max` = no limit).
    let limit: Int
    /// The buckets in order of their first finding, with their place in `selections` and `found`.
    private var buckets: [Bucket] = []
    private var index: [Bucket: Int] = [:]
    /// Per bucket, the worst findings so far (`WorstSelection`, ordered by offer).
    private var selections: [WorstSelection<Finding>] = []
    /// Per bucket, the findings counted.
    private var found: [Int] = []
    private var sequence = 0

    /// A collector for `rule` with the context's `Configuration.findingLimit`.
    init(rule: RuleDescriptor, context: AuditContext) {
        self.rule = rule.id
        limit = context.configuration.effectiveFindingLimit
    }

    /// Counts a finding of `severity` in `appearance` with `score` (lower is worse) and builds and keeps it
    /// with `make` when it is among the `limit` worst so far.
    mutating func offer(severity: Severity, appearance: Appearance, score: Double, _ make: () -> Finding) {
        let b = place(Bucket(severity: severity, appearance: appearance))
        sequence += 1
        found[b] += 1
        selections[b].offer(score: score, order: sequence, make)
    }

    /// Counts a finding that the caller already knows is not among the worst (it was ranked elsewhere,
    /// e.g. by the colour-vision search) without building it.
    mutating func count(severity: Severity, appearance: Appearance, _ n: Int) {
        guard n > 0 else { return }
        found[place(Bucket(severity: severity, appearance: appearance))] += n
    }

    /// The bucket's place, added (empty) when it is new.
    private mutating func place(_ bucket: Bucket) -> Int {
        if let known = index[bucket] { return known }
        index[bucket] = buckets.count
        buckets.append(bucket)
        selections.append(WorstSelection(limit: limit))
        found.append(0)
        return buckets.count - 1
    }

    /// The kept findings in offer order; records the omitted counts in `context`.
    consuming func finish(_ context: AuditContext) -> [Finding] {
        var kept: [(order: Int, bucket: Int, slot: Int)] = []
        for (b, bucket) in buckets.enumerated() {
            let selection = selections[b]
            kept += selection.keptSlots.map { ($0.order, b, $0.slot) }
            if found[b] > selection.count {
                context.recordOmitted(
                    PaletteReport.Omitted(
                        rule: rule, severity: bucket.severity, appearance: bucket.appearance, found: found[b],
                        reported: selection.count))
            }
        }
        return kept.sorted { $0.order < $1.order }.map { selections[$0.bucket].payload(at: $0.slot) }
    }
}

extension AuditContext {
    /// The findings `body` makes for the context's pairs, at most `Configuration.findingLimit` per
    /// severity and appearance (the worst by `FindingRank`; omitted counts recorded). Each pair is
    /// resolved and each finding built and dropped in turn, so memory does not grow with the pairs.
    func findings(of rule: RuleDescriptor, perPair body: (ResolvedPair) -> Finding?) -> [Finding] {
        var worst = WorstFindings(rule: rule, context: self)
        for pair in pairs {
            guard let finding = body(pair) else { continue }
            worst.offer(severity: finding.severity, appearance: finding.appearance, score: FindingRank.score(finding)) {
                finding
            }
        }
        return worst.finish(self)
    }
}

extension AuditContext {
    /// Like `findings(of:perPair:)`, for findings that are costly to build (contrast findings compute fix
    /// suggestions): `body` gives a pair's score (lower is worse, as `FindingRank` scores the finding) and
    /// how to build its finding, which is built only when it is among the worst so far. The findings have
    /// the rule's default severity.
    func rankedFindings(
        of rule: RuleDescriptor, perPair body: (ResolvedPair) -> (score: Double, make: () -> Finding)?
    ) -> [Finding] {
        var worst = WorstFindings(rule: rule, context: self)
        for pair in pairs {
            guard let candidate = body(pair) else { continue }
            worst.offer(severity: rule.defaultSeverity, appearance: pair.appearance, score: candidate.score) {
                candidate.make()
            }
        }
        return worst.finish(self)
    }
}
