import ColorAudit

/// `coloraudit pairs <paths…>`: lists the pairs an audit checks and why, and the colours in no pair.
enum PairsCommand: Command {
    static let spec = CommandSpec(
        name: "pairs",
        summary: "List the pairs an audit checks per appearance, each with the reason it is checked",
        usage: "pairs [options] <path>…",
        options: PaletteInput.listingOptions,
        positionals: (1, nil),
        discussion: """
            Paths are read as by 'coloraudit audit', with the same configuration file (its roles and
            theme mappings). For each palette: every pair 'audit' checks, per appearance ('any' for pairs
            whose colours have one value everywhere), with its usage and why it is checked: 'declared',
            or the convention that formed it (README, "Pairs"); then the colours in no pair, with their
            role and the reason; then the references that resolve to nothing (file:line:column), whose
            colours are not audited ('audit' warns: unresolved-reference).

            A palette that would form more pairs from roles than an audit accepts is refused as the
            audit refuses it.

            Exit status: 0 listed; 2 usage or input error, or a palette too large.
            """)

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let (configuration, loaded) = try PaletteInput.loadForListing(arguments, command: "pairs")
        // What an audit would refuse to form is not listed either (exit 2, the audit's message).
        let auditor = Auditor(configuration: configuration)
        for palette in loaded.palettes { try auditor.validateFormedPairs(palette) }
        let listing = PairListing(palettes: loaded.palettes, configuration: configuration)
        if arguments.value("format") == "json" {
            try Console.out(listing.json().text())
        } else {
            try Console.out(listing.text())
        }
        return .success
    }
}
