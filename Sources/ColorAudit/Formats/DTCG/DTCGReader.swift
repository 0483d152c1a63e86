import ColorScience

/// Reads one W3C Design Tokens (DTCG) file into a `TokenSet` (Design Tokens Format Module 2025.10 and
/// its Color Module, plus the CSS colour strings of earlier drafts).
///
/// - **Tokens and groups.** An object with `$value` is a token; any other object is a group, whose
///   `$`-keys are its properties (`$type`, `$description`, `$extensions`, `$deprecated`, `$schema`) and
///   whose other keys are children. `$root` inside a group is a token named by the group's path
///   (`color.background.brand`). Names are the keys on the path joined with `.`.
/// - **Types.** A token's type is its own `$type` or the nearest enclosing group's. Tokens typed other
///   than `color` are not read. Untyped tokens are read when their value is a colour object, a
///   CSS colour string or an alias (the type of an alias is its target's).
///   A group typed `color` without children and without `$value` is noted as skipped.
/// - **Values.** A string is a CSS colour (`CSSColorParser`) or an alias (`TokenExpression`); an object
///   with `colorSpace` is the colour object of the Color Module: `components` three numbers or `none`
///   in the space's units (`srgb`, `srgb-linear`, `display-p3`, `xyz-d65`, `xyz-d50` 0…1; `hsl`/`hwb`
///   hue in degrees, the others 0…100; `lab`/`lch` L 0…100; `oklab`/`oklch` L 0…1), optional `alpha`
///   0…1 (default 1) and `hex`. `a98-rgb`, `prophoto-rgb` and `rec2020`, which ColorAudit does not
///   convert, use their `hex` fallback when there is one and are skipped (noted) otherwise. An object
///   with `$ref` is a JSON Pointer alias within the document (`#/color/brand/800`, optionally ending in
///   `/$value`); other pointers are noted as unsupported.
/// - **Modes.** In `$extensions`, an entry whose key contains `mode` (`mode`, `modes`,
///   `com.example.modes`) and whose value is an object maps mode names to values; names that say an
///   appearance (`TokenThemeName`: `light`, `dark`, `dark-hc`…) give that appearance's value, others are
///   ignored. Tokens Studio's colour modifier (`studio.tokens` → `modify`, as its DTCG export writes it)
///   is read as in Tokens Studio files (`TokensStudioReader.modifier`). Other extensions are accepted
///   and not interpreted.
/// - **Primer's overrides** (`$extensions["org.primer.overrides"]`, Primer's token-overrides ADR): each
///   key names a theme (`dark`, `dark-dimmed`, `light-high-contrast`, read by `TokenThemeName`) and
///   gives that theme's value, a string or an object whose `$value` (default: the token's) and `alpha`
///   replace the token's; a key that names no light or dark theme is kept for a declared theme's
///   `overrides:` only. A token's own
///   `alpha` member (0…1, Primer's `color/hex` transform) replaces the alpha of its value; a `mix`
///   member is not computed: the token is skipped with a note.
/// - **Hex and components.** A colour object whose `hex` is not its components' colour (an 8-bit
///   channel off by more than 1) is read from its components, as the Color Module says (`hex` is a
///   fallback), and audited; a `caution` note at the hex names both (the `dtcg-hex-mismatch` rule's note).
/// - **Errors** (`PaletteError` at the value): a colour token whose value is not a colour, a malformed
///   colour object (missing or non-numeric components, alpha outside 0…1). Every malformed token of
///   the file is reported (`PaletteError.further`); the others are still checked.
struct DTCGReader {
    /// The file as given.
    let path: String
    /// The set's name.
    let setName: String
    /// Whether the file is one of Primer's token sources (`PrimerImporter`): a key of
    /// `$extensions["org.primer.overrides"]` that names no Primer theme (`isPrimerTheme`) is then noted as
    /// an unresolved reference at its line and ignored, as Primer's build ignores it, instead of kept for
    /// a declared theme's `overrides:`.
    var primerThemesOnly = false
    /// Whether a colour or untyped token whose `$value` is an empty string is a slot that a theme fills at
    /// build time (a token package's component files, `DTCGPackage`): counted in `TokenSet.slots`, neither
    /// an error nor a note of its own.
    var emptyValuesAreSlots = false

