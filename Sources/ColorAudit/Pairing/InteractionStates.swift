/// **Interaction states and highlights are not general surfaces** (`PairFormation` rules 19 and 20).
///
/// Design systems name a background for an element in an interaction state — hovered, pressed, selected —
/// and draw on it only that element's content:
/// - Material 3 draws a state as a *state layer* over the component's own container, holding "the content
///   of the component" (m3.material.io/foundations/interaction/states/state-layers: "a state layer is a
///   semi-transparent overlay … placed on top of the component's container, beneath its content"); the
///   container keeps its own outline, the focus indicator stays outside (m3.material.io/foundations/
///   interaction/states/applying-states).
/// - Fluent 2 and Atlassian name the state fills of one element: Fluent's `colorNeutralBackground1Hover`,
///   `…Pressed`, `…Selected` ("the background of a control in its hover, pressed, selected state",
///   react.fluentui.dev Theme/Colors), Atlassian's `color.background.neutral.hovered`, `…pressed`,
///   `color.background.selected` ("for the background of elements in a selected state",
///   atlassian.design/components/tokens/all-tokens), each drawn with the same element's text
///   (`color.text.selected` on `color.background.selected`).
/// - Primer's `control-bgColor-hover`, `control-bgColor-active`, `control-bgColor-selected` are the
///   backgrounds of "controls" in those states (primer.style/product/primitives/color), with
///   `control-borderColor-selected` for the selected control's own border.
/// - A text-selection highlight holds the selected text: CSS `::selection` takes `color` and
///   `background-color` only, and "the highlight … applies to the text" (CSS Pseudo-Elements 4, §3,
///   www.w3.org/TR/css-pseudo-4/#highlight-styling: only `color`, `background-color`, decorations and
///   shadows apply, no border or outline).
/// So:
/// - **State text keeps to its state** (rule 20). A foreground named with an interaction state
///   (`states(of:)`: hover, pressed, selected — `active` is CSS's `:active`, pressed; `selection` is a
///   selected state) is drawn on the surfaces of that state and on surfaces of no state: a `--hover` text
///   colour on an `--active` background is a different moment of the element (Wikimedia Codex's
///   `color-progressive--hover` and `background-color-progressive--active`) and forms no pair.
/// - **A highlight takes its element's content** (rule 21). A background named with a state word that is
///   not the state of a rest surface the palette has (`list-row-hover-background`, `item-selected-
///   background`, `menu-item-active-bg`; not Primer's `control-bgColor-hover` beside `control-bgColor-rest`,
///   nor SDS's `background-default-default-hover` beside `background-default-default`, the element's own
///   fill in a state, which keeps its border) carries text, icons and interactive colours, not the
///   theme's borders and focus rings: a focus ring is drawn around the element, on the surface outside it
///   (WCAG 2.4.13's adjacent colours), and a border is the element's edge, not content. A border or focus
///   colour named with the highlight's own state (`input-active-border-color` on `input-active-background`)
///   is that element's edge in that state and stays paired.
/// - **A selection highlight holds text only** (rule 21). A background named `selection` or `highlight`
///   (`selection-background`, `editor-selection-background`), or a search match's mark (`mark`, `match`:
///   `search-mark-bg`, `find-match-background`), is paired with text colours only: HTML's `mark` element
///   "represents a run of text in one document marked or highlighted for reference purposes", such as
///   search matches (HTML Living Standard §4.5.23), and the UA style sheet draws it as text on a fill,
///   `mark { background-color: yellow; color: black; }` (§15.3.4) — no border, no icon.
struct InteractionStates: Sendable {
    /// An interaction state a name says.
    enum State: Sendable, Hashable { case hover, pressed, selected }

    /// The state `word` names, if any (`active` is CSS `:active`, pressed; `selection` a selected state).
    static func state(of word: String) -> State? {
        switch word {
        case "hover", "hovered", "hovering": return .hover
        case "pressed", "active": return .pressed
        case "selected", "selection": return .selected
        default: return nil
        }
    }

    /// The states a name's words say.
    static func states(of words: [String]) -> Set<State> { Set(words.compactMap(state(of:))) }

    /// Words that name a text-selection highlight.
    static let highlightWords: Set<String> = ["selection", "highlight", "mark", "match"]
    /// Words a rest surface's name may hold in place of a state (`bg.action.primary.rest`).
    static let restWords: Set<String> = ["rest", "default", "base", "normal", "idle"]

    /// The states of each formed foreground's name, by index.
    private let foregroundStates: [Set<State>]
    /// The states of each surface's name, by surface index.
    private let surfaceStates: [Set<State>]
    /// Whether each surface is a stand-alone state highlight (rule 21), by surface index.
    private let highlights: [Bool]
    /// Whether each surface is a selection highlight (rule 21), by surface index.
    private let selections: [Bool]

    /// Reads the states of `foregrounds` and `surfaces`, whose first `backgroundCount` are the
    /// background-role colours (only those can be highlights).
    init(foregrounds: [ColorToken], surfaces: [ColorToken], backgroundCount: Int) {
        foregroundStates = foregrounds.map { Self.states(of: RoleInference.splitWords($0.name)) }
        let words = surfaces.map { RoleInference.splitWords($0.name) }
        let surfaceStates = words.map(Self.states(of:))
        self.surfaceStates = surfaceStates
        // The keys of the rest surfaces: a background's words without rest words, when it has no state.
        var restKeys = Set<String>()
        for b in 0..<min(backgroundCount, words.count) where surfaceStates[b].isEmpty {
            restKeys.insert(PairFormation.key(words[b].filter { !Self.restWords.contains($0) }))
        }
        highlights = words.indices.map { b in
            guard b < backgroundCount, !surfaceStates[b].isEmpty else { return false }
            let rest = words[b].filter { Self.state(of: $0) == nil && !Self.restWords.contains($0) }
            return !restKeys.contains(PairFormation.key(rest))
        }
        selections = words.indices.map { b in
            b < backgroundCount && words[b].contains(where: Self.highlightWords.contains)
        }
    }

    /// Whether foreground `f` (of `role`, judged as `usage`) is kept off surface `b`: its state is not the
    /// surface's (rule 20), or the surface is a highlight that does not carry it (rule 21).
    func keepsOff(_ f: Int, role: Role?, usage: Usage, surface b: Int) -> Bool {
        let own = foregroundStates[f]
        let surface = surfaceStates[b]
        if !own.isEmpty, !surface.isEmpty, own.isDisjoint(with: surface) { return true }
        if selections[b] { return !(usage.isText && (role == .text || role == .interactive)) }
        guard highlights[b], role == .border || role == .focus || usage == .focus else { return false }
        return own.isDisjoint(with: surface)
    }
}
