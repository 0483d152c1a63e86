import ColorScience

/// Reads one Adobe Spectrum token file (adobe/spectrum-design-data, formerly adobe/spectrum-tokens,
/// `packages/tokens/src/*.json`, built with Style Dictionary and `style-dictionary-sets`) into its
/// tokens, each with its value tree still unresolved:
///
/// - **Tokens.** Every top-level key is a token (`gray-800`, `accent-background-color-default`); an
///   object with `value`, `sets` or `$ref` is a token, any other object a group whose tokens are named
///   by the path joined with `.` (style-dictionary-sets' nested fixtures). Keys starting with `$` and
///   members that are not objects (`uuid`, `deprecated`, `description`) are metadata.
/// - **Values.** `value` strings: Spectrum's `rgb(…)`/`rgba(…)` (any CSS colour is read), `{name}`
///   aliases (`TokenExpression`); a `$ref` (the alias schema's canonical form) names a token by its
///   `uuid`. Values that are not strings (drop shadows, numbers) and strings that are no colour
///   (`"0.4"` opacities, dimensions) are not colours — except in a token whose `$schema` is Spectrum's
///   `color.json` or `color-set.json` (a colour written wrong there is an error at it), and a string
///   that starts like a colour (`rgb(300…`), which is an error anywhere.
/// - **Sets.** `sets` maps set names to values or to further `sets` (`{"sets": {"spectrum": {"sets":
///   {"light": …}}}}`): the set names are kept as written; `SpectrumThemes` says which are themes.
struct SpectrumReader {
    /// A token's value as written: a leaf, or sets of values by name.
    indirect enum Value: Sendable {
        /// A `value` (or `$ref`): its expression when it is a colour or an alias, `nil` when it is not a
        /// colour (a number, a dimension, a drop shadow).
        case leaf(Leaf)
        /// `sets`: the set names with their values, in file order.
        case sets([(name: String, location: SourceLocation, value: Value)])
    }

    /// One `value` or `$ref`.
    struct Leaf: Sendable {
        /// The value read, `nil` when it is not a colour.
        var expression: TokenExpression?
        /// The `uuid` a `$ref` names (resolved to a token name by the importer), if the leaf is one.
        var reference: String?
        /// Where the `$ref`'s uuid is written, if the leaf is one.
        var referenceLocation: SourceLocation?
    }

    /// One token of the file.
    struct Token: Sendable {
        /// Its name: the key (`gray-800`), or the group path joined with `.`.
        var name: String
        /// Where its key is written.
        var location: SourceLocation
        /// Its value tree.
        var value: Value
        /// The `uuid`s written in the token (its own and its sets'), by which a `$ref` names it.
        var uuids: [String]
        /// Its `description`, if any.
        var documentation: String?
        /// True when its `$schema` is Spectrum's `color.json` or `color-set.json`.
        var isColourTyped: Bool
    }

    /// The file as given.
    let path: String

    private var reader: NodeReader { NodeReader(path: path) }

    /// The tokens of `root`, in file order.
    /// - Throws: `PaletteError` for a file that is not an object, a `sets` that is not an object of
    ///   objects, and colour values written wrong; every problem of the file together.
    func read(_ root: DocumentNode) throws(PaletteError) -> [Token] {
        guard case .mapping(let entries) = root.content else {
            throw reader.error(
                .structure, root.mark, "expected an object of Spectrum tokens, found \(root.kindDescription)")
        }
        var errors = PaletteErrorList()
        var tokens: [Token] = []
        var pending: [(path: [String], entries: [DocumentNode.Entry])] = [([], entries)]
        while let (groupPath, groupEntries) = pending.popLast() {
            var children: [(path: [String], entries: [DocumentNode.Entry])] = []
            for entry in groupEntries where !entry.key.hasPrefix("$") {
                guard case .mapping(let members) = entry.value.content else {
                    if groupPath.isEmpty {
                        errors.record(
                            reader.error(
                                .structure,
                                entry.value.mark,
                                "token '\(entry.key)': expected a token object with 'value' or 'sets', found "
                                    + entry.value.kindDescription))
                    }
                    continue
                }
                let childPath = groupPath + [entry.key]
                guard Self.isToken(members) else {
                    children.append((childPath, members))
                    continue
                }
                let name = childPath.joined(separator: ".")
                var uuids: [String] = []
                let schema = members.first { $0.key == "$schema" }?.value.scalarText
                if let value = errors.attempt({ () throws(PaletteError) in
                    try self.value(members, token: name, colourTyped: Self.isColourSchema(schema), uuids: &uuids)
                }) {
                    tokens.append(
                        Token(
                            name: name, location: reader.location(entry.keyMark), value: value, uuids: uuids,
                            documentation: members.first { $0.key == "description" }?.value.scalarText,
                            isColourTyped: Self.isColourSchema(schema)))
                }
            }
            pending.append(contentsOf: children.reversed())
        }
        try errors.throwIfAny()
        return tokens
    }

