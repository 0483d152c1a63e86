import ColorScience

/// The one validator of rule settings. Configuration files, palette `rules:` and the command line
/// (`--rule`, `--set`, `--all-pairs`, `--deficiency`, `--anomaly`, `--glare`) hand it what was written —
/// a rule ID, a level word, a parameter name, a value as text — and it checks them against the rule
/// catalogue and stores them in `RuleSettings`, or throws a `ConfigurationError` at the place given
/// (`nil` = the command line). Messages name what was found and list what is valid, with a "did you
/// mean" for near misses.
public struct SettingValidator: Sendable {
    /// A value as written, before it is checked against a parameter's kind.
    public enum Written: Sendable, Hashable {
        /// One scalar: its text, whether it was written unquoted (numbers and `true`/`false` must be),
        /// and how to name it in messages ("the string '20'", "'abc'").
        case scalar(String, plain: Bool, found: String)
        /// A list of words (a YAML/JSON list, or comma-separated on the command line).
        case list([String])
    }

    /// The rules that can be configured.
    public var descriptors: [RuleDescriptor]

    /// The level words, for messages.
    public static let levelWords = "off, error, warning or note"

    /// A validator over `descriptors` (every rule of `RuleDescriptors.all` by default).
    public init(descriptors: [RuleDescriptor] = RuleDescriptors.all) {
        self.descriptors = descriptors
    }

    /// The rule with this ID.
    /// - Throws: "unknown rule 'x' (did you mean 'y'?); valid rules: …" at `location`.
    public func rule(_ id: String, at location: SourceLocation?, prefix: HintedText = "")
        throws(ConfigurationError) -> RuleDescriptor
    {
        guard let descriptor = descriptors.first(where: { $0.id.rawValue == id }) else {
            let ids = descriptors.map(\.id.rawValue)
            throw ConfigurationError(
                kind: .unknownRule,
                location: location,
                text: "\(prefix)unknown rule '\(id)'\(NodeReader.suggestion(for: id, among: ids)); "
                    + "valid rules: \(ids.joined(separator: ", "))")
        }
        return descriptor
    }

    /// A level word (`off`, `error`, `warning`, `note`) for `rule`.
    /// - Throws: "rule 'x': unknown severity 'loud'; expected off, error, warning or note".
    public func level(_ text: String, rule: String, at location: SourceLocation?, expected: String = levelWords)
        throws(ConfigurationError) -> RuleSettings.Level
    {
        guard let level = RuleSettings.Level(text) else {
            throw ConfigurationError(
                kind: .invalidLevel,
                location: location, message: "rule '\(rule)': unknown severity '\(text)'; expected \(expected)")
        }
        return level
    }

    /// The parameter `name` of `descriptor`.
    /// - Throws: "rule 'x': unknown parameter 'y' (did you mean …); valid keys: severity, …" (the keys
    ///   listed include `leadingKeys` before the parameters and `trailingKeys` after them, e.g.
    ///   `severity` and `appearances` in files).
    public func parameter(
        _ name: String, of descriptor: RuleDescriptor, at location: SourceLocation?, leadingKeys: [String] = [],
        trailingKeys: [String] = []
    ) throws(ConfigurationError) -> RuleDescriptor.Parameter {
        if let parameter = descriptor.parameters.first(where: { $0.name == name }) { return parameter }
        let names = descriptor.parameters.map(\.name)
        let extraKeys = leadingKeys + trailingKeys
        let valid =
            names.isEmpty
            ? (extraKeys.isEmpty ? "it has no parameters" : "it has no parameters, only \(quoted(extraKeys))")
            : "valid keys: \((leadingKeys + names + trailingKeys).joined(separator: ", "))"
        throw ConfigurationError(
            kind: .unknownParameter,
            location: location,
            message: "rule '\(descriptor.id)': unknown parameter '\(name)'"
                + "\(NodeReader.suggestion(for: name, among: extraKeys + names)); \(valid)")
    }

    /// Checks `written` against `parameter` of `descriptor` and stores it in `settings` — in
    /// `appearanceParameters[appearance]` when an appearance or theme name is given (numbers and flags
    /// only: no rule reads a whole number or a word list per appearance, so one given there is refused).
    /// - Throws: when the value is not of the parameter's kind, out of range, or a word is unknown; for a
    ///   whole number or word list with an appearance.
    public func store(
        _ written: Written, for parameter: RuleDescriptor.Parameter, of descriptor: RuleDescriptor,
        appearance: String? = nil, into settings: inout RuleSettings, at location: SourceLocation?
    ) throws(ConfigurationError) {
        let key = "\(descriptor.id).\(parameter.name)"
        let context = "rule '\(descriptor.id)' \(parameter.name)" + (appearance.map { " in \($0)" } ?? "")
        func fail(_ message: String) -> ConfigurationError {
            ConfigurationError(kind: .invalidParameterValue, location: location, message: "\(context): \(message)")
        }
        switch parameter.kind {
        case .flag:
            guard case .scalar(let text, let plain, let found) = written else {
                throw fail("expected \(parameter.expectedDescription), found a list")
            }
            let flag: Bool
            if plain, text == "true" || text == "false" {
                flag = text == "true"
            } else if parameter.acceptsOneAndZero, plain, let number = PlainNumber.value(text),
                number == 0 || number == 1
            {
                flag = number == 1
            } else {
                throw fail("expected \(parameter.expectedDescription), found \(found)")
            }
            if let appearance {
                // Kept as 1 or 0 with that appearance's numbers (`RuleSettings.appearanceParameters`).
                settings.appearanceParameters[appearance, default: [:]][key] = flag ? 1 : 0
            } else {
                settings.flags[key] = flag
            }
        case .number, .integer:
            let integer = parameter.kind == .integer
            guard !integer || appearance == nil else {
                throw fail("a whole-number parameter cannot be set per appearance")
            }
            guard case .scalar(let text, let plain, let found) = written else {
                throw fail("expected \(parameter.expectedDescription), found a list")
            }
            guard plain, let number = PlainNumber.value(text) else {
                throw fail("expected \(integer ? "a whole number" : "a number"), found \(found)")
            }
            guard number.isFinite else { throw fail("the number \(text) is out of range") }
            guard parameter.validRange.contains(number) else {
                throw fail("\(text) is out of range; expected \(parameter.rangeDescription)")
            }
            guard !integer || number == number.rounded(.towardZero) else {
                throw fail("expected a whole number, found \(found)")
            }
            if let appearance {
                settings.appearanceParameters[appearance, default: [:]][key] = number
            } else if integer {
                settings.integers[key] = Int(number)
            } else {
                settings.parameters[key] = number
            }
        case .words(let choices):
            guard appearance == nil else {
                throw fail("a list parameter cannot be set per appearance")
            }
            let items: [String]
            switch written {
            case .list(let list): items = list
            case .scalar(let text, _, _): items = text.split(separator: ",").map { $0.trimmingSpaces }
            }
            var list: [String] = []
            for item in items {
                guard choices.contains(item) else {
                    throw fail(
                        "unknown value '\(item)'\(NodeReader.suggestion(for: item, among: choices)); expected "
                            + choices.joined(separator: ", "))
                }
                if !list.contains(item) { list.append(item) }
            }
            settings.words[key] = list
        }
    }

