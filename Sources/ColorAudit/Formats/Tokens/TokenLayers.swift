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
///   with an alpha (`rgba({a}, 0.4)`) takes the target's colour with that alpha.
/// - **Modifiers.** A token's Tokens Studio modifier (`TokenModifier`) applies to its resolved value,
///   and tokens aliasing it get the modified colour; the value's source text names the modifier.
/// - **Errors and notes.** A cycle is a `PaletteError` at the first alias of the cycle reached from the
///   earliest token, naming every alias of the cycle with its location. An alias to a name no set
///   defines as a colour becomes an `unresolved` note (the token gets no value there), an unsupported
///   value a `skipped` note; each is reported once, not per appearance.
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
        var seenSets = Set<String>()
        for stack in stacks {
            for set in stack.sets where seenSets.insert(set.file + "\u{0}" + set.name).inserted {
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
        for (appearance, stack) in passes {
            let resolved = try resolve(stack, for: appearance, note: note)
            for (name, value) in resolved where layered || appearance == .any || value.specific {
                values[name, default: [:]][appearance] = value.value
            }
        }
        let tokens = order.compactMap { name -> ColorToken? in
            guard let entry = firstEntry[name], let tokenValues = values[name], !tokenValues.isEmpty else { return nil }
            var token = ColorToken(
                name: name, role: nil, roleSource: .unknown, values: tokenValues, location: entry.location)
            token.suppressions = suppressions[name] ?? []
            token.documentation = documentation[name]
            return token
        }
        return (tokens, notes)
    }

    /// Every resolvable token of `stack` for `appearance`.
    private func resolve(_ stack: Stack, for appearance: Appearance, note: (TokenNote) -> Void) throws(PaletteError)
        -> [String: (value: ColorValue, specific: Bool)]
    {
        var items: [String: Item] = [:]
        var names: [String] = []
        for set in stack.sets {
            for entry in set.entries {
                let own =
                    stack.overrideKey.flatMap { entry.named[$0] } ?? entry.values[appearance]
                    ?? stack.fallback.flatMap { entry.values[$0] }
                guard let expression = own ?? entry.values[.any] else { continue }
                if items[entry.name] == nil { names.append(entry.name) }
                items[entry.name] = Item(
                    expression: expression,
                    specific: stack.appearance == appearance && appearance != .any || own != nil && appearance != .any,
                    entry: entry)
            }
        }
        func targetName(_ target: String) -> String {
            if items[target] != nil { return target }
            for suffix in [".value", ".$value"] where target.hasSuffix(suffix) {
                let shorter = String(target.dropLast(suffix.count))
                if items[shorter] != nil { return shorter }
            }
            return target
        }
        var resolved: [String: Resolved] = [:]
        var failed = Set<String>()
        var output: [String: (value: ColorValue, specific: Bool)] = [:]
        for name in names {
            var path: [String] = []
            var onPath = Set<String>()
            var current = name
            while resolved[current] == nil, !failed.contains(current) {
                if onPath.contains(current) {
                    let start = path.firstIndex(of: current)!
                    let cycle = Array(path[start...])
                    let steps = cycle.map { "'\(items[$0]!.expression.written)' at \(items[$0]!.expression.location)" }
                    throw PaletteError(
                        location: items[cycle[0]]!.expression.location,
                        message: "alias cycle: " + (cycle + [cycle[0]]).joined(separator: " → ") + " ("
                            + steps.joined(separator: ", ") + ")")
                }
                guard let item = items[current] else {
                    if let referrer = path.last, let expression = items[referrer]?.expression {
                        note(
                            TokenNote(
                                isUnresolved: true, token: referrer,
                                reason: "'\(expression.written)' refers to no colour token named '\(current)'",
                                location: expression.location))
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
                            isUnresolved: false, token: current, reason: "'\(written)': \(reason)", location: location))
                    failed.insert(current)
                case .alias(let target, _, _, _):
                    path.append(current)
                    onPath.insert(current)
                    current = targetName(target)
                }
            }
            for link in path.reversed() {
                guard case .alias(let target, let alpha, _, _) = items[link]!.expression,
                    let value = resolved[targetName(target)]
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
            guard let value = resolved[name], let item = items[name] else { continue }
            var aliasOf: String?
            if case .alias(let target, _, _, _) = item.expression { aliasOf = targetName(target) }
            let source = item.expression.written + (item.entry.modifier.map { " (\($0.summary))" } ?? "")
            output[name] = (
                ColorValue(
                    color: value.color, source: source, location: item.expression.location,
                    aliasOf: aliasOf, srgbFallback: value.srgbFallback),
                value.specific
            )
        }
        return output
    }
}
