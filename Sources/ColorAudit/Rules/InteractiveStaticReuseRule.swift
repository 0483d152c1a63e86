import ColorScience

/// How `InteractiveStaticReuseRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/InteractiveStaticReuseDeclaration.swift`.
extension InteractiveStaticReuseRule: Rule {
    /// The roles that are static foregrounds: a colour of these must not look like an interactive one.
    public static let staticRoles: Set<Role> = [.text, .icon, .decorative]

    /// One finding per appearance and (interactive, static) token pair that is the same colour (the
    /// `Auditor` folds identical findings about single-value tokens into one with appearance `any`).
    public func evaluate(_ context: AuditContext) -> [Finding] {
        let threshold = context.value(of: Self.deltaE)
        // Static colours the stylesheets draw only as fills (`ReuseExemptions`).
        let fills = ReuseExemptions.fillNames(context.palette)
        // Static colours drawn only as text decoration, compared only when not written through the
        // interactive colour (`ReuseExemptions`).
        let decorations = ReuseExemptions.decorationNames(context.palette)
        var worst = WorstFindings(rule: descriptor, context: context)
        // Spectrum's scale steps and visual colours are no interactive colours (`SpectrumColors`).
        let spectrum = context.usesSpectrumVocabulary
        for appearance in context.appearances {
            let layers = context.tokens(in: appearance)
            let interactive = layers.filter {
                $0.token.role == .interactive
                    && !DistinguishedColors.words($0.token.name).contains { $0 == "fixed" || $0 == "container" }
                    && !(spectrum && SpectrumColors.isNeverInteractive($0.token.name))
            }
            let statics = layers.filter {
                ($0.token.role.map(Self.staticRoles.contains) ?? false)
                    && !DistinguishedColors.words($0.token.name).contains("on")
                    && !ReuseExemptions.namesInteraction($0.token.name)
            }
            // No interactive or no static colour: no pair to compare, and no table of every colour to build.
            guard !interactive.isEmpty, !statics.isEmpty else { continue }
            let byName = FirstLayers(layers)
            let referrers = Self.referrers(byName)
            let staticSchemes = statics.map { DistinguishedColors.scheme(of: $0.token.name) }
            // CIELAB once per colour (opaque ones; translucent colours are composited per comparison).
            let staticLab = statics.map {
                $0.value.color.isOpaque ? $0.value.color.converted(to: .lab).components : nil
            }
            // Names and alias targets once, so that the loop over pairs copies no layers.
            let staticNames = statics.map(\.token.name)
            let staticTargets = statics.map(\.value.aliasOf)
            for active in interactive {
                // A grey or a label on a fill is no key colour (`ReuseExemptions`).
                if ReuseExemptions.isNoKeyColour(name: active.token.name, color: active.value.color) { continue }
                let activeChain = Self.aliasChain(active, byName)
                let activeLab = active.value.color.isOpaque ? active.value.color.converted(to: .lab).components : nil
                // For each name whose chain reaches the active chain, the first place on it that it
                // reaches: only the names that refer to the chain are visited (none when nothing aliases).
                let reach = Self.firstShared(with: activeChain, referrers: referrers)
                // The first index of a name in the chain: a scan of a short chain (usually the name
                // alone), a table for a long one.
                var activePosition: [String: Int] = [:]
                if activeChain.count > 8 {
                    for (index, name) in activeChain.enumerated() where activePosition[name] == nil {
                        activePosition[name] = index
                    }
                }
                func position(_ name: String) -> Int? {
                    activeChain.count > 8 ? activePosition[name] : activeChain.firstIndex(of: name)
                }
                let activeScheme = DistinguishedColors.scheme(of: active.token.name)
                for k in statics.indices {
                    if let activeScheme, let other = staticSchemes[k], activeScheme != other { continue }
                    if fills.contains(staticNames[k]) { continue }
                    // The colour's chain is its name, then its target's chain (a target outside this
                    // appearance's colours is a chain of its own name alone).
                    let own = position(staticNames[k])
                    let onward = staticTargets[k].flatMap { reach[$0] ?? position($0) }
                    let first = own.map { own in onward.map { Swift.min(own, $0) } ?? own } ?? onward
                    let shared = first.map { activeChain[$0] }
                    if shared != nil, decorations.contains(staticNames[k]) { continue }
                    if shared == nil, let a = activeLab, let b = staticLab[k],
                        Self.surelyApart(a, b, limit: Swift.max(threshold, 1e-9))
                    {
                        continue
                    }
                    let still = statics[k]
                    let difference: Double
                    if let a = activeLab, let b = staticLab[k] {
                        difference = DeltaE2000.littleCMS(a, b)
                    } else {
                        difference = Self.difference(active.value.color, still.value.color)
                    }
                    guard shared != nil || difference < Swift.max(threshold, 1e-9) else { continue }
                    worst.offer(
                        severity: descriptor.defaultSeverity, appearance: appearance,
                        score: difference / Swift.max(threshold, 1e-9)
                    ) {
                        var found = finding(
                            appearance, active, still, shared: shared, byName: byName, difference: difference,
                            threshold: threshold)
                        found.deferSuggestions {
                            [
                                ReuseSuggestion.suggestion(
                                    active: active, still: still, threshold: threshold, appearance: appearance,
                                    context: context)
                            ]
                        }
                        return found
                    }
                }
            }
        }
        return worst.finish(context)
    }

