import ColorScience

/// One tunable parameter of a rule, typed by the value the rule reads: `Double` for numbers (contrast
/// ratios 1…21, ΔE00, text sizes), `Int` for counts, `Bool` for flags, `[String]` for word lists. Each rule declares its
/// parameters once, as static constants; its `RuleDescriptor` lists their `declaration`s (for
/// `coloraudit rules`, the validator and `config --dump`) and the rule reads them with
/// `AuditContext.value(of:in:)`, so a parameter name is written in one place.
public struct RuleParameter<Value: Sendable>: Sendable {
    /// The rule it belongs to.
    public let rule: RuleID
    /// Name, kind, default, valid range and summary.
    public let declaration: RuleDescriptor.Parameter
    /// `rule-id.name` (`contrast-minimum.normal`): the key in `RuleSettings` and `--set`.
    public let key: String

    private init(rule: RuleID, declaration: RuleDescriptor.Parameter) {
        self.rule = rule
        self.declaration = declaration
        self.key = "\(rule.rawValue).\(declaration.name)"
    }
}

extension RuleParameter where Value == Double {
    /// A number parameter of `rule`, `defaultValue` unless configured, valid within `validRange` (any
    /// value ≥ 0 by default).
    public static func number(
        _ rule: RuleID, _ name: String, default defaultValue: Double, _ summary: String,
        validRange: ClosedRange<Double> = 0...Double.greatestFiniteMagnitude
    ) -> RuleParameter {
        RuleParameter(
            rule: rule,
            declaration: RuleDescriptor.Parameter(
                name: name, defaultValue: defaultValue, summary: summary, validRange: validRange))
    }

    /// A contrast-ratio threshold of `rule` (1…21), `defaultValue` unless configured.
    public static func ratio(_ rule: RuleID, _ name: String, _ defaultValue: Double, _ summary: String)
        -> RuleParameter
    {
        RuleParameter(rule: rule, declaration: .ratio(name, defaultValue, summary))
    }

    /// The value when nothing is configured.
    public var defaultValue: Double { declaration.defaultValue }
}

extension RuleParameter where Value == Int {
    /// A whole-number parameter of `rule` (a count), `defaultValue` unless configured, valid within
    /// `validRange`.
    public static func integer(
        _ rule: RuleID, _ name: String, default defaultValue: Int, _ summary: String, validRange: ClosedRange<Int>
    ) -> RuleParameter {
        RuleParameter(
            rule: rule, declaration: .integer(name, default: defaultValue, summary, validRange: validRange))
    }

    /// The value when nothing is configured.
    public var defaultValue: Int { declaration.defaultInteger }
}

extension RuleParameter where Value == Bool {
    /// A `true`/`false` parameter of `rule`, `defaultValue` unless configured; with `acceptsOneAndZero`,
    /// `1` and `0` are read as `true` and `false` too (a flag that was once a number).
    public static func flag(
        _ rule: RuleID, _ name: String, _ defaultValue: Bool = false, _ summary: String,
        acceptsOneAndZero: Bool = false
    ) -> RuleParameter {
        RuleParameter(
            rule: rule, declaration: .flag(name, defaultValue, summary, acceptsOneAndZero: acceptsOneAndZero))
    }

    /// The value when nothing is configured.
    public var defaultValue: Bool { declaration.defaultFlag }
}

extension RuleParameter where Value == [String] {
    /// A list-of-words parameter of `rule`: each word one of `choices`, `defaultWords` unless configured.
    public static func words(
        _ rule: RuleID, _ name: String, choices: [String], default defaultWords: [String], _ summary: String
    ) -> RuleParameter {
        RuleParameter(rule: rule, declaration: .words(name, choices: choices, default: defaultWords, summary))
    }

    /// The value when nothing is configured.
    public var defaultValue: [String] { declaration.defaultWords }
}