    private var reader: NodeReader { NodeReader(path: path) }

    /// ColorAudit's namespace in `$extensions` (reverse domain name, as the DTCG format asks of vendors):
    /// `ignore` there silences rules for the token (`Suppression`).
    static let extensionNamespace = "org.coloraudit"

    /// The set of the document `root`.
    /// - Throws: every malformed token (`PaletteError.further`).
    func read(_ root: DocumentNode) throws(PaletteError) -> TokenSet {
        var errors = PaletteErrorList()
        let set = read(root, errors: &errors)
        try errors.throwIfAny()
        return set
    }

    /// The well-formed tokens of the document `root`, each malformed token recorded in `errors` (so that a
    /// caller can go on to problems that need the whole set, such as alias cycles, and report them with
    /// these).
    func read(_ root: DocumentNode, errors: inout PaletteErrorList) -> TokenSet {
        var set = TokenSet(name: setName, file: path, entries: [])
        guard case .mapping(let entries) = root.content else {
            errors.record(
                reader.error(
                    .structure, root.mark, "expected an object of design-token groups, found \(root.kindDescription)"))
            return set
        }
        // Groups still to read: their path, entries and inherited type (explicit stack, no recursion).
        var pending: [(path: [String], entries: [DocumentNode.Entry], type: String?)] = [([], entries, nil)]
        while let (groupPath, groupEntries, inherited) = pending.popLast() {
            var type = inherited
            if let typeNode = groupEntries.first(where: { $0.key == "$type" })?.value {
                type =
                    errors.attempt { () throws(PaletteError) in
                        try reader.string(typeNode, "group '\(groupPath.joined(separator: "."))' $type")
                    } ?? inherited
            }
            var children: [(path: [String], entries: [DocumentNode.Entry], type: String?)] = []
            for entry in groupEntries {
                let isRoot = entry.key == "$root"
                guard isRoot || !entry.key.hasPrefix("$") else { continue }
                guard case .mapping(let members) = entry.value.content else { continue }
                let childPath = isRoot ? groupPath : groupPath + [entry.key]
                let name = childPath.joined(separator: ".")
                if let valueNode = members.first(where: { $0.key == "$value" })?.value {
                    let ownType = members.first(where: { $0.key == "$type" })?.value.scalarText ?? type
                    if emptyValuesAreSlots, Self.isEmptyString(valueNode), ownType == nil || ownType == "color" {
                        set.slots += 1
                        continue
                    }
                    // Each token is checked even when an earlier one is malformed (`PaletteError.further`).
                    let token = errors.attempt { () throws(PaletteError) -> TokenSet.Entry? in
                        var ownType = type
                        if let typeNode = members.first(where: { $0.key == "$type" })?.value {
                            ownType = try reader.string(typeNode, "token '\(name)' $type")
                        }
                        return try self.token(
                            name: name, keyMark: entry.keyMark, valueNode: valueNode, members: members,
                            type: ownType, root: root, notes: &set.notes)
                    }
                    if let token, let token { set.entries.append(token) }
                } else if isRoot {
                    continue
                } else {
                    let ownType = members.first { $0.key == "$type" }?.value.scalarText ?? type
                    let hasChildren = members.contains { !$0.key.hasPrefix("$") || $0.key == "$root" }
                    if !hasChildren, ownType == "color" {
                        set.notes.append(
                            TokenNote(
                                isUnresolved: false, token: name, reason: "a colour token with $type but no $value",
                                location: reader.location(entry.keyMark)))
                    }
                    children.append((childPath, members, type))
                }
            }
            pending.append(contentsOf: children.reversed())
        }
        return set
    }

    /// True for a quoted string of nothing but spaces.
    static func isEmptyString(_ node: DocumentNode) -> Bool {
        guard case .scalar(let text, let style) = node.content, style != .plain else { return false }
        return text.allSatisfy(\.isWhitespace)
    }

