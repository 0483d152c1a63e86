import ColorScience

/// `interactive-static-reuse` — within one appearance, a colour used by an `interactive` role (tint,
/// links, buttons, controls) must not be reused by a static foreground role (`text`, `icon`,
/// `decorative`): "people cannot tell what they can tap". Apple's Human Interface Guidelines (Color ›
/// Best practices) ask for a key colour that signals interactivity and warn against using the same colour
/// for interactive and non-interactive elements.
///
/// Reuse is either
/// - exact or near: ΔE00 (CIEDE2000, `DeltaE2000`) below `deltaE` (default 5). ΔE00 ≈ 1 is the
///   just-noticeable difference for large patches in a laboratory (CIE 142-2001); for small marks such as
///   text and icons, seen on real screens, the difference needed to tell colours apart grows several-fold
///   (Stone, Szafir & Setlur, "An Engineering Model for Color Difference as a Function of Size", IS&T
///   Color and Imaging Conference 2014). 5 is the low end of "clearly different" for UI-sized marks; raise
///   it to be stricter. `deltaE` = 0 keeps only exact matches and references.
/// - by reference: the two values refer to one another or to a common token (`link: "{accent}"` with
///   `accent` or `caption: "{accent}"` static), whatever their ΔE00.
///
/// Translucent colours are compared as drawn: each is composited over black and over white and the larger
/// of the two differences counts (two colours that differ only in alpha are not the same colour).
///
/// Not compared, as never shown side by side: a static colour named as an on-colour (Material's
/// `onPrimaryFixedVariant`, Primer's `fgColor-onEmphasis`: text drawn on its own fill, not among links);
/// an interactive colour named `fixed` or `container` (Material's fills); in a palette in Adobe Spectrum's
/// vocabulary, its scale steps and visual colours (`SpectrumColors.isNeverInteractive`: `accent-color-900`
/// is the palette `accent-content-color-default` picks from); and two colours whose names carry
/// different scheme words (`m3_sys_color_light_*` and `_dark_*`). Nor, as no key colour or no static
/// foreground (`ReuseExemptions`): a grey interactive colour (white, black, greys: OKLCH chroma below
/// `HueFamily.grayChroma`, as `key-color-consistency` leaves them out), an interactive colour named as a
/// label on a fill (`inverse` but no `link`, or `on`: Pico's `--pico-primary-inverse`), and a static
/// colour the run's stylesheets draw only as a fill (a progress bar's value).
public struct InteractiveStaticReuseRule: Rule {
    /// The roles that are static foregrounds: a colour of these must not look like an interactive one.
    public static let staticRoles: Set<Role> = [.text, .icon, .decorative]

    /// Creates the rule.
    public init() {}

    /// `deltaE`: ΔE00 below which an interactive and a static colour are the same colour (5).
    public static let deltaE = RuleParameter<Double>.number(
        .interactiveStaticReuse, "deltaE", default: 5,
        "ΔE00; an interactive and a static colour closer than this are the same colour")

    /// ID `interactive-static-reuse`, severity error; parameter `deltaE` (ΔE00, default 5).
    public let descriptor = RuleDescriptor(
        id: .interactiveStaticReuse, defaultSeverity: .error,
        summary: "Interactive colours (tint, links, buttons) are not reused by static text, icons or decoration",
        source: "Apple Human Interface Guidelines, Color (interactive vs non-interactive elements); "
            + "ΔE00 threshold after Stone, Szafir & Setlur 2014",
        helpURI: "https://developer.apple.com/design/human-interface-guidelines/color",
        parameters: [Self.deltaE.declaration])

    /// One finding per appearance and (interactive, static) token pair that is the same colour (the
    /// `Auditor` folds identical findings about single-value tokens into one with appearance `any`).
    public func evaluate(_ context: AuditContext) -> [Finding] {
        let threshold = context.value(of: Self.deltaE)
        // Static colours the stylesheets draw only as fills (`ReuseExemptions`).
        let fills = ReuseExemptions.fillNames(context.palette)
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
