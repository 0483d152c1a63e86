import ColorAudit
import Foundation

/// `coloraudit delta-e <a> <b>`: the CIEDE2000 colour difference of two colours.
enum DeltaECommand: Command {
    static let spec = CommandSpec(
        name: "delta-e",
        summary: "Colour difference ΔE00 (CIEDE2000) between two colours",
        usage: "delta-e [options] <color> <color>",
        options: [
            OptionSpec(name: "format", valueName: "FORMAT", help: "Output format", choices: ["text", "json"])
        ],
        positionals: (2, 2),
        discussion: """
            ΔE00 by LittleCMS (cmsCIE2000DeltaE, kL = kC = kH = 1) on CIELAB relative to D50, as CSS lab().
            lab() colours are taken as given; others are converted through LittleCMS. Alpha is ignored.
            About 1 is just noticeable on large patches; small marks need far more (see 'coloraudit rules').
            JSON: {"a": "...", "b": "...", "deltaE2000": x}.

            Examples:
              coloraudit delta-e '#ffff00' '#0000ff'
              coloraudit delta-e 'lab(50 2.6772 -79.7751)' 'lab(50 0 -82.7485)' --format json
            """)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let aText = arguments.positionals[0]
        let bText = arguments.positionals[1]
        let a = try ColorArgument.parse(aText, name: "first color")
        let b = try ColorArgument.parse(bText, name: "second color")
        let difference = DeltaE2000.between(a, b)
        if arguments.value("format") == "json" {
            try Console.out(
                JSONValue.object(["a": .string(aText), "b": .string(bText), "deltaE2000": .number(difference)]).text())
        } else {
            try Console.out(
                "ΔE00 \(String(format: "%.4f", difference))  (\(aText) vs \(bText), CIEDE2000 on CIELAB D50)")
        }
        return .success
    }
}