    /// The entry of one token, or `nil` when it is not a colour.
    private func token(
        name: String, keyMark: SourceMark, valueNode: DocumentNode, members: [DocumentNode.Entry], type: String?,
        root: DocumentNode, notes: inout [TokenNote]
    ) throws(PaletteError) -> TokenSet.Entry? {
        if let type, type != "color" { return nil }
        let context = "token '\(name)'"
        guard
            let value = try expression(
                valueNode, context: context, root: root, strict: type != nil, notes: &notes, token: name)
        else {
            return nil
        }
        var values: [Appearance: TokenExpression] = [.any: value]
        var suppressions: [Suppression] = []
        var tokenAlpha: Double?
        var named: [String: TokenExpression] = [:]
        if let alphaNode = members.first(where: { $0.key == "alpha" })?.value {
            let alpha = try reader.number(alphaNode, "\(context) alpha", expected: "a number 0…1")
            guard (0...1).contains(alpha) else {
                throw reader.error(
                    .invalidColor,
                    alphaNode.mark, "\(context) alpha: \(Self.format(alpha)) is out of range; expected 0…1")
            }
            tokenAlpha = alpha
            values[.any] = Self.replacingAlpha(value, alpha)
        }
        if let mixNode = members.first(where: { $0.key == "mix" })?.value {
            notes.append(
                TokenNote(
                    isUnresolved: false, token: name, reason: "Primer's 'mix' is not computed; the token is skipped",
                    location: reader.location(mixNode.mark)))
            return nil
        }
        if let extensions = members.first(where: { $0.key == "$extensions" })?.value,
            case .mapping(let namespaces) = extensions.content
        {
            if let ours = namespaces.first(where: { $0.key == Self.extensionNamespace })?.value {
                let entries = try reader.mapping(
                    ours, "\(context) $extensions.\(Self.extensionNamespace)", expected: "an object")
                for entry in entries where entry.key == "ignore" {
                    suppressions = try Suppression.read(entry.value, context, reader: reader)
                }
            }
            if let overrides = namespaces.first(where: { $0.key == Self.primerOverrides })?.value {
                for (key, appearance, expression) in try primerOverrides(
                    overrides, base: value, alpha: tokenAlpha, token: name, root: root, notes: &notes)
                {
                    named[key] = expression
                    if let appearance { values[appearance] = expression }
                }
            }
            for namespace in namespaces where namespace.key.lowercased().contains("mode") {
                guard case .mapping(let modes) = namespace.value.content else { continue }
                for mode in modes {
                    let appearance = TokenThemeName.appearance(of: mode.key)
                    guard appearance != .any else { continue }
                    // A mode that names no appearance is kept for a declared theme's `overrides:` key only
                    // when it is a colour (as before, it is not checked); an appearance's mode must be one.
                    let context = "\(context) mode '\(mode.key)'"
                    var modeValue: TokenExpression?
                    if appearance != nil {
                        modeValue = try expression(
                            mode.value, context: context, root: root, strict: true, notes: &notes, token: name)
                    } else {
                        var ignored: [TokenNote] = []
                        modeValue =
                            (try? expression(
                                mode.value, context: context, root: root, strict: false, notes: &ignored, token: name))
                            ?? nil
                    }
                    guard let modeValue else { continue }
                    named[mode.key] = modeValue
                    if let appearance { values[appearance] = modeValue }
                }
            }
        }
        if case .unsupported(let reason, let written, let location) = value, values.count == 1 {
            notes.append(
                TokenNote(isUnresolved: false, token: name, reason: "'\(written)': \(reason)", location: location))
            return nil
        }
        var modifier: TokenModifier?
        if let extensions = members.first(where: { $0.key == "$extensions" })?.value {
            switch try TokensStudioReader(path: path).modifier(extensions, token: name) {
            case .none: break
            case .modifier(let found): modifier = found
            case .unsupported(let note):
                notes.append(note)
                return nil
            }
        }
        var entry = TokenSet.Entry(name: name, location: reader.location(keyMark), values: values, modifier: modifier)
        entry.named = named
        entry.suppressions = suppressions
        entry.documentation = members.first { $0.key == "$description" }?.value.scalarText
        return entry
    }

