import ColorScience

/// Reads `pairs:` and `groups:` of a native palette. The rules are documented on
/// `NativePaletteImporter`.
struct NativePairs {
    /// The keys a pair mapping may have.
    static let pairKeys = [
        "foreground", "background", "backdrop", "usage", "fontSize", "fontWeight", "surroundingText", "underlined",
        "unfocused", "over", "appearances",
    ]

    /// Font weight keywords and the CSS numeric weights they stand for (CSS Fonts Level 4 §2.2,
    /// "Common weight name mapping": 100 Thin, 200 Extra Light, 300 Light, 400 Normal/Regular,
    /// 500 Medium, 600 Semi Bold, 700 Bold, 800 Extra Bold, 900 Black/Heavy).
    static let fontWeights: [(name: String, weight: Double)] = [
        ("thin", 100), ("extralight", 200), ("light", 300), ("regular", 400), ("normal", 400), ("medium", 500),
        ("semibold", 600), ("bold", 700), ("extrabold", 800), ("heavy", 900), ("black", 900),
    ]

    let reader: NodeReader
    /// Names of the palette's colours, in file order.
    let tokenNames: [String]
    /// Where names were looked for, added to "no colour named" messages (" in this file or the files it
    /// includes (…)" for a side file); empty for a palette on its own.
    var scope = ""
    /// The palette's declared themes, which `appearances:` may name too.
    var themes: [Appearance] = []
    private let known: Set<String>

    init(reader: NodeReader, tokenNames: [String], themes: [Appearance] = []) {
        self.themes = themes
        self.reader = reader
        self.tokenNames = tokenNames
        self.known = Set(tokenNames)
    }

    /// The declared pairs in file order, and the items written as pair rules (names with wildcards or
    /// placeholders, or `except:`; `PairPatternReader.isRule`), which the importer applies to the palette's
    /// colours (`PairPattern.apply`).
    /// - Throws: every malformed pair (`PaletteError.further`), each pair checked on its own.
    func readPairs(_ node: DocumentNode) throws(PaletteError) -> (pairs: [PairDeclaration], rules: [PairPattern]) {
        let items = try reader.sequence(node, "pairs", expected: "a list of pairs")
        var errors = PaletteErrorList()
        var pairs: [PairDeclaration] = []
        var rules: [PairPattern] = []
        for (index, item) in items.enumerated() {
            let context = "pair \(index + 1)"
            if PairPatternReader.isRule(item) {
                if let rule = errors.attempt({ () throws(PaletteError) in
                    try PairPatternReader(reader: reader).rule(item, context)
                }) {
                    rules.append(rule)
                }
            } else if let pair = errors.attempt({ () throws(PaletteError) in try self.pair(item, context: context) }) {
                pairs.append(pair)
            }
        }
        try errors.throwIfAny()
        return (pairs, rules)
    }

