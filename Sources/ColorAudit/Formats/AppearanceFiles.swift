import ColorScience

/// A light file and a dark file with the same names, read as one palette with both appearances.
///
/// Design systems often ship a theme as one file per appearance, each defining the same names: Radix
/// Colors' `light/theme.module.css` and `dark/theme.module.css`, Shoelace's `themes/light.css` and
/// `themes/dark.css`, a `colors.css` beside its `colors-dark.css`. Read one by one, each is a palette of
/// its own, so dark text is never checked against dark backgrounds.
///
/// Two palettes are merged when their files' paths are the same except for an appearance marker:
/// - a file name marker (below) is looked at first, then the nearest folder named `light` or `dark` (or
///   `day` or `night`, `folderWords`) at the same place as one named the other (`light/theme.css`,
///   `dark/theme.css`), or whose name has such a word as one word beside the same name with the other
///   word or without it
///   (`theme-light-extension/`, `theme-dark-extension/`; GTK's `Adwaita/` and `Adwaita-dark/`):
///   the first gives the **light** values, the second the **dark** ones;
/// - a file named `light` or `dark` (any extension) beside the other (`themes/light.css`,
///   `themes/dark.css`);
/// - a file name ending `-dark`, `_dark` or `.dark` before its extension (`colors-dark.css`) beside the
///   same name without it (`colors.css`, the base: every appearance's value unless the dark file
///   overrides it) or ending `-light`/`_light`/`.light` (the light values).
///
/// Only palettes of the same format, one per file, that are not a theme combination, declare no named
/// themes, and whose colours have values only for `any` or the file's own marker appearance (a light file
/// whose rules say `.light` or `[data-theme=light]`, as Shoelace's `:root, .sl-theme-light` does) are
/// merged; the merged palette is the light (or base) one with the dark values added, at their own
/// locations, and the dark file's colours that it lacks. A colour the dark file declares without a
/// static colour (`Palette.dynamicColours`: `--x: currentColor`) has no dark value: it does not inherit
/// the light one. Anything else is left as read.
enum AppearanceFiles {
    /// What stands in a path key for a file or folder named by the appearance word alone (`dark.css`,
    /// `night/`), so that `light/x.css` and `dark/x.css` give one key; no real path holds a NUL.
    static let wholeNameMarker = "\u{0}appearance"

    /// The appearance a path's marker says and the path with the marker taken out, or `nil`.
    static func marker(of path: String) -> (key: String, appearance: Appearance)? {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let name = components.last, !name.isEmpty else { return nil }
        let dot = name.lastIndex(of: ".") ?? name.endIndex
        let stem = name[..<dot].lowercased()
        let ext = name[dot...]
        for (word, appearance) in [("dark", Appearance.dark), ("light", .light)] {
            if stem == word {
                // `light.css` beside `dark.css`: the marker is the whole name.
                components[components.count - 1] = wholeNameMarker + ext
                return (components.joined(separator: "/"), appearance)
            }
            for separator in ["-", "_", "."] where stem.hasSuffix(separator + word) {
                let base = String(name[..<dot].dropLast(separator.count + word.count))
                guard !base.isEmpty else { return nil }
                components[components.count - 1] = base + ext
                return (components.joined(separator: "/"), appearance)
            }
        }
        // The nearest folder named for an appearance, or with such a word as one word of its name.
        for index in components.indices.dropLast().reversed() {
            guard let (folder, appearance) = folderMarker(components[index]) else { continue }
            components[index] = folder
            return (components.joined(separator: "/"), appearance)
        }
        return nil
    }

    /// The words of a folder's name that say an appearance: `light` and `dark`, and `day` and `night`, which
    /// token packages name their theme folders with (`themes/NAME-day/`, `themes/NAME-night/`; Style
    /// Dictionary's and Tokens Studio's theme names, as `TokenThemeName` reads them too).
    static let folderWords: [String: Appearance] = ["light": .light, "day": .light, "dark": .dark, "night": .dark]

    /// A folder name's appearance and the name with its marker taken out — `wholeNameMarker` for a
    /// folder named only by the word (`light`, `night`), else `folderWithoutMarkerWord(_:)` — or `nil`.
    static func folderMarker(_ name: String) -> (key: String, appearance: Appearance)? {
        if let appearance = folderWords[name.lowercased()] { return (wholeNameMarker, appearance) }
        return folderWithoutMarkerWord(name)
    }