    /// A value node as an expression; `nil` for an untyped token whose value is not a colour.
    private func expression(
        _ node: DocumentNode, context: String, root: DocumentNode, strict: Bool, notes: inout [TokenNote], token: String
    ) throws(PaletteError) -> TokenExpression? {
        let location = reader.location(node.contentMark)
        switch node.content {
        case .scalar(let text, let style) where style != .plain:
            // A value that starts like a colour (`#`, a colour function, a colour name) is a colour written
            // wrong, typed or not.
            return try TokenExpression.tokenValue(text, at: location, strict: strict, context: context)
        case .mapping(let members):
            if let ref = members.first(where: { $0.key == "$ref" })?.value {
                return try pointer(ref, context: context)
            }
            guard members.contains(where: { $0.key == "colorSpace" }) else {
                guard strict else { return nil }
                throw reader.error(
                    .structure,
                    node.mark,
                    "\(context): expected a colour object with colorSpace and components, or a CSS colour string")
            }
            return try colorObject(node, members, context: context, notes: &notes, token: token)
        default:
            guard strict else { return nil }
            throw reader.error(
                .structure,
                node.mark,
                "\(context): expected a colour (a colour object, a CSS colour string or an alias), found "
                    + node.kindDescription)
        }
    }

    /// `{"$ref": "#/a/b"}` as an alias to `a.b`.
    private func pointer(_ node: DocumentNode, context: String) throws(PaletteError) -> TokenExpression {
        let text = try reader.string(
            node, "\(context) $ref", expected: "a JSON Pointer string such as \"#/color/brand\"")
        let location = reader.location(node.contentMark)
        guard text.hasPrefix("#/") else {
            return .unsupported(
                reason: "references to other files are not followed", written: text, location: location)
        }
        var parts = text.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        if parts.last == "$value" { parts.removeLast() }
        if parts.last == "$root" { parts.removeLast() }
        guard !parts.isEmpty, !parts.contains(where: { $0.hasPrefix("$") || $0.isEmpty }) else {
            return .unsupported(
                reason: "a pointer into a value (not to a token) is not supported", written: text, location: location)
        }
        return .alias(target: parts.joined(separator: "."), alpha: nil, written: text, location: location)
    }

    /// The Color Module's object form, as a CSS colour.
    private func colorObject(
        _ node: DocumentNode, _ members: [DocumentNode.Entry], context: String, notes: inout [TokenNote], token: String
    ) throws(PaletteError) -> TokenExpression {
        func member(_ key: String) -> DocumentNode? { members.first { $0.key == key }?.value }
        let spaceNode = member("colorSpace")!
        let space = try reader.string(spaceNode, "\(context) colorSpace")
        guard let componentsNode = member("components") else {
            throw reader.error(
                .structure, node.mark, "\(context): the colour object has no 'components'; expected three numbers")
        }
        let items = try reader.sequence(componentsNode, "\(context) components", expected: "a list of three numbers")
        guard items.count == 3 else {
            throw reader.error(
                .structure,
                componentsNode.mark, "\(context) components: expected 3 components, found \(items.count)")
        }
        var components: [String] = []
        for item in items {
            if item.scalarStyle != ScalarStyle.plain, item.scalarText == "none" {
                components.append("none")
                continue
            }
            let value = try reader.number(item, "\(context) components", expected: "a number or \"none\"")
            components.append(Self.format(value))
        }
        var alpha = 1.0
        if let alphaNode = member("alpha") {
            alpha = try reader.number(alphaNode, "\(context) alpha", expected: "a number 0…1")
            guard (0...1).contains(alpha) else {
                throw reader.error(
                    .invalidColor,
                    alphaNode.mark, "\(context) alpha: \(Self.format(alpha)) is out of range; expected 0…1")
            }
        }
        let hex = try member("hex").map { node throws(PaletteError) in try reader.string(node, "\(context) hex") }
        let alphaText = alpha == 1 ? "" : " / " + Self.format(alpha)
        let c = components
        let css: String
        switch space {
        case "srgb", "srgb-linear", "display-p3", "xyz-d65", "xyz-d50":
            css = "color(\(space) \(c[0]) \(c[1]) \(c[2])\(alphaText))"
        case "hsl", "hwb":
            func percent(_ text: String) -> String { text == "none" ? text : text + "%" }
            css = "\(space)(\(c[0]) \(percent(c[1])) \(percent(c[2]))\(alphaText))"
        case "lab", "lch", "oklab", "oklch":
            css = "\(space)(\(c[0]) \(c[1]) \(c[2])\(alphaText))"
        default:
            let location = reader.location(spaceNode.contentMark)
            guard Self.otherColorSpaces.contains(space) else {
                let known =
                    ["srgb", "srgb-linear", "display-p3", "xyz-d65", "xyz-d50", "hsl", "hwb", "lab", "lch"]
                    + ["oklab", "oklch"] + Self.otherColorSpaces
                throw reader.error(
                    .invalidColor,
                    spaceNode.contentMark,
                    "\(context) colorSpace: unknown colour space '\(space)'"
                        + NodeReader.suggestion(for: space, among: known)
                        + "; expected one of the Color Module's: \(known.joined(separator: ", "))")
            }
            guard let hex, var color = try? CSSColorParser.parse(hex) else {
                return .unsupported(
                    reason: "the colour space '\(space)' is not supported and there is no hex fallback",
                    written: space, location: location)
            }
            color.alpha = alpha
            return .color(color, written: "\(hex) (hex fallback for \(space))", location: location)
        }
        let color: Color
        do {
            color = try CSSColorParser.parse(css)
        } catch {
            throw reader.error(.color(error), node.mark, "\(context): the colour object is not a colour: \(error)")
        }
        if let hex, let hexNode = member("hex"), let mismatch = Self.hexMismatch(color, hex: hex) {
            notes.append(
                TokenNote(
                    isUnresolved: false, token: token,
                    reason: "the components' colour \(mismatch.components.map { "\($0) (\(css))" } ?? css) is used, "
                        + "as the DTCG Color Module says; the hex fallback '\(hex)' \(mismatch.hex)",
                    location: reader.location(hexNode.contentMark), rule: .dtcgHexMismatch))
        }
        return .color(color, written: css, location: reader.location(node.mark))
    }