    /// ΔE00 between two colours as drawn: directly when both are opaque, else the larger difference of the
    /// two composited over black and over white.
    /// Whether two CIELAB D50 colours are at least `limit` apart in ΔE00 by lightness alone
    /// (`DeltaE2000.lightnessBound`), with a margin (relative 1e-9, absolute 1e-9) far above LittleCMS's
    /// rounding, so that `cmsCIE2000DeltaE` is at or above `limit` too and the pair needs no ΔE00: most
    /// pairs of a palette differ in lightness by more than the threshold.
    static func surelyApart(_ a: SIMD3<Double>, _ b: SIMD3<Double>, limit: Double) -> Bool {
        DeltaE2000.lightnessBound(a.x, b.x) > limit * (1 + 1e-9) + 1e-9
    }

    static func difference(_ a: Color, _ b: Color) -> Double {
        if a.isOpaque && b.isOpaque { return DeltaE2000.between(a, b) }
        let backdrops = [Color(.srgb, 0, 0, 0), Color(.srgb, 1, 1, 1)]
        return backdrops.map {
            DeltaE2000.between(Compositing.sourceOver(a, $0), Compositing.sourceOver(b, $0))
        }.max()!
    }

    /// For every alias target, the names of `byName` whose value refers to it directly (in `byName`'s
    /// order, which does not matter: `firstShared` takes the first index that reaches a name). Empty when
    /// no colour is an alias.
    static func referrers(_ byName: FirstLayers) -> [String: [String]] {
        var referrers: [String: [String]] = [:]
        for (name, index) in byName.index {
            if let target = byName.layers[index].value.aliasOf { referrers[target, default: []].append(name) }
        }
        return referrers
    }

    /// The first layer of each name among an appearance's layers, found through a table of indices: a
    /// table of the layers themselves held a copy of every token and value (340 MB for the 330,002
    /// colours of a 14 MB Android `colors.xml`, `scripts/scale-inputs.py android`).
    struct FirstLayers {
        let layers: [ResolvedPair.Layer]
        /// The index in `layers` of the first layer of each name.
        let index: [String: Int]

        init(_ layers: [ResolvedPair.Layer]) {
            self.layers = layers
            var index: [String: Int] = [:]
            index.reserveCapacity(layers.count)
            for (position, layer) in layers.enumerated() where index[layer.token.name] == nil {
                index[layer.token.name] = position
            }
            self.index = index
        }

        subscript(name: String) -> ResolvedPair.Layer? { index[name].map { layers[$0] } }
    }

