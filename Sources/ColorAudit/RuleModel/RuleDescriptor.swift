import ColorScience

/// What a rule is: stable ID, default severity, one-line summary, the guideline behind it, and its
/// tunable parameters with defaults. The README's rule table and `coloraudit rules` are made from these.
public struct RuleDescriptor: Sendable, Hashable {
    /// A tunable threshold of a rule, set as `rule-id.name` (`--set`, palette `rules:`).
    public struct Parameter: Sendable, Hashable {
        /// What kind of value a parameter takes, and how it is written in files and on the command line.
        public enum Kind: Sendable, Hashable {
            /// A finite number within `validRange` (`normal: 4.5`, `--set contrast-minimum.normal=4.5`).
            case number
            /// A whole number within `validRange` (`maxFamilies: 2`; `2.5` is refused), stored in
            /// `RuleSettings.integers`.
            case integer
            /// `true` or `false` (`RuleSettings.flags`; the default is `defaultFlag`).
            case flag
            /// A list of words, each one of `choices` (`deficiencies: [protanopia, tritanopia]`,
            /// `--set cvd-collision.deficiencies=protanopia,tritanopia`), stored in `RuleSettings.words`.
            case words(choices: [String])
        }

        /// The parameter's name (without the rule ID).
        public var name: String
        /// What values it takes.
        public var kind: Kind = .number
        /// The default value (numbers and integers, whose default is also `defaultInteger`; 1 or 0 for
        /// flags, whose default is `defaultFlag`; unused for word lists).
        public var defaultValue: Double
        /// The default of a flag (`false` for other kinds).
        public var defaultFlag: Bool { kind == .flag && defaultValue >= 0.5 }
        /// The default of an integer parameter (0 for other kinds).
        public var defaultInteger: Int { kind == .integer ? Int(defaultValue) : 0 }
        /// For a flag that was once a number: `1` and `0` (unquoted) are read as `true` and `false` too, so
        /// that files written then still read (`key-color-consistency.includeGray`). Other flags refuse
        /// numbers.
        public var acceptsOneAndZero = false
        /// The default list of a `words` parameter (empty for other kinds).
        public var defaultWords: [String] = []
        /// Unit and meaning, for help and docs (e.g. "ΔE00; pairs closer than this collide").
        public var summary: String
        /// The values that make sense (e.g. 1…21 for a contrast ratio); others are refused as input errors.
        public var validRange: ClosedRange<Double>

        /// Creates a parameter description; `validRange` defaults to any value ≥ 0.
        public init(
            name: String, defaultValue: Double, summary: String,
            validRange: ClosedRange<Double> = 0...Double.greatestFiniteMagnitude
        ) {
            self.name = name
            self.defaultValue = defaultValue
            self.summary = summary
            self.validRange = validRange
        }

        /// The valid range as text: "1 to 21", "at least 0".
        public var rangeDescription: String {
            let upper = validRange.upperBound
            let lower = ContrastRatio.formatThreshold(validRange.lowerBound)
            return upper == .greatestFiniteMagnitude
                ? "at least \(lower)" : "\(lower) to \(ContrastRatio.formatThreshold(upper))"
        }

        /// A `true`/`false` parameter, `false` unless `defaultValue` says so; with `acceptsOneAndZero`, `1`
        /// and `0` are read as `true` and `false` too.
        public static func flag(
            _ name: String, _ defaultValue: Bool = false, _ summary: String, acceptsOneAndZero: Bool = false
        ) -> Parameter {
            var parameter = Parameter(
                name: name, defaultValue: defaultValue ? 1 : 0, summary: summary, validRange: 0...1)
            parameter.kind = .flag
            parameter.acceptsOneAndZero = acceptsOneAndZero
            return parameter
        }

        /// A whole-number parameter, `defaultValue` unless configured, valid within `validRange`.
        public static func integer(
            _ name: String, default defaultValue: Int, _ summary: String, validRange: ClosedRange<Int>
        ) -> Parameter {
            var parameter = Parameter(
                name: name, defaultValue: Double(defaultValue), summary: summary,
                validRange: Double(validRange.lowerBound)...Double(validRange.upperBound))
            parameter.kind = .integer
            return parameter
        }

        /// A list-of-words parameter whose words are `choices`, by default `defaultWords`.
        public static func words(_ name: String, choices: [String], default defaultWords: [String], _ summary: String)
            -> Parameter
        {
            var parameter = Parameter(name: name, defaultValue: 0, summary: summary)
            parameter.kind = .words(choices: choices)
            parameter.defaultWords = defaultWords
            return parameter
        }

        /// The default as written in configuration files: a number, `true`/`false`, or the words joined
        /// by commas.
        public var defaultText: String {
            switch kind {
            case .number: return SettingText.number(defaultValue)
            case .integer: return String(defaultInteger)
            case .flag: return defaultFlag ? "true" : "false"
            case .words: return defaultWords.joined(separator: ",")
            }
        }

        /// What a value must look like, for messages and help: "a number from 1 to 21", "true or false",
        /// "a list of: protanopia, …".
        public var expectedDescription: String {
            switch kind {
            case .number: return "a number, \(rangeDescription)"
            case .integer: return "a whole number, \(rangeDescription)"
            case .flag: return acceptsOneAndZero ? "true, false, 1 or 0" : "true or false"
            case .words(let choices): return "a list of: " + choices.joined(separator: ", ")
            }
        }

        /// A contrast-ratio threshold: 1…21.
        public static func ratio(_ name: String, _ defaultValue: Double, _ summary: String) -> Parameter {
            Parameter(name: name, defaultValue: defaultValue, summary: summary, validRange: 1...21)
        }
    }

    /// Stable ID used in every output (kebab-case; never renamed).
    public var id: RuleID
    /// Severity when not configured otherwise.
    public var defaultSeverity: Severity
    /// Whether the rule runs without being asked for (opt-in rules are off by default).
    public var enabledByDefault: Bool
    /// One line for people, with the settings it points to as hints (`ReportHint`).
    public var summaryText: HintedText
    /// `summaryText` with its hints in words (a reporter spells them with `ReporterOptions.hints`).
    public var summary: String { summaryText.description }
    /// The guideline or paper behind it (e.g. "WCAG 2.2 SC 1.4.3").
    public var source: String
    /// A web page explaining the guideline the rule enforces (the WCAG 2.2 Understanding page, or the
    /// platform guideline), an absolute `https` URL; SARIF's `helpUri`.
    public var helpURI: String
    /// Tunable parameters.
    public var parameters: [Parameter]
    /// The facts (`Finding.facts` keys) that tell this rule's findings apart beyond rule, file,
    /// appearance and tokens; part of `FindingIdentity`.
    public var identityFacts: [String]
    /// Whether the tokens are part of `FindingIdentity` (false for rules whose token list names the
    /// currently worst pair rather than what the finding is about).
    public var identityTokens: Bool

    /// The identity facts of a rule that does not name its own: `usage`, `deficiency`, `check`.
    public static let defaultIdentityFacts = ["usage", "deficiency", "check"]

    /// Creates a descriptor.
    public init(
        id: RuleID, defaultSeverity: Severity, enabledByDefault: Bool = true, summary: HintedText, source: String,
        helpURI: String, parameters: [Parameter] = [], identityFacts: [String] = RuleDescriptor.defaultIdentityFacts,
        identityTokens: Bool = true
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        summaryText = summary
        self.source = source
        self.helpURI = helpURI
        self.parameters = parameters
        self.identityFacts = identityFacts
        self.identityTokens = identityTokens
    }
}
