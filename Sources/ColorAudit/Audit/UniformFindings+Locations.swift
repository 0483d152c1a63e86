import ColorScience

/// Step 4 of `UniformFindings`, across every palette of a run: one theme's values read in several
/// palettes give the same findings in each. A web app's `light.css` and `dark.css` are one palette (its
/// two appearances) and its `system.css` — the light `:root` with the dark values again in
/// `@media (prefers-color-scheme: dark)` — another, so every problem of the colours they share is found
/// twice.
extension UniformFindings {
    /// Findings that are the same in several palettes of a run, said once: a finding of a later palette
    /// identical to one of an earlier palette — the same rule, severity, appearances, tokens (and their
    /// other names), message, facts, measurements, colours shown, variant and brands: `foldBrands`'
    /// comparison with the file left out and the variant and brands kept — is not reported again. The
    /// earlier one lists where each palette has it in `Finding.locations` (its own first), with the
    /// later one's location among its related locations ("the same in system.css"); the later one moves
    /// to its report's `PaletteReport.sharedFindings`, with the same `locations`. A finding whose values
    /// differ in a palette (the one colour `system.css` sets otherwise, a value it inherits) stays that
    /// palette's, and so do the same finding twice in one palette and a finding about a palette itself,
    /// naming no colour (`no-pairs-checked`: each palette has its own). Nothing is left unaudited: each
    /// palette's findings are still there, for baselines (an entry per location), per-palette reports
    /// and `fix`.
    static func foldLocations(_ reports: [PaletteReport]) -> [PaletteReport] {
        guard reports.count > 1 else { return reports }
        func key(_ finding: Finding) -> SameInPalettes {
            SameInPalettes(
                finding: SameFinding(
                    identity: FindingIdentity(finding, relativeFile: ""), severity: finding.severity,
                    alsoTokens: finding.alsoTokens, message: finding.message,
                    facts: finding.facts.filter { $0.key != "pairing" },
                    measurements: quantized(finding.measurements),
                    swatches: finding.swatches.map { signature($0.color) }),
                appearances: finding.appearances, brands: finding.brands)
        }
        var result = reports
        // Each finding said so far: a copy (for its key) and where it is.
        var said: [(finding: Finding, report: Int, position: Int)] = []
        // Each finding set aside (its report and place among its shared findings) with the one said for it.
        var aside: [(report: Int, index: Int, said: Int)] = []
        // The palettes each said finding has taken a copy from.
        var taken: Set<[Int]> = []
        var folding = DeferredKeyIndex<SameSubject, SameInPalettes>(
            capacity: reports.map(\.findings.count).reduce(0, +))
        for member in result.indices {
            var own: [Finding] = []
            var shared = result[member].sharedFindings
            for finding in result[member].findings {
                // A finding about the palette itself, not its colours (`no-pairs-checked`), is each one's.
                guard !finding.tokens.isEmpty else {
                    own.append(finding)
                    continue
                }
                let subject = SameSubject(
                    rule: finding.rule, severity: finding.severity, tokens: finding.tokens,
                    measurements: measurementSum(finding))
                let found = folding.position(
                    coarse: subject, full: { key(finding) }, fullAt: { key(said[$0].finding) }, storing: said.count)
                guard let found else {
                    said.append((finding, member, own.count))
                    own.append(finding)
                    continue
                }
                let (report, position) = (said[found].report, said[found].position)
                guard report != member, taken.insert([found, member]).inserted else {
                    own.append(finding)
                    continue
                }
                var kept = result[report].findings[position]
                if kept.locations.isEmpty { kept.locations = [kept.location] }
                kept.locations.append(finding.location)
                let name = result[member].palette.name ?? result[member].palette.file
                for related in [Finding.Related(finding.location, "the same in \(name)")] + finding.relatedLocations
                where related.location != kept.location
                    && !kept.relatedLocations.contains(where: { $0.location == related.location })
                {
                    kept.relatedLocations.append(related)
                }
                result[report].findings[position] = kept
                aside.append((member, shared.count, found))
                shared.append(finding)
            }
            result[member].findings = own
            result[member].sharedFindings = shared
        }
        for entry in aside {
            let (report, position) = (said[entry.said].report, said[entry.said].position)
            result[entry.report].sharedFindings[entry.index].locations = result[report].findings[position].locations
        }
        return result
    }

    /// The full key of step 4: `foldAppearances`' comparison with no file, the appearances and brands kept.
    private struct SameInPalettes: Hashable {
        var finding: SameFinding
        var appearances: [Appearance]
        var brands: [String]
    }
}
