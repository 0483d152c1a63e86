import ColorScience

/// Reads Tokens Studio and Style Dictionary token JSON (the `value`/`type` form without `$`).
///
/// - **Tokens.** An object with a `value` key is a token; other objects are groups (keys starting
///   with `$` are ignored there). Names are the keys on the path joined with `.`. Tokens Studio's W3C DTCG
///   token format writes `$value`, `$type` and `$description` instead (docs.tokens.studio, "Token Format -
///   W3C DTCG vs Legacy"): an object with `$value` is a token too, its type `$type` or its group's.
/// - **Types.** `type` (Tokens Studio: `color`) decides; a token typed otherwise is not read. Untyped
///   tokens (Style Dictionary sources usually are) are read when their value is a string that is a CSS
///   colour, an alias, or an alias in `rgb()`/`rgba()`; other untyped values are not colours.
/// - **Values.** `TokenExpression`: CSS colours (including legacy `hsl(h, s, l, a)`), `{a.b}` and Style
///   Dictionary's `{a.b.value}`, `rgba({a.b}, 0.4)` with spaces anywhere; other functions around
///   aliases are noted as unsupported. A `color` token whose value is not a colour is an error at it.
/// - **Sets in one file.** A file whose top level has `$themes` or `$metadata` holds several sets: each
///   other top-level key is a set (named by the key), `$themes` and `$metadata` are read as in a folder.
/// - **Appearances.** Style Dictionary's `darkValue`, `hcValue` and `hcDarkValue` (any case) next to
///   `value` are the token's dark, light high-contrast and dark high-contrast values (read as `value`
///   is, always as colours: a value there that is not a colour is an error at it).
/// - **Modifiers.** `$extensions["studio.tokens"].modify` (`TokenModifier`: lighten, darken, mix, alpha in
///   srgb, hsl, lch or p3) is applied to the token's resolved value; an unknown type or space is an
///   error at it, an amount that is an expression or reference a skipped note.
/// - **Descriptions.** `description` (or `$description`), a string, is kept as the colour's
///   `documentation`.
/// - Other keys (`comment`, `attributes`, other `$extensions`, Gestalt's `_darkMode`) are accepted and
///   ignored.
struct TokensStudioReader {
    /// The file as given.
    let path: String

    private var reader: NodeReader { NodeReader(path: path) }

    /// The colour tokens of `root` (a mapping of groups) as the set `name`.
    /// - Throws: every malformed colour token (`PaletteError.further`).
    func read(_ root: DocumentNode, name: String) throws(PaletteError) -> TokenSet {
        guard case .mapping(let entries) = root.content else {
            throw reader.error(
                .structure, root.mark, "expected an object of token groups, found \(root.kindDescription)")
        }
        var set = TokenSet(name: name, file: path, entries: [])
        // Each token is checked even when an earlier one is malformed (`PaletteError.further`).
        var errors = PaletteErrorList()
        // Each group with the `$type` its tokens inherit (the W3C DTCG format's group type).
        var pending: [(path: [String], entries: [DocumentNode.Entry], type: String?)] = [([], entries, nil)]
        while let (groupPath, groupEntries, groupType) = pending.popLast() {
            var children: [(path: [String], entries: [DocumentNode.Entry], type: String?)] = []
            for entry in groupEntries where !entry.key.hasPrefix("$") {
                guard case .mapping(let members) = entry.value.content else { continue }
                let childPath = groupPath + [entry.key]
                func member(_ key: String) -> DocumentNode? { members.first { $0.key == key }?.value }
                guard let valueNode = member("$value") ?? member("value") else {
                    children.append((childPath, members, member("$type")?.scalarText ?? groupType))
                    continue
                }
                let tokenName = childPath.joined(separator: ".")
                let type = (member("type") ?? member("$type"))?.scalarText ?? groupType
                if let type, type != "color" {
                    set.otherTokens.insert(tokenName)
                    continue
                }
                let parsed = errors.attempt { () throws(PaletteError) in
                    try expression(valueNode, context: "token '\(tokenName)'", typed: type != nil)
                }
                guard let parsed else { continue }
                guard let expression = parsed else {
                    set.otherTokens.insert(tokenName)
                    continue
                }
                if case .unsupported(let reason, let written, let location) = expression {
                    set.notes.append(
                        TokenNote(
                            isUnresolved: false, token: tokenName, reason: "'\(written)': \(reason)", location: location
                        ))
                    continue
                }
                var values: [Appearance: TokenExpression] = [.any: expression]
                for member in members {
                    guard let appearance = Self.appearanceKeys[member.key.lowercased()] else { continue }
                    let parsed = errors.attempt { () throws(PaletteError) in
                        try self.expression(member.value, context: "token '\(tokenName)' \(member.key)", typed: true)
                    }
                    guard let parsed, let modeExpression = parsed else { continue }
                    if case .unsupported(let reason, let written, let location) = modeExpression {
                        set.notes.append(
                            TokenNote(
                                isUnresolved: false, token: tokenName, reason: "'\(written)': \(reason)",
                                location: location))
                        continue
                    }
                    values[appearance] = modeExpression
                }
                var modifier: TokenModifier?
                if let extensions = members.first(where: { $0.key == "$extensions" })?.value {
                    let read = errors.attempt { () throws(PaletteError) in
                        try self.modifier(extensions, token: tokenName)
                    }
                    switch read {
                    case .none: continue
                    case .some(.none): break
                    case .some(.some(.modifier(let found))): modifier = found
                    case .some(.some(.unsupported(let note))):
                        set.notes.append(note)
                        continue
                    }
                }
                var read = TokenSet.Entry(
                    name: tokenName, location: reader.location(entry.keyMark), values: values, modifier: modifier)
                read.documentation =
                    members.first { $0.key == "description" || $0.key == "$description" }?.value.scalarText
                read.declaredColor = type != nil
                set.entries.append(read)
            }
            pending.append(contentsOf: children.reversed())
        }
        try errors.throwIfAny()
        return set
    }

