import ColorScience
import Foundation

/// Settings given above the configuration file's — by `coloraudit audit`'s options, or by a program —
/// turned into the top layer of a `Configuration` through `SettingValidator`: the same validation as
/// configuration files and palette `rules:`. Values are as written (text); the front end spells the
/// settings (`Setting`, `ReportHint`): the library names no command-line option.
///
/// The shorthands map onto rule parameters: `allPairs` is `cvd-collision.allPairs=true`, `deficiencies`
/// `cvd-collision.deficiencies=A,B`, `anomaly` `cvd-collision.anomaly=S`, `glare` (indoor, outdoor or a
/// fraction) `contrast-under-glare.glare=F` (indoor ≈ 0.0143, outdoor ≈ 0.143; `Glare`).
public struct ConfigurationOverrides: Sendable, Hashable {
    /// A setting the overrides can change, named for what it is.
    public enum Setting: String, Sendable, Hashable, CaseIterable {
        case platform, appearances, ruleLevel, ruleParameter, allPairs, anomaly, deficiencies, glare, findingLimit
        case cssTheme

        /// The hint that points to this setting in messages.
        public var hint: ReportHint {
            switch self {
            case .platform: .platform
            case .appearances: .appearances
            case .ruleLevel: .ruleLevel
            case .ruleParameter: .ruleParameter
            case .allPairs: .allPairs
            case .anomaly: .anomaly
            case .deficiencies: .deficiencies
            case .glare: .glare
            case .findingLimit: .findingLimit
            case .cssTheme: .cssTheme
            }
        }
    }

    /// The platform (`Platform` raw value).
    public var platform: String?
    /// Appearance or theme names (each may be comma-separated).
    public var appearances: [String] = []
    /// Rule levels, `ID=LEVEL`, in order.
    public var ruleLevels: [String] = []
    /// Rule parameters, `ID.PARAM[@APPEARANCE]=VALUE`, in order.
    public var ruleParameters: [String] = []
    /// Colour-vision comparisons of every pair of colours.
    public var allPairs = false
    /// The severity of anomalous colour vision (0-1).
    public var anomaly: String?
    /// Colour-vision deficiencies (each may be comma-separated).
    public var deficiencies: [String] = []
    /// The ambient glare: indoor, outdoor or a fraction.
    public var glare: String?
    /// The most findings of one rule, severity and appearance to keep (a whole number, 0 = no limit).
    public var findingLimit: String?
    /// CSS selectors read as themes, `SELECTOR=THEME`, in order (`CSSThemeMapping`).
    public var cssThemes: [String] = []

    /// No overrides.
    public init() {}

    /// The overrides' layer: `platform`, `appearances`, rule settings (shorthands first, then
    /// `ruleLevels`, then `ruleParameters`, so an explicit parameter wins over a shorthand), `cssThemes`
    /// (after the file's) and `findingLimit`, on top of `base`.
    /// - Throws: `ConfigurationError` without a location, its text starting with the setting (a hint).
    public func apply(to base: Configuration, validator: SettingValidator = SettingValidator())
        throws(ConfigurationError) -> Configuration
    {
        var configuration = base
        if let platform {
            guard let value = Platform(rawValue: platform) else {
                throw ConfigurationError(
                    kind: .invalidValue,
                    location: nil,
                    text: "\(hint: .platform, platform): expected one of "
                        + Platform.allCases.map(\.rawValue).joined(separator: ", "))
            }
            configuration.platform = value
        }
        let appearanceNames = appearances.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }.map {
            String($0).trimmingCharacters(in: .whitespaces)
        }
        if !appearanceNames.isEmpty {
            var set = Set<Appearance>()
            for name in appearanceNames {
                guard !name.isEmpty else {
                    throw ConfigurationError(
                        kind: .invalidValue,
                        location: nil,
                        text: "empty appearance name in \(hint: .appearances): expected "
                            + Appearance.standard.map(\.rawValue).joined(separator: ", ")
                            + " or a theme's name")
                }
                // A standard appearance, or a named theme of the palettes (matched by name).
                set.insert(Appearance(named: name))
            }
            configuration.appearances = set
        }
        var settings = configuration.rules
        if allPairs {
            try shorthand("\(hint: .allPairs)", CVDCollisionRule.allPairs.key, "true", validator, &settings)
        }
        if let anomaly {
            try shorthand("\(hint: .anomaly, anomaly)", CVDCollisionRule.anomaly.key, anomaly, validator, &settings)
        }
        let deficiencyNames = Self.list(deficiencies)
        if !deficiencyNames.isEmpty {
            try shorthand(
                "\(hint: .deficiencies, deficiencyNames.joined(separator: ","))", CVDCollisionRule.deficiencies.key,
                deficiencyNames.joined(separator: ","), validator, &settings)
            if anomaly == nil,
                let anomalous = deficiencyNames.compactMap(Deficiency.init(rawValue:)).first(where: \.isAnomalous)
            {
                throw ConfigurationError(
                    kind: .invalidValue,
                    location: nil,
                    text: "\(anomalous.rawValue) needs a severity: add \(hint: .anomaly, "SEVERITY") (0-1)")
            }
        }
        if let glare {
            guard let amount = Glare(argument: glare) else {
                throw ConfigurationError(
                    kind: .invalidValue,
                    location: nil,
                    text: "\(hint: .glare) expects indoor, outdoor or a fraction from 0 to "
                        + "\(SettingText.number(Glare.maximumFraction)); got '\(glare)'")
            }
            try shorthand(
                "\(hint: .glare, glare)", ContrastUnderGlareRule.glare.key, "\(amount.fraction)", validator, &settings)
        }
        for argument in ruleLevels { try validator.commandLineLevel(argument, into: &settings) }
        for argument in ruleParameters { try validator.commandLineParameter(argument, into: &settings) }
        configuration.rules = settings
        for argument in cssThemes { configuration.cssThemes.append(try CSSThemeMapping.commandLine(argument)) }
        if let findingLimit {
            guard let limit = Int(findingLimit), limit >= 0 else {
                throw ConfigurationError(
                    kind: .invalidValue,
                    location: nil,
                    text: "\(hint: .findingLimit) expects a whole number of findings, 0 for no limit; "
                        + "got '\(findingLimit)'")
            }
            configuration.findingLimit = limit
        }
        return configuration
    }

    /// A shorthand set as its rule parameter, the message naming the shorthand.
    private func shorthand(
        _ option: HintedText, _ key: String, _ value: String, _ validator: SettingValidator,
        _ settings: inout RuleSettings
    ) throws(ConfigurationError) {
        do {
            try validator.commandLineParameter("\(key)=\(value)", into: &settings)
        } catch {
            let detail = error.message.split(separator: ":", maxSplits: 1).last.map(String.init) ?? error.message
            throw ConfigurationError(kind: error.kind, location: nil, text: option + " (\(key)):\(detail)")
        }
    }

    private static func list(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",") }.map {
            String($0).trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }
}