    /// How `hex` differs from the colour `color` (its components), or `nil` when it does not: when `hex`
    /// is a hex colour and every 8-bit sRGB channel of the components' colour, rounded, is within 1 of the
    /// hex's (components written with one decimal, as Primer's are, round to within 1; a wider gap is a
    /// different colour). `components` is the components' colour as `#rrggbb`, `nil` for a colour outside
    /// sRGB (no hex names it); `hex` says what the hex is instead (another colour, or not a hex colour at
    /// all). A colour outside sRGB (whose hex can only be an approximation) is compared only for being a hex.
    static func hexMismatch(_ color: Color, hex: String) -> (components: String?, hex: String)? {
        let srgb = color.converted(to: .srgb).components
        let channels = [srgb.x, srgb.y, srgb.z]
        let insideSRGB = channels.allSatisfy { (-0.002...1.002).contains($0) }
        // Clipped to 0…1 before rounding, and only inside sRGB: `Int` of NaN or ±∞ traps.
        func bytes() -> [Int] { channels.map { Int((min(max($0, 0), 1) * 255).rounded()) } }
        func written(_ bytes: [Int]) -> String { "#" + bytes.map { String(format: "%02x", $0) }.joined() }
        guard let hexColor = try? CSSColorParser.parse(hex), hex.trimmingCharacters(in: .whitespaces).hasPrefix("#")
        else { return (insideSRGB ? written(bytes()) : nil, "is not a hex colour") }
        guard insideSRGB else { return nil }
        let own = hexColor.converted(to: .srgb).components
        let hexBytes = [own.x, own.y, own.z].map { Int(($0 * 255).rounded()) }
        let componentBytes = bytes()
        guard zip(componentBytes, hexBytes).contains(where: { abs($0 - $1) > 1 }) else { return nil }
        return (written(componentBytes), "is another colour")
    }

    /// Primer's overrides namespace.
    static let primerOverrides = "org.primer.overrides"

    /// Words of Primer's theme names besides the scheme and high contrast (primer/primitives
    /// `scripts/themes.config.ts`: `dark-dimmed`, `light-colorblind`, `dark-tritanopia`; the overrides of
    /// its token-overrides ADR: `dark-protanopia-deuteranopia-high-contrast`).
    static let primerThemeWords: Set<String> = ["dimmed", "colorblind", "protanopia", "deuteranopia", "tritanopia"]

