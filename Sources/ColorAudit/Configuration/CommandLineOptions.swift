import ColorScience
import Foundation

/// The configuration options of `coloraudit audit` as written on the command line, turned into the
/// command line's layer of a `Configuration` through `SettingValidator` — the same validation as
/// configuration files and palette `rules:`.
///
/// The shorthands map onto rule parameters: `--all-pairs` is `--set cvd-collision.allPairs=true`,
/// `--deficiency A,B` is `--set cvd-collision.deficiencies=A,B`, `--anomaly S` is
/// `--set cvd-collision.anomaly=S`, `--glare indoor|outdoor|F` is `--set contrast-under-glare.glare=F`
/// (indoor ≈ 0.0143, outdoor ≈ 0.143; `Glare`).
public struct CommandLineOptions: Sendable, Hashable {
    /// `--platform`.
    public var platform: String?
    /// `--appearance` values (each may be comma-separated).
    public var appearances: [String] = []
    /// `--rule ID=LEVEL` arguments, in order.
    public var rules: [String] = []
    /// `--set ID.PARAM[@APPEARANCE]=VALUE` arguments, in order.
    public var parameters: [String] = []
    /// `--all-pairs`.
    public var allPairs = false
    /// `--anomaly`.
    public var anomaly: String?
    /// `--deficiency` values (each may be comma-separated).
    public var deficiencies: [String] = []
    /// `--glare`.
    public var glare: String?
    /// `--max-findings`.
    public var maxFindings: String?
    /// `--css-theme SELECTOR=THEME` arguments, in order (`CSSThemeMapping`).
    public var cssThemes: [String] = []

    /// Empty options (nothing given).
    public init() {}

    /// The command line's layer: `platform`, `appearances`, `rules` (shorthands first, then `--rule`,
    /// then `--set`, so an explicit `--set` wins over a shorthand), `cssThemes` (after the file's) and
    /// `findingLimit`, on top of `base`.
    /// - Throws: `ConfigurationError` without a location, its message starting with the option.
    public func apply(to base: Configuration, validator: SettingValidator = SettingValidator())
        throws(ConfigurationError) -> Configuration
    {
        var configuration = base
        if let platform {
            guard let value = Platform(rawValue: platform) else {
                throw ConfigurationError(
                    location: nil,
                    message: "--platform \(platform): expected one of "
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
                        location: nil,
                        message: "empty appearance name in --appearance: expected "
                            + Appearance.standard.map(\.rawValue).joined(separator: ", ") + " or a theme's name")
                }
                // A standard appearance, or a named theme of the palettes (matched by name).
                set.insert(Appearance(named: name))
            }
            configuration.appearances = set
        }
        var settings = configuration.rules
        if allPairs {
            try shorthand("--all-pairs", CVDCollisionRule.allPairs.key, "true", validator, &settings)
        }
        if let anomaly {
            try shorthand("--anomaly \(anomaly)", CVDCollisionRule.anomaly.key, anomaly, validator, &settings)
        }
        let deficiencyNames = Self.list(deficiencies)
        if !deficiencyNames.isEmpty {
            try shorthand(
                "--deficiency \(deficiencyNames.joined(separator: ","))", CVDCollisionRule.deficiencies.key,
                deficiencyNames.joined(separator: ","), validator, &settings)
            if anomaly == nil,
                let anomalous = deficiencyNames.compactMap(Deficiency.init(rawValue:)).first(where: \.isAnomalous)
            {
                throw ConfigurationError(
                    location: nil, message: "\(anomalous.rawValue) needs a severity: add --anomaly SEVERITY (0-1)")
            }
        }
        if let glare {
            guard let amount = Glare(argument: glare) else {
                throw ConfigurationError(
                    location: nil,
                    message: "--glare expects indoor, outdoor or a fraction from 0 to "
                        + "\(SettingText.number(Glare.maximumFraction)); got '\(glare)'")
            }
            try shorthand(
                "--glare \(glare)", ContrastUnderGlareRule.glare.key, "\(amount.fraction)", validator, &settings)
        }
        for argument in rules { try validator.commandLineLevel(argument, into: &settings) }
        for argument in parameters { try validator.commandLineParameter(argument, into: &settings) }
        configuration.rules = settings
        for argument in cssThemes { configuration.cssThemes.append(try CSSThemeMapping.commandLine(argument)) }
        if let maxFindings {
            guard let limit = Int(maxFindings), limit >= 0 else {
                throw ConfigurationError(
                    location: nil,
                    message: "--max-findings expects a whole number of findings, 0 for no limit; got '\(maxFindings)'")
            }
            configuration.findingLimit = limit
        }
        return configuration
    }

    /// A shorthand option set through `--set`'s path, its message naming the shorthand.
    private func shorthand(
        _ option: String, _ key: String, _ value: String, _ validator: SettingValidator, _ settings: inout RuleSettings
    ) throws(ConfigurationError) {
        do {
            try validator.commandLineParameter("\(key)=\(value)", into: &settings)
        } catch {
            let detail = error.message.split(separator: ":", maxSplits: 1).last.map(String.init) ?? error.message
            throw ConfigurationError(location: nil, message: "\(option) (\(key)):\(detail)")
        }
    }

    private static func list(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",") }.map {
            String($0).trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }
}