    /// What a token's `$extensions["studio.tokens"].modify` says.
    enum ModifierReading {
        case modifier(TokenModifier)
        /// A modifier ColorAudit does not compute (a math expression or reference as its value, a
        /// reference as its mix colour): the token is skipped with this note, not guessed at.
        case unsupported(TokenNote)
    }

    /// The Tokens Studio colour modifier in a token's `$extensions` (`studio.tokens` → `modify`: `type`
    /// lighten, darken, mix or alpha; `space` srgb, hsl, lch or p3; `value` a number or a string holding
    /// one; `color` for mix, a CSS colour), or `nil` when there is none.
    /// - Throws: at the entry, for an unknown `type` or `space`, a missing one, a missing `value`, or a
    ///   mix without `color`.
    func modifier(_ extensions: DocumentNode, token: String) throws(PaletteError) -> ModifierReading? {
        guard case .mapping(let namespaces) = extensions.content,
            let studio = namespaces.first(where: { $0.key == "studio.tokens" })?.value,
            case .mapping(let studioEntries) = studio.content,
            let modifyNode = studioEntries.first(where: { $0.key == "modify" })?.value
        else { return nil }
        let context = "token '\(token)' modify"
        let entries = try reader.mapping(modifyNode, context, expected: "an object with type, space and value")
        func member(_ key: String) -> DocumentNode? { entries.first { $0.key == key }?.value }
        guard let typeNode = member("type") else {
            throw reader.error(
                .structure, modifyNode.mark, "\(context): expected a 'type' (lighten, darken, mix or alpha)")
        }
        let kind = try reader.keyword(typeNode, "\(context) type", as: TokenModifier.Kind.self)
        guard let spaceNode = member("space") else {
            throw reader.error(.structure, modifyNode.mark, "\(context): expected a 'space' (srgb, hsl, lch or p3)")
        }
        let space = try reader.keyword(spaceNode, "\(context) space", as: TokenModifier.Space.self)
        guard let valueNode = member("value") else {
            throw reader.error(.structure, modifyNode.mark, "\(context): expected a 'value' (the amount, a number)")
        }
        guard let text = valueNode.scalarText, !valueNode.isNull else {
            throw reader.error(
                .structure,
                valueNode.mark, "\(context) value: expected a number, found \(valueNode.kindDescription)")
        }
        let location = reader.location(valueNode.contentMark)
        guard let amount = Double(text.trimmingCharacters(in: .whitespaces)), amount.isFinite else {
            return .unsupported(
                TokenNote(
                    isUnresolved: false, token: token,
                    reason: "the modifier amount '\(text)' is not a number (expressions and references in "
                        + "modifiers are not computed)", location: location))
        }
        var mixColor: Color?
        if kind == .mix {
            guard let colorNode = member("color") else {
                throw reader.error(.structure, modifyNode.mark, "\(context): a mix needs a 'color' to mix in")
            }
            let colorText = try reader.string(colorNode, "\(context) color", expected: "a CSS colour")
            let colorLocation = reader.location(colorNode.contentMark)
            if colorText.contains("{") {
                return .unsupported(
                    TokenNote(
                        isUnresolved: false, token: token,
                        reason: "the mix colour '\(colorText)' is a reference (references in modifiers are not "
                            + "computed)", location: colorLocation))
            }
            do throws(ColorParseError) {
                mixColor = try CSSColorParser.parse(colorText)
            } catch {
                throw PaletteError(
                    kind: .color(error),
                    location: SourceLocation(
                        file: path, line: colorLocation.line, column: colorLocation.column + error.offset),
                    message: "\(context) color: \(error)")
            }
        }
        return .modifier(TokenModifier(kind: kind, space: space, amount: amount, mixColor: mixColor))
    }

