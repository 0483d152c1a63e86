import ColorScience

/// **Region-first names**: a stylesheet theme whose custom properties name a region of the page first and
/// the CSS property last, with no library prefix — `--bg` and `--fg` for the page, `--sidebar-bg` and
/// `--sidebar-fg` for the sidebar, `--quote-bg` and `--quote-border` for block quotes, `--table-header-bg`,
/// `--theme-popup-bg`, `--search-mark-bg`, `--inline-code-color` (the shape of documentation and blog
/// themes' variable files, where the page's colours are the unprefixed `--bg` and `--fg` and every other
/// colour is a region's). `PropertyNaming` rule 9 reads their roles, `PairFormation` rule 28 their pairs.
///
/// A palette is named so (`isUsed`) when, with no library prefix (`PropertyNaming.libraryPrefix`), it has a
/// page background named `bg` or `background` alone, page text named `fg`, `foreground` or `text` alone,
/// at least two region backgrounds (`X-bg`, `X-background(-color)` whose X starts with a word that is not
/// generic, `PropertyNaming.genericWords`: not typedoc's head-first `--color-icon-background`) and at least
/// one region foreground named property last (`X-fg`, `X-text(-color)`, `X-border(-color)`).
///
/// A name's **region** (`read`) is the words before its property (`PropertyNaming.parse`'s base, states
/// left out: `table-header-bg` → table, header), or for a name with no property word its words that are no
/// state and no role word (`RoleInference.words`: `sidebar-active` → sidebar, `icons-hover` → none); a
/// negated word (`non` and the word after it: `sidebar-non-existant`, a chapter that does not exist yet)
/// is a state of the region's entries, not a part of the region. A region *contains* another when its
/// words start with the other's (`table` contains `table-header`).
///
/// Such a theme has no primitive layer: every name says where it is drawn, so a colour another aliases
/// (`--scrollbar: var(--sidebar-fg)`, mdBook's `variables.css`) is still drawn as its own name says
/// (`drawnAliases`).
enum RegionNames {
    /// A name as read (see the type).
    struct Name: Sendable, Hashable {
        /// The region's words; empty for the page's own colours (`bg`, `fg`, `icons`, `links`).
        var region: [String]
        /// The state words of the name (`hover`, `active`).
        var states: [String]
        /// The property the name ends in; `nil` when it has none (`sidebar-active`, `footnote-highlight`).
        var property: PropertyNaming.Property?
        /// True when some word of the name is a `RoleInference` category word (`icons`, `links`, `border`).
        var hasRoleWord: Bool
    }

    /// Words of a highlight's fill or text (rule 28's text highlights, `PropertyNaming` rule 9): HTML's
    /// `mark` element ("a run of text … marked or highlighted for reference purposes", HTML Living Standard
    /// §4.5.23, drawn `background-color: yellow; color: black` by the UA style sheet, §15.3.4), a search
    /// match, a highlight.
    static let highlightWords: Set<String> = ["mark", "highlight", "highlighted", "match", "matched"]

    /// Reads `name` (see the type).
    static func read(_ name: String) -> Name {
        let words = RoleInference.splitWords(name)
        let hasRoleWord = words.contains { RoleInference.role(ofWord: $0) != nil }
        if let parsed = PropertyNaming.parse(name) {
            return Name(region: parsed.base, states: parsed.states, property: parsed.property, hasRoleWord: hasRoleWord)
        }
        var region: [String] = []
        var states: [String] = []
        var negated = false
        for word in words where !["color", "colour"].contains(word) {
            if negated {
                states.append("non-" + word)
                negated = false
            } else if word == "non" {
                negated = true
            } else if PropertyNaming.stateWords.contains(word) {
                states.append(word)
            } else if RoleInference.role(ofWord: word) == nil {
                region.append(word)
            }
        }
        return Name(region: region, states: states, property: nil, hasRoleWord: hasRoleWord)
    }

    /// Whether `names` (one palette's) are region-first names (see the type).
    static func isUsed(_ names: [String]) -> Bool {
        guard names.count >= 4, PropertyNaming.libraryPrefix(names) == nil else { return false }
        var page = false
        var pageText = false
        var regionBackgrounds = 0
        var regionForegrounds = 0
        for name in names {
            let words = RoleInference.splitWords(name)
            if words == ["bg"] || words == ["background"] { page = true }
            if words == ["fg"] || words == ["foreground"] || words == ["text"] { pageText = true }
            // A region's name starts with the region: not with a generic word (`--color-icon-background`
            // is named head first, by what it is).
            guard let parsed = PropertyNaming.parse(name), let first = parsed.base.first,
                !PropertyNaming.genericWords.contains(first)
            else { continue }
            switch parsed.property {
            case .background: regionBackgrounds += 1
            case .text, .border: regionForegrounds += 1
            default: break
            }
        }
        return page && pageText && regionBackgrounds >= 2 && regionForegrounds >= 1
    }

    /// Graphics named alone, with no property word (`--scrollbar`): a scroll bar's thumb, a handle or an
    /// indicator, non-text (WCAG 2.2 SC 1.4.11), never a surface.
    static let graphicWords: Set<String> = ["scrollbar", "thumb", "handle", "knob", "indicator"]

    /// Whether `states` (a name's, `read`) hold an interaction state (`PropertyNaming.stateWords`: hover,
    /// active…), not only a negated one (`non-existant`).
    static func isInteraction(_ states: [String]) -> Bool {
        states.contains(where: PropertyNaming.stateWords.contains)
    }

    /// The names among `aliased` (colours of the palette named `names` that others alias) that are still
    /// drawn: in a region-first palette (`isUsed`), each that reads with a property (`--sidebar-fg`, which
    /// `--scrollbar` aliases); none otherwise. `PostImport` keeps their roles (they are no primitives).
    static func drawnAliases(_ aliased: Set<String>, names: [String]) -> Set<String> {
        guard !aliased.isEmpty, isUsed(names) else { return [] }
        return aliased.filter { PropertyNaming.parse($0) != nil }
    }

    /// Whether region `outer` contains region `inner`: `inner`'s words start with `outer`'s.
    static func contains(_ outer: [String], _ inner: [String]) -> Bool {
        inner.count >= outer.count && Array(inner.prefix(outer.count)) == outer
    }
}
