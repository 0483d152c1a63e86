/// A token package's theme files that write the source tokens under their built names: one token per
/// name, whichever file writes it.
///
/// Style Dictionary names each token for its output with a name transform over its path: `name/kebab`
/// is `kebabCase([prefix, ...path].join(" "))`, so the source token `color.text.neutral.strong` is built
/// as `pfx-color-text-neutral-strong` with the platform's `prefix: "pfx"` (styledictionary.com
/// "Transforms › Predefined": "name/kebab — Creates a kebab case name. If you define a prefix on the
/// platform in your config, it will prepend with your prefix": `prefix-color-background-button-primary-
/// active`; the token's `path` is its object path, its `name` what formats write, "Design Tokens ›
/// Default design token metadata"). A package whose theme folders hold a flat file of such names
/// (`{"pfx-color-text-neutral-strong": {"$value": "{color.alias.gray.90}"}}`) overrides the source
/// token where the build emits both: `--pfx-color-text-neutral-strong` is one custom property, and the
/// theme's declaration is the one its theme uses.
///
/// - **Recognised** per theme file: its flat names (one segment, no `.`) are compared, as words
///   (`words(_:)`: lodash's and change-case's kebab forms alike), with the source tokens' paths after
///   each candidate prefix (none, or the first one to three words of a name); the prefix under which the
///   most names are a source path is the file's, when at least half its flat names are, so a file of
///   theme-only names is left as it is. A path two source tokens flatten to alike is not matched.
/// - **Read** as one token: the theme's value wins in its appearances; a source token no theme file
///   overrides keeps its one value there. The token is named by its built name as the theme file writes
///   it (the first such file, lowest theme first): the name the build output, and so the code using it,
///   shows, and the one the file with the value that wins writes. References to the source path
///   (`{color.text.neutral.strong}`) lead to it; a theme's built name written as its own source path
///   keeps the source's value (Style Dictionary resolves it to that value, not to itself).
enum DTCGBuiltNames {
    /// The most words of a prefix tried.
    static let maximumPrefixWords = 3

