import ColorScience
import Foundation

/// How `CVDCollisionRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/CVDCollisionDeclaration.swift`.
extension CVDCollisionRule: Rule {
    /// The simulators the settings ask for (see the type's documentation). An anomaly in an explicit
    /// list without an `anomaly` severity is simulated at severity 1.
    public static func simulators(for settings: RuleSettings) -> [CVDSimulator] {
        let listed = settings[deficiencies]?.compactMap(Deficiency.init(rawValue:))
        let anomaly = settings[anomaly].flatMap { $0 > 0 ? Swift.min($0, 1) : nil }
        var deficiencies = listed ?? Deficiency.defaultChecks
        if listed == nil, anomaly != nil {
            deficiencies += [.protanomaly, .deuteranomaly, .tritanomaly]
        }
        let severity = anomaly ?? 1
        return deficiencies.compactMap { try? CVDSimulator($0, severity: $0.isAnomalous ? severity : nil) }
    }

    /// The simulators of the configuration's file and command-line settings.
    public static func simulators(for configuration: Configuration) -> [CVDSimulator] {
        simulators(for: configuration.globalSettings)
    }

    /// Whether every colour is compared (`allPairs`) in these settings.
    static func comparesAllPairs(_ settings: RuleSettings) -> Bool { settings[allPairs] ?? false }

    /// Whether the deficiencies were chosen (`deficiencies` set) rather than left at the default.
    static func namesDeficiencies(_ settings: RuleSettings) -> Bool { settings[deficiencies] != nil }

