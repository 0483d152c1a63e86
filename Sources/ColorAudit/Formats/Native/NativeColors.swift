import ColorScience
import Foundation

/// Reads the `colors:` mapping of a native palette into tokens, resolving `"{name}"` aliases.
/// The rules are documented on `NativePaletteImporter`.
struct NativeColors {
    /// The standard appearance keys of a colour mapping.
    static let standardKeys: [(key: String, appearance: Appearance)] = [
        ("light", .light), ("dark", .dark), ("light-high-contrast", .lightHighContrast),
        ("dark-high-contrast", .darkHighContrast),
    ]
    /// The appearance keys of a colour mapping: the standard ones, then the declared themes' names.
    let appearanceKeys: [(key: String, appearance: Appearance)]
    /// The keys a colour mapping may have, in the order messages list them.
    let colorKeys: [String]

    /// A `"{name}"` reference as written.
    private struct AliasReference {
        var target: String
        var source: String
        var mark: SourceMark
    }

    /// A colour as read, before aliases are resolved.
    private struct Draft {
        var name: String
        var mark: SourceMark
        var role: Role?
        /// An alias for the whole colour (`"{x}"` alone or `value: "{x}"`): every appearance of x.
        var whole: AliasReference?
        /// Literal values by appearance.
        var literals: [Appearance: ColorValue] = [:]
        /// Aliases for one appearance (`dark: "{x}"`): x's value for that appearance.
        var aliases: [(appearance: Appearance, reference: AliasReference)] = []
        /// Rules silenced for this colour (`ignore:`).
        var suppressions: [Suppression] = []

        var references: [AliasReference] { (whole.map { [$0] } ?? []) + aliases.map(\.reference) }
    }

    let reader: NodeReader
    /// The palette's declared themes (`themes:`), whose names are appearance keys too.
    let themes: [Appearance]

    /// A reader of colours for a palette declaring `themes` (the keys are listed once, not per colour).
    init(reader: NodeReader, themes: [Appearance] = []) {
        self.reader = reader
        self.themes = themes
        appearanceKeys = Self.standardKeys + themes.map { ($0.name, $0) }
        colorKeys = ["value"] + appearanceKeys.map(\.key) + ["role", "ignore"]
    }

