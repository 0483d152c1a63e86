/// What a rule sees: the palette, the effective settings (palette `rules:` under the configuration's),
/// the platform profile, the appearances to evaluate, and every pair resolved per appearance.
public final class AuditContext: Sendable {
    /// The palette audited, with every colour as a screen shows it (see `ColorValue.color`).
    public let palette: Palette
    /// The configuration as given.
    public let configuration: Configuration
    /// Palette settings with the configuration's on top.
    public let settings: RuleSettings
    /// Platform profile in force: configuration, else palette, else web.
    public let platform: Platform
    /// How colours outside Display P3 become what the platform's screens show (`GamutMapping(platform:)`):
    /// CSS gamut mapping on the web, clipping on iOS and Android.
    public let gamutMapping: GamutMapping
    /// Appearances to evaluate, in canonical order.
    public let appearances: [Appearance]
    /// Resolved pairs, in appearance order then declaration order. Pairs of uniform colours come once,
    /// with appearance `any`.
    public let pairs: [ResolvedPair]

    /// Resolves the palette's pairs for every requested appearance. Token names in `pairs` must exist
    /// (importers validate them); unknown names are skipped. Every colour is replaced by what a screen
    /// shows (`Palette.displayed(_:)` with `gamutMapping`), so every rule judges displayed colours.
    public init(palette written: Palette, configuration: Configuration) {
        self.configuration = configuration
        settings = written.settings.merging(configuration.rules)
        platform = configuration.platform ?? written.platform ?? .web
        gamutMapping = GamutMapping(platform: platform)
        let palette = written.displayed(gamutMapping)
        self.palette = palette
        appearances = palette.appearances.filter { configuration.appearances?.contains($0) ?? true }
        let written = palette.pairs ?? AuditContext.implicitPairs(palette)
        let extraFocus = palette.pairs.map { AuditContext.unpairedFocusPairs(palette, declared: $0) } ?? []
        // Sizes written with a unit (`17pt`, `1.25rem`) become numbers in the platform's unit here, so
        // every rule reads `fontSize` in pt (iOS) or CSS px (web, Android).
        let platform = self.platform
        let declarations = (written + extraFocus).map { declaration in
            var converted = declaration
            converted.fontSize = declaration.fontSize(on: platform)
            converted.fontSizeUnit = nil
            return converted
        }
        let declaredCount = palette.pairs?.count ?? 0
        // A pair whose colours are all uniform (one value for every appearance) looks the same in every
        // appearance: it is evaluated once, as appearance `any`, instead of once per appearance.
        var byName: [String: ColorToken] = [:]
        for token in palette.tokens where byName[token.name] == nil { byName[token.name] = token }
        let isUniform = declarations.map { declaration in
            declaration.colorNames.allSatisfy {
                byName[$0]?.isUniform ?? false
            }
        }
        var resolved: [ResolvedPair] = []
        let evaluated = appearances
        let wantsUniform = configuration.appearances.map { $0.contains(.any) || !evaluated.isEmpty } ?? true
        if wantsUniform && !palette.appearances.contains(.any) {
            for (index, declaration) in declarations.enumerated() where isUniform[index] {
                if let pair = AuditContext.resolve(declaration, byName, .any, index < declaredCount, platform) {
                    resolved.append(pair)
                }
            }
        }
        for appearance in appearances {
            for (index, declaration) in declarations.enumerated() where appearance == .any || !isUniform[index] {
                if let pair = AuditContext.resolve(declaration, byName, appearance, index < declaredCount, platform) {
                    resolved.append(pair)
                }
            }
        }
        pairs = resolved
    }

    /// The severity a rule's findings get, or `nil` when the rule is off.
    public func level(of descriptor: RuleDescriptor) -> Severity? {
        switch settings.levels[descriptor.id] {
        case .off?: return nil
        case .on(let severity)?: return severity
        case nil: return descriptor.enabledByDefault ? descriptor.defaultSeverity : nil
        }
    }

