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

        /// Creates a parameter description.
        public init(name: String, defaultValue: Double, summary: String) {
            self.name = name
            self.defaultValue = defaultValue
            self.summary = summary
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
    /// Tunable parameters.
    public var parameters: [Parameter]

    /// Creates a descriptor.
    public init(
        id: String, defaultSeverity: Severity, enabledByDefault: Bool = true, summary: String, source: String,
        parameters: [Parameter] = []
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.summary = summary
        self.source = source
        self.parameters = parameters
    }
}
