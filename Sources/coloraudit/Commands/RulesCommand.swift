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
            let list = descriptors.map { d -> [String: Any] in
                [
                    "id": d.id, "defaultSeverity": d.defaultSeverity.rawValue, "enabledByDefault": d.enabledByDefault,
                    "summary": d.summary, "source": d.source,
                    "parameters": d.parameters.map {
                        [
                            "name": $0.name, "default": $0.defaultValue, "summary": $0.summary,
                            "minimum": $0.validRange.lowerBound,
                            "maximum": $0.validRange.upperBound == .greatestFiniteMagnitude
                                ? NSNull() : $0.validRange.upperBound as Any,
                        ] as [String: Any]
                    },
                ]
            }
            Console.out(try JSONOutput.string(list))
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