    /// Whether an override key's appearance (`TokenThemeName`) is one of Primer's themes: light or dark,
    /// with only `primerThemeWords` and high contrast besides.
    static func isPrimerTheme(_ appearance: Appearance?) -> Bool {
        guard let appearance, appearance.scheme != nil else { return false }
        let words = appearance.rawValue.split(separator: "-").map(String.init)
        return words.allSatisfy { ["light", "dark", "high", "contrast"].contains($0) || primerThemeWords.contains($0) }
    }

    /// `expression` with its alpha replaced by `alpha` (a colour's own, an alias's in place of its
    /// target's), as Primer's `alpha` property does.
    static func replacingAlpha(_ expression: TokenExpression, _ alpha: Double) -> TokenExpression {
        switch expression {
        case .color(var color, let written, let location):
            color.alpha = alpha
            return .color(color, written: "\(written) (alpha \(format(alpha)))", location: location)
        case .alias(let target, _, let written, let location):
            return .alias(
                target: target, alpha: alpha, written: "\(written) (alpha \(format(alpha)))", location: location)
        case .unsupported:
            return expression
        }
    }

    /// The values of `$extensions["org.primer.overrides"]` by appearance (see the type). An override
    /// object without `$value` keeps `base`; without `alpha` it keeps the token's `alpha`.
    private func primerOverrides(
        _ node: DocumentNode, base: TokenExpression, alpha: Double?, token: String, root: DocumentNode,
        notes: inout [TokenNote]
    ) throws(PaletteError) -> [(key: String, appearance: Appearance?, expression: TokenExpression)] {
        let context = "token '\(token)' $extensions.\(Self.primerOverrides)"
        var found: [(key: String, appearance: Appearance?, expression: TokenExpression)] = []
        for entry in try reader.mapping(node, context, expected: "an object of theme names and values") {
            let appearance = TokenThemeName.appearance(of: entry.key)
            guard appearance != .any else { continue }
            let themeContext = "\(context) '\(entry.key)'"
            if primerThemesOnly, !Self.isPrimerTheme(appearance) {
                notes.append(
                    TokenNote(
                        isUnresolved: true, token: token,
                        reason: "\(themeContext) names no Primer theme (light or dark, optionally dimmed, "
                            + "colorblind, protanopia-deuteranopia or tritanopia, and high-contrast); "
                            + "the override is ignored",
                        location: reader.location(entry.keyMark)))
                continue
            }
            var expression: TokenExpression
            var ownAlpha = alpha
            if case .mapping(let members) = entry.value.content {
                if let valueNode = members.first(where: { $0.key == "$value" })?.value {
                    guard
                        let read = try self.expression(
                            valueNode, context: themeContext, root: root, strict: true, notes: &notes, token: token)
                    else { continue }
                    expression = read
                } else {
                    expression = base
                }
                if let alphaNode = members.first(where: { $0.key == "alpha" })?.value {
                    let value = try reader.number(alphaNode, "\(themeContext) alpha", expected: "a number 0…1")
                    guard (0...1).contains(value) else {
                        throw reader.error(
                            .invalidColor,
                            alphaNode.mark, "\(themeContext) alpha: \(Self.format(value)) is out of range; expected 0…1"
                        )
                    }
                    ownAlpha = value
                }
            } else {
                guard
                    let read = try self.expression(
                        entry.value, context: themeContext, root: root, strict: true, notes: &notes, token: token)
                else { continue }
                expression = read
            }
            if let ownAlpha { expression = Self.replacingAlpha(expression, ownAlpha) }
            found.append((entry.key, appearance, expression))
        }
        return found
    }

    /// The Color Module's colour spaces this reader does not convert (`a98-rgb`, `prophoto-rgb`,
    /// `rec2020`): a token in one of them is read from its `hex` fallback, else skipped as unsupported.
    /// Any other name is not a colour space of the module (DTCG Color Module 2025.10, §"Supported color
    /// spaces") and is an error.
    static let otherColorSpaces = ["a98-rgb", "prophoto-rgb", "rec2020"]

    /// A number as CSS text (no exponent for ordinary values, shortest round-trip digits).
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