    /// A rule parameter: the configured override, else the descriptor's default.
    /// Precondition: `name` is one of the descriptor's parameters.
    public func parameter(_ name: String, of descriptor: RuleDescriptor) -> Double {
        if let value = settings.parameters["\(descriptor.id).\(name)"] { return value }
        guard let parameter = descriptor.parameters.first(where: { $0.name == name }) else {
            preconditionFailure("rule \(descriptor.id) has no parameter \(name)")
        }
        return parameter.defaultValue
    }

    /// Every token resolved in `appearance`, in file order (tokens without any value are skipped).
    public func tokens(in appearance: Appearance) -> [ResolvedPair.Layer] {
        palette.tokens.compactMap { token in
            token.resolve(appearance).map {
                ResolvedPair.Layer(token: token, value: $0.value, inheritedFrom: $0.inheritedFrom)
            }
        }
    }

    /// Pairs every foreground-role colour (text and interactive as text, icon and border as non-text UI,
    /// focus as a focus indicator) with every background-role colour, located at the foreground token.
    /// A foreground named as inactive (`RoleInference.isInactive`) is paired with usage `disabled`.
    static func implicitPairs(_ palette: Palette) -> [PairDeclaration] {
        pairs(palette.tokens.filter { $0.role?.isForeground ?? false }, with: palette)
    }

    /// For a palette with declared pairs: every focus-role colour that no declared pair uses as its
    /// foreground, paired with every background-role colour (`focus-indicator-contrast` checks focus
    /// colours against every background by default).
    static func unpairedFocusPairs(_ palette: Palette, declared: [PairDeclaration]) -> [PairDeclaration] {
        let used = Set(declared.map(\.foreground))
        return pairs(palette.tokens.filter { $0.role == .focus && !used.contains($0.name) }, with: palette)
    }

    private static func pairs(_ foregrounds: [ColorToken], with palette: Palette) -> [PairDeclaration] {
        let backgrounds = palette.tokens.filter { $0.role == .background }
        var result: [PairDeclaration] = []
        for token in foregrounds {
            guard let role = token.role else { continue }
            var usage: Usage
            switch role {
            case .text, .interactive: usage = .text
            case .focus: usage = .focus
            default: usage = .ui
            }
            if RoleInference.isInactive(name: token.name) { usage = .disabled }
            for background in backgrounds {
                result.append(
                    PairDeclaration(
                        foreground: token.name, background: background.name, usage: usage,
                        location: token.location))
            }
        }
        return result
    }

    private static func resolve(
        _ declaration: PairDeclaration, _ byName: [String: ColorToken], _ appearance: Appearance, _ isDeclared: Bool,
        _ platform: Platform
    ) -> ResolvedPair? {
        func layer(_ name: String) -> ResolvedPair.Layer? {
            guard let token = byName[name], let resolved = token.resolve(appearance) else { return nil }
            return ResolvedPair.Layer(token: token, value: resolved.value, inheritedFrom: resolved.inheritedFrom)
        }
        guard let foreground = layer(declaration.foreground), let background = layer(declaration.background)
        else { return nil }
        let backdrop = declaration.backdrop.compactMap(layer)
        guard backdrop.count == declaration.backdrop.count else { return nil }
        let surroundingText = declaration.surroundingText.flatMap(layer)
        let unfocused = declaration.unfocused.flatMap(layer)
        guard (surroundingText == nil) == (declaration.surroundingText == nil),
            (unfocused == nil) == (declaration.unfocused == nil)
        else { return nil }
        let stack = LayerStack(
            foreground: foreground.value.color, background: background.value.color,
            backdrop: backdrop.map(\.value.color))
        return ResolvedPair(
            appearance: appearance, platform: platform, declaration: declaration, isDeclared: isDeclared,
            foreground: foreground,
            background: background, backdrop: backdrop, surroundingText: surroundingText, unfocused: unfocused,
            stack: stack)
    }
}