    /// For every name whose alias chain (`aliasChain`, through the layers `referrers` was built from)
    /// shares a name with `chain`, the index in `chain` of the first shared name — what
    /// `chain.first { aliasChain(name).contains($0) }` gives. A name's chain holds `chain[i]` exactly when
    /// the name reaches `chain[i]` by following references, that is when it is found walking `referrers`
    /// backwards from `chain[i]`; walking from `chain[0]`, then `chain[1]`, … and keeping the first index
    /// found gives the first shared name. Each name that reaches the chain is visited once, the others
    /// never: with no aliases this is one look-up per name of `chain`.
    static func firstShared(with chain: [String], referrers: [String: [String]]) -> [String: Int] {
        var reach: [String: Int] = [:]
        var pending: [String] = []
        for (index, start) in chain.enumerated() where reach[start] == nil {
            reach[start] = index
            pending.append(start)
            while let name = pending.popLast() {
                for referrer in referrers[name] ?? [] where reach[referrer] == nil {
                    reach[referrer] = index
                    pending.append(referrer)
                }
            }
        }
        return reach
    }

    /// The token's name followed by the tokens its value refers to, transitively (cycles cut).
    static func aliasChain(_ layer: ResolvedPair.Layer, _ byName: FirstLayers) -> [String] {
        var chain = [layer.token.name]
        // The same names as `chain`, for a constant-time look-up: linear in the chain's length.
        var seen: Set<String> = [layer.token.name]
        var next = layer.value.aliasOf
        while let name = next, seen.insert(name).inserted {
            chain.append(name)
            next = byName[name]?.value.aliasOf
        }
        return chain
    }

    private func finding(
        _ appearance: Appearance, _ active: ResolvedPair.Layer, _ still: ResolvedPair.Layer, shared: String?,
        byName: FirstLayers, difference: Double, threshold: Double
    ) -> Finding {
        let activeName = active.token.name
        let stillName = still.token.name
        let stillRole = still.token.role?.rawValue ?? "static"
        var reference = ""
        var facts: [String: String] = ["interactiveRole": "interactive", "staticRole": stillRole]
        var related = [Finding.Related(still.value.location, "\(stillName), the \(stillRole) colour")]
        if let shared {
            if shared == stillName {
                reference = "\(activeName) is written as a reference to \(stillName)"
            } else if shared == activeName {
                reference = "\(stillName) is written as a reference to \(activeName)"
            } else {
                reference = "both are written as references to \(shared)"
                if let target = byName[shared] {
                    related.append(Finding.Related(target.value.location, "\(shared), the colour both refer to"))
                }
            }
            facts["alias"] = shared
        }
        let inherited = [active, still].filter { $0.inheritedFrom != nil }
        if !inherited.isEmpty {
            facts["inherited"] = inherited.map { "\($0.token.name)=\($0.inheritedFrom!.rawValue)" }.joined(
                separator: ",")
        }
        let closeness: String
        if difference < 0.005 {
            closeness = "the same colour, ΔE00 0"
        } else if difference < threshold {
            closeness = "ΔE00 \(ValueText.number(difference)) is below \(ValueText.number(threshold))"
        } else {
            closeness = "ΔE00 \(ValueText.number(difference))"
        }
        let message =
            "interactive colour \(activeName) \(ValueText.describe(active.value)) is reused by \(stillRole) "
            + "colour \(stillName) \(ValueText.describe(still.value)) (\(closeness)"
            + (reference.isEmpty ? "" : "; \(reference)")
            + "): people cannot tell what they can tap"
        related.removeAll { $0.location == active.value.location }
        return Finding(
            rule: descriptor.id, severity: descriptor.defaultSeverity, appearance: appearance,
            tokens: [activeName, stillName], message: message, location: active.value.location,
            relatedLocations: related,
            measurements: ["deltaE00": .deltaE00(difference), "threshold": .deltaE00(threshold, isLimit: true)],
            facts: facts,
            swatches: [
                Finding.Swatch(label: "interactive", token: activeName, color: active.value.color),
                Finding.Swatch(label: stillRole, token: stillName, color: still.value.color),
            ])
    }
}