    /// Style Dictionary's per-token appearance values (its dark-mode example, single-token method: the
    /// iOS colorset action writes `darkValue` for the dark appearance, `hcValue` for high contrast and
    /// `hcDarkValue` for both), matched without regard to case (`hcdarkValue` is spelled both ways).
    static let appearanceKeys: [String: Appearance] = [
        "darkvalue": .dark, "hcvalue": .lightHighContrast, "hcdarkvalue": .darkHighContrast,
    ]

    private func expression(_ node: DocumentNode, context: String, typed: Bool) throws(PaletteError) -> TokenExpression?
    {
        guard case .scalar(let text, let style) = node.content, style != .plain else {
            guard typed else { return nil }
            throw reader.error(
                .structure,
                node.mark,
                "\(context): expected a colour string (CSS colour or alias), found \(node.kindDescription)")
        }
        // An untyped value is a colour only if it is one, except a value that starts like one (`#`, a
        // colour function, a colour name): `#ff00zz` is a colour written wrong, not a dimension.
        return try TokenExpression.tokenValue(
            text, at: reader.location(node.contentMark), strict: typed, context: context)
    }

    /// Tokens Studio's `$themes`: a list of `{name, group?, selectedTokenSets: {set: enabled|source|disabled}}`;
    /// disabled sets are left out, `source` sets kept as such (`TokenThemes.Theme.sources`).
    func themes(_ node: DocumentNode) throws(PaletteError) -> [TokenThemes.Theme] {
        let items = try reader.sequence(node, "$themes", expected: "a list of themes")
        var themes: [TokenThemes.Theme] = []
        for (number, item) in items.enumerated() {
            let entries = try reader.mapping(item, "$themes item \(number + 1)", expected: "a theme object")
            func member(_ key: String) -> DocumentNode? { entries.first { $0.key == key }?.value }
            guard let nameNode = member("name") else {
                throw reader.error(.structure, item.mark, "$themes item \(number + 1): expected a 'name'")
            }
            let name = try reader.string(nameNode, "$themes item \(number + 1) name")
            let group = try member("group").map { node throws(PaletteError) in
                try reader.string(node, "theme '\(name)' group")
            }
            var sets: [String] = []
            var setLocations: [SourceLocation] = []
            var sources = Set<String>()
            if let selected = member("selectedTokenSets") {
                for entry in try reader.mapping(
                    selected, "theme '\(name)' selectedTokenSets",
                    expected: "a mapping of set names to enabled, source or disabled")
                {
                    let status = try reader.string(entry.value, "theme '\(name)' set '\(entry.key)'")
                    guard ["enabled", "source", "disabled"].contains(status) else {
                        throw reader.error(
                            .structure, entry.value.mark,
                            "theme '\(name)' set '\(entry.key)': expected enabled, source or disabled, "
                                + "found '\(status)'")
                    }
                    if status != "disabled" {
                        sets.append(entry.key)
                        setLocations.append(reader.location(entry.keyMark))
                    }
                    if status == "source" { sources.insert(entry.key) }
                }
            }
            themes.append(
                TokenThemes.Theme(
                    name: name, group: group, sets: sets, location: reader.location(nameNode.contentMark),
                    setLocations: setLocations, sources: sources))
        }
        return themes
    }

