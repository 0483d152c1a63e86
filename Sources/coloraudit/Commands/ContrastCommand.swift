import ColorAudit
import Foundation

/// `coloraudit contrast <fg> <bg>`: WCAG 2 ratio, APCA Lc and the levels met.
enum ContrastCommand: Command {
    static let spec = CommandSpec(
        name: "contrast",
        summary: "Contrast ratio (WCAG 2), APCA Lc and the levels a colour pair meets",
        usage: "contrast [options] <foreground> <background>",
        options: [
            OptionSpec(name: "format", valueName: "FORMAT", help: "Output format", choices: ["text", "json"]),
            OptionSpec(
                name: "backdrop", valueName: "COLOR",
                help: "Colour under a translucent background (default: judge over black and white)"),
        ],
        positionals: (2, 2),
        discussion: """
            Colours are CSS Color 4 strings: #rgb, #rrggbb(aa), rgb(), hsl(), hwb(), color(display-p3 …),
            lab(), lch(), oklab(), oklch(), named colours. Quote them for the shell.
            A translucent foreground is composited on the background (source-over, sRGB).

            Examples:
              coloraudit contrast '#767676' white
              coloraudit contrast 'color(display-p3 1 0 0)' white --format json
            """)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let fgText = arguments.positionals[0]
        let bgText = arguments.positionals[1]
        let foreground = try ColorArgument.parse(fgText, name: "foreground")
        let background = try ColorArgument.parse(bgText, name: "background")
        let backdrop = try arguments.value("backdrop").map { try ColorArgument.parse($0, name: "--backdrop") }
        let check = ContrastCheck(foreground: foreground, background: background, backdrop: backdrop.map { [$0] } ?? [])
        if arguments.value("format") == "json" {
            var levels: [String: JSONValue] = [:]
            for level in ContrastCheck.Level.allCases { levels[level.rawValue] = .bool(check.passes(level)) }
            var object: [String: JSONValue] = [
                "foreground": .string(fgText), "background": .string(bgText), "ratio": .number(check.ratio),
                "apca": .number(check.apca), "apcaVersion": .string(APCA.version), "levels": .object(levels),
            ]
            if check.stack.dependsOnBackdrop {
                object["ratioMax"] = .number(check.stack.bestRatio)
            }
            Console.out(JSONValue.object(object).text())
            return .success
        }
        var lines = ["\(fgText) on \(bgText)"]
        var ratioText = "\(ContrastRatio.format(check.ratio)):1"
        if check.stack.dependsOnBackdrop {
            ratioText +=
                " to \(ContrastRatio.format(check.stack.bestRatio)):1 (translucent background: over black and white; worst case judged)"
        }
        lines.append("Contrast ratio  \(ratioText)")
        lines.append(
            "APCA Lc         \(String(format: "%.1f", check.apca))  (APCA \(APCA.version), WCAG 3 draft; informative)")
        for level in ContrastCheck.Level.allCases {
            let verdict = check.passes(level) ? "pass" : "fail"
            let title = "\(level.title), \(ContrastRatio.formatThreshold(level.required)):1"
            lines.append("  " + title.padding(toLength: 36, withPad: " ", startingAt: 0) + verdict)
        }
        Console.out(lines.joined(separator: "\n"))
        return .success
    }
}