    private func pair(_ node: DocumentNode, context: String) throws(PaletteError) -> PairDeclaration {
        let entries = try reader.mapping(node, context, expected: "a mapping with foreground and background")
        try reader.checkKeys(entries, allowed: Self.pairKeys, context)
        func value(_ key: String) -> DocumentNode? { entries.first { $0.key == key }?.value }
        guard let foregroundNode = value("foreground") else {
            throw reader.error(
                .structure, node.mark, "\(context): missing 'foreground' (the name of the colour drawn on top)")
        }
        guard let backgroundNode = value("background") else {
            throw reader.error(
                .structure, node.mark, "\(context): missing 'background' (the name of the colour drawn under it)")
        }
        // Both names are checked, so a pair with two misspelt names reports both at once.
        var names = PaletteErrorList()
        let foreground = names.attempt { () throws(PaletteError) in
            try colorName(foregroundNode, "\(context) foreground")
        }
        let background = names.attempt { () throws(PaletteError) in
            try colorName(backgroundNode, "\(context) background")
        }
        try names.throwIfAny()
        // Both are set here: a name that failed was recorded, and `throwIfAny` threw it.
        guard let foreground, let background else {
            throw reader.error(.structure, node.mark, "\(context): unreadable names")
        }
        var backdrop: [String] = []
        if let backdropNode = value("backdrop") {
            backdrop = try stack(backdropNode, "\(context) backdrop")
        }
        var over: [[String]] = []
        if let overNode = value("over") {
            if value("backdrop") != nil {
                throw reader.error(
                    .structure,
                    overNode.mark,
                    "\(context): 'over' and 'backdrop' cannot both be given; 'over' lists the alternative "
                        + "backdrops, each a colour name or a list of names (bottom first)")
            }
            over = try alternatives(overNode, "\(context) over")
        }
        let appearances = try value("appearances").map { (node) throws(PaletteError) in
            try appearanceList(node, "\(context) appearances")
        }
        let usage = try value("usage").map { (node) throws(PaletteError) in
            try reader.keyword(node, "\(context) usage", as: Usage.self)
        }
        var fontSize: Double?
        var fontSizeUnit: FontSizeUnit?
        if let sizeNode = value("fontSize") {
            let expected = "a number greater than 0, optionally with a unit (17pt, 20px, 1.25rem, 14sp, 14dp)"
            let size: Double
            if let text = sizeNode.scalarText, !sizeNode.isNull, let (number, unit) = FontSizeUnit.parse(text) {
                size = number
                fontSizeUnit = unit
            } else {
                size = try reader.number(sizeNode, "\(context) fontSize", expected: expected)
            }
            guard size > 0, size.isFinite else {
                throw reader.error(
                    .invalidValue, sizeNode.mark, "\(context) fontSize: expected \(expected), found \(size)")
            }
            fontSize = size
        }
        let fontWeight = try value("fontWeight").map { (node) throws(PaletteError) in try weight(node, context) }
        let surroundingText = try value("surroundingText").map { (node) throws(PaletteError) in
            try colorName(node, "\(context) surroundingText")
        }
        let unfocused = try value("unfocused").map { (node) throws(PaletteError) in
            try colorName(node, "\(context) unfocused")
        }
        let underlined = try value("underlined").map { (node) throws(PaletteError) in
            try reader.flag(node, "\(context) underlined")
        }
        // A pair whose usage is not written and whose foreground is named as inactive (`textDisabled`)
        // is an inactive component's (WCAG 1.4.3 and 1.4.11 exempt them).
        let resolvedUsage = usage ?? (RoleInference.isInactive(name: foreground) ? .disabled : .text)
        if let surroundingText, resolvedUsage != .link {
            throw reader.error(
                .structure,
                node.mark,
                "\(context): 'surroundingText: \(surroundingText)' applies to links; add 'usage: link' "
                    + "(a link inside a block of text)")
        }
        if underlined != nil, resolvedUsage != .link {
            throw reader.error(.structure, node.mark, "\(context): 'underlined' applies to links; add 'usage: link'")
        }
        if resolvedUsage == .link, underlined != true, surroundingText == nil {
            throw reader.error(
                .structure,
                node.mark,
                "\(context): a link in text needs 'surroundingText: <colour of the text around it>' (checked "
                    + "for 3:1 under WCAG 1.4.1), or 'underlined: true' when links carry an underline")
        }
        if let unfocused, resolvedUsage != .focus {
            throw reader.error(
                .structure,
                node.mark, "\(context): 'unfocused: \(unfocused)' applies to focus indicators; add 'usage: focus'")
        }
        return PairDeclaration(
            foreground: foreground, background: background, backdrop: backdrop, usage: resolvedUsage,
            fontSize: fontSize, fontSizeUnit: fontSizeUnit, fontWeight: fontWeight, surroundingText: surroundingText,
            underlined: underlined ?? false, unfocused: unfocused, over: over, appearances: appearances,
            location: reader.location(node.mark))
    }

    /// A backdrop stack: one colour name, or a list of names (bottom layer first).
    private func stack(_ node: DocumentNode, _ context: String) throws(PaletteError) -> [String] {
        if case .sequence(let items) = node.content {
            var names: [String] = []
            for item in items { names.append(try colorName(item, context)) }
            return names
        }
        let expected = "a colour name or a list of colour names (bottom first)"
        guard node.scalarText != nil, !node.isNull else {
            throw reader.error(.structure, node.mark, "\(context): expected \(expected), found \(node.kindDescription)")
        }
        return [try colorName(node, context)]
    }

    /// `over:`: a colour name (one alternative) or a list whose items are colour names or stacks
    /// (lists of names, bottom first). At least one alternative; none repeated.
    private func alternatives(_ node: DocumentNode, _ context: String) throws(PaletteError) -> [[String]] {
        guard case .sequence(let items) = node.content else { return [try stack(node, context)] }
        guard !items.isEmpty else {
            throw reader.error(
                .structure,
                node.mark, "\(context): expected at least one backdrop (a colour name or a list of names, bottom first)"
            )
        }
        var result: [[String]] = []
        for item in items {
            let alternative = try stack(item, context)
            guard !alternative.isEmpty else {
                throw reader.error(
                    .structure, item.mark, "\(context): an empty list is no backdrop; name at least one colour")
            }
            if result.contains(alternative) {
                throw reader.error(
                    .duplicate,
                    item.mark, "\(context): '\(alternative.joined(separator: ", "))' is listed twice")
            }
            result.append(alternative)
        }
        return result
    }

