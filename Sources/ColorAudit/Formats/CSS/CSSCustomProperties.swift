import ColorScience

/// Reads the colour custom properties (`--name: <color>`) of a stylesheet into tokens, per appearance.
///
/// - **Collection.** Every custom-property declaration in a rule that `CSSThemeContext` reads is kept
///   under its appearance (`nil` = base) and whether it is a wide-gamut override; a later declaration
///   replaces an earlier one of the same context (source order; specificity and `!important` are not
///   weighed). Other declarations are ignored.
/// - **Unmapped selectors.** A declaration in a rule that is neither a theme's nor has a root selector
///   (`CSSThemeContext.isUnmapped`: `.compact`, `[data-theme="sepia"]`) gives the value of its
///   context only when no recognised rule does (then the later such declaration wins, as before);
///   where one does, it replaces nothing and is a skipped note at the declaration naming both
///   selectors and how to audit it as a theme (`cssThemes:`, `ReportHint.cssTheme`). Otherwise an unrecognised
///   theme would be merged into the base, auditing a combination that is never on screen.
/// - **Component rules** (`CSSThemeContext.isComponent`: `[type=file]`, `[aria-invalid=true]`) are not
///   read: their custom properties are local to those elements; one note per rule says so.
/// - **Values per appearance.** In appearance A a property has the declaration of A, else (for an
///   increased-contrast A) of its standard appearance, else the base. `var(--x)` is replaced by --x's
///   value in the same appearance (CSS's substitution, so `rgb(var(--rgb) / 0.5)` works), or by the
///   `var()` fallback when --x has none; `light-dark(a, b)` is a in the base and light appearances and
///   b in the dark ones. A property gets a value in a non-base appearance only when something along
///   the way is specific to it (else it keeps its base value for every appearance, a uniform token).
/// - **Wide gamut.** A wide-gamut override becomes the value, and the ordinary value of the same
///   appearance its explicit sRGB rendering (`ColorValue.srgbFallback`) when it lies in sRGB.
/// - **Colours or not.** The substituted text is parsed by `CSSColorParser`. Values that do not start
///   like a colour (`4px`, `"Inter"`, `0 1px 2px …`, `none`, words that are not named colours) are not
///   colours and are skipped silently.
/// - **Malformed colours.** A value that is a single colour attempt — one hash token (`#77777g`,
///   `#12345`) or one colour function that ColorAudit reads (`rgb()`, `rgba()`, `hsl()`, `hsla()`,
///   `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`, `color()`) — that `CSSColorParser` refuses is a
///   `PaletteError` at the value, with the parser's reason and what it expected; every `light-dark()`
///   argument and `var()` fallback is checked the same way, used or not. A colour function with `var()`
///   inside is checked after substitution, at its declaration's value. Valid CSS that ColorAudit does not
///   evaluate (`ColorParseError.isUnsupported`: `color-mix()`, relative colour syntax, `calc()` inside a
///   colour, `color(rec2020 …)`), values of several components that start like a colour (`#0003 0 1px`),
///   and `var()` references without definition or fallback become notes.
/// - **No static colour.** A value that is `currentColor` or a CSS-wide keyword (`inherit`, `initial`,
///   `unset`, `revert`, `revert-layer`) after substitution is no colour of the stylesheet: `currentColor`
///   is the text colour of each element where the property is used (CSS Color 4 §6.4 "currentcolor"),
///   a keyword the cascade's value there (CSS Cascade 4 §7.3). In an appearance whose own value it is,
///   the property has no value and takes none from another appearance (its pairs there are not
///   checked); a note at the declaration says so, and `tokens(_:external:imported:imports:)` lists the
///   property under `dynamic`.
/// - **Errors.** A `var()` cycle (`--a: var(--b); --b: var(--a)`) is a `PaletteError` naming every
///   reference with its location; substitution deeper than `maximumDepth` is also an error.
struct CSSCustomProperties {
    /// How deeply `var()` substitutions may nest.
    static let maximumDepth = 64

    /// Selector text → appearance overrides (see `CSSThemeContext`).
    var selectorThemes: [String: Appearance] = [:]
    /// The file as given.
    var path: String

    private struct Declaration {
        var value: [CSSSyntax.Component]
        var location: SourceLocation
        var valueLocation: SourceLocation
        /// The rule's selector list (`CSSThemeContext.selector`).
        var selector: String?
    }

    private struct Key: Hashable {
        var appearance: Appearance?
        var isWideGamut: Bool
    }