    /// Findings per appearance: groups first (errors), then role colours or, with all pairs, every
    /// colour's closest look-alike (warnings). At most `Configuration.findingLimit` of each severity per
    /// appearance: the pairs with the smallest simulated ΔE00, the others counted
    /// (`PaletteReport.omittedFindings`); the search keeps only those, so memory does not grow with the
    /// number of colliding pairs.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        let threshold = context.value(of: Self.threshold)
        let simulators = CVDCollisionRule.simulators(for: context.settings)
        guard !simulators.isEmpty else { return [] }
        let limit = context.configuration.effectiveFindingLimit
        var worst = WorstFindings(rule: descriptor, context: context)
        for appearance in context.appearances {
            let compared = ComparedColors(context, appearance: appearance)
            guard compared.layers.count > 1 else { continue }
            let search = CVDCollisionSearch(colors: compared.colors, simulators: simulators)
            let shown = ShownColors(search)
            // Group indices per colour: a pair in a common group is reported (as an error) by the first
            // such group only, and not again as a pair of role colours.
            let groups = context.palette.groups.map { compared.indices(of: $0) }
            var groupsOf = [[Int]](repeating: [], count: compared.layers.count)
            for (g, members) in groups.enumerated() where members.count > 1 {
                for member in members { groupsOf[member].append(g) }
            }
            let memberships = groupsOf
            @Sendable func firstSharedGroup(_ p: Int, _ q: Int) -> Int? {
                memberships[p].first { memberships[q].contains($0) }
            }
            func offer(
                _ collision: CVDCollisionSearch.Collision, severity: Severity, group: ColorGroup?,
                counts: (Int, Int)?, collapses: [PairCollapse.Simulated] = [], hueOnly: Bool = false
            ) {
                worst.offer(
                    severity: severity, appearance: appearance, score: collision.deltaESimulated / threshold
                ) {
                    finding(
                        collision, search: search, shown: shown, compared: compared, appearance: appearance,
                        severity: severity, group: group, counts: counts, collapses: collapses, hueOnly: hueOnly,
                        threshold: threshold, context: context)
                }
            }
            for (g, group) in context.palette.groups.enumerated() {
                let members = groups[g]
                guard members.count > 1 else { continue }
                let result = search.worstCollisions(
                    threshold: threshold, among: members, limit: limit,
                    skip: { p, q in firstSharedGroup(p, q).map { $0 < g } ?? false })
                for collision in result.collisions {
                    offer(collision, severity: .error, group: group, counts: nil)
                }
                worst.count(severity: .error, appearance: appearance, result.found - result.collisions.count)
            }
            if CVDCollisionRule.comparesAllPairs(context.settings) {
                let perSimulator = search.nearestCollisions(threshold: threshold)
                var seen = Set<[Int]>()  // [simulator, first, second]
                for perColour in perSimulator {
                    for case let nearest? in perColour {
                        let c = nearest.collision
                        guard firstSharedGroup(c.first, c.second) == nil,
                            seen.insert([c.simulator, c.first, c.second]).inserted
                        else { continue }
                        let counts = (perColour[c.first]?.count ?? 0, perColour[c.second]?.count ?? 0)
                        offer(c, severity: descriptor.defaultSeverity, group: nil, counts: counts)
                    }
                }
            } else {
                let distinguished = compared.distinguished
                let members = distinguished.members
                guard members.count > 1 else { continue }
                // Achromatopsia reduces every pair to a lightness difference: across all role colours that
                // mostly restates "similar lightness", so it is checked for groups, with --all-pairs, or when
                // asked for by name (`--deficiency achromatopsia`).
                let chosen = search.simulators.indices.filter {
                    search.simulators[$0].deficiency != .achromatopsia
                        || CVDCollisionRule.namesDeficiencies(context.settings)
                }
                let collapse = PairCollapse(search: search, simulators: chosen, threshold: threshold)
                // One finding per pair: the search keeps a pair only under its worst collapsing deficiency;
                // pairs told apart by meaning are warnings, by a hue name only notes.
                for (distinction, severity) in [
                    (DistinguishedColors.Distinction.meaning, descriptor.defaultSeverity),
                    (.hue, .note),
                ] {
                    let among = distinguished.members(distinction)
                    guard among.count > 1 else { continue }
                    let result = search.worstCollisions(
                        threshold: threshold, among: among, simulators: chosen, limit: limit,
                        skip: { p, q in
                            firstSharedGroup(p, q) != nil || distinguished.distinction(p, q) != distinction
                        },
                        skipUnder: { p, q, s in collapse.worst(p, q)?.simulator != s })
                    for collision in result.collisions {
                        offer(
                            collision, severity: severity, group: nil, counts: nil,
                            collapses: collapse.deficiencies(collision.first, collision.second),
                            hueOnly: distinction == .hue)
                    }
                    worst.count(severity: severity, appearance: appearance, result.found - result.collisions.count)
                }
            }
        }
        return worst.finish(context)
    }

    /// The hue families of the compared colours and their simulations clipped to sRGB, each computed
    /// once for the findings of one appearance (a colour is in many of them).
    private final class ShownColors {
        let search: CVDCollisionSearch
        private var families: [HueFamily?]
        private var simulated: [Int: Color] = [:]

        init(_ search: CVDCollisionSearch) {
            self.search = search
            families = [HueFamily?](repeating: nil, count: search.count)
        }

        /// `HueFamily(lab:)` of colour `index`.
        func family(_ index: Int) -> HueFamily {
            if let known = families[index] { return known }
            let family = HueFamily(lab: search.lab(index))
            families[index] = family
            return family
        }

        /// Colour `index` as simulator `simulator` shows it, clipped to sRGB (display only; ΔE00 used the
        /// unclipped values).
        func simulated(_ index: Int, simulator: Int) -> Color {
            let key = simulator * search.count + index
            if let known = simulated[key] { return known }
            let color = Color(space: .srgbLinear, components: search.linearSRGB(index, simulator: simulator))
                .clippedToSRGB
            simulated[key] = color
            return color
        }
    }

    private func finding(
        _ collision: CVDCollisionSearch.Collision, search: CVDCollisionSearch, shown: ShownColors,
        compared: ComparedColors,
        appearance: Appearance, severity: Severity, group: ColorGroup?, counts: (Int, Int)?,
        collapses: [PairCollapse.Simulated], hueOnly: Bool, threshold: Double, context: AuditContext
    ) -> Finding {
        let simulator = search.simulators[collision.simulator]
        let (i, j) = (collision.first, collision.second)
        let first = compared.layers[i]
        let second = compared.layers[j]
        let names = [first.token.name, second.token.name]
        var confusion = HueFamily.confusion(shown.family(i), shown.family(j))
        // Without colour vision only lightness is left: the hue families say which colours, not why.
        if simulator.deficiency == .achromatopsia { confusion = "lightness, \(confusion)" }
        // A pair of role colours lists every deficiency that collapses it, worst first; the worst's
        // numbers are the measurements (and its simulation the swatches after the originals).
        let others = collapses.filter { $0.simulator != collision.simulator }
        var message: String
        if others.isEmpty {
            message =
                "\(names[0]) and \(names[1]) look alike with \(simulator.label) (\(confusion)): ΔE00 "
                + "\(ValueText.number(collision.deltaESimulated)) instead of "
                + "\(ValueText.number(collision.deltaENormal)) for normal vision "
                + "(below \(ValueText.number(threshold)) is hard to tell apart)"
        } else {
            let listed = [(collision.simulator, collision.deltaESimulated)] + others.map { ($0.simulator, $0.deltaE) }
            let parts = listed.map { "\(search.simulators[$0.0].label) \(ValueText.number($0.1))" }
            message =
                "\(names[0]) and \(names[1]) look alike with \(Self.spokenList(listed.map { search.simulators[$0.0].label })) "
                + "(\(confusion)): ΔE00 \(parts.joined(separator: ", ")) instead of "
                + "\(ValueText.number(collision.deltaENormal)) for normal vision "
                + "(below \(ValueText.number(threshold)) is hard to tell apart)"
        }
        if hueOnly {
            message += "; only a hue name tells them apart (categorical colours, usually shown with a label): a note"
        }
        message += compared.compositingNote(i, j)
        if let group { message += "; both are in group '\(group.name)'" }
        var measurements: [String: Finding.Measurement] = [
            "deltaE00Normal": .deltaE00(collision.deltaENormal),
            "deltaE00Simulated": .deltaE00(collision.deltaESimulated),
            "threshold": .deltaE00(threshold, isLimit: true),
        ]
        if simulator.deficiency.isAnomalous { measurements["deficiencySeverity"] = .fraction(simulator.severity) }
        if let counts {
            measurements["lookAlikesFirst"] = .count(counts.0)
            measurements["lookAlikesSecond"] = .count(counts.1)
            if counts.0 > 1 || counts.1 > 1 {
                message +=
                    "; under \(simulator.label) \(names[0]) looks like \(counts.0) colour(s) of the palette and "
                    + "\(names[1]) like \(counts.1)"
            }
        }
        var facts = [
            "deficiency": simulator.deficiency.rawValue, "model": simulator.model.rawValue, "confusion": confusion,
        ]
        if let group { facts["group"] = group.name }
        if !others.isEmpty {
            facts["deficiencies"] = ([simulator] + others.map { search.simulators[$0.simulator] })
                .map(\.deficiency.rawValue).joined(separator: ",")
        }
        // Simulated colours are shown clipped to sRGB (display only; ΔE00 used the unclipped values).
        func simulated(_ index: Int) -> Color { shown.simulated(index, simulator: collision.simulator) }
        var related = [
            Finding.Related(second.value.location, "\(names[1]), \(appearanceName(appearance, second)) value")
        ]
        if let group { related.append(Finding.Related(group.location, "group \(group.name)")) }
        var finding = Finding(
            rule: descriptor.id, severity: severity, appearance: appearance, tokens: names, message: message,
            location: first.value.location, relatedLocations: related, measurements: measurements, facts: facts,
            swatches: [
                Finding.Swatch(label: "original", token: names[0], color: compared.colors[i]),
                Finding.Swatch(label: "original", token: names[1], color: compared.colors[j]),
                Finding.Swatch(label: simulator.label, token: names[0], color: simulated(i)),
                Finding.Swatch(label: simulator.label, token: names[1], color: simulated(j)),
            ]
                + others.flatMap { other in
                    let label = search.simulators[other.simulator].label
                    return [
                        Finding.Swatch(
                            label: label, token: names[0], color: shown.simulated(i, simulator: other.simulator)),
                        Finding.Swatch(
                            label: label, token: names[1], color: shown.simulated(j, simulator: other.simulator)),
                    ]
                })
        // With --all-pairs (one finding per colour of possibly huge palettes) no suggestion is searched.
        if !CVDCollisionRule.comparesAllPairs(context.settings) {
            let colors = (compared.colors[i], compared.colors[j])
            finding.deferSuggestions {
                [
                    CVDSuggestion.suggestion(
                        first: first, second: second, compared: colors, simulator: simulator,
                        threshold: threshold, appearance: appearance, context: context)
                ]
            }
        }
        return finding
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func spokenList(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    /// The appearance a compared colour's value is written for.
    private func appearanceName(_ appearance: Appearance, _ layer: ResolvedPair.Layer) -> String {
        (layer.inheritedFrom ?? appearance).rawValue
    }
}
