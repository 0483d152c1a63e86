import ColorScience

/// One judgement a rule made of one pair in one appearance, passing or not: the subject a finding of the
/// rule about that pair would name (its appearance and tokens). Recorded with the contrast checks
/// (`Auditor.recordsChecks`, `PaletteReport.ruleChecks`) so that reports can list what passed under every
/// rule, not only the findings — the JUnit report makes a testcase of each.
public struct RuleCheck: Sendable, Hashable {
    /// What a pair rule judged: the appearance and tokens its finding would carry.
    public struct Subject: Sendable, Hashable {
        /// The appearance (`any` for rules that judge a declaration once, such as `text-size-minimum`).
        public var appearance: Appearance
        /// Token names in the order the rule's findings list them (foreground first).
        public var tokens: [String]

        /// Creates a subject; see the properties.
        public init(appearance: Appearance, tokens: [String]) {
            self.appearance = appearance
            self.tokens = tokens
        }
    }

    /// The rule's ID.
    public var rule: RuleID
    /// The appearance and tokens judged.
    public var subject: Subject
    /// Where the pair is declared (the foreground's value for pairs made from roles).
    public var location: SourceLocation

    /// Creates a record; see the properties.
    public init(rule: RuleID, subject: Subject, location: SourceLocation) {
        self.rule = rule
        self.subject = subject
        self.location = location
    }
}