    private struct Property {
        var name: String
        var location: SourceLocation
        /// True while only another stylesheet of the cascade declares it (see `tokens(_:external:)`).
        var isExternal = false
        var declarations: [Key: Declaration] = [:]
        /// Declarations of unmapped rules (see the type), in the order read.
        var unmapped: [Key: [Declaration]] = [:]
        /// Earlier declarations of the same context in rules of other selectors (`@media
        /// (prefers-color-scheme: dark) { :root }` and `:root[data-theme="dark"]`): each is what the
        /// visitors its rule alone matches see (see `alsoWrittenAt`, `disagreementNotes`).
        var shadowed: [Key: [Declaration]] = [:]
    }

    private struct Substituted {
        var text: String
        var specific: Bool
        /// True when a value already reported as malformed went into the text.
        var usesMalformed = false
    }

    /// The functions whose values are colour attempts (see the type).
    static let colorFunctions: Set<String> = [
        "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color",
    ]

    /// Where the malformed colour values reported at their place start (hash tokens and functions);
    /// filled by `tokens(_:)`.
    fileprivate(set) var malformed: Set<SourceMark> = []

    private struct Failure: Error {
        var note: TokenNote?
        var error: PaletteError?
        /// The properties of a `var()` cycle, so that one cycle is reported once, not once per member.
        var cycle: Set<String> = []
        /// For a reference to no custom property: the name referred to.
        var missing: String? = nil
        /// True for a value that is no static colour (`currentColor`, a CSS-wide keyword; see the type).
        var isDynamic = false
    }

    /// The CSS-wide keywords (CSS Values 4 §3.1.1), which a custom property takes too.
    static let wideKeywords: Set<String> = ["inherit", "initial", "unset", "revert", "revert-layer"]

