/// The fold of steps 3 and 4 of `UniformFindings`, across palettes: a finding of a later palette the
/// same as one of an earlier palette is said once, by the earlier one, which lists the later palette
/// (its brand, `foldBrands`; its location, `foldLocations`); the later one moves to its report's
/// `PaletteReport.sharedFindings` with the same list.
extension UniformFindings {
    /// What a step compares and what the finding it keeps lists.
    struct AcrossPalettes<Key: Hashable> {
        /// The full comparison: the same finding in several palettes has equal keys.
        var key: (Finding) -> Key
        /// Whether a finding may be said once for several palettes (one naming no colour may not, in
        /// step 4: `no-pairs-checked` is each palette's).
        var folds: (Finding) -> Bool = { _ in true }
        /// The palette's name in "the same in NAME"; `nil` leaves its findings as they are.
        var name: (PaletteReport) -> String?
        /// Lists `member` (a later palette's report, its finding at `location`) in `kept`, the finding an
        /// earlier report (`keeper`) says for it; `false` when `kept` lists it already.
        var list:
            (_ kept: inout Finding, _ keeper: PaletteReport, _ member: PaletteReport, _ location: SourceLocation) ->
                Bool
        /// Gives a finding set aside the list of the one said for it.
        var copyList: (_ aside: inout Finding, _ kept: Finding) -> Void
    }

    /// Folds the findings of the reports at `members` (in order) as `step` says.
    static func foldAcross<Key: Hashable>(
        _ reports: inout [PaletteReport], members: [Int], _ step: AcrossPalettes<Key>
    ) {
        // Each finding said so far: a copy (for its key) and where it is.
        var said: [(finding: Finding, report: Int, position: Int)] = []
        // Each finding set aside (its report and place among its shared findings) with the one said for it.
        var aside: [(report: Int, index: Int, said: Int)] = []
        // The palettes each said finding has taken a copy from.
        var taken: Set<[Int]> = []
        var folding = DeferredKeyIndex<SameSubject, Key>(
            capacity: members.map { reports[$0].findings.count }.reduce(0, +))
        for member in members {
            guard let name = step.name(reports[member]) else { continue }
            var own: [Finding] = []
            var shared = reports[member].sharedFindings
            for finding in reports[member].findings {
                guard step.folds(finding) else {
                    own.append(finding)
                    continue
                }
                let subject = SameSubject(
                    rule: finding.rule, severity: finding.severity, tokens: finding.tokens,
                    measurements: measurementSum(finding))
                let found = folding.position(
                    coarse: subject, full: { step.key(finding) }, fullAt: { step.key(said[$0].finding) },
                    storing: said.count)
                guard let found else {
                    said.append((finding, member, own.count))
                    own.append(finding)
                    continue
                }
                let (report, position) = (said[found].report, said[found].position)
                // The same finding twice in one palette, or again in a palette it holds for already: its own.
                var kept = reports[report].findings[position]
                guard report != member, !taken.contains([found, member]),
                    step.list(&kept, reports[report], reports[member], finding.location)
                else {
                    own.append(finding)
                    continue
                }
                taken.insert([found, member])
                for related in [Finding.Related(finding.location, "the same in \(name)")] + finding.relatedLocations
                where related.location != kept.location
                    && !kept.relatedLocations.contains(where: { $0.location == related.location })
                {
                    kept.relatedLocations.append(related)
                }
                reports[report].findings[position] = kept
                aside.append((member, shared.count, found))
                shared.append(finding)
            }
            reports[member].findings = own
            reports[member].sharedFindings = shared
        }
        for entry in aside {
            let (report, position) = (said[entry.said].report, said[entry.said].position)
            step.copyList(&reports[entry.report].sharedFindings[entry.index], reports[report].findings[position])
        }
    }
}