    /// The tokens of `colors:` in file order.
    /// - Throws: `PaletteError` listing every problem (`PaletteError.further`): each colour is checked
    ///   even when an earlier one is malformed; then unknown alias targets (an alias of a malformed
    ///   colour is not one) and the first alias cycle whose colours are all well formed (an alias of a
    ///   malformed colour is no cycle and no error of its own).
    func read(_ node: DocumentNode, keyMark: SourceMark) throws(PaletteError) -> [ColorToken] {
        let entries = try reader.mapping(node, "colors", expected: "a mapping of colour names to colours")
        guard !entries.isEmpty else {
            throw reader.error(
                .empty, keyMark, "colors: no colours defined; expected at least one 'name: colour' entry")
        }
        var errors = PaletteErrorList()
        var drafts: [Draft] = []
        // The colours are read at once on every core (each on its own), then taken in file order.
        let drafted = ParallelWork.map(entries.count) { k in
            Result { () throws(PaletteError) in try self.draft(entries[k]) }
        }
        for result in drafted {
            switch result {
            case .success(let draft): drafts.append(draft)
            case .failure(let error): errors.record(error)
            }
        }
        let indexByName = Dictionary(drafts.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        let names = entries.map(\.key)
        let written = Set(names)
        for draft in drafts {
            for reference in draft.references where indexByName[reference.target] == nil {
                guard !written.contains(reference.target) else { continue }
                errors.record(
                    reader.error(
                        .unresolvedReference,
                        reference.mark,
                        "colour '\(draft.name)': '\(reference.source)' refers to no colour named "
                            + "'\(reference.target)'" + NodeReader.suggestion(for: reference.target, among: names)))
            }
        }
        // The cycle is searched among the well-formed colours even when others are malformed, so it is
        // reported beside them.
        let order =
            errors.attempt { () throws(PaletteError) in try resolutionOrder(drafts, indexByName: indexByName) } ?? []
        try errors.throwIfAny()
        var resolved = [[Appearance: ColorValue]?](repeating: nil, count: drafts.count)
        for index in order {
            let draft = drafts[index]
            var values: [Appearance: ColorValue] = [:]
            if let whole = draft.whole, let target = resolved[indexByName[whole.target]!] {
                for (appearance, value) in target {
                    values[appearance] = aliased(value, by: whole)
                }
            }
            for (appearance, value) in draft.literals {
                values[appearance] = value
            }
            for (appearance, reference) in draft.aliases {
                let target = ColorToken(
                    name: reference.target, role: nil, roleSource: .unknown,
                    values: resolved[indexByName[reference.target]!] ?? [:], location: reader.location(reference.mark))
                if let value = target.resolve(appearance)?.value {
                    values[appearance] = aliased(value, by: reference)
                }
            }
            resolved[index] = values
        }
        // Roles not declared are inferred by the post-import pass (`PostImport`).
        return drafts.enumerated().map { index, draft in
            var token = ColorToken(
                name: draft.name, role: draft.role, roleSource: draft.role != nil ? .declared : .unknown,
                values: resolved[index] ?? [:], location: reader.location(draft.mark))
            token.suppressions = draft.suppressions
            return token
        }
    }

    private func aliased(_ value: ColorValue, by reference: AliasReference) -> ColorValue {
        ColorValue(
            color: value.color, source: reference.source, location: reader.location(reference.mark),
            aliasOf: reference.target, srgbFallback: value.srgbFallback)
    }

    /// Token indices so that every alias target comes before the tokens referring to it
    /// (`AliasGraph`, keyed by token index). An alias of a name that is not among `drafts` (a malformed
    /// or unknown colour, reported on its own) is left out of the graph.
    /// - Throws: at the alias that starts a cycle (in the first-declared colour of the cycle reached),
    ///   naming the whole cycle and where each of its aliases is written.
    private func resolutionOrder(_ drafts: [Draft], indexByName: [String: Int]) throws(PaletteError) -> [Int] {
        var graph = AliasGraph<Int>()
        for (index, draft) in drafts.enumerated() {
            graph.add(index)
            for reference in draft.references {
                guard let target = indexByName[reference.target] else { continue }
                graph.addReference(
                    .init(
                        from: index, to: target, location: reader.location(reference.mark), written: reference.source))
            }
        }
        do {
            return try graph.resolutionOrder()
        } catch {
            throw error.paletteError(describe: { drafts[$0].name })
        }
    }

    /// Whether `name` is empty or only white space (`CharacterSet.whitespaces`: tab and the Unicode
    /// space separators), as trimming it would say; ASCII is judged without Foundation (space and tab are
    /// its only such characters), which costs a tenth of trimming.
    static func isBlank(_ name: String) -> Bool {
        name.unicodeScalars.allSatisfy { $0.isASCII ? $0 == " " || $0 == "\t" : CharacterSet.whitespaces.contains($0) }
    }

    private func draft(_ entry: DocumentNode.Entry) throws(PaletteError) -> Draft {
        let name = entry.key
        let context = "colour '\(name)'"
        guard !Self.isBlank(name) else {
            throw reader.error(.invalidValue, entry.keyMark, "colors: a colour name cannot be empty")
        }
        var draft = Draft(name: name, mark: entry.keyMark)
        let node = entry.value
        switch node.content {
        case .scalar:
            if node.isNull {
                // The comment hint is for YAML only: in JSON, `null` is written as such.
                let hint =
                    reader.quotedStringsOnly
                    ? "; expected a colour string such as \"#rrggbb\""
                    : " (in YAML an unquoted # starts a comment: write \"#rrggbb\" in quotes)"
                throw reader.error(.structure, node.mark, "\(context) has no value\(hint)")
            }
            try readValue(node, context, appearance: .any, into: &draft)
        case .sequence:
            throw reader.error(
                .structure,
                node.mark,
                "\(context): expected a colour string or a mapping with "
                    + "\(colorKeys.joined(separator: ", ")), found a list")
        case .mapping(let entries):
            if entries.count == 1, entries[0].value.isNull, !colorKeys.contains(entries[0].key) {
                throw reader.error(
                    .structure,
                    node.mark,
                    "\(context): {\(entries[0].key)} is a YAML mapping; to refer to another colour, quote the "
                        + "alias: \"{\(entries[0].key)}\"")
            }
            // Each key is checked on its own: a bad dark value is reported beside a bad light one.
            var errors = PaletteErrorList()
            for item in entries where !colorKeys.contains(item.key) {
                let themesHint =
                    themes.isEmpty
                    ? "; a theme must first be declared under 'themes:' ({base: light|dark})"
                    : " (themes are declared under 'themes:')"
                errors.record(
                    reader.error(
                        .unknownKey,
                        item.keyMark,
                        "\(context): unknown key '\(item.key)'\(NodeReader.suggestion(for: item.key, among: colorKeys)); "
                            + "expected one of: \(colorKeys.joined(separator: ", "))\(themesHint)"))
            }
            for item in entries where colorKeys.contains(item.key) {
                errors.attempt { () throws(PaletteError) in
                    if item.key == "role" {
                        draft.role = try reader.keyword(item.value, "\(context) role", as: Role.self)
                    } else if item.key == "ignore" {
                        draft.suppressions = try Suppression.read(item.value, context, reader: reader)
                    } else if item.key == "value" {
                        try readValue(item.value, context, appearance: .any, into: &draft)
                    } else if let appearance = appearanceKeys.first(where: { $0.key == item.key })?.appearance {
                        try readValue(item.value, "\(context) (\(item.key))", appearance: appearance, into: &draft)
                    }
                }
            }
            try errors.throwIfAny()
            if draft.whole == nil && draft.literals.isEmpty && draft.aliases.isEmpty {
                throw reader.error(
                    .structure,
                    node.mark,
                    "\(context) has no value; expected 'value' or at least one of "
                        + appearanceKeys.map(\.key).joined(separator: ", "))
            }
        }
        return draft
    }

    /// Reads one value (string or `{color, srgb}`) for `appearance` (`.any` = the `value` key or the
    /// single string, where an alias copies every appearance).
    private func readValue(
        _ node: DocumentNode, _ context: String, appearance: Appearance, into draft: inout Draft
    ) throws(PaletteError) {
        if case .mapping(let entries) = node.content {
            try reader.checkKeys(entries, allowed: ["color", "srgb"], context)
            guard let colorEntry = entries.first(where: { $0.key == "color" }) else {
                throw reader.error(
                    .structure, node.mark, "\(context): missing 'color' (the colour; 'srgb' is its sRGB fallback)")
            }
            let colorNode = colorEntry.value
            let text = try reader.string(colorNode, context, expected: "a colour string")
            if alias(in: text) != nil {
                throw reader.error(
                    .structure,
                    colorNode.mark,
                    "\(context): an alias cannot have its own sRGB fallback; give 'srgb' on the colour it refers to")
            }
            var value = try parseColor(colorNode, text, context)
            if let srgbNode = entries.first(where: { $0.key == "srgb" })?.value {
                let srgbText = try reader.string(srgbNode, "\(context) srgb", expected: "an sRGB colour string")
                let fallback = try parseColor(srgbNode, srgbText, "\(context) srgb").color
                guard fallback.isInGamut(.srgb) else {
                    throw reader.error(
                        .invalidColor,
                        srgbNode.mark, "\(context): the srgb fallback '\(srgbText)' is outside the sRGB gamut")
                }
                value.srgbFallback = fallback
            }
            draft.literals[appearance] = value
            return
        }
        let text = try reader.string(node, context, expected: "a colour string or {color, srgb}")
        if let target = alias(in: text) {
            guard !target.isEmpty else {
                throw reader.error(
                    .invalidColor,
                    node.mark, "\(context): empty alias '\(text)'; write the name of another colour between the braces")
            }
            let reference = AliasReference(target: target, source: text, mark: node.mark)
            if appearance == .any {
                draft.whole = reference
            } else {
                draft.aliases.append((appearance, reference))
            }
            return
        }
        draft.literals[appearance] = try parseColor(node, text, context)
    }

    /// The name in `{name}` (trimmed), or `nil` when `text` is not an alias.
    private func alias(in text: String) -> String? {
        // Most values are colours (`#2fb54c`): a text whose first scalar is ASCII and neither white space
        // (space and tab are the only ASCII characters trimming removes) nor `{` is no alias, and is
        // judged without Foundation's trimming, which costs about as much as parsing the colour.
        if let first = text.unicodeScalars.first, first.isASCII, first != " ", first != "\t", first != "{" {
            return nil
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count >= 2 else { return nil }
        return String(trimmed.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
    }

    /// Parses a CSS colour; a failure is reported at the parser's offset within the scalar's text.
    private func parseColor(_ node: DocumentNode, _ text: String, _ context: String) throws(PaletteError) -> ColorValue
    {
        do {
            let color = try CSSColorParser.parse(text)
            return ColorValue(color: color, source: text, location: reader.location(node.mark))
        } catch {
            var mark = node.contentMark
            if node.scalarStyle != .block {
                mark.column += error.offset
            }
            throw reader.error(.color(error), mark, "\(context): \(error.description)")
        }
    }
}
