import ColorScience

/// Turns token sets into colour tokens: layers sets per appearance (a later set overrides a token of
/// an earlier one with the same name, as Tokens Studio, Style Dictionary and DTCG resolvers do),
/// resolves aliases per appearance and keeps every value's location and alias target.
///
/// - **Without appearance layers** (one stack of sets for every appearance) the stack gives each
///   token's `.any` value; an appearance mode read from `$extensions` (`TokenSet.Entry.values`) gives
///   that appearance's value, and so does an alias whose target has one (a semantic token over a
///   primitive with a dark mode has a dark value too). Other appearances stay unset (uniform tokens).
/// - **With appearance layers** (`light: [core, theme-light]`, `dark: [core, theme-dark]`, …) every
///   token gets a value in each appearance where its stack resolves it.
/// - **Aliases** follow chains of any length (a loop, not recursion; each name is resolved once per
///   appearance). `{a.b.value}` falls back to `a.b` when no token of the longer name exists. An alias
///   with an alpha (`rgba({a}, 0.4)`) takes the target's colour with that alpha. `{a.b.darkValue}`,
///   `{a.b.hcValue}`, `{a.b.hcDarkValue}` (Style Dictionary's dark-mode example) are the value `a.b`
///   writes for that appearance, whatever appearance is being resolved.
/// - **Modifiers.** A token's Tokens Studio modifier (`TokenModifier`) applies to its resolved value,
///   and tokens aliasing it get the modified colour; the value's source text names the modifier.
/// - **Errors and notes.** A cycle is a `PaletteError` at the first alias of the cycle reached from the
///   earliest token, naming every alias of the cycle with its location. An alias to a name no set
///   defines as a colour becomes an `unresolved` note (the token gets no value there), an unsupported
///   value a `skipped` note; each is reported once, not per appearance. A token that resolves in some
///   appearances but not in another has no value there (`ColorToken.unresolvedAppearances`, with those
///   inheriting from it), never its light or `any` value. An untyped token aliasing a set's non-colour
///   token (`TokenSet.otherTokens`: a size) is no colour, and no note.
struct TokenLayers {
    /// The sets that apply to one appearance, lowest first.
    struct Stack {
        /// The appearance the stack gives values for (`.any` for the single stack of a file).
        var appearance: Appearance
        /// The sets, lowest first.
        var sets: [TokenSet]
        /// The appearance whose value a token takes when it has none of its own for `appearance`
        /// (before its `.any` value): a Primer theme's base, `dark` for `dark-dimmed`.
        var fallback: Appearance? = nil
        /// The key of `TokenSet.Entry.named` a token takes its value from first (a declared theme's
        /// `overrides:`).
        var overrideKey: String? = nil
    }

    /// The stacks.
    var stacks: [Stack]

    private struct Resolved {
        var color: Color
        var srgbFallback: Color?
        /// True when the value (or an alias target along the way) is specific to the appearance.
        var specific: Bool
    }

    private struct Item {
        var expression: TokenExpression
        var specific: Bool
        var entry: TokenSet.Entry
        /// True for a value a token writes for one appearance in a file of every appearance (Style
        /// Dictionary's `darkValue`): its `{a.b.value}` is `a.b`'s own `value`.
        var appearanceValue = false
    }

    /// What an alias chain resolves: a token's value in the appearance being resolved, or one
    /// appearance's own value of a token (`{a.b.darkValue}`; `{a.b.value}` inside such a value is `a.b`'s
    /// own `value`, `own: .any`).
    private struct ItemKey: Hashable {
        /// The token's name.
        var token: String
        /// The appearance whose written value the key names; `nil` for the token as resolved.
        var own: Appearance? = nil
    }