    /// True for an object that is a token: it has `value`, `sets` or `$ref`.
    static func isToken(_ members: [DocumentNode.Entry]) -> Bool {
        members.contains { $0.key == "value" || $0.key == "sets" || $0.key == "$ref" }
    }

    /// True for Spectrum's colour schemas (`…/token-types/color.json`, `…/color-set.json`).
    static func isColourSchema(_ schema: String?) -> Bool {
        guard let schema else { return false }
        return schema.hasSuffix("/color.json") || schema.hasSuffix("/color-set.json")
    }

    /// The value tree of a token object (or of one of its sets).
    private func value(
        _ members: [DocumentNode.Entry], token: String, colourTyped: Bool, uuids: inout [String]
    ) throws(PaletteError) -> Value {
        if let uuid = members.first(where: { $0.key == "uuid" })?.value.scalarText { uuids.append(uuid) }
        let schema = members.first { $0.key == "$schema" }?.value.scalarText
        let typed = schema.map { Self.isColourSchema($0) } ?? colourTyped
        if let setsNode = members.first(where: { $0.key == "sets" })?.value {
            let sets = try reader.mapping(setsNode, "token '\(token)' sets", expected: "an object of sets")
            var read: [(name: String, location: SourceLocation, value: Value)] = []
            for set in sets where !set.key.hasPrefix("$") {
                let setMembers = try reader.mapping(
                    set.value, "token '\(token)' set '\(set.key)'", expected: "an object with 'value' or 'sets'")
                guard Self.isToken(setMembers) else {
                    throw reader.error(
                        .structure,
                        set.value.mark, "token '\(token)' set '\(set.key)': expected 'value', 'sets' or '$ref'")
                }
                read.append(
                    (
                        set.key, reader.location(set.keyMark),
                        try value(setMembers, token: token, colourTyped: typed, uuids: &uuids)
                    ))
            }
            return .sets(read)
        }
        if let valueNode = members.first(where: { $0.key == "value" })?.value {
            return .leaf(Leaf(expression: try expression(valueNode, token: token, typed: typed)))
        }
        let refNode = members.first { $0.key == "$ref" }!.value
        let uuid = try reader.string(refNode, "token '\(token)' $ref", expected: "the uuid of a token")
        return .leaf(Leaf(expression: nil, reference: uuid, referenceLocation: reader.location(refNode.contentMark)))
    }

    /// The expression of a `value`, `nil` when it is not a colour (see the type).
    private func expression(_ node: DocumentNode, token: String, typed: Bool) throws(PaletteError) -> TokenExpression? {
        guard case .scalar(let text, let style) = node.content, style != .plain else {
            guard typed else { return nil }
            throw reader.error(
                .structure,
                node.mark,
                "token '\(token)': expected a colour string (rgb(…), rgba(…) or an alias {name}), found "
                    + node.kindDescription)
        }
        return try TokenExpression.tokenValue(
            text, at: reader.location(node.contentMark), strict: typed, context: "token '\(token)'")
    }
}