    /// `appearances:`: one appearance name or a list of them (`light`, `dark`, `light-high-contrast`,
    /// `dark-high-contrast`, or a declared theme's name), each at most once; returned in canonical order.
    private func appearanceList(_ node: DocumentNode, _ context: String) throws(PaletteError) -> [Appearance] {
        let items: [DocumentNode]
        if case .sequence(let list) = node.content { items = list } else { items = [node] }
        guard !items.isEmpty else {
            throw reader.error(
                .structure, node.mark, "\(context): expected at least one appearance (\(appearanceNames))")
        }
        var result: [Appearance] = []
        for item in items {
            let name = try reader.string(item, context, expected: "an appearance name (\(appearanceNames))")
            guard let appearance = Appearance(rawValue: name) ?? themes.first(where: { $0.name == name }),
                appearance != .any
            else {
                throw reader.error(
                    .invalidValue,
                    item.mark,
                    "\(context): unknown appearance '\(name)'"
                        + NodeReader.suggestion(for: name, among: appearanceKeys)
                        + "; expected \(appearanceNames)")
            }
            if result.contains(appearance) {
                throw reader.error(.duplicate, item.mark, "\(context): '\(name)' is listed twice")
            }
            result.append(appearance)
        }
        return result.sorted()
    }

    /// The appearance names a pair may be limited to: the standard ones and the declared themes'.
    var appearanceKeys: [String] { NativeColors.standardKeys.map(\.key) + themes.map(\.name) }
    /// The appearance names a pair may be limited to, for messages.
    var appearanceNames: String { appearanceKeys.joined(separator: ", ") }

    private func weight(_ node: DocumentNode, _ context: String) throws(PaletteError) -> Double {
        let names = Self.fontWeights.map(\.name)
        let expected = "a number from 1 to 1000 or one of " + names.joined(separator: ", ")
        if node.scalarStyle == .plain, node.tag == nil, let text = node.scalarText,
            PlainNumber.value(text) != nil
        {
            let number = try reader.number(node, "\(context) fontWeight", expected: expected)
            guard (1...1000).contains(number) else {
                throw reader.error(
                    .invalidValue, node.mark, "\(context) fontWeight: expected \(expected), found \(text)")
            }
            return number
        }
        let text = try reader.string(node, "\(context) fontWeight", expected: expected)
        guard let weight = Self.fontWeights.first(where: { $0.name == text.lowercased() })?.weight else {
            throw reader.error(
                .invalidValue,
                node.mark,
                "\(context) fontWeight: unknown weight '\(text)'\(NodeReader.suggestion(for: text, among: names)); "
                    + "expected \(expected)")
        }
        return weight
    }

    /// A scalar naming a colour of the palette.
    /// - Throws: at the name when it is not a string or names no colour (with a suggestion).
    func colorName(_ node: DocumentNode, _ context: String) throws(PaletteError) -> String {
        let name = try reader.string(node, context, expected: "a colour name")
        guard known.contains(name) else {
            throw reader.error(
                .unresolvedReference,
                node.mark,
                "\(context): no colour named '\(name)'\(scope)\(NodeReader.suggestion(for: name, among: tokenNames))")
        }
        return name
    }

    /// The declared groups in file order.
    /// - Throws: every malformed group (`PaletteError.further`).
    func readGroups(_ node: DocumentNode) throws(PaletteError) -> [ColorGroup] {
        let entries = try reader.mapping(node, "groups", expected: "a mapping of group names to lists of colours")
        var errors = PaletteErrorList()
        var groups: [ColorGroup] = []
        for entry in entries {
            if let group = errors.attempt({ () throws(PaletteError) in try self.group(entry) }) { groups.append(group) }
        }
        try errors.throwIfAny()
        return groups
    }

    /// One group of `groups:`.
    private func group(_ entry: DocumentNode.Entry) throws(PaletteError) -> ColorGroup {
        let context = "group '\(entry.key)'"
        let items = try reader.sequence(entry.value, context, expected: "a list of at least 2 colour names")
        guard items.count >= 2 else {
            throw reader.error(
                .structure, entry.value.mark, "\(context): expected at least 2 colour names, found \(items.count)")
        }
        var members: [String] = []
        for item in items {
            let name = try colorName(item, context)
            if members.contains(name) {
                throw reader.error(.duplicate, item.mark, "\(context): '\(name)' is listed twice")
            }
            members.append(name)
        }
        return ColorGroup(name: entry.key, members: members, location: reader.location(entry.keyMark))
    }
}
