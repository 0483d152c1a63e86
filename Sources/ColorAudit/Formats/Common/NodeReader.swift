import ColorScience

/// Shared reading steps of every YAML/JSON-based format (native palettes, asset catalog `Contents.json`,
/// design tokens): type checks on `DocumentNode`s that throw `PaletteError`s at the node's location, key
/// validation with "did you mean" suggestions.
/// Messages start with `context` (e.g. "colour 'label'", "pair 2") when one is given.
struct NodeReader {
    /// The file path as given; every location uses it.
    var path: String
    /// True for documents in JSON syntax, where a string is always quoted: `string(_:_:expected:)` then
    /// refuses plain scalars (`5`, `true`, `null`) instead of reading their text.
    var quotedStringsOnly = false

    /// The location of a mark in this file.
    func location(_ mark: SourceMark) -> SourceLocation {
        SourceLocation(file: path, line: mark.line, column: mark.column)
    }

    /// An error of `kind` at `mark`.
    func error(_ kind: PaletteError.Kind, _ mark: SourceMark, _ message: String) -> PaletteError {
        PaletteError(kind: kind, location: location(mark), message: message)
    }

    /// The entries of a mapping node.
    /// - Throws: when the node is not a mapping; `expected` says what it should hold.
    func mapping(_ node: DocumentNode, _ context: String, expected: String) throws(PaletteError) -> [DocumentNode.Entry]
    {
        guard case .mapping(let entries) = node.content else {
            throw error(.structure, node.mark, "\(context): expected \(expected), found \(node.kindDescription)")
        }
        return entries
    }

    /// The items of a sequence node.
    func sequence(_ node: DocumentNode, _ context: String, expected: String) throws(PaletteError) -> [DocumentNode] {
        guard case .sequence(let items) = node.content else {
            throw error(.structure, node.mark, "\(context): expected \(expected), found \(node.kindDescription)")
        }
        return items
    }

    /// The text of a non-null scalar. `expected` (what the message of an error says was expected) is
    /// built only for an error.
    func string(
        _ node: DocumentNode, _ context: String, expected: @autoclosure () -> String = "a string"
    ) throws(PaletteError) -> String {
        guard let text = node.scalarText, !node.isNull else {
            throw error(.structure, node.mark, "\(context): expected \(expected()), found \(node.kindDescription)")
        }
        if quotedStringsOnly, node.scalarStyle?.isQuoted != true {
            let found = PlainNumber.value(text) != nil ? "the number \(text)" : text
            throw error(.structure, node.mark, "\(context): expected \(expected()) in quotes, found \(found)")
        }
        return text
    }

    /// One of `choices` (the raw values of `T`), matched exactly. The list of choices for a message is
    /// built only for an error (most values are read without one: roles and usages of every colour and
    /// pair).
    func keyword<T: RawRepresentable & CaseIterable>(
        _ node: DocumentNode, _ context: String, as type: T.Type
    ) throws(PaletteError) -> T where T.RawValue == String {
        func choices() -> [String] { T.allCases.map(\.rawValue) }
        func expected() -> String { "one of " + choices().joined(separator: ", ") }
        let text = try string(node, context, expected: expected())
        guard let value = T(rawValue: text) else {
            throw error(
                .invalidValue,
                node.mark,
                "\(context): unknown value '\(text)'\(Self.suggestion(for: text, among: choices())); expected \(expected())"
            )
        }
        return value
    }

    /// `true` or `false` (YAML plain words or JSON booleans).
    /// - Throws: for anything else, naming what was found.
    func flag(_ node: DocumentNode, _ context: String) throws(PaletteError) -> Bool {
        guard let text = node.scalarText, !node.isNull else {
            throw error(.structure, node.mark, "\(context): expected true or false, found \(node.kindDescription)")
        }
        switch text {
        case "true": return true
        case "false": return false
        default: throw error(.invalidValue, node.mark, "\(context): expected true or false, found '\(text)'")
        }
    }

    /// A finite number written as a plain (unquoted, untagged) scalar.
    func number(_ node: DocumentNode, _ context: String, expected: String = "a number") throws(PaletteError) -> Double {
        guard node.scalarStyle == .plain, node.tag == nil, !node.isNull, let text = node.scalarText,
            let value = PlainNumber.value(text)
        else {
            throw error(.structure, node.mark, "\(context): expected \(expected), found \(node.kindDescription)")
        }
        guard value.isFinite else {
            throw error(.invalidValue, node.mark, "\(context): the number \(text) is out of range")
        }
        return value
    }

    /// Checks that every key is one of `allowed`.
    /// - Throws: at each unknown key (all of them, `PaletteError.further`), naming it, a close allowed
    ///   key if any, and all allowed keys.
    func checkKeys(_ entries: [DocumentNode.Entry], allowed: [String], _ context: String) throws(PaletteError) {
        var errors = PaletteErrorList()
        for entry in entries where !allowed.contains(entry.key) {
            errors.record(
                error(
                    .unknownKey,
                    entry.keyMark,
                    "\(context): unknown key '\(entry.key)'\(Self.suggestion(for: entry.key, among: allowed)); "
                        + "expected one of: \(allowed.joined(separator: ", "))"))
        }
        try errors.throwIfAny()
    }

    /// " (did you mean 'x'?)" for the candidate closest to `word` when it is within a small edit
    /// distance (at most 2, and less than half the word's length, compared case-insensitively);
    /// "" otherwise.
    static func suggestion(for word: String, among candidates: [String]) -> String {
        let lowered = Array(word.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            if distance <= 2, distance * 2 < max(lowered.count, 2), distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best.map { " (did you mean '\($0.name)'?)" } ?? ""
    }

    /// Levenshtein distance (insertions, deletions, substitutions).
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(
                    previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
