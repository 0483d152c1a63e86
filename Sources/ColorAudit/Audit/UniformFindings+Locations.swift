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
        var result = reports
        foldAcross(
            &result, members: Array(result.indices),
            AcrossPalettes(
                key: { finding in
                    SameInPalettes(
                        finding: SameFinding(
                            identity: FindingIdentity(finding, relativeFile: ""), severity: finding.severity,
                            alsoTokens: finding.alsoTokens, message: finding.message,
                            facts: finding.facts.filter { $0.key != "pairing" },
                            measurements: quantized(finding.measurements),
                            swatches: finding.swatches.map { signature($0.color) }),
                        appearances: finding.appearances, brands: finding.brands)
                },
                // A finding about the palette itself, not its colours (`no-pairs-checked`), is each one's.
                folds: { !$0.tokens.isEmpty },
                name: { $0.palette.name ?? $0.palette.file },
                list: { kept, _, _, location in
                    if kept.locations.isEmpty { kept.locations = [kept.location] }
                    kept.locations.append(location)
                    return true
                },
                copyList: { aside, kept in aside.locations = kept.locations }))
        return result
    }

    /// The full key of step 4: `foldAppearances`' comparison with no file, the appearances and brands kept.
    private struct SameInPalettes: Hashable {
        var finding: SameFinding
        var appearances: [Appearance]
        var brands: [String]
    }
}
