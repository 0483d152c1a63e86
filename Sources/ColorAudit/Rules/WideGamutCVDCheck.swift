import ColorScience

/// The colour-vision half of `wide-gamut-fallback`: the comparisons `cvd-collision` makes (declared
/// groups, and the `text`/`interactive`/`icon` colours or every colour with all pairs) are made again
/// with each wide-gamut colour replaced by what an sRGB screen shows (`WideGamutFallbackRule.srgbRendering`),
/// and each pair involving such a colour whose collision verdict changes is reported: `collides-on-srgb`
/// (the rule's severity) or `distinct-on-srgb` (note). Same deficiencies, threshold
/// (`cvd-collision.threshold`) and scope as `cvd-collision`, so the two rules never disagree about the
/// colours as written. With `cvd-collision` off there are no comparisons to re-judge and this half finds
/// nothing: its cost is then not spent (and `AuditLimits.maximumColourComparisons` counts it only with
/// `cvd-collision`).
extension WideGamutFallbackRule {
    /// Findings for every appearance of the context, each colour's sRGB rendering taken from `renderings`;
    /// none when `cvd-collision` is off.
    func colourVisionFindings(_ context: AuditContext, _ renderings: SRGBRenderings) -> [Finding] {
        let cvd = CVDCollisionRule()
        guard context.level(of: cvd.descriptor) != nil else { return [] }
        let threshold = context.value(of: CVDCollisionRule.threshold)
        let simulators = CVDCollisionRule.simulators(for: context.settings)
        var findings: [Finding] = []
        for appearance in context.appearances {
            let compared = ComparedColors(context, appearance: appearance)
            let wide = Set(
                compared.layers.indices.filter {
                    compared.layers[$0].value.color.isOpaque
                        && (!compared.layers[$0].value.color.isInGamut(.srgb)
                            || compared.layers[$0].value.srgbFallback != nil)
                })
            guard !wide.isEmpty, compared.layers.count > 1 else { continue }
            let rendered = compared.colors.indices.map {
                wide.contains($0) ? renderings.of(compared.layers[$0].value) : compared.colors[$0]
            }
            let asWritten = CVDCollisionSearch(colors: compared.colors, simulators: simulators)
            let onSRGB = CVDCollisionSearch(colors: rendered, simulators: simulators)
            var sets: [(members: [Int], achromatopsia: Bool, distinguished: DistinguishedColors?)] =
                context.palette.groups.map { (compared.indices(of: $0), true, nil) }
            if CVDCollisionRule.comparesAllPairs(context.settings) {
                sets.append((Array(compared.layers.indices), true, nil))
            } else {
                let distinguished = compared.distinguished
                sets.append(
                    (distinguished.members, CVDCollisionRule.namesDeficiencies(context.settings), distinguished))
            }
            // Per direction (collides as written but not on sRGB, and the reverse): each set's worst
            // collisions involving a wide-gamut colour that the other rendering does not have, pairs of an
            // earlier set not counted again; the worst `limit` of them kept and the rest counted, like
            // `cvd-collision`'s findings, so memory grows with the limit, not with the collisions. Only pairs
            // with a wide-gamut colour are searched (`.withAnyOf(wide)`): two colours inside sRGB are shown the
            // same in both renderings, so their simulated and normal ΔE00, and the verdict, cannot change.
            let limit = context.configuration.effectiveFindingLimit
            for (collidesOnSRGB, search, other) in [(false, asWritten, onSRGB), (true, onSRGB, asWritten)] {
                // The other rendering's verdict on each collision found: `collides`, its rows laid out for the
                // millions of pairs an `--all-pairs` search of wide-gamut colours asks about.
                let otherVerdicts = other.verdicts(threshold: threshold)
                var kept: [CVDCollisionSearch.Collision] = []
                var found = 0
                var earlier: [Set<Int>] = []
                for set in sets where set.members.count > 1 {
                    let chosen = search.simulators.indices.filter {
                        set.achromatopsia || search.simulators[$0].deficiency != .achromatopsia
                    }
                    let covered = earlier
                    let distinguished = set.distinguished
                    let result = search.worstCollisions(
                        threshold: threshold, among: set.members, simulators: chosen, limit: limit,
                        pairs: .withAnyOf(wide),
                        skip: { p, q in
                            covered.contains { $0.contains(p) && $0.contains(q) }
                                || distinguished.map { !$0.mustDistinguish(p, q) } ?? false
                        },
                        skipUnder: { p, q, s in otherVerdicts.collides(p, q, simulator: s) })
                    kept = CVDCollisionSearch.worst(kept + result.collisions, limit)
                    found += result.found
                    earlier.append(Set(set.members))
                }
                for c in kept.sorted(by: { ($0.simulator, $0.first, $0.second) < ($1.simulator, $1.first, $1.second) })
                {
                    findings.append(
                        colourVisionFinding(
                            [c.simulator, c.first, c.second], appearance: appearance, compared: compared,
                            rendered: rendered, wide: wide, collidesOnSRGB: collidesOnSRGB, asWritten: asWritten,
                            onSRGB: onSRGB, threshold: threshold))
                }
                if found > kept.count {
                    context.recordOmitted(
                        PaletteReport.Omitted(
                            rule: descriptor.id, severity: collidesOnSRGB ? descriptor.defaultSeverity : .note,
                            appearance: appearance, found: found, reported: kept.count))
                }
            }
        }
        return findings
    }

