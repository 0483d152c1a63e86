import ColorAudit
import Foundation

/// `coloraudit simulate <colors…> --deficiency D`: how colours look with a colour-vision deficiency.
enum SimulateCommand: Command {
    static let spec = CommandSpec(
        name: "simulate",
        summary: "Show how colours look with a colour-vision deficiency (published simulation models)",
        usage: "simulate [options] --deficiency DEFICIENCY <color>…",
        options: [
            OptionSpec(
                name: "deficiency", valueName: "DEFICIENCY", help: "The deficiency to simulate",
                choices: Deficiency.allCases.map(\.rawValue)),
            OptionSpec(
                name: "severity", valueName: "S",
                help: "Severity 0–1 of an anomaly (protanomaly, deuteranomaly, tritanomaly; default 1)"),
            OptionSpec(
                name: "model", valueName: "MODEL",
                help: "Simulation model (default: vienot for protanopia/deuteranopia, brettel for tritan "
                    + "defects, machado for protanomaly/deuteranomaly)",
                choices: ["vienot", "brettel", "machado"]),
            OptionSpec(name: "format", valueName: "FORMAT", help: "Output format", choices: ["text", "json"]),
        ],
        positionals: (1, nil),
        discussion: """
            Models: vienot = Viénot, Brettel & Mollon 1999; brettel = Brettel, Viénot & Mollon 1997;
            machado = Machado, Oliveira & Fernandes 2009 (severities interpolated between the published
            steps of 0.1). Achromatopsia keeps luminance only. Simulation runs in linear sRGB on the
            unclipped colour (a colour outside Display P3 is first mapped into it by CSS gamut mapping, as
            browsers show it); the result is clipped to sRGB for display. JSON: one object per colour,
            {"input", "deficiency", "severity", "model", "srgb": [r, g, b] (gamma-encoded 0–1), "hex"}.

            Examples:
              coloraudit simulate '#ff0000' '#00aa00' --deficiency deuteranopia
              coloraudit simulate '#d32f2f' --deficiency protanomaly --severity 0.6 --format json
            """)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard let name = arguments.value("deficiency"), let deficiency = Deficiency(rawValue: name) else {
            throw UsageError(
                message: "which deficiency? add --deficiency with one of "
                    + Deficiency.allCases.map(\.rawValue).joined(separator: ", "))
        }
        var severity: Double?
        if let text = arguments.value("severity") {
            guard let value = Double(text), value.isFinite else {
                throw UsageError(message: "--severity expects a number from 0 to 1; got '\(text)'")
            }
            severity = value
        }
        let model = arguments.value("model").flatMap(SimulationModel.init(rawValue:))
        let simulator: CVDSimulator
        do {
            simulator = try CVDSimulator(deficiency, severity: severity, model: model)
        } catch .invalidSeverity(_, let deficiency) where !deficiency.isAnomalous {
            let text = arguments.value("severity") ?? "1"
            if deficiency == .achromatopsia {
                throw UsageError(
                    message: "--severity does not apply to achromatopsia: it is simulated as complete (luminance "
                        + "only); leave --severity out")
            }
            throw UsageError(
                message: "--severity does not apply to \(deficiency.rawValue), the complete deficiency; for a "
                    + "partial one use --deficiency \(deficiency.anomaly.rawValue) --severity \(text)")
        } catch .invalidSeverity(_, let deficiency) {
            throw UsageError(
                message: "--severity \(arguments.value("severity") ?? "") is outside 0–1 (0 is normal vision, 1 is "
                    + "\(deficiency.dichromacy.rawValue))")
        } catch {
            throw UsageError(message: "--model: \(error.description)")
        }
        let inputs = arguments.positionals
        let written = try inputs.enumerated().map { try ColorArgument.parse($1, name: "color \($0 + 1)") }
        // A colour no screen can show is simulated as a browser shows it (CSS gamut mapping into Display P3).
        let colors = written.map { $0.displayed(.css) }
        let simulated = colors.map { simulator.simulate($0).clippedToSRGB }
        if arguments.value("format") == "json" {
            let objects: [JSONValue] = zip(inputs, simulated).map { input, color in
                let c = color.components
                return .object([
                    "input": .string(input), "deficiency": .string(deficiency.rawValue),
                    "severity": .number(simulator.severity), "model": .string(simulator.model.rawValue),
                    "srgb": .array([c.x, c.y, c.z].map(JSONValue.number)), "hex": .string(color.hex),
                ])
            }
            try Console.out(JSONValue.array(objects).text())
            return .success
        }
        let width = inputs.map(\.count).max() ?? 0
        var lines = ["\(simulator.label), \(simulator.model.citation):"]
        for (input, color) in zip(inputs, written) where !color.isDisplayable {
            lines.append("  (\(input) is outside Display P3: simulated as shown, \(color.displayed(.css).cssString()))")
        }
        for (k, input) in inputs.enumerated() {
            let before = SwatchText.block(colors[k], useColor: Console.useColor)
            let after = SwatchText.block(simulated[k], useColor: Console.useColor)
            lines.append(
                "  \(before)\(input.padding(toLength: width, withPad: " ", startingAt: 0))  →  \(after)\(simulated[k].hex)"
            )
        }
        try Console.out(lines.joined(separator: "\n"))
        return .success
    }

}
