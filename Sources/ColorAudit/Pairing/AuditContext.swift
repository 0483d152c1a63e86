import ColorScience

/// What a rule sees: the palette, the effective settings (palette `rules:` under the configuration's),
/// the platform profile, the appearances to evaluate, and every pair resolved per appearance.
public final class AuditContext: Sendable {
    /// The palette audited, with every colour as a screen shows it (see `ColorValue.color`).
    public let palette: Palette
    /// The configuration as given.
    public let configuration: Configuration
    /// The settings in force: configuration file, then the palette's `rules:`, then the command line
    /// (`Configuration.settings(over:)`).
    public let settings: RuleSettings
    /// Platform profile in force: command line, else palette, else configuration file, else web.
    public let platform: Platform
    /// How colours outside Display P3 become what the platform's screens show (`GamutMapping(platform:)`):
    /// CSS gamut mapping on the web, clipping on iOS and Android.
    public let gamutMapping: GamutMapping
    /// Appearances to evaluate, in canonical order.
    public let appearances: [Appearance]
    /// The pairs to evaluate, resolved one at a time as they are iterated (`PairSequence`): uniform pairs
    /// once with appearance `any`, then each appearance's other pairs, in declaration order. Without
    /// declared pairs they are formed from roles (every foreground-role colour on every background-role
    /// colour). Up to `ResolvedPairStore.limit` pairs are resolved once and shared by every rule; beyond
    /// that, iterating resolves the pairs again each time and nothing grows with the number of pairs.
    public let pairs: PairSequence
    /// Whether the palette's names are Adobe Spectrum's (`SpectrumColors.usesVocabulary`: a background layer
    /// and a bold fill), found once here for pair formation (`PairFormation` rule 15, `PairSequence`) and the
    /// rules that read Spectrum's names (`InteractiveStaticReuseRule`).
    let usesSpectrumVocabulary: Bool
    /// Tokens by name (the first of a repeated name).
    private let byName: [String: ColorToken]
    /// Findings rules left out past `Configuration.findingLimit` (see `WorstFindings`).
    private let omitted = OmittedLedger()
    private let constraints = PairConstraintCache()
    private let resolvedTokens = ResolvedTokens()

    /// Resolves the palette's pairs for every requested appearance. Token names in `pairs` must exist
    /// (importers validate them); pairs naming unknown tokens are skipped. Every colour is replaced by what a screen
    /// shows (`Palette.displayed(_:)` with `gamutMapping`), so every rule judges displayed colours; the
    /// configuration file's role patterns are applied first (`RolePattern`: inferred and unknown roles).
    /// When parameters are set per appearance, pairs are judged in each appearance (no `any` pass), so
    /// each appearance's thresholds apply.
    public init(palette written: Palette, configuration: Configuration) {
        self.configuration = configuration
        var written = PairPattern.apply(
            configuration.pairPatterns,
            to: RolePattern.apply(configuration.rolePatterns, to: written, replacing: [.inferred, .unknown]))
        if let radix = RadixScale.pairs(of: written) { written.pairs = radix }
        let settings = configuration.settings(over: written.settings)
        self.settings = settings
        platform = configuration.platform(over: written.platform)
        gamutMapping = GamutMapping(platform: platform)
        let palette = written.displayed(gamutMapping)
        self.palette = palette
        appearances = configuration.appearances(of: palette)
        // Sizes written with a unit (`17pt`, `1.25rem`) become numbers in the platform's unit here, so
        // every rule reads `fontSize` in pt (iOS) or CSS px (web, Android).
        let platform = self.platform
        // A pair over several alternative backdrops (`over:`) is one pair per alternative.
        let declared = palette.pairs?.flatMap(\.alternatives).map { declaration in
            var converted = declaration
            converted.fontSize = declaration.fontSize(on: platform)
            converted.fontSizeUnit = nil
            return converted
        }
        var byName: [String: ColorToken] = [:]
        for token in palette.tokens where byName[token.name] == nil { byName[token.name] = token }
        self.byName = byName
        // A pair whose colours are all uniform (one value for every appearance) looks the same in every
        // appearance: it is evaluated once, as appearance `any`, instead of once per appearance.
        var passes: [(appearance: Appearance, phase: PairSequence.Phase)] = []
        let evaluated = appearances
        let wantsUniform =
            settings.appearanceParameters.isEmpty
            && (configuration.appearances.map { $0.contains(.any) || !evaluated.isEmpty } ?? true)
        let uniformPass = wantsUniform && !palette.appearances.contains(.any)
        if uniformPass { passes.append((.any, .uniformOnly)) }
        for appearance in appearances {
            passes.append((appearance, appearance == .any || !uniformPass ? .all : .nonUniformOnly))
        }
        let spectrum = SpectrumColors.usesVocabulary(palette.tokens.lazy.map(\.name))
        usesSpectrumVocabulary = spectrum
        pairs = PairSequence(
            declared: declared, palette: palette, byName: byName, passes: passes, platform: platform,
            spectrumVocabulary: spectrum)
    }