    /// Checks `themes` (read from this reader's file) against the sets read (`setNames`), `place` naming
    /// the folder or file for messages. A theme that lists sets but none that exists would audit nothing —
    /// a renamed or deleted set must not turn a CI gate green — so it is an error at the theme's name. A
    /// set that themes list but that does not exist, next to sets that do, is a note (Tokens Studio itself
    /// skips such sets, and real token folders often list sets of other token types that were never
    /// exported): one per set, at its first mention, with the themes that use it.
    /// - Returns: the notes, each with the names of the themes that list the set.
    /// - Throws: one `PaletteError` per theme that uses no existing set (`PaletteError.further`).
    func missingSets(
        _ themes: [TokenThemes.Theme], setNames: Set<String>, place: String
    ) throws(PaletteError) -> [(themes: Set<String>, note: TokenNote)] {
        var errors = PaletteErrorList()
        var order: [String] = []
        var missing: [String: (themes: [String], location: SourceLocation)] = [:]
        let available = setNames.sorted()
        let listed =
            available.prefix(5).joined(separator: ", ") + (available.count > 5 ? ", … (\(available.count) sets)" : "")
        for theme in themes where !theme.sets.isEmpty {
            let absent = theme.sets.indices.filter { !setNames.contains(theme.sets[$0]) }
            if absent.count == theme.sets.count {
                errors.record(
                    PaletteError(
                        kind: .unresolvedReference,
                        location: theme.location ?? SourceLocation(file: path),
                        message: "theme '\(theme.name)' uses no token set of \(place): "
                            + theme.sets.map { "'\($0)'" }.joined(separator: ", ")
                            + (theme.sets.count == 1 ? " is not one" : " are none of them")
                            + NodeReader.suggestion(for: theme.sets[0], among: available)
                            + "; expected the name of a set file's path without .json"
                            + (available.isEmpty ? "" : " (sets: \(listed))")))
                continue
            }
            for index in absent {
                let set = theme.sets[index]
                if missing[set] == nil {
                    order.append(set)
                    let location =
                        index < theme.setLocations.count
                        ? theme.setLocations[index] : theme.location ?? SourceLocation(file: path)
                    missing[set] = ([], location)
                }
                if missing[set]?.themes.contains(theme.name) == false { missing[set]?.themes.append(theme.name) }
            }
        }
        try errors.throwIfAny()
        return order.map { set in
            let (names, location) = missing[set]!
            let users = names.count == 1 ? "theme \(names[0])" : "themes " + names.joined(separator: ", ")
            return (
                Set(names),
                TokenNote(
                    isUnresolved: true, token: nil,
                    reason: "the token set '\(set)', used by \(users), is not in \(place) (skipped)",
                    location: location)
            )
        }
    }

    /// The notes of `missing` (`missingSets`) that concern the palette of `plan`, one of `plans`: those of
    /// a set that a theme of its combination uses, or that an appearance theme (used by every plan) does.
    static func notes(
        _ missing: [(themes: Set<String>, note: TokenNote)], for plan: TokenThemes.Plan, of plans: [TokenThemes.Plan]
    ) -> [TokenNote] {
        let combined = Set(plans.flatMap(\.themes))
        return missing.filter { !$0.themes.isDisjoint(with: plan.themes) || !$0.themes.isSubset(of: combined) }.map(
            \.note)
    }

    /// `$metadata`'s `tokenSetOrder` (empty when absent).
    func setOrder(_ node: DocumentNode) throws(PaletteError) -> [String] {
        let entries = try reader.mapping(node, "$metadata", expected: "an object with tokenSetOrder")
        guard let order = entries.first(where: { $0.key == "tokenSetOrder" })?.value else { return [] }
        var names: [String] = []
        for item in try reader.sequence(order, "$metadata tokenSetOrder", expected: "a list of set names") {
            names.append(try reader.string(item, "$metadata tokenSetOrder"))
        }
        return names
    }
}