    /// The colour tokens of `items` (in order of first declaration), the notes, and the selectors of the
    /// style rules read (each selector of a list, `CSSThemeContext.selectorText`).
    ///
    /// `external` are the other stylesheets of the same cascade (`CSSImporter`), read before this one
    /// (in their order, so a later one wins): their custom properties serve `var()` references this file
    /// does not define, in every appearance their rules name, but are not tokens of this file, and their
    /// problems are their own import's to report.
    ///
    /// `imported` are the stylesheets this one's `@import`s read (`CSSImports.expand`), before it: those
    /// not external are part of this stylesheet (their properties are its tokens, located in their
    /// files). `imports` says which `@import`s (of every stylesheet read) were read and why the others
    /// were not; an `@import` it does not list is not read.
    func tokens(
        _ items: [CSSSyntax.Item], external: [(path: String, items: [CSSSyntax.Item])] = [],
        imported: [(path: String, items: [CSSSyntax.Item], isExternal: Bool)] = [],
        imports: CSSImports.Expansion = CSSImports.Expansion()
    )
        throws(PaletteError) -> (
            tokens: [ColorToken], notes: [TokenNote], selectors: Set<String>, dynamic: [String: Set<Appearance>]
        )
    {
        var properties: [Property] = []
        var indexByName: [String: Int] = [:]
        var notes: [TokenNote] = []
        var usesLightDark = false
        // Every property is checked even when an earlier one is malformed (`PaletteError.further`; the
        // same declaration failing in several appearances is one error).
        var errors = PaletteErrorList()
        var malformed = Set<SourceMark>()
        var appearances = Set<Appearance>()
        var selectors = Set<String>()
        var unread: [CSSImports.Unread] = []
        let sheets =
            external.map { (path: $0.path, items: $0.items, isExternal: true) } + imported + [
                (path: path, items: items, isExternal: false)
            ]
        for sheet in sheets {
            let path = sheet.path
            let isExternal = sheet.isExternal
            var pending: [(items: [CSSSyntax.Item], context: CSSThemeContext)] = [(sheet.items, CSSThemeContext())]
            while let (list, context) = pending.popLast() {
                var nested: [(items: [CSSSyntax.Item], context: CSSThemeContext)] = []
                for item in list {
                    switch item {
                    case .declaration(let declaration):
                        guard declaration.name.hasPrefix("--"), !declaration.value.isEmpty, !context.isComponent else {
                            continue
                        }
                        let location = SourceLocation(
                            file: path, line: declaration.mark.line, column: declaration.mark.column)
                        let valueMark = declaration.value[0].mark
                        let index: Int
                        if let existing = indexByName[declaration.name] {
                            index = existing
                            if !isExternal, properties[index].isExternal {
                                // This file defines it: another stylesheet's declarations of it are not its.
                                properties[index] = Property(name: declaration.name, location: location)
                            }
                        } else {
                            index = properties.count
                            indexByName[declaration.name] = index
                            properties.append(
                                Property(name: declaration.name, location: location, isExternal: isExternal))
                        }
                        if Self.contains(declaration.value, function: "light-dark") { usesLightDark = true }
                        if !isExternal {
                            checkColors(
                                declaration.value, property: declaration.name, errors: &errors, malformed: &malformed)
                        }
                        if let appearance = context.appearance { appearances.insert(appearance) }
                        let key = Key(appearance: context.appearance, isWideGamut: context.isWideGamut)
                        let read = Declaration(
                            value: declaration.value, location: location,
                            valueLocation: SourceLocation(file: path, line: valueMark.line, column: valueMark.column),
                            selector: context.selector)
                        if context.isUnmapped {
                            properties[index].unmapped[key, default: []].append(read)
                        } else {
                            // A rule of the same selector replaces an earlier one for every visitor; one of
                            // another selector (the other way of choosing the same theme) does not.
                            // (A rule for some elements only says nothing of the theme's other rules.)
                            properties[index].shadowed[key]?.removeAll {
                                $0.selector == read.selector || !Self.isWholeDocument(read.selector)
                            }
                            if !isExternal, let earlier = properties[index].declarations[key],
                                earlier.location.file == path, earlier.selector != read.selector,
                                Self.isWholeDocument(earlier.selector), Self.isWholeDocument(read.selector)
                            {
                                properties[index].shadowed[key, default: []].append(earlier)
                            }
                            properties[index].declarations[key] = read
                        }
                    case .rule(let rule):
                        guard let block = rule.block else {
                            let location = SourceLocation(file: path, line: rule.mark.line, column: rule.mark.column)
                            if rule.atKeyword == "import", !imports.read.contains(location) {
                                unread.append(
                                    CSSImports.Unread(
                                        specifier: CSSImports.specifier(rule.prelude) ?? CSSSyntax.text(rule.prelude),
                                        location: location, why: imports.unread[location], isExternal: isExternal))
                            }
                            continue
                        }
                        let inner: CSSThemeContext?
                        switch rule.atKeyword {
                        case nil:
                            for part in CSSThemeContext.split(rule.prelude) where !isExternal {
                                selectors.insert(CSSThemeContext.selectorText(part))
                            }
                            inner = context.entering(selector: rule.prelude, block: block, mapping: selectorThemes)
                            if !isExternal, let inner, inner.isComponent, !context.isComponent,
                                block.contains(where: {
                                    if case .declaration(let declaration) = $0 {
                                        return declaration.name.hasPrefix("--")
                                    }
                                    return false
                                })
                            {
                                notes.append(
                                    TokenNote(
                                        isUnresolved: false, token: nil,
                                        text:
                                            "'\(CSSThemeContext.selectorText(rule.prelude))' is a component rule (an "
                                            + "attribute that names no theme): its custom properties are local, not theme "
                                            + "values; to audit it as a theme, map it with cssThemes: or "
                                            + "\(hint: .cssTheme, "SELECTOR=THEME")",
                                        location: SourceLocation(
                                            file: path, line: rule.mark.line, column: rule.mark.column)
                                    ))
                            }
                        case "media": inner = context.entering(media: rule.prelude)
                        case "supports": inner = context.entering(supports: rule.prelude)
                        case "layer", "scope": inner = context
                        default: inner = nil
                        }
                        if let inner {
                            nested.append((block, inner))
                        } else if !isExternal, rule.atKeyword == nil, let slot = context.appearance,
                            let theme = CSSThemeContext.split(rule.prelude).first.flatMap({
                                CSSThemeContext.appearance(ofSelector: $0, mapping: selectorThemes)
                            })
                        {
                            // A theme's rule inside another appearance's condition (Primer's
                            // `@media (prefers-color-scheme: light) { [data-color-mode=auto][data-light-theme=dark] }`)
                            // is that theme serving the other slot: its values are the theme's, judged once.
                            notes.append(
                                TokenNote(
                                    isUnresolved: false, token: nil,
                                    reason:
                                        "'\(CSSThemeContext.selectorText(rule.prelude))' serves the \(slot.rawValue) slot "
                                        + "with the theme \(theme.rawValue): judged once, as \(theme.rawValue)",
                                    location: SourceLocation(file: path, line: rule.mark.line, column: rule.mark.column)
                                ))
                        }
                    }
                }
                pending.append(contentsOf: nested.reversed())
            }
        }
        if usesLightDark { appearances.formUnion([.light, .dark]) }
        // A dark-first stylesheet: its rules name light appearances only, so its base is the dark look.
        let baseIsDark = Self.baseIsDark(named: appearances)
        if baseIsDark { appearances.insert(.dark) }
        // Another stylesheet's skipped declarations are its own import's to list.
        notes += unmappedNotes(&properties).filter { $0.location.file == path }
        notes += disagreementNotes(properties, indexByName: indexByName)
        var tokens: [ColorToken] = []
        var noted = Set<TokenNote>(notes)
        let passes: [Appearance] = [.any] + appearances.sorted()
        var resolver = self
        resolver.malformed = malformed
        var reportedCycles = Set<Set<String>>()
        // The custom property each reference to nothing names (see `CSSImports.explained(_:missing:imports:)`).
        var missing: [TokenNote: String] = [:]
        // The appearances (`.any`: the base) where a property's own value is no static colour.
        var dynamic: [String: Set<Appearance>] = [:]
        for property in properties where !property.isExternal {
            var values: [Appearance: ColorValue] = [:]
            // Appearances whose own declaration could not be resolved: in CSS such a property is invalid
            // there (its initial value), not the base value, so the base must not stand in for it.
            var unresolved = Set<Appearance>()
            for appearance in passes {
                do throws(Failure) {
                    if let value = try resolver.value(
                        of: property, in: appearance, properties: properties, indexByName: indexByName)
                    {
                        values[appearance] = value
                    }
                } catch {
                    if appearance != .any { unresolved.insert(appearance) }
                    if error.isDynamic { dynamic[property.name, default: []].insert(appearance) }
                    if let problem = error.error {
                        if error.cycle.isEmpty || reportedCycles.insert(error.cycle).inserted { errors.record(problem) }
                        continue
                    }
                    if let note = error.note, noted.insert(note).inserted {
                        notes.append(note)
                        if let name = error.missing { missing[note] = name }
                    }
                }
            }
            if !unresolved.isEmpty, let base = values[.any] {
                // The base stays the value of every other appearance the palette has (`Palette.appearances`:
                // light always, dark under dark-high-contrast).
                values[.any] = nil
                var covered = appearances.union([.light])
                if covered.contains(.darkHighContrast) { covered.insert(.dark) }
                for appearance in covered where !unresolved.contains(appearance) && values[appearance] == nil {
                    values[appearance] = base
                }
            }
            if baseIsDark, values.keys.contains(where: { $0 != .any }), let base = values.removeValue(forKey: .any) {
                values[.dark] = values[.dark] ?? base
            }
            guard !values.isEmpty else { continue }
            var token = ColorToken(
                name: property.name, role: nil, roleSource: .unknown, values: values, location: property.location)
            token.unresolvedAppearances = unresolved
            tokens.append(token)
        }
        try errors.throwIfAny()
        return (tokens, CSSImports.explained(notes, missing: missing, imports: unread), selectors, dynamic)
    }