    /// The colour tokens (in order of first definition over all sets) and the notes.
    /// - Throws: `PaletteError` for an alias cycle.
    func tokens() throws(PaletteError) -> (tokens: [ColorToken], notes: [TokenNote]) {
        var order: [String] = []
        var firstEntry: [String: TokenSet.Entry] = [:]
        // Rules silenced for a token in any set that defines it, each rule once (the first reason).
        var suppressions: [String: [Suppression]] = [:]
        // The first description any set gives a token (Compound's semantic set describes what its theme
        // sets only value).
        var documentation: [String: String] = [:]
        var notes: [TokenNote] = []
        var noted = Set<TokenNote>()
        func note(_ note: TokenNote) {
            if noted.insert(note).inserted { notes.append(note) }
        }
        var seenSets = Set<[String]>()
        for stack in stacks {
            for set in stack.sets where seenSets.insert([set.file, set.name]).inserted {
                for entry in set.entries where firstEntry[entry.name] == nil {
                    firstEntry[entry.name] = entry
                    order.append(entry.name)
                }
                for entry in set.entries {
                    if documentation[entry.name] == nil, let text = entry.documentation {
                        documentation[entry.name] = text
                    }
                    for suppression in entry.suppressions
                    where !(suppressions[entry.name] ?? []).contains(where: { $0.rule == suppression.rule }) {
                        suppressions[entry.name, default: []].append(suppression)
                    }
                }
                for item in set.notes { note(item) }
            }
        }
        var values: [String: [Appearance: ColorValue]] = [:]
        let layered = stacks.contains { $0.appearance != .any }
        var passes: [(appearance: Appearance, stack: Stack)] = stacks.map { ($0.appearance, $0) }
        if !layered, let base = stacks.first {
            var modes = Set<Appearance>()
            for set in base.sets {
                for entry in set.entries { modes.formUnion(entry.values.keys) }
            }
            modes.remove(.any)
            passes += modes.sorted().map { ($0, base) }
        }
        var unresolved: [String: Set<Appearance>] = [:]
        for (appearance, stack) in passes {
            let (resolved, failed) = try resolve(stack, for: appearance, note: note)
            for (name, value) in resolved where layered || appearance == .any || value.specific {
                values[name, default: [:]][appearance] = value.value
            }
            if appearance != .any {
                for name in failed { unresolved[name, default: []].insert(appearance) }
            }
        }
        let tokens = order.compactMap { name -> ColorToken? in
            guard let entry = firstEntry[name], var tokenValues = values[name], !tokenValues.isEmpty else { return nil }
            let missing = Self.unresolvedAppearances(unresolved[name] ?? [], values: &tokenValues)
            var token = ColorToken(
                name: name, role: nil, roleSource: .unknown, values: tokenValues, location: entry.location)
            token.unresolvedAppearances = missing
            token.suppressions = suppressions[name] ?? []
            token.documentation = documentation[name]
            return token
        }
        return (tokens, notes)
    }

    /// The appearance a `{a.b.darkValue}` reference names (`hcValue`, `hcDarkValue` too, in any case, as
    /// Style Dictionary's dark-mode example writes them) and the token `a.b`, or `nil`.
    static func appearanceReference(_ target: String) -> (token: String, appearance: Appearance)? {
        guard let dot = target.lastIndex(of: ".") else { return nil }
        let key = target[target.index(after: dot)...].lowercased()
        let appearances: [String: Appearance] = [
            "darkvalue": .dark, "hcvalue": .lightHighContrast, "hcdarkvalue": .darkHighContrast,
        ]
        guard let appearance = appearances[key], dot > target.startIndex else { return nil }
        return (String(target[..<dot]), appearance)
    }

    /// The appearances where a token has no value (`failed`: those whose expression did not resolve,
    /// plus those that would inherit from one of them, as `dark-high-contrast` from `dark`), so that it
    /// shows none there instead of its light or `any` value. `values` loses its `any` value to `light`
    /// when some appearance is missing (a token with an `any` value is otherwise uniform).
    static func unresolvedAppearances(_ failed: Set<Appearance>, values: inout [Appearance: ColorValue])
        -> Set<Appearance>
    {
        let failed = failed.filter { values[$0] == nil }
        guard !failed.isEmpty else { return [] }
        var missing = failed
        let candidates = Set(values.keys).union(failed).union(Appearance.standard).subtracting([.any])
        for appearance in candidates where values[appearance] == nil && !missing.contains(appearance) {
            let source = appearance.fallbackChain.first { values[$0] != nil || failed.contains($0) }
            if let source, failed.contains(source) { missing.insert(appearance) }
        }
        if let base = values[.any] {
            values[.any] = nil
            if values[.light] == nil, !missing.contains(.light) { values[.light] = base }
        }
        return missing
    }

