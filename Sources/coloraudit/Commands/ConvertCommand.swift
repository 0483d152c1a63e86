import ColorAudit
import Foundation

/// `coloraudit convert <color> --to SPACE`: converts a colour between spaces, unclipped.
enum ConvertCommand: Command {
    static let targets = ["srgb", "srgb-linear", "display-p3", "lab", "lch", "oklab", "oklch", "xyz-d65", "xyz-d50"]

    static let spec = CommandSpec(
        name: "convert",
        summary: "Convert a colour to another space (unclipped), with its gamut membership",
        usage: "convert [options] <color> --to SPACE",
        options: [
            OptionSpec(name: "to", valueName: "SPACE", help: "Target space", choices: targets),
            OptionSpec(name: "format", valueName: "FORMAT", help: "Output format", choices: ["text", "json"]),
        ],
        positionals: (1, 1),
        discussion: """
            Components are in CSS units: 0–1 for RGB spaces, L 0–100 for lab/lch, L 0–1 for oklab/oklch,
            hue in degrees. Values outside 0–1 in an RGB space mean the colour is outside that gamut; for
            a colour outside Display P3 the output adds what screens show instead (the audit judges that).
            Conversions go through LittleCMS (CIELAB is D50, as in CSS lab()).

            Example:
              coloraudit convert 'color(display-p3 1 0 0)' --to srgb --format json
            """)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard let targetName = arguments.value("to"), let target = ColorSpace(rawValue: targetName) else {
            throw UsageError(message: "convert to which space? add --to with one of \(targets.joined(separator: ", "))")
        }
        let input = arguments.positionals[0]
        let color = try ColorArgument.parse(input, name: "color")
        let converted = color.converted(to: target)
        let css = converted.cssString()
        let c = converted.components
        let shown = GamutMapping.allCases.map { ($0, color.displayed($0)) }
        if arguments.value("format") == "json" {
            var object: [String: JSONValue] = [
                "input": .string(input), "space": .string(target.rawValue),
                "components": .array([c.x, c.y, c.z].map(JSONValue.number)), "alpha": .number(converted.alpha),
                "css": .string(css),
                "inGamut": .object([
                    "srgb": .bool(color.isInGamut(.srgb)), "display-p3": .bool(color.isInGamut(.displayP3)),
                ]),
            ]
            if !color.isDisplayable {
                object["shownAs"] = .object(
                    Dictionary(uniqueKeysWithValues: shown.map { ($0.0.rawValue, .string($0.1.cssString())) }))
            }
            try Console.out(JSONValue.object(object).text())
        } else {
            var gamuts: [String] = []
            gamuts.append(color.isInGamut(.srgb) ? "inside sRGB" : "outside sRGB")
            gamuts.append(color.isInGamut(.displayP3) ? "inside Display P3" : "outside Display P3")
            var lines = ["\(css)", "(\(gamuts.joined(separator: ", ")))"]
            if !color.isDisplayable {
                lines.append(
                    "No screen shows it as written; screens show "
                        + shown.map { mapping, shown in
                            "\(shown.cssString()) = \(shown.hex) \(mapping == .css ? "on the web (CSS gamut mapping)" : "on iOS and Android (clipped)")"
                        }.joined(separator: ", "))
            }
            try Console.out(lines.joined(separator: "\n"))
        }
        return .success
    }
}