    /// The token with this exact name (the first when repeated), found in constant time.
    public func token(named name: String) -> ColorToken? { byName[name] }

    /// Notes that a rule found `found` findings of one severity in one appearance and reported only
    /// `reported` of them (see `WorstFindings`). Thread-safe.
    public func recordOmitted(_ entry: PaletteReport.Omitted) { omitted.add(entry) }

    /// Everything recorded with `recordOmitted`, merged per rule, severity and appearance.
    public var omittedFindings: [PaletteReport.Omitted] { omitted.entries }

    /// The severity a rule's default-severity findings get, or `nil` when the rule is off (see
    /// `RuleSettings.Level` for the other severities).
    public func level(of descriptor: RuleDescriptor) -> Severity? {
        switch settings.levels[descriptor.id] {
        case .off?: return nil
        case .on(let severity)?: return severity
        case nil: return descriptor.enabledByDefault ? descriptor.defaultSeverity : nil
        }
    }

    /// A number parameter for pairs judged in `appearance` (`nil`: overall): the value configured for
    /// that appearance (`RuleSettings.appearanceParameters`), else the configured value, else the default.
    public func value(of parameter: RuleParameter<Double>, in appearance: Appearance? = nil) -> Double {
        if let appearance, let value = settings.value(of: parameter, in: appearance.rawValue) { return value }
        return settings[parameter] ?? parameter.defaultValue
    }

    /// A whole number: the configured value, else the default.
    public func value(of parameter: RuleParameter<Int>) -> Int { settings[parameter] ?? parameter.defaultValue }

    /// A flag: the configured value, else the default.
    public func value(of parameter: RuleParameter<Bool>) -> Bool { settings[parameter] ?? parameter.defaultValue }

    /// A word list: the configured words, else the default.
    public func value(of parameter: RuleParameter<[String]>) -> [String] {
        settings[parameter] ?? parameter.defaultValue
    }

    /// The passing contrast pairs `token` is in within `appearance` (`PairConstraint`), built once per
    /// token and appearance for every fix suggestion that must keep them.
    func constraint(token: String, appearance: Appearance) -> PairConstraint {
        constraints.constraint(token: token, appearance: appearance, context: self)
    }

    /// Every token resolved in `appearance`, in file order (tokens without any value are skipped).
    /// Resolved once per appearance and kept (several rules ask for them, concurrently too).
    public func tokens(in appearance: Appearance) -> [ResolvedPair.Layer] {
        resolvedTokens.layers(in: appearance) {
            // Reserved: appending to a growing array would hold up to twice the layers while it doubles.
            var layers: [ResolvedPair.Layer] = []
            layers.reserveCapacity(palette.tokens.count)
            for token in palette.tokens {
                guard let resolved = token.resolve(appearance) else { continue }
                layers.append(
                    ResolvedPair.Layer(token: token, value: resolved.value, inheritedFrom: resolved.inheritedFrom))
            }
            return layers
        }
    }
}
