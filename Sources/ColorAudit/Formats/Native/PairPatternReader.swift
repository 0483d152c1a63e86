import ColorScience

/// Reads pair rules (`PairPattern`): the items of `.coloraudit.yml`'s `pairs:`, and the items of a
/// palette's `pairs:` whose names are patterns (`isRule`).
///
/// An item is a mapping with `foreground` and `background` (required: a pattern or a list of at least
/// one), `over` (a pattern or a list), `except` (a pattern or a list of patterns and
/// `{foreground, background}` mappings) and `usage` (`Usage`; default `text`). Any other key is an
/// error, as is a malformed pattern or an unknown usage, each at its line and column.
struct PairPatternReader {
    /// The keys a rule may have.
    static let keys = ["foreground", "background", "over", "except", "usage"]

    let reader: NodeReader

    /// Whether a pair item of a palette is a rule: its foreground or background has a wildcard, a set
    /// or a placeholder, or it has `except`.
    static func isRule(_ node: DocumentNode) -> Bool {
        guard case .mapping(let entries) = node.content else { return false }
        return entries.contains { entry in
            if entry.key == "except" { return true }
            guard entry.key == "foreground" || entry.key == "background" else { return false }
            if case .sequence = entry.value.content { return true }
            return entry.value.scalarText.map(isPattern) ?? false
        }
    }

    /// Whether `text` has wildcard syntax (`*`, `?`, `[`, `{`).
    static func isPattern(_ text: String) -> Bool { text.contains { "*?[{".contains($0) } }

    /// Every rule of the list `node` (`context` names it in messages: "pairs").
    /// - Throws: every malformed rule (`PaletteError.further`), each rule checked on its own.
    func readRules(_ node: DocumentNode, _ context: String) throws(PaletteError) -> [PairPattern] {
        let items = try reader.sequence(node, context, expected: "a list of pair rules")
        var errors = PaletteErrorList()
        var rules: [PairPattern] = []
        for (index, item) in items.enumerated() {
            if let rule = errors.attempt({ () throws(PaletteError) in try self.rule(item, "pair \(index + 1)") }) {
                rules.append(rule)
            }
        }
        try errors.throwIfAny()
        return rules
    }

    /// One rule (`context` names it in messages: "pair 3").
    /// - Throws: unknown keys, a missing foreground or background, a malformed pattern or usage.
    func rule(_ node: DocumentNode, _ context: String) throws(PaletteError) -> PairPattern {
        let entries = try reader.mapping(
            node, context, expected: "a mapping with foreground and background (colour-name patterns)")
        var errors = PaletteErrorList()
        errors.attempt { () throws(PaletteError) in try reader.checkKeys(entries, allowed: Self.keys, context) }
        func value(_ key: String) -> DocumentNode? { entries.first { $0.key == key }?.value }
        var foregrounds: [NamePattern] = []
        var backgrounds: [NamePattern] = []
        if let foreground = value("foreground") {
            foregrounds =
                errors.attempt { () throws(PaletteError) in
                    try patterns(foreground, "\(context) foreground")
                } ?? []
        } else {
            errors.record(
                reader.error(.structure, node.mark, "\(context): missing 'foreground' (a colour-name pattern)"))
        }
        if let background = value("background") {
            backgrounds =
                errors.attempt { () throws(PaletteError) in
                    try patterns(background, "\(context) background")
                } ?? []
        } else {
            errors.record(
                reader.error(.structure, node.mark, "\(context): missing 'background' (a colour-name pattern)"))
        }
        let over =
            value("over").flatMap { node in
                errors.attempt { () throws(PaletteError) in try patterns(node, "\(context) over") }
            } ?? []
        let except =
            value("except").flatMap { node in
                errors.attempt { () throws(PaletteError) in try exclusions(node, "\(context) except") }
            } ?? []
        let usage = value("usage").flatMap { node in
            errors.attempt { () throws(PaletteError) in try reader.keyword(node, "\(context) usage", as: Usage.self) }
        }
        try errors.throwIfAny()
        return PairPattern(
            foregrounds: foregrounds, backgrounds: backgrounds, over: over, except: except, usage: usage ?? .text,
            location: reader.location(node.mark))
    }

    /// A pattern or a non-empty list of patterns.
    private func patterns(_ node: DocumentNode, _ context: String) throws(PaletteError) -> [NamePattern] {
        let items: [DocumentNode]
        if case .sequence(let list) = node.content { items = list } else { items = [node] }
        guard !items.isEmpty else {
            throw reader.error(.structure, node.mark, "\(context): expected at least one colour-name pattern")
        }
        var result: [NamePattern] = []
        for item in items { result.append(try pattern(item, context)) }
        return result
    }

    /// One colour-name pattern.
    private func pattern(_ node: DocumentNode, _ context: String) throws(PaletteError) -> NamePattern {
        let text = try reader.string(node, context, expected: "a colour-name pattern")
        guard !text.isEmpty else {
            throw reader.error(.invalidValue, node.mark, "\(context): expected a colour-name pattern, found ''")
        }
        do {
            return try NamePattern(text)
        } catch {
            throw reader.error(.invalidValue, node.mark, "\(context): \(error)")
        }
    }

    /// `except:` items: patterns (either colour) or `{foreground, background}` mappings (both).
    private func exclusions(_ node: DocumentNode, _ context: String) throws(PaletteError) -> [PairPattern.Exclusion] {
        let items: [DocumentNode]
        if case .sequence(let list) = node.content { items = list } else { items = [node] }
        var result: [PairPattern.Exclusion] = []
        for item in items {
            guard case .mapping(let entries) = item.content else {
                result.append(PairPattern.Exclusion(either: try pattern(item, context)))
                continue
            }
            try reader.checkKeys(entries, allowed: ["foreground", "background"], context)
            guard !entries.isEmpty else {
                throw reader.error(.structure, item.mark, "\(context): expected foreground and/or background patterns")
            }
            var exclusion = PairPattern.Exclusion()
            for entry in entries {
                let found = try pattern(entry.value, "\(context) \(entry.key)")
                if entry.key == "foreground" { exclusion.foreground = found } else { exclusion.background = found }
            }
            result.append(exclusion)
        }
        return result
    }
}