    /// The words of `text` as Style Dictionary's kebab case separates them: split at every character that
    /// is not a letter or digit, between a lower-case letter or digit and an upper-case letter, before the
    /// last capital of a run followed by a lower-case letter (`HTMLText` → html, text), and between letters
    /// and digits (lodash's `gray20` → gray, 20; change-case keeps `gray20`: both compare alike);
    /// lower-cased.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(text)
        func flush() {
            if !current.isEmpty { words.append(String(current).lowercased()) }
            current.removeAll(keepingCapacity: true)
        }
        for (i, c) in characters.enumerated() {
            guard c.isLetter || c.isNumber else {
                flush()
                continue
            }
            if let last = current.last {
                let boundary =
                    (last.isNumber != c.isNumber)
                    || (c.isUppercase && (last.isLowercase || last.isNumber))
                    || (c.isUppercase && last.isUppercase && i + 1 < characters.count
                        && characters[i + 1].isLowercase)
                if boundary { flush() }
            }
            current.append(c)
        }
        flush()
        return words
    }

    /// The key a name is compared by: its words joined by `-`.
    private static func key(_ words: some Collection<String>) -> String { words.joined(separator: "-") }

    /// The source tokens' paths by the key of their built name without a prefix; a key two paths share is
    /// left out (not matched).
    static func sourceIndex(_ shared: [TokenSet]) -> [String: String] {
        var index: [String: String] = [:]
        var ambiguous = Set<String>()
        for set in shared {
            for entry in set.entries {
                let key = key(words(entry.name))
                guard !key.isEmpty, !ambiguous.contains(key) else { continue }
                if let existing = index[key], existing != entry.name {
                    index[key] = nil
                    ambiguous.insert(key)
                } else {
                    index[key] = entry.name
                }
            }
        }
        return index
    }

    /// The source paths the flat names of `set` build (flat name → path), under the file's prefix (see
    /// the type); empty when fewer than half its flat names are built names.
    static func matches(in set: TokenSet, sources: [String: String]) -> [String: String] {
        let flat = set.entries.map(\.name).filter { !$0.contains(".") }
        guard !flat.isEmpty, !sources.isEmpty else { return [:] }
        var byPrefix: [String: [String: String]] = [:]
        for name in flat {
            let nameWords = words(name)
            for count in 0...min(maximumPrefixWords, max(nameWords.count - 1, 0)) {
                guard let path = sources[key(nameWords.dropFirst(count))] else { continue }
                byPrefix[key(nameWords.prefix(count)), default: [:]][name] = path
            }
        }
        // The prefix under which most names match; of equal counts the shorter, then the first alphabetically.
        guard
            let best = byPrefix.max(by: { a, b in
                a.value.count != b.value.count
                    ? a.value.count < b.value.count
                    : a.key.count != b.key.count ? a.key.count > b.key.count : a.key > b.key
            }), best.value.count * 2 >= flat.count
        else { return [:] }
        return best.value
    }

    /// `shared` and `themed` with every source token a theme file writes under its built name read as one
    /// token of that name (see the type). `themed` is each theme's files per appearance, in the order
    /// `themes` lists the themes.
    static func merged(
        shared: [TokenSet], themed: [String: [Appearance: [TokenSet]]], themes: [String]
    ) -> (shared: [TokenSet], themed: [String: [Appearance: [TokenSet]]]) {
        let sources = sourceIndex(shared)
        guard !sources.isEmpty else { return (shared, themed) }
        // Source path → built name (the first theme file's), and each theme file's flat name → that name.
        var builtName: [String: String] = [:]
        var renamed: [String: [Appearance: [[String: String]]]] = [:]
        for theme in themes {
            let appearances = themed[theme] ?? [:]
            for appearance in appearances.keys.sorted() {
                for set in appearances[appearance] ?? [] {
                    let found = matches(in: set, sources: sources)
                    var names: [String: String] = [:]
                    for entry in set.entries {
                        guard let path = found[entry.name] else { continue }
                        if builtName[path] == nil { builtName[path] = entry.name }
                        names[entry.name] = builtName[path]
                    }
                    renamed[theme, default: [:]][appearance, default: []].append(names)
                }
            }
        }
        guard !builtName.isEmpty else { return (shared, themed) }
        func target(_ name: String) -> String? {
            if let built = builtName[name] { return built }
            for suffix in [".value", ".$value"] where name.hasSuffix(suffix) {
                if let built = builtName[String(name.dropLast(suffix.count))] { return built }
            }
            return nil
        }
        func rewrite(_ set: TokenSet, names: [String: String], theme: Bool) -> TokenSet {
            var set = set
            for index in set.entries.indices {
                var entry = set.entries[index]
                if let name = names[entry.name] { entry.name = name }
                entry.values = entry.values.mapValues { retargeted($0, target) }
                entry.named = entry.named.mapValues { retargeted($0, target) }
                set.entries[index] = entry
            }
            // A theme's built name written as its own source path (`"pfx-color-text-link": {"$value":
            // "{color.text.link}"}`) keeps the source's value, as the build gives it: no value of its own.
            if theme {
                let built = Set(names.values)
                set.entries.removeAll { entry in
                    !entry.values.isEmpty && built.contains(entry.name)
                        && entry.values.values.allSatisfy {
                            if case .alias(entry.name, _, _, _) = $0 { return true }
                            return false
                        }
                }
            }
            for index in set.notes.indices {
                if let token = set.notes[index].token, let name = names[token] { set.notes[index].token = name }
            }
            return set
        }
        let newShared = shared.map { rewrite($0, names: builtName, theme: false) }
        var newThemed: [String: [Appearance: [TokenSet]]] = [:]
        for (theme, appearances) in themed {
            for (appearance, sets) in appearances {
                let names = renamed[theme]?[appearance] ?? []
                newThemed[theme, default: [:]][appearance] = sets.enumerated().map { offset, set in
                    rewrite(set, names: offset < names.count ? names[offset] : [:], theme: true)
                }
            }
        }
        return (newShared, newThemed)
    }

    /// `expression` with an alias's target replaced by `target(_:)`'s name for it, if any.
    private static func retargeted(_ expression: TokenExpression, _ target: (String) -> String?) -> TokenExpression {
        guard case .alias(let name, let alpha, let written, let location) = expression, let built = target(name)
        else { return expression }
        return .alias(target: built, alpha: alpha, written: written, location: location)
    }
}