    private func colourVisionFinding(
        _ key: [Int], appearance: Appearance, compared: ComparedColors, rendered: [Color], wide: Set<Int>,
        collidesOnSRGB: Bool, asWritten: CVDCollisionSearch, onSRGB: CVDCollisionSearch, threshold: Double
    ) -> Finding {
        let (s, i, j) = (key[0], key[1], key[2])
        let simulator = asWritten.simulators[s]
        let names = [compared.layers[i].token.name, compared.layers[j].token.name]
        let simulatedWide = DeltaE2000.littleCMS(asWritten.lab(i, simulator: s), asWritten.lab(j, simulator: s))
        let simulatedNarrow = DeltaE2000.littleCMS(onSRGB.lab(i, simulator: s), onSRGB.lab(j, simulator: s))
        let verdict = collidesOnSRGB ? "collides-on-srgb" : "distinct-on-srgb"
        let change =
            collidesOnSRGB
            ? "are distinct with the colours as written but look alike on an sRGB screen"
            : "look alike with the colours as written but are distinct on an sRGB screen"
        let message =
            "\(names[0]) and \(names[1]) \(change) with \(simulator.label): simulated ΔE00 "
            + "\(ValueText.number(simulatedWide)) → \(ValueText.number(simulatedNarrow)) "
            + "(below \(ValueText.number(threshold)) is hard to tell apart)"
        var swatches: [Finding.Swatch] = []
        for index in [i, j] {
            swatches.append(
                Finding.Swatch(
                    label: "original", token: compared.layers[index].token.name, color: compared.colors[index]))
            if wide.contains(index) {
                swatches.append(
                    Finding.Swatch(
                        label: "sRGB rendering", token: compared.layers[index].token.name, color: rendered[index]))
            }
        }
        return Finding(
            rule: descriptor.id, severity: collidesOnSRGB ? descriptor.defaultSeverity : .note,
            appearance: appearance, tokens: names, message: message, location: compared.layers[i].value.location,
            relatedLocations: [
                Finding.Related(
                    compared.layers[j].value.location,
                    "\(names[1]), \((compared.layers[j].inheritedFrom ?? appearance).rawValue) value")
            ],
            measurements: [
                "deltaE00Simulated": .deltaE00(simulatedWide), "deltaE00SimulatedSRGB": .deltaE00(simulatedNarrow),
                "threshold": .deltaE00(threshold, isLimit: true),
            ],
            facts: [
                "verdict": verdict, "deficiency": simulator.deficiency.rawValue, "model": simulator.model.rawValue,
            ],
            swatches: swatches)
    }
}
