import ColorAudit
import Foundation

/// `coloraudit rules`: the rule catalogue with IDs, default severities, sources and parameters.
enum RulesCommand: Command {
    static let spec = CommandSpec(
        name: "rules",
        summary: "List the rules with their IDs, default severities, sources and parameters",
        usage: "rules [options]",
        options: [OptionSpec(name: "format", valueName: "FORMAT", help: "Output format", choices: ["text", "json"])],
        positionals: (0, 0))

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let descriptors = RuleDescriptors.all
        if arguments.value("format") == "json" {
            let list: [JSONValue] = descriptors.map { d in
                .object([
                    "id": .string(d.id.rawValue), "defaultSeverity": .string(d.defaultSeverity.rawValue),
                    "enabledByDefault": .bool(d.enabledByDefault), "summary": .string(summary(d)),
                    "source": .string(d.source),
                    "parameters": .array(
                        d.parameters.map {
                            parameterJSON($0)
                        }),
                ])
            }
            try Console.out(JSONValue.array(list).text())
            return .success
        }
        var lines: [String] = []
        for d in descriptors {
            let optIn = d.enabledByDefault ? "" : " (opt-in)"
            lines.append("\(d.id)  [\(d.defaultSeverity.rawValue)\(optIn)]  \(summary(d))")
            lines.append("    source: \(d.source)")
            for p in d.parameters {
                lines.append("    --set \(d.id).\(p.name)=\(p.defaultText)  \(p.summary) (\(p.expectedDescription))")
            }
        }
        lines.append("")
        lines.append(contentsOf: levelHelp)
        try Console.out(lines.joined(separator: "\n"))
        return .success
    }

    /// What a configured level means, printed under the list (the README says the same).
    static let levelHelp = [
        "Levels (--rule ID=LEVEL, 'severity:' in rules:): off turns a rule off; error, warning or note sets the",
        "severity of the rule's default-severity findings, and findings the rule grades higher or lower on purpose",
        "keep their distance (clamped to note..error). E.g. cvd-collision (warning; collisions inside declared",
        "groups are errors) at note: role colours note, groups warning. focus-indicator-contrast (error; the",
        "2.4.13 state change is a warning) at warning: warning and note.",
        "Parameters per appearance or theme: --set ID.PARAM@APPEARANCE=VALUE, or 'appearances:' under the rule.",
    ]

    /// One parameter in `rules --format json`: name, kind, default, summary and range or choices.
    /// A rule's summary, its hints spelt as the command line's options (`OverrideFlags`).
    static func summary(_ descriptor: RuleDescriptor) -> String {
        descriptor.summaryText.rendered(OverrideFlags.spelling)
    }

    static func parameterJSON(_ p: RuleDescriptor.Parameter) -> JSONValue {
        var object: [String: JSONValue] = ["name": .string(p.name), "summary": .string(p.summary)]
        switch p.kind {
        case .number:
            object["kind"] = .string("number")
            object["default"] = .number(p.defaultValue)
            object["minimum"] = .number(p.validRange.lowerBound)
            object["maximum"] =
                p.validRange.upperBound == .greatestFiniteMagnitude ? .null : .number(p.validRange.upperBound)
        case .integer:
            object["kind"] = .string("integer")
            object["default"] = .number(p.defaultValue)
            object["minimum"] = .number(p.validRange.lowerBound)
            object["maximum"] = .number(p.validRange.upperBound)
        case .flag:
            object["kind"] = .string("flag")
            object["default"] = .bool(p.defaultValue >= 0.5)
        case .words(let choices):
            object["kind"] = .string("words")
            object["default"] = .array(p.defaultWords.map { .string($0) })
            object["choices"] = .array(choices.map { .string($0) })
        }
        return .object(object)
    }
}