    /// An appearance or theme name used as a key for per-appearance parameters: a standard
    /// `Appearance` name, or another non-empty name — a theme of the palettes (`themes:`), matched by name
    /// (palettes without it ignore it). A value applies to that appearance or theme only, not to the
    /// themes based on it.
    /// - Throws: for an empty name or `any` (parameters without an appearance already apply to `any`).
    public func appearanceName(_ name: String, at location: SourceLocation?, rule: String)
        throws(ConfigurationError) -> String
    {
        guard !name.isEmpty, name != Appearance.any.rawValue else {
            throw ConfigurationError(
                kind: .invalidParameterValue,
                location: location,
                message: "rule '\(rule)' appearances: '\(name)' is not an appearance or theme name; expected one of "
                    + Appearance.standard.filter { $0 != .any }.map(\.rawValue).joined(separator: ", ")
                    + " or a theme's name (a value without an appearance applies everywhere)")
        }
        return name
    }

    /// Parses a rule level override, `ID=LEVEL`, into `settings`.
    /// - Throws: for a missing `=`, an unknown rule or level (the text starts with the setting's hint).
    public func commandLineLevel(_ argument: String, into settings: inout RuleSettings) throws(ConfigurationError) {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        let prefix: HintedText = "\(hint: .ruleLevel, argument): "
        guard parts.count == 2 else {
            throw ConfigurationError(
                kind: .syntax,
                location: nil, text: "\(prefix)expected ID=LEVEL with LEVEL \(Self.levelWords)")
        }
        let descriptor = try rule(parts[0], at: nil, prefix: prefix)
        do {
            settings.levels[descriptor.id] = try level(parts[1], rule: descriptor.id.rawValue, at: nil)
        } catch {
            throw ConfigurationError(kind: error.kind, location: nil, text: prefix + error.text)
        }
    }

    /// Parses a rule parameter override, `ID.PARAM=VALUE` or `ID.PARAM@APPEARANCE=VALUE`, into `settings`
    /// (word lists comma-separated).
    /// - Throws: for a malformed argument, unknown rule or parameter, or a bad value (the text starts
    ///   with the setting's hint).
    public func commandLineParameter(_ argument: String, into settings: inout RuleSettings)
        throws(ConfigurationError)
    {
        let prefix: HintedText = "\(hint: .ruleParameter, argument): "
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            throw ConfigurationError(
                kind: .syntax,
                location: nil,
                text: "\(prefix)expected ID.PARAM=VALUE or ID.PARAM@APPEARANCE=VALUE; parameters: "
                    + RuleDescriptors.parameterNames.joined(separator: ", "))
        }
        let target = parts[0].split(separator: "@", maxSplits: 1).map(String.init)
        let qualified = target[0]
        guard
            let descriptor = descriptors.filter({ qualified.hasPrefix($0.id.rawValue + ".") }).max(by: {
                $0.id.rawValue.count < $1.id.rawValue.count
            })
        else {
            let names = RuleDescriptors.parameterNames
            throw ConfigurationError(
                kind: .unknownParameter,
                location: nil,
                text: "\(prefix)unknown rule parameter '\(qualified)'"
                    + "\(NodeReader.suggestion(for: qualified, among: names)); parameters: "
                    + names.joined(separator: ", "))
        }
        do {
            let parameter = try self.parameter(
                String(qualified.dropFirst(descriptor.id.rawValue.count + 1)), of: descriptor, at: nil)
            let appearance =
                try target.count == 2 ? appearanceName(target[1], at: nil, rule: descriptor.id.rawValue) : nil
            try store(
                .scalar(parts[1], plain: true, found: "'\(parts[1])'"), for: parameter, of: descriptor,
                appearance: appearance, into: &settings, at: nil)
        } catch {
            throw ConfigurationError(kind: error.kind, location: nil, text: prefix + error.text)
        }
    }

    private func quoted(_ words: [String]) -> String { words.map { "'\($0)'" }.joined(separator: " and ") }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }
}