    /// Every resolvable token of `stack` for `appearance`, and the tokens whose expression there does
    /// not resolve.
    private func resolve(_ stack: Stack, for appearance: Appearance, note: (TokenNote) -> Void) throws(PaletteError)
        -> (values: [String: (value: ColorValue, specific: Bool)], failed: Set<String>)
    {
        var items: [ItemKey: Item] = [:]
        var names: [String] = []
        // The last entry of each name, whose own appearance values `{a.b.darkValue}` names.
        var lastEntry: [String: TokenSet.Entry] = [:]
        var otherTokens = Set<String>()
        for set in stack.sets {
            otherTokens.formUnion(set.otherTokens)
            for entry in set.entries {
                lastEntry[entry.name] = entry
                let own =
                    stack.overrideKey.flatMap { entry.named[$0] } ?? entry.values[appearance]
                    ?? stack.fallback.flatMap { entry.values[$0] }
                guard let expression = own ?? entry.values[.any] else { continue }
                if items[ItemKey(token: entry.name)] == nil { names.append(entry.name) }
                items[ItemKey(token: entry.name)] = Item(
                    expression: expression,
                    specific: stack.appearance == appearance && appearance != .any || own != nil && appearance != .any,
                    entry: entry,
                    appearanceValue: stack.appearance == .any && appearance != .any
                        && stack.overrideKey.flatMap { entry.named[$0] } == nil && entry.values[appearance] != nil)
            }
        }
        // `{a.b.darkValue}` (Style Dictionary's dark-mode example): the value `a.b` writes for that
        // appearance, an item of its own (`ItemKey.own`). In such a value (and in a token's own
        // appearance value) `{a.b.value}` is `a.b`'s own `value` (`own: .any`), whose aliases are `value`s
        // too: Style Dictionary resolves the reference to that property, as the example's dark,
        // high-contrast outputs (no kept references) and iOS colour sets show.
        func targetKey(_ target: String, from referrer: ItemKey) -> ItemKey {
            if referrer.own == .any
                || target.hasSuffix(".value") && (referrer.own != nil || items[referrer]?.appearanceValue == true)
            {
                let base = target.hasSuffix(".value") && lastEntry[target] == nil ? String(target.dropLast(6)) : target
                let key = ItemKey(token: base, own: .any)
                if items[key] == nil, let entry = lastEntry[base], let expression = entry.values[.any] {
                    items[key] = Item(expression: expression, specific: false, entry: entry)
                }
                if items[key] != nil { return key }
            }
            if items[ItemKey(token: target)] != nil { return ItemKey(token: target) }
            for suffix in [".value", ".$value"] where target.hasSuffix(suffix) {
                let shorter = ItemKey(token: String(target.dropLast(suffix.count)))
                if items[shorter] != nil { return shorter }
            }
            if let (base, mode) = Self.appearanceReference(target) {
                let key = ItemKey(token: base, own: mode)
                if items[key] == nil, let entry = lastEntry[base], let expression = entry.values[mode] {
                    items[key] = Item(expression: expression, specific: mode != .any, entry: entry)
                }
                if items[key] != nil { return key }
            }
            return ItemKey(token: target)
        }
        var resolved: [ItemKey: Resolved] = [:]
        var failed = Set<ItemKey>()
        var output: [String: (value: ColorValue, specific: Bool)] = [:]
        for name in names {
            var path: [ItemKey] = []
            var onPath = Set<ItemKey>()
            var current = ItemKey(token: name)
            while resolved[current] == nil, !failed.contains(current) {
                if onPath.contains(current) {
                    let start = path.firstIndex(of: current)!
                    let cycle = Array(path[start...])
                    let steps = cycle.map { "'\(items[$0]!.expression.written)' at \(items[$0]!.expression.location)" }
                    throw PaletteError(
                        kind: .referenceCycle,
                        location: items[cycle[0]]!.expression.location,
                        message: "alias cycle: " + (cycle + [cycle[0]]).map(\.token).joined(separator: " → ") + " ("
                            + steps.joined(separator: ", ") + ")")
                }
                guard let item = items[current] else {
                    if let referrer = path.last, let referring = items[referrer] {
                        let expression = referring.expression
                        let missing = current.token
                        let other =
                            otherTokens.contains(missing)
                            || missing.hasSuffix(".value") && otherTokens.contains(String(missing.dropLast(6)))
                        let reason: String
                        if let (base, _) = Self.appearanceReference(missing), lastEntry[base] != nil {
                            let key = missing.dropFirst(base.count + 1)
                            reason = "'\(expression.written)' refers to '\(base)', which has no '\(key)'"
                        } else {
                            reason = "'\(expression.written)' refers to no colour token named '\(missing)'"
                        }
                        // An untyped token aliasing a size is a size, not a colour gone missing.
                        if !(other && !referring.entry.declaredColor) {
                            note(
                                TokenNote(
                                    isUnresolved: true, token: referrer.token, reason: reason,
                                    location: expression.location))
                        }
                    }
                    failed.insert(current)
                    break
                }
                switch item.expression {
                case .color(let color, _, _):
                    resolved[current] = Resolved(
                        color: item.entry.modifier.map { $0.apply(to: color) } ?? color, srgbFallback: nil,
                        specific: item.specific)
                case .unsupported(let reason, let written, let location):
                    note(
                        TokenNote(
                            isUnresolved: false, token: current.token, reason: "'\(written)': \(reason)",
                            location: location))
                    failed.insert(current)
                case .alias(let target, _, _, _):
                    path.append(current)
                    onPath.insert(current)
                    current = targetKey(target, from: current)
                }
            }
            for link in path.reversed() {
                guard case .alias(let target, let alpha, _, _) = items[link]!.expression,
                    let value = resolved[targetKey(target, from: link)]
                else {
                    failed.insert(link)
                    continue
                }
                var color = value.color
                if let alpha { color.alpha = alpha }
                let modifier = items[link]!.entry.modifier
                if let modifier { color = modifier.apply(to: color) }
                resolved[link] = Resolved(
                    color: color, srgbFallback: alpha == nil && modifier == nil ? value.srgbFallback : nil,
                    specific: value.specific || items[link]!.specific)
            }
            let key = ItemKey(token: name)
            guard let value = resolved[key], let item = items[key] else { continue }
            var aliasOf: String?
            if case .alias(let target, _, _, _) = item.expression {
                aliasOf = targetKey(target, from: key).token
            }
            let source = item.expression.written + (item.entry.modifier.map { " (\($0.summary))" } ?? "")
            output[name] = (
                ColorValue(
                    color: value.color, source: source, location: item.expression.location,
                    aliasOf: aliasOf, srgbFallback: value.srgbFallback),
                value.specific
            )
        }
        return (output, Set(names.filter { output[$0] == nil }))
    }
}
