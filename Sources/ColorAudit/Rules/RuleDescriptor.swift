/// What a rule is: stable ID, default severity, one-line summary, the guideline behind it, and its
/// tunable parameters with defaults. The README's rule table and `coloraudit rules` are made from these.
public struct RuleDescriptor: Sendable, Hashable {
    /// A tunable threshold of a rule, set as `rule-id.name` (`--set`, palette `rules:`).
    public struct Parameter: Sendable, Hashable {
        /// The parameter's name (without the rule ID).
        public var name: String
        /// The default value.
        public var defaultValue: Double
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

        /// A contrast-ratio threshold: 1…21.
        public static func ratio(_ name: String, _ defaultValue: Double, _ summary: String) -> Parameter {
            Parameter(name: name, defaultValue: defaultValue, summary: summary, validRange: 1...21)
        }
    }

    /// Stable ID used in every output (kebab-case; never renamed).
    public var id: String
    /// Severity when not configured otherwise.
    public var defaultSeverity: Severity
    /// Whether the rule runs without being asked for (opt-in rules are off by default).
    public var enabledByDefault: Bool
    /// One line for people.
    public var summary: String
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
        id: String, defaultSeverity: Severity, enabledByDefault: Bool = true, summary: String, source: String,
        helpURI: String, parameters: [Parameter] = [], identityFacts: [String] = RuleDescriptor.defaultIdentityFacts,
        identityTokens: Bool = true
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.summary = summary
        self.source = source
        self.helpURI = helpURI
        self.parameters = parameters
        self.identityFacts = identityFacts
        self.identityTokens = identityTokens
    }
}
