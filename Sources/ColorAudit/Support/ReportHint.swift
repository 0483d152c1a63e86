/// A setting that a message points its reader to — choose the input format, list every finding, lift the
/// finding limit, turn a rule off — named for what it is. The library spells no command-line option: the
/// front end showing the message spells each hint (`HintSpelling`; `coloraudit` writes its options, e.g.
/// `--max-findings`).
public enum ReportHint: String, Sendable, Hashable, CaseIterable {
    /// The platform whose conventions apply (`ConfigurationOverrides.platform`).
    case platform
    /// The appearances audited (`ConfigurationOverrides.appearances`).
    case appearances
    /// A rule's level, `ID=LEVEL` (`ConfigurationOverrides.ruleLevels`).
    case ruleLevel
    /// A rule parameter, `ID.PARAM[@APPEARANCE]=VALUE` (`ConfigurationOverrides.ruleParameters`).
    case ruleParameter
    /// Colour-vision comparisons of every pair of colours (`ConfigurationOverrides.allPairs`).
    case allPairs
    /// The severity of anomalous colour vision (`ConfigurationOverrides.anomaly`).
    case anomaly
    /// The colour-vision deficiencies simulated (`ConfigurationOverrides.deficiencies`).
    case deficiencies
    /// The ambient glare (`ConfigurationOverrides.glare`).
    case glare
    /// The most findings of one rule, severity and appearance shown (`ConfigurationOverrides.findingLimit`).
    case findingLimit
    /// A CSS selector read as a theme, `SELECTOR=THEME` (`ConfigurationOverrides.cssThemes`).
    case cssTheme
    /// The format every input is read as (`AuditSession.inputFormat`).
    case inputFormat
    /// The configuration file named for a run.
    case configurationFile
    /// The report's format (`ReporterRegistry`).
    case reportFormat
    /// The text report listing everything (`ReporterOptions.Detail.full`).
    case fullReport
    /// Writing a baseline file (`Baseline.text`).
    case writeBaseline
    /// The least severity that fails a run (`FailPolicy`).
    case failLevel
    /// Warnings fail a run too (`FailPolicy`).
    case strict

    /// The hint in words, for a front end that gives it no spelling of its own.
    public var words: String {
        switch self {
        case .platform: "platform"
        case .appearances: "appearances"
        case .ruleLevel: "rule level"
        case .ruleParameter: "rule parameter"
        case .allPairs: "all pairs"
        case .anomaly: "anomaly"
        case .deficiencies: "deficiencies"
        case .glare: "glare"
        case .findingLimit: "finding limit"
        case .cssTheme: "CSS theme"
        case .inputFormat: "input format"
        case .configurationFile: "configuration file"
        case .reportFormat: "report format"
        case .fullReport: "full report"
        case .writeBaseline: "baseline writing"
        case .failLevel: "fail level"
        case .strict: "strict"
        }
    }
}

/// How a front end names the settings that messages point to (`ReportHint`): a hint is shown as its
/// name, then its argument after a space (`NAME ARGUMENT`). A hint without a name is shown in words
/// (`ReportHint.words`).
public struct HintSpelling: Sendable, Hashable {
    /// Each hint's name (`coloraudit`: its option, `--max-findings`).
    public var names: [ReportHint: String]

    /// A spelling with these names (none: every hint in words).
    public init(names: [ReportHint: String] = [:]) {
        self.names = names
    }

    /// `hint` as shown: its name, then ` argument` when there is one.
    public func text(_ hint: ReportHint, _ argument: String? = nil) -> String {
        let name = names[hint] ?? hint.words
        return argument.map { "\(name) \($0)" } ?? name
    }
}

/// Text for people with hints in it (`ReportHint`), spelled when it is shown (`rendered(_:)`): write it as
/// a string, hints interpolated as `"choose one with \(hint: .inputFormat)"`.
public struct HintedText: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// A run of text, or a hint with its argument.
    public enum Part: Sendable, Hashable {
        case text(String)
        case hint(ReportHint, argument: String?)
    }

    /// The parts, in order.
    public private(set) var parts: [Part]

    /// Plain text, without hints.
    public init(_ text: String) {
        parts = text.isEmpty ? [] : [.text(text)]
    }

    /// Plain text written as a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Text written as a literal with interpolations (hints among them).
    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    /// The text with each hint as `spelling` shows it.
    public func rendered(_ spelling: HintSpelling) -> String {
        parts.reduce(into: "") { text, part in
            switch part {
            case .text(let run): text += run
            case .hint(let hint, let argument): text += spelling.text(hint, argument)
            }
        }
    }

    /// The hints in words (`HintSpelling()`).
    public var description: String { rendered(HintSpelling()) }

    /// `left`, then `right`.
    public static func + (left: HintedText, right: HintedText) -> HintedText {
        var joined = left
        joined.parts += right.parts
        return joined
    }

    /// `left`, then the plain text `right`.
    public static func + (left: HintedText, right: String) -> HintedText {
        left + HintedText(right)
    }

    /// Builds hinted text from a string literal with interpolations.
    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        /// An empty builder.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// A run of the literal's text.
        public mutating func appendLiteral(_ literal: String) {
            guard !literal.isEmpty else { return }
            parts.append(.text(literal))
        }

        /// A value, as in a string.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            appendLiteral("\(value)")
        }

        /// Hinted text, its hints kept.
        public mutating func appendInterpolation(_ text: HintedText) {
            parts += text.parts
        }

        /// A hint, with its argument (`--input-format dtcg` on the command line).
        public mutating func appendInterpolation(hint: ReportHint, _ argument: String? = nil) {
            parts.append(.hint(hint, argument: argument))
        }
    }
}