    /// A folder name with its one word of `folderWords` (words split at `-`, `_`, `.`) taken out with a
    /// separator beside it, and that word's appearance: `theme-dark-extension` → `theme-extension`, GTK's
    /// `Adwaita-dark` → `Adwaita` (a GTK theme's dark variant is the folder `NAME-dark` beside `NAME`,
    /// docs.gtk.org gtk3 "Theming": `$XDG_DATA_DIRS/themes/NAME-dark`); `nil` when the name has no such
    /// word, or both.
    static func folderWithoutMarkerWord(_ name: String) -> (String, Appearance)? {
        let separators: Set<Character> = ["-", "_", "."]
        var words: [Range<String.Index>] = []
        var start = name.startIndex
        for index in name.indices where separators.contains(name[index]) {
            words.append(start..<index)
            start = name.index(after: index)
        }
        words.append(start..<name.endIndex)
        guard words.count > 1 else { return nil }
        let marked = words.indices.compactMap { index -> (Int, Appearance)? in
            folderWords[name[words[index]].lowercased()].map { (index, $0) }
        }
        guard marked.count == 1, let (index, appearance) = marked.first else { return nil }
        // The word and the separator after it (or before it, for the last word).
        let removed =
            index + 1 < words.count
            ? words[index].lowerBound..<words[index + 1].lowerBound
            : words[index - 1].upperBound..<words[index].upperBound
        var folder = name
        folder.removeSubrange(removed)
        return folder.isEmpty ? nil : (folder, appearance)
    }

    /// `palettes` with each light (or base) and dark pair merged into one, in the place of the first.
    static func merge(_ palettes: [Palette]) -> [Palette] {
        // Only palettes with values for `any` or their marker's appearance, one per file, are candidates.
        var perFile: [String: Int] = [:]
        for palette in palettes { perFile[palette.file, default: 0] += 1 }
        func candidate(_ palette: Palette, as appearance: Appearance) -> Bool {
            perFile[palette.file] == 1 && palette.variant == nil && palette.themes.isEmpty && palette.file != "-"
                && !palette.tokens.isEmpty
                && palette.tokens.allSatisfy { token in
                    token.values.keys.allSatisfy { $0 == .any || $0 == appearance }
                }
        }
        var indexByFile: [String: Int] = [:]
        for (index, palette) in palettes.enumerated() where candidate(palette, as: .any) {
            indexByFile[palette.file] = index
        }
        var darkFor: [Int: Int] = [:]
        var baseAppearance: [Int: Appearance] = [:]
        var used = Set<Int>()
        for (index, palette) in palettes.enumerated() {
            guard let (key, appearance) = marker(of: palette.file), appearance == .dark,
                candidate(palette, as: .dark)
            else { continue }
            // The light file at the same key, else the base file (the key itself).
            var base: (Int, Appearance)?
            for (otherIndex, other) in palettes.enumerated() where otherIndex != index {
                if let (otherKey, otherAppearance) = marker(of: other.file), otherKey == key,
                    otherAppearance == .light, candidate(other, as: .light)
                {
                    base = (otherIndex, .light)
                    break
                }
            }
            if base == nil, let plain = indexByFile[key], marker(of: key) == nil { base = (plain, .any) }
            guard let (baseIndex, appearance) = base, palettes[baseIndex].format == palette.format,
                !used.contains(baseIndex), !used.contains(index)
            else { continue }
            used.formUnion([baseIndex, index])
            darkFor[baseIndex] = index
            baseAppearance[baseIndex] = appearance
        }
        guard !darkFor.isEmpty else { return palettes }
        let darkIndices = Set(darkFor.values)
        var result: [Palette] = []
        for (index, palette) in palettes.enumerated() where !darkIndices.contains(index) {
            guard let darkIndex = darkFor[index], let appearance = baseAppearance[index] else {
                result.append(palette)
                continue
            }
            result.append(merged(palette, as: appearance, with: palettes[darkIndex]))
        }
        return result
    }

    /// `base` (its values taken as `appearance`) with `dark`'s values as the dark appearance.
    private static func merged(_ base: Palette, as appearance: Appearance, with dark: Palette) -> Palette {
        var palette = base
        var position: [String: Int] = [:]
        for (index, token) in palette.tokens.enumerated() {
            position[token.name] = index
            if appearance != .any, let value = token.values[appearance] ?? token.values[.any] {
                palette.tokens[index].values = [appearance: value]
            }
        }
        for token in dark.tokens {
            guard let value = token.values[.dark] ?? token.values[.any] else { continue }
            if let index = position[token.name] {
                palette.tokens[index].values[.dark] = value
            } else {
                var added = token
                added.values = [.dark: value]
                palette.tokens.append(added)
            }
        }
        // Declared in dark, but as no static colour: no dark value, and none inherited from light.
        for (name, appearances) in dark.dynamicColours where !appearances.isDisjoint(with: [.any, .dark]) {
            guard let index = position[name], palette.tokens[index].values[.dark] == nil else { continue }
            palette.tokens[index].unresolvedAppearances.insert(.dark)
            palette.dynamicColours[name, default: []].insert(.dark)
        }
        palette.importNotes += dark.importNotes
        palette.styleSelectors.formUnion(dark.styleSelectors)
        let note = "\(appearance == .any ? "base" : "light") values from \(base.file), dark from \(dark.file)"
        palette.formatReason = (base.formatReason.map { $0 + "; " } ?? "") + note
        return palette
    }
}
