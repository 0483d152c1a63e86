import ColorScience

/// What `coloraudit pairs` prints: for each palette, the pairs an audit with the same configuration
/// checks (`AuditContext.pairs`: declared, or formed from roles by `PairFormation`), per appearance in
/// evaluation order, each with the reason it is checked; then the colours in no pair, with their role
/// and, when the report gives one, why (`PaletteReport.uncheckedTokens`); then the colours whose
/// references resolve to nothing (`ImportNote` of kind `unresolved`: what an audit reports as
/// `unresolved-reference`), which are in no pair because they have no value.
///
/// JSON (`json()`), version 1: `{"version": 1, "palettes": [{"file", "pairs": [{"appearance",
/// "foreground", "background", "backdrop": [names, bottom first], "usage", "pairing"}], "unpaired":
/// [{"token", "role", "reason"}], "unresolved": [{"token", "reason", "file", "line", "column"}]}]}`
/// (`unresolved` as in `TokenListing`: `offset` instead of `line` and `column` in a binary file, `token`
/// `null` when the entry has no name).
/// - `appearance`: `any` for pairs whose colours have one value in every appearance (checked once).
/// - `pairing`: `declared`, or the convention that formed the pair (`PairFormation.Reason`).
/// - `role`: `null` when none; `reason`: `no-role`, `no-surface`, `fill`, `not-in-any-pair`, or `null`
///   (a colour with a role that forms no pair, such as a background no foreground is drawn on).
public struct PairListing: Sendable {
    /// One palette's pairs and unpaired colours.
    public struct Entry: Sendable {
        /// The palette's file.
        public var file: String
        /// The pairs, in evaluation order.
        public var pairs: [ResolvedPair]
        /// The colours in no pair: name, role, reason (see the type).
        public var unpaired: [(token: String, role: Role?, reason: String?)]
        /// The references that resolve to nothing, in the order the importer met them.
        public var unresolved: [ImportNote]
    }

    /// One entry per palette, in order.
    public let entries: [Entry]

    /// Lists the pairs of `palettes` under `configuration` (its role patterns, appearances and platform),
    /// resolving every pair once: time and memory grow with the pairs.
    public init(palettes: [Palette], configuration: Configuration) {
        entries = palettes.map { palette in
            let context = AuditContext(palette: palette, configuration: configuration)
            let pairs = Array(context.pairs)
            var used = Set<String>()
            for pair in pairs { used.formUnion(pair.declaration.colorNames) }
            let reasons = Dictionary(
                Auditor.unchecked(
                    context.palette, drawnOnFills: context.pairs.drawnOnFoundFills,
                    spectrumVocabulary: context.usesSpectrumVocabulary
                ).map {
                    ($0.token, $0.reason)
                },
                uniquingKeysWith: { first, _ in first })
            let unpaired = context.palette.tokens.filter { !used.contains($0.name) }.map {
                (token: $0.name, role: $0.role, reason: reasons[$0.name])
            }
            return Entry(
                file: palette.file, pairs: pairs, unpaired: unpaired,
                unresolved: palette.importNotes.filter { $0.kind == .unresolved })
        }
    }

    /// The JSON listing (see the type).
    public func json() -> JSONValue {
        .object([
            "version": .integer(1),
            "palettes": .array(
                entries.map { entry in
                    .object([
                        "file": .string(entry.file),
                        "pairs": .array(
                            entry.pairs.map { pair in
                                .object([
                                    "appearance": .string(pair.appearance.rawValue),
                                    "foreground": .string(pair.declaration.foreground),
                                    "background": .string(pair.declaration.background),
                                    "backdrop": .array(pair.declaration.backdrop.map(JSONValue.string)),
                                    "usage": .string(pair.declaration.usage.rawValue),
                                    "pairing": .string(pair.declaration.formedBy ?? "declared"),
                                ])
                            }),
                        "unpaired": .array(
                            entry.unpaired.map { item in
                                .object([
                                    "token": .string(item.token),
                                    "role": item.role.map { .string($0.rawValue) } ?? .null,
                                    "reason": item.reason.map(JSONValue.string) ?? .null,
                                ])
                            }),
                        "unresolved": .array(entry.unresolved.map { TokenListing.note($0) }),
                    ])
                }),
        ])
    }

    /// The text listing: per palette a header with the counts; per appearance its pairs, one line each
    /// (`fg on bg [over canvas]  usage  — reason`); then the unpaired colours, and the unresolved
    /// references (`file:line:col: name: reason`, as `coloraudit tokens` lists them).
    public func text() -> String {
        var lines: [String] = []
        for entry in entries {
            let unresolved =
                entry.unresolved.isEmpty
                ? "" : "; \(AuditSummary.plural(entry.unresolved.count, "unresolved reference"))"
            lines.append(
                "\(entry.file)  (\(AuditSummary.plural(entry.pairs.count, "pair")); "
                    + "\(AuditSummary.plural(entry.unpaired.count, "colour")) in no pair\(unresolved))")
            var appearance: Appearance?
            for pair in entry.pairs {
                if pair.appearance != appearance {
                    appearance = pair.appearance
                    lines.append("  \(pair.appearance == .any ? "any (every appearance)" : pair.appearance.rawValue)")
                }
                let declaration = pair.declaration
                let over =
                    declaration.backdrop.isEmpty ? "" : " over " + declaration.backdrop.joined(separator: " over ")
                lines.append(
                    "    \(declaration.foreground) on \(declaration.background)\(over)  \(declaration.usage.rawValue)  — "
                        + (declaration.formedBy ?? "declared"))
            }
            if !entry.unpaired.isEmpty {
                lines.append("  in no pair:")
                for item in entry.unpaired {
                    let role = item.role.map { "role \($0.rawValue)" } ?? "no role"
                    let reason = item.reason.flatMap { $0 == "no-role" ? nil : ": \($0)" } ?? ""
                    lines.append("    \(item.token) (\(role)\(reason))")
                }
            }
            if !entry.unresolved.isEmpty {
                // An audit warns about each (`unresolved-reference`); their colours have no value to pair.
                lines.append("  unresolved (not audited):")
                for note in entry.unresolved {
                    lines.append(
                        TerminalText.visible(
                            "    \(note.location): \(note.token.map { "\($0): " } ?? "")\(note.reason)"))
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
