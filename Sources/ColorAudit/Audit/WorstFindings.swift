/// Keeps the worst findings of one rule: at most `limit` per severity and appearance, chosen by a score
/// (lower is worse; `FindingRank`), and counts all of them. A finding is built only when it is kept for
/// now (`offer` takes a closure), so a rule that finds millions of pairs holds `limit` findings at a time.
///
/// Ties keep the finding offered first. `finish` returns the kept findings in the order they were
/// offered and records in the context, for every severity and appearance over the limit, how many were
/// found and how many reported (`PaletteReport.omittedFindings`).
struct WorstFindings {
    private struct Kept {
        var score: Double
        var sequence: Int
        var finding: Finding
    }

    private struct Bucket: Hashable {
        var severity: Severity
        var appearance: Appearance
    }

    /// The rule's ID.
    let rule: String
    /// Findings kept per severity and appearance (`Int.max` = no limit).
    let limit: Int
    /// Per bucket, a max-heap on (score, sequence): the root is the least bad finding kept.
    private var heaps: [Bucket: [Kept]] = [:]
    private var found: [Bucket: Int] = [:]
    private var bucketOrder: [Bucket] = []
    private var sequence = 0

    /// A collector for `rule` with the context's `Configuration.findingLimit`.
    init(rule: RuleDescriptor, context: AuditContext) {
        self.rule = rule.id
        limit = context.configuration.effectiveFindingLimit
    }

    /// Counts a finding of `severity` in `appearance` with `score` (lower is worse) and builds and keeps it
    /// with `make` when it is among the `limit` worst so far.
    mutating func offer(severity: Severity, appearance: Appearance, score: Double, _ make: () -> Finding) {
        let bucket = Bucket(severity: severity, appearance: appearance)
        sequence += 1
        if found[bucket] == nil { bucketOrder.append(bucket) }
        found[bucket, default: 0] += 1
        var heap = heaps.removeValue(forKey: bucket) ?? []
        defer { heaps[bucket] = heap }
        let key = (score.isNaN ? Double.infinity : score, sequence)
        if heap.count < limit {
            heap.append(Kept(score: key.0, sequence: key.1, finding: make()))
            siftUp(&heap, heap.count - 1)
        } else if let root = heap.first, key < (root.score, root.sequence) {
            heap[0] = Kept(score: key.0, sequence: key.1, finding: make())
            siftDown(&heap, 0)
        }
    }

    /// Counts a finding that the caller already knows is not among the worst (it was ranked elsewhere,
    /// e.g. by the colour-vision search) without building it.
    mutating func count(severity: Severity, appearance: Appearance, _ n: Int) {
        guard n > 0 else { return }
        let bucket = Bucket(severity: severity, appearance: appearance)
        if found[bucket] == nil { bucketOrder.append(bucket) }
        found[bucket, default: 0] += n
    }

    /// The kept findings in offer order; records the omitted counts in `context`.
    consuming func finish(_ context: AuditContext) -> [Finding] {
        var kept: [Kept] = []
        for bucket in bucketOrder {
            let heap = heaps[bucket] ?? []
            kept += heap
            let total = found[bucket] ?? 0
            if total > heap.count {
                context.recordOmitted(
                    PaletteReport.Omitted(
                        rule: rule, severity: bucket.severity, appearance: bucket.appearance, found: total,
                        reported: heap.count))
            }
        }
        return kept.sorted { $0.sequence < $1.sequence }.map(\.finding)
    }

    private static func above(_ a: Kept, _ b: Kept) -> Bool { (a.score, a.sequence) > (b.score, b.sequence) }

    private func siftUp(_ heap: inout [Kept], _ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.above(heap[child], heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func siftDown(_ heap: inout [Kept], _ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var largest = parent
            if left < heap.count && Self.above(heap[left], heap[largest]) { largest = left }
            if right < heap.count && Self.above(heap[right], heap[largest]) { largest = right }
            guard largest != parent else { return }
            heap.swapAt(parent, largest)
            parent = largest
        }
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
