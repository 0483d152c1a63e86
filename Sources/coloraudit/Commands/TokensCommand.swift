import ColorAudit

/// `coloraudit tokens <paths…>`: lists every colour read, to see what an import gave.
enum TokensCommand: Command {
    static let spec = CommandSpec(
        name: "tokens",
        summary: "List every colour read from palette files or folders, per appearance, with locations",
        usage: "tokens [options] <path>…",
        options: PaletteInput.listingOptions,
        positionals: (1, nil),
        discussion: """
            Paths are read as by 'coloraudit audit' (files, folders, '-' for standard input). For each
            colour: name, role (and whether inferred), and per appearance the value as written, its sRGB
            rendering, alpha, colour space, whether it is inherited, and its location. Then what could not
            be resolved and what was skipped, with the reason.

            Exit status: 0 listed; 2 usage or input error.
            """)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let loaded = try PaletteInput.loadForListing(arguments, command: "tokens").loaded
        let listing = TokenListing(
            palettes: loaded.palettes,
            skippedPaths: loaded.skipped.map { ($0.path, $0.text.rendered(OverrideFlags.spelling)) })
        if arguments.value("format") == "json" {
            try Console.out(listing.json(hints: OverrideFlags.spelling).text())
        } else {
            try Console.out(String(listing.text(hints: OverrideFlags.spelling).dropLast()))
        }
        return .success
    }
}
