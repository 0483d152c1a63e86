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
        let descriptors = RuleCatalog.all.map(\.descriptor)
        if arguments.value("format") == "json" {
            let list: [JSONValue] = descriptors.map { d in
                .object([
                    "id": .string(d.id), "defaultSeverity": .string(d.defaultSeverity.rawValue),
                    "enabledByDefault": .bool(d.enabledByDefault), "summary": .string(d.summary),
                    "source": .string(d.source),
                    "parameters": .array(
                        d.parameters.map {
                            .object([
                                "name": .string($0.name), "default": .number($0.defaultValue),
                                "summary": .string($0.summary), "minimum": .number($0.validRange.lowerBound),
                                "maximum": $0.validRange.upperBound == .greatestFiniteMagnitude
                                    ? .null : .number($0.validRange.upperBound),
                            ])
                        }),
                ])
            }
            Console.out(JSONValue.array(list).text())
            return .success
        }
        var lines: [String] = []
        for d in descriptors {
            let optIn = d.enabledByDefault ? "" : " (opt-in)"
            lines.append("\(d.id)  [\(d.defaultSeverity.rawValue)\(optIn)]  \(d.summary)")
            lines.append("    source: \(d.source)")
            for p in d.parameters {
                lines.append(
                    "    --set \(d.id).\(p.name)=\(ContrastRatio.formatThreshold(p.defaultValue))  \(p.summary) "
                        + "(\(p.rangeDescription))")
            }
        }
        Console.out(lines.joined(separator: "\n"))
        return .success
    }
}
