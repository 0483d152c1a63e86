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
            OptionSpec(
                name: "platform", valueName: "PLATFORM",
                help: "How a colour outside Display P3 is shown: web maps it by CSS gamut mapping (default), "
                    + "ios and android clip it; android also reads #ARGB and #AARRGGBB alpha first, as "
                    + "colors.xml does", choices: Platform.allCases.map(\.rawValue)),
        ],
        positionals: (2, 2),
        discussion: """
            Colours are CSS Color 4 strings: #rgb, #rrggbb(aa), rgb(), hsl(), hwb(), color(display-p3 …),
            lab(), lch(), oklab(), oklch(), named colours. Quote them for the shell.
            A translucent foreground is composited on the background (source-over, sRGB).
            Hex with alpha is #RRGGBBAA (CSS); with --platform android it is #AARRGGBB, as colors.xml
            writes it (an Android suggestion such as #8a030303 is re-checked so).
            A colour outside Display P3 cannot be shown as written: it is judged as the screen shows it
            (mapped into Display P3; see --platform), and the output says so.

            Examples:
              coloraudit contrast '#767676' white
              coloraudit contrast 'color(display-p3 1 0 0)' white --format json
            """)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let fgText = arguments.positionals[0]
        let bgText = arguments.positionals[1]
        let platform = arguments.value("platform").flatMap(Platform.init(rawValue:)) ?? .web
        let mapping = GamutMapping(platform: platform)
        let alphaFirst = platform == .android
        let written =
            [
                (fgText, try ColorArgument.parse(fgText, name: "foreground", alphaFirst: alphaFirst)),
                (bgText, try ColorArgument.parse(bgText, name: "background", alphaFirst: alphaFirst)),
            ]
            + (try arguments.value("backdrop").map {
                [($0, try ColorArgument.parse($0, name: "--backdrop", alphaFirst: alphaFirst))]
            } ?? [])
        let shown = written.map { $0.1.displayed(mapping) }
        let check = ContrastCheck(foreground: shown[0], background: shown[1], backdrop: Array(shown.dropFirst(2)))
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
            let mapped = zip(["foreground", "background", "backdrop"], zip(written, shown)).filter {
                !$0.1.0.1.isDisplayable
            }
            if !mapped.isEmpty {
                var shownAs: [String: JSONValue] = [:]
                for (role, pair) in mapped { shownAs[role] = .string(pair.1.cssString()) }
                object["shownAs"] = .object(shownAs)
                object["gamutMapping"] = .string(mapping.rawValue)
            }
            try Console.out(JSONValue.object(object).text())
            return .success
        }
        var lines = ["\(fgText) on \(bgText)"]
        for ((text, color), displayed) in zip(written, shown) where !color.isDisplayable {
            let hex = displayed.isInGamut(.srgb) ? " = \(displayed.hex)" : ""
            lines.append(
                "  \(text) is outside Display P3 (no screen shows it): judged as shown, "
                    + "\(displayed.cssString())\(hex) (\(mapping.summary))")
        }
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
        try Console.out(lines.joined(separator: "\n"))
        return .success
    }
}