    /// Whether the base (root rules naming no appearance) is the dark look: the stylesheet's rules name
    /// light (and perhaps `light-high-contrast`) and no other appearance, so the base is what dark shows
    /// (a base with only a `prefers-contrast: more` override stays light). Dark-first themes declare the dark values on `:root` and override them for light with an
    /// attribute or class (`:root { … }` then `:root[data-theme='light'] { … }`), as the site's theme
    /// switch sets `data-theme` (MDN, `prefers-color-scheme`: the default style applies when no override
    /// matches).
    static func baseIsDark(named appearances: Set<Appearance>) -> Bool {
        appearances.contains(.light) && appearances.allSatisfy { !$0.isTheme && $0.scheme == .light }
    }

    /// Settles the declarations of unmapped rules (see the type): each context that no recognised rule
    /// gives a value takes the last of them; the others are the notes returned, in source order.
    private func unmappedNotes(_ properties: inout [Property]) -> [TokenNote] {
        var notes: [TokenNote] = []
        for index in properties.indices {
            for (key, declarations) in properties[index].unmapped {
                guard let recognised = properties[index].declarations[key] else {
                    properties[index].declarations[key] = declarations.last
                    continue
                }
                let value =
                    (key.isWideGamut ? "wide-gamut " : "")
                    + (key.appearance.map { "\($0.name) value" } ?? "base value")
                let from = recognised.selector.map { "'\($0)'" } ?? "the stylesheet"
                // The token is located at its first declaration that is used.
                if declarations.contains(where: { $0.location == properties[index].location }) {
                    properties[index].location = recognised.location
                }
                for declaration in declarations {
                    let selector = declaration.selector ?? ""
                    notes.append(
                        TokenNote(
                            isUnresolved: false, token: properties[index].name,
                            text: "'\(selector)' is neither a theme nor a root selector: it does not replace the "
                                + "\(value) from \(from) (line \(recognised.location.line)); to audit it as a theme, "
                                + "map it with cssThemes: or \(hint: .cssTheme, "SELECTOR=THEME")",
                            location: declaration.location))
                }
            }
        }
        return notes.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// A note at each earlier declaration of a theme's value that gives another colour than the one
    /// audited (`Property.shadowed`): two rules choosing the same theme (`@media (prefers-color-scheme:
    /// dark) { :root }` and `:root[data-theme="dark"]`) that disagree, so the visitors of the earlier one
    /// see a colour no pair judges.
    private func disagreementNotes(_ properties: [Property], indexByName: [String: Int]) -> [TokenNote] {
        var notes: [TokenNote] = []
        for property in properties where !property.isExternal {
            for (key, earlier) in property.shadowed {
                guard let later = property.declarations[key] else { continue }
                let appearance = key.appearance ?? .any
                let laterText = CSSSyntax.text(later.value)
                let laterColor = colorOf(later, property, appearance, properties, indexByName)
                for declaration in earlier where CSSSyntax.text(declaration.value) != laterText {
                    let color = colorOf(declaration, property, appearance, properties, indexByName)
                    if let color, let laterColor, color == laterColor { continue }
                    let which =
                        (key.isWideGamut ? "wide-gamut " : "")
                        + (key.appearance.map { "\($0.name) value" } ?? "base value")
                    // Reported as a colour not audited (`unresolved-reference`, a warning), not listed
                    // among the entries skipped on purpose.
                    var note = TokenNote(
                        isUnresolved: true, token: property.name,
                        reason: "'\(declaration.selector ?? "")' and '\(later.selector ?? "")' (line "
                            + "\(later.location.line)) both set the \(which), differently: "
                            + "\(CSSSyntax.text(declaration.value)) here, \(laterText) there; only the later is "
                            + "audited (and repaired), so the visitors this rule alone matches see a colour no pair "
                            + "judges",
                        location: declaration.location)
                    // Its identity: the rule not audited and the value it sets, not the other rule's line.
                    note.reference = "'\(declaration.selector ?? "")' (\(which))"
                    notes.append(note)
                }
            }
        }
        return notes.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// Whether each selector of a list is one compound selector (`:root`, `:root[data-theme="dark"]`,
    /// `html.dark`): a rule for the whole document, not for some elements in it (`[data-theme=dark]
    /// input:is([type=submit])`, whose values are local to those elements). `nil` (no style rule) is not.
    static func isWholeDocument(_ selector: String?) -> Bool {
        guard let selector else { return false }
        var depth = 0
        var part = ""
        // The selector at depth 0: what is inside brackets and parentheses is left out, the brackets kept.
        for character in selector + "," {
            switch character {
            case "(", "[":
                if depth == 0 { part.append(character) }
                depth += 1
            case ")", "]":
                depth -= 1
                if depth == 0 { part.append(character) }
            case "," where depth == 0:
                let compound = String(part.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
                if compound.isEmpty || compound.contains(where: { " >+~".contains($0) }) { return false }
                part = ""
            default:
                if depth == 0 { part.append(character) }
            }
        }
        return true
    }

    /// The colour `declaration` gives `property` in `appearance`, `nil` when it gives none.
    private func colorOf(
        _ declaration: Declaration, _ property: Property, _ appearance: Appearance, _ properties: [Property],
        _ indexByName: [String: Int]
    ) -> Color? {
        var stack = [property.name]
        guard
            let substituted = try? substitute(
                declaration.value, appearance: appearance, properties: properties, indexByName: indexByName,
                stack: &stack, references: [], file: declaration.location.file)
        else { return nil }
        return try? color(substituted, property: property.name, declaration: declaration)
    }

    /// The declarations that apply to `appearance`, most specific first (see the type).
    private static func chain(_ appearance: Appearance) -> [Appearance?] {
        appearance.variantChain.map { Optional($0) } + [nil]
    }

    /// The declaration of `property` for `appearance` (wide-gamut or not) and whether it is the
    /// appearance's own.
    private static func declaration(_ property: Property, _ appearance: Appearance, wide: Bool) -> (Declaration, Bool)?
    {
        for candidate in chain(appearance) {
            if let declaration = property.declarations[Key(appearance: candidate, isWideGamut: wide)] {
                return (declaration, candidate != nil)
            }
        }
        return nil
    }

    private func value(
        of property: Property, in appearance: Appearance, properties: [Property], indexByName: [String: Int]
    )
        throws(Failure) -> ColorValue?
    {
        var wide: (color: Color, declaration: Declaration, specific: Bool)?
        if let (declaration, own) = Self.declaration(property, appearance, wide: true) {
            var stack = [property.name]
            let substituted = try substitute(
                declaration.value, appearance: appearance, properties: properties, indexByName: indexByName,
                stack: &stack, references: [], file: declaration.location.file)
            if let color = try color(substituted, property: property.name, declaration: declaration) {
                wide = (color, declaration, own || substituted.specific)
            }
        }
        var ordinary: (color: Color, declaration: Declaration, specific: Bool)?
        if let (declaration, own) = Self.declaration(property, appearance, wide: false) {
            var stack = [property.name]
            let substituted = try substitute(
                declaration.value, appearance: appearance, properties: properties, indexByName: indexByName,
                stack: &stack, references: [], file: declaration.location.file)
            if let color = try color(substituted, property: property.name, declaration: declaration) {
                ordinary = (color, declaration, own || substituted.specific)
            } else if wide == nil, appearance == .any || own || substituted.specific {
                try Self.checkStatic(
                    substituted.text, property: property.name, in: appearance, declaration: declaration)
            }
        }
        let chosen = wide ?? ordinary
        guard let chosen else { return nil }
        if appearance != .any, !chosen.specific { return nil }
        var fallback: Color?
        if wide != nil, let ordinary, ordinary.color.isInGamut(.srgb) { fallback = ordinary.color }
        let written = CSSSyntax.text(chosen.declaration.value)
        var aliasOf: String?
        if chosen.declaration.value.count == 1,
            case .function(let name, let arguments, _) = chosen.declaration.value[0],
            name.lowercased() == "var", case .token(let token) = CSSSyntax.trimmed(arguments).first,
            case .ident(let target) = token.kind
        {
            aliasOf = target
        }
        var value = ColorValue(
            color: chosen.color, source: written, location: chosen.declaration.valueLocation, aliasOf: aliasOf,
            srgbFallback: fallback)
        // The same text written by another rule choosing the same theme: a repair writes it there too.
        if let key = property.declarations.first(where: { $0.value.location == chosen.declaration.location })?.key {
            value.alsoWrittenAt = (property.shadowed[key] ?? []).filter { CSSSyntax.text($0.value) == written }.map(
                \.valueLocation)
        }
        return value
    }

    /// The colour of substituted text, `nil` when it is not colour-like; an error when it is a single
    /// malformed colour (not reported where it is written), else a note when it fails.
    private func color(_ substituted: Substituted, property: String, declaration: Declaration) throws(Failure)
        -> Color?
    {
        let trimmed = substituted.text.trimmingCharacters(in: .whitespaces)
        guard Self.looksLikeColor(trimmed) else { return nil }
        do throws(ColorParseError) {
            return try CSSColorParser.parse(trimmed)
        } catch {
            // Reported once, where the malformed value is written.
            if substituted.usesMalformed { throw Failure() }
            if !error.isUnsupported, Self.isSingleComponent(trimmed) {
                let written = CSSSyntax.text(declaration.value)
                throw Failure(
                    error: PaletteError(
                        kind: .color(error),
                        location: declaration.valueLocation,
                        message: "\(property): \(error)"
                            + (written == trimmed ? "" : " (the value of '\(written)' after var() substitution)")))
            }
            let reason =
                trimmed.lowercased().hasPrefix("color-mix(")
                ? "color-mix() is not supported" : "not a colour ColorAudit can read: \(error)"
            throw Failure(
                note: TokenNote(
                    isUnresolved: false, token: property, reason: reason, location: declaration.valueLocation))
        }
    }

    /// Throws a note when `text` (a value after substitution) is no static colour (see the type).
    private static func checkStatic(
        _ text: String, property: String, in appearance: Appearance, declaration: Declaration
    ) throws(Failure) {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        let written = CSSSyntax.text(declaration.value)
        let what: String
        if word == "currentcolor" {
            what = "the text colour of each element where it is used"
        } else if wideKeywords.contains(word) {
            what = "a CSS-wide keyword, the cascade's value where it is used"
        } else {
            return
        }
        let place = appearance == .any ? "" : " in \(appearance.name)"
        let via = written.lowercased() == word ? "" : " (the value of '\(written)')"
        throw Failure(
            note: TokenNote(
                isUnresolved: false, token: property,
                reason: "\(text.trimmingCharacters(in: .whitespaces))\(via)\(place): \(what), no static colour; "
                    + "not checked\(place.isEmpty ? " where this value applies" : place)",
                location: declaration.valueLocation),
            isDynamic: true)
    }

    /// Whether text starts like a CSS colour: `#`, a colour function, or a named colour.
    static func looksLikeColor(_ text: String) -> Bool {
        if text.hasPrefix("#") { return true }
        let word = text.prefix { $0.isLetter || $0 == "-" }.lowercased()
        if text.dropFirst(word.count).hasPrefix("(") {
            return colorFunctions.contains(word) || word == "color-mix"
        }
        return word.count == text.count && NamedColors.color(named: word) != nil
    }

    /// Whether CSS text is one component value (a token, or a function or block with its contents).
    static func isSingleComponent(_ text: String) -> Bool {
        var depth = 0
        var ended = false
        for token in CSSTokenizer.tokens(text) {
            if ended { return false }
            switch token.kind {
            case .function, .openParenthesis, .openSquare, .openCurly: depth += 1
            case .closeParenthesis, .closeSquare, .closeCurly:
                depth -= 1
                ended = depth <= 0
            default: ended = depth == 0
            }
        }
        return true
    }

    /// Records the colour attempts of a declared value that `CSSColorParser` refuses (see the type): the
    /// value is one hash token or one colour function without `var()` inside; `light-dark()` arguments
    /// and a `var()` fallback are checked the same way. Where each starts goes into `malformed`.
    private func checkColors(
        _ components: [CSSSyntax.Component], property: String, errors: inout PaletteErrorList,
        malformed: inout Set<SourceMark>
    ) {
        let value = CSSSyntax.trimmed(components)
        guard value.count == 1, let component = value.first else { return }
        switch component {
        case .token(let token):
            guard case .hash = token.kind else { return }
        case .function(let name, let arguments, _):
            let lowered = name.lowercased()
            if lowered == "light-dark" {
                let parts = CSSThemeContext.split(arguments)
                guard parts.count == 2 else { return }
                for part in parts { checkColors(part, property: property, errors: &errors, malformed: &malformed) }
                return
            }
            if lowered == "var" {
                guard
                    let comma = arguments.firstIndex(where: {
                        if case .token(let token) = $0, token.kind == .comma { return true }
                        return false
                    })
                else { return }
                checkColors(
                    Array(arguments[(comma + 1)...]), property: property, errors: &errors, malformed: &malformed)
                return
            }
            guard Self.colorFunctions.contains(lowered), !Self.contains(arguments, function: "var") else { return }
        case .block: return
        }
        do throws(ColorParseError) {
            _ = try CSSColorParser.parse(component.text)
        } catch {
            guard !error.isUnsupported else { return }
            malformed.insert(component.mark)
            errors.record(
                PaletteError(
                    kind: .color(error),
                    location: SourceLocation(file: path, line: component.mark.line, column: component.mark.column),
                    message: "\(property): \(error)"))
        }
    }

    static func contains(_ components: [CSSSyntax.Component], function: String) -> Bool {
        var stack = components
        while let component = stack.popLast() {
            switch component {
            case .function(let name, let arguments, _):
                if name.lowercased() == function { return true }
                stack.append(contentsOf: arguments)
            case .block(_, let contents, _): stack.append(contentsOf: contents)
            case .token: continue
            }
        }
        return false
    }

    /// The text of `components` with `var()` and `light-dark()` substituted for `appearance`; `file` is the
    /// stylesheet `components` are written in (a cascade's other file, for its declarations' locations).
    private func substitute(
        _ components: [CSSSyntax.Component], appearance: Appearance, properties: [Property],
        indexByName: [String: Int], stack: inout [String], references: [(String, SourceLocation)], file: String
    ) throws(Failure) -> Substituted {
        var result = Substituted(text: "", specific: false)
        try substitute(
            components, appearance: appearance, properties: properties, indexByName: indexByName, stack: &stack,
            references: references, file: file, into: &result)
        return result
    }

    /// Appends the substituted text of `components` to `result`. Every substitution (blocks, functions,
    /// `light-dark()` branches, `var()` values and fallbacks) appends to the same `result`, so
    /// `usesMalformed` is set once, where a malformed colour is met, and `specific` where a value depends
    /// on the appearance.
    private func substitute(
        _ components: [CSSSyntax.Component], appearance: Appearance, properties: [Property],
        indexByName: [String: Int], stack: inout [String], references: [(String, SourceLocation)], file: String,
        into result: inout Substituted
    ) throws(Failure) {
        for component in components {
            switch component {
            case .token(let token):
                result.text += token.text
                if malformed.contains(token.mark) { result.usesMalformed = true }
            case .block(let opening, let contents, _):
                result.text += String(Character(opening))
                try substitute(
                    contents, appearance: appearance, properties: properties, indexByName: indexByName, stack: &stack,
                    references: references, file: file, into: &result)
                result.text += opening == "(" ? ")" : opening == "[" ? "]" : "}"
            case .function(let name, let arguments, let mark):
                if malformed.contains(mark) { result.usesMalformed = true }
                let lowered = name.lowercased()
                if lowered == "light-dark" {
                    let parts = CSSThemeContext.split(arguments)
                    guard parts.count == 2 else {
                        result.text += component.text
                        continue
                    }
                    let isDark = appearance.scheme == .dark
                    // The chosen branch is specific when the appearance is, whatever it holds.
                    let specific = result.specific
                    try substitute(
                        parts[isDark ? 1 : 0], appearance: appearance, properties: properties,
                        indexByName: indexByName, stack: &stack, references: references, file: file, into: &result)
                    result.specific = specific || appearance != .any
                    continue
                }
                guard lowered == "var" else {
                    result.text += name + "("
                    try substitute(
                        arguments, appearance: appearance, properties: properties, indexByName: indexByName,
                        stack: &stack, references: references, file: file, into: &result)
                    result.text += ")"
                    continue
                }
                let location = SourceLocation(file: file, line: mark.line, column: mark.column)
                let parts = CSSThemeContext.split(arguments)
                guard case .token(let nameToken) = parts.first?.first, case .ident(let target) = nameToken.kind else {
                    result.text += component.text
                    continue
                }
                let fallback: [CSSSyntax.Component]? = {
                    guard
                        let comma = arguments.firstIndex(where: {
                            if case .token(let token) = $0, token.kind == .comma { return true }
                            return false
                        })
                    else { return nil }
                    return CSSSyntax.trimmed(Array(arguments[(comma + 1)...]))
                }()
                let chain = references + [(component.text, location)]
                if stack.contains(target) {
                    let start = stack.firstIndex(of: target)!
                    let names = Array(stack[start...]) + [target]
                    let places = chain.suffix(names.count - 1).map { "'\($0.0)' at \($0.1)" }
                    throw Failure(
                        error: PaletteError(
                            kind: .referenceCycle,
                            location: chain[chain.count - (names.count - 1)].1,
                            message: "var() cycle: " + names.joined(separator: " → ") + " ("
                                + places.joined(separator: ", ") + ")"),
                        cycle: Set(names))
                }
                guard stack.count < Self.maximumDepth else {
                    // At the property being resolved (its own first var()), naming the chain's ends: the
                    // innermost reference is usually a line that is fine on its own.
                    let names = stack + [target]
                    let shown = names.count > 6 ? names.prefix(3) + ["…"] + names.suffix(2) : names[...]
                    throw Failure(
                        error: PaletteError(
                            kind: .limitExceeded,
                            location: chain.first?.1 ?? location,
                            message: "\(names[0]): var() references nested deeper than \(Self.maximumDepth) ("
                                + shown.joined(separator: " → ") + ")"))
                }
                if let index = indexByName[target],
                    let (declaration, own) = Self.declaration(properties[index], appearance, wide: false)
                {
                    stack.append(target)
                    try substitute(
                        declaration.value, appearance: appearance, properties: properties, indexByName: indexByName,
                        stack: &stack, references: chain, file: declaration.location.file, into: &result)
                    stack.removeLast()
                    if own { result.specific = true }
                } else if let fallback {
                    try substitute(
                        fallback, appearance: appearance, properties: properties, indexByName: indexByName,
                        stack: &stack, references: references, file: file, into: &result)
                } else if indexByName[target] != nil {
                    // Defined, but not for this appearance (e.g. only in a dark block): no value here.
                    throw Failure()
                } else {
                    var note = TokenNote(
                        isUnresolved: true, token: stack.first,
                        reason: "'\(component.text)' refers to no custom property '\(target)' and has no fallback",
                        location: location)
                    note.reference = "var(\(target))"
                    throw Failure(note: note, missing: target)
                }
            }
        }
    }
}
