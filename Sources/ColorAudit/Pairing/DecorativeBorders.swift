import ColorScience

/// **Decorative borders**: a border colour whose name says it is subtle, muted or a divider line, or the
/// edge of a container (a panel, card, table, toolbar or block quote), or that the run's stylesheets draw
/// only as such edges, is drawn for decoration, not as the boundary that identifies a component, so the
/// pairs formed for it are `decorative` (exempt) rather than non-text UI judged at 3:1.
///
/// WCAG 2.2 SC 1.4.11 (Non-text Contrast) asks 3:1 for "visual information required to identify user
/// interface components and states" and for graphical objects required to understand the content; a
/// divider between list rows, a hairline around a card, a table's rules, a panel's outline or a
/// toolbar's bottom line identifies neither. The design systems say so of these colours:
/// - Material 3's outline variant, which its colour roles (m3.material.io/styles/color/roles) keep for
///   decorative elements such as dividers; Flutter's `ColorScheme.outlineVariant`: "a utility color that
///   creates boundaries for decorative elements when a 3:1 contrast isn't required, such as for dividers
///   or decorative elements" (api.flutter.dev). Material's outline (not variant) is the one for component
///   boundaries and stays judged.
/// - Radix Colors step 6, "subtle borders and separators" (`RadixScale`), against steps 7–8 for UI
///   element borders (which `RadixScale` leaves unpaired: Radix promises them no contrast).
/// - Compound's subtle borders ("Subtle border colour for critical state elements",
///   `color.border.critical.subtle`) against its interactive borders ("Default contrast for accessible
///   interactive element borders").
/// - Primer's required contrast checks (primer/primitives `scripts/colorContrast.config.ts`) hold
///   `control-borderColor-emphasis` and `display-*-borderColor-emphasis` to 3:1, never
///   `borderColor-muted`.
/// - Apple's `separator` and Android's `list_divider` name divider lines.
/// - Container edges: Shoelace's "Panel tokens control the appearance of panels such as those used in
///   dialog, drawer, menu, etc." (shoelace-style/shoelace `docs/pages/tokens/more.md`, Panels): its
///   components draw `--sl-panel-border-color` around alerts, menus, select listboxes, the colour
///   picker's panel and as the divider's line, while form controls take `--sl-input-border-color`;
///   typedoc's toolbar (`.tsd-page-toolbar { border-bottom: … var(--color-accent) }`) and the table
///   rules of Figma's Simple Design System (`.table-cell { border-bottom: … var(--sds-color-border-default-default) }`).
/// - Menu panels: Bootstrap 5.3 sets `--bs-dropdown-border-color` "on `.dropdown-menu`" (twbs/bootstrap
///   `scss/_dropdown.scss`, docs "Dropdowns › CSS variables": "dropdowns now use local CSS variables on
///   `.dropdown-menu`"), the panel of links the toggle opens — the toggle is a `.btn` with its own border
///   — and CoreUI the same (`--cui-dropdown-border-color`); Shoelace's menus take the panel border. A
///   menu's items are identified by their text, and W3C's Understanding SC 1.4.11 does not require a
///   container's boundary unless it is the only indicator of a control.
///
/// A container border is not among them: Gestalt draws `color-border-container` as the rest border of its
/// text fields (pinterest/gestalt `sharedSubcomponents/FormElement.css` `.normal`), the boundary that
/// identifies the component, so it is judged at 3:1 — `container` is no word of a decorative edge.
///
/// A border-role colour is decorative
/// 1. when the run's stylesheets use it in borders and outlines only as containers' edges
///    (`StylesheetUse.edge`: the style rules of table parts, `hr`, `blockquote`, panels, cards, dividers,
///    toolbars, `CSSContainerEdges`) and in no other border, outline, text, graphic or unknown use;
/// 2. else, unless a stylesheet draws it around some other element (`StylesheetUse.boundary`: a text
///    field's border), when its name has one of `words` (subtle, subtler, subtlest, muted, divider,
///    separator, hairline) or `outline` followed by `variant`, or one of `containerWords` (panel, card,
///    table, toolbar, blockquote or quote, menu, dropdown, popover or popup: a region-first theme's
///    `--quote-border`, `--theme-popup-border`) with no word of a state (`stateWords`: a
///    selected card's border shows a state, which SC 1.4.11 judges) and no word of a control
///    (`controlWords`: `dropdown-toggle-border`, `menu-button-border` are a control's boundary).
/// Only pairs formed from roles are affected: a pair the palette or a pair rule declares (`pairs:`) keeps
/// the usage written there (default `text`, or `ui`), so a designer who says a divider must reach 3:1
/// gets it judged; a pair a stylesheet's rule draws is decorative when the rule is a container's
/// (`CSSStyleRules`).
enum DecorativeBorders {
    /// Words of a border drawn for decoration (see the type).
    static let words: Set<String> = ["subtle", "subtler", "subtlest", "muted", "divider", "separator", "hairline"]

    /// Words of a container whose border is its edge (see the type).
    static let containerWords: Set<String> = [
        "panel", "card", "table", "toolbar", "blockquote", "quote", "menu", "dropdown", "popover", "popup",
    ]

    /// Words of a control, whose border is its boundary: a container word with one of them names the
    /// control's border (a dropdown's toggle button, a menu's trigger, a select field).
    static let controlWords: Set<String> = [
        "button", "btn", "trigger", "toggle", "summary", "input", "field", "formfield", "control", "select",
        "checkbox", "radio", "switch", "combobox", "textfield",
    ]

    /// Words of a state a container's border may show (a selected or focused card).
    static let stateWords: Set<String> = [
        "selected", "active", "current", "checked", "focus", "focused", "invalid", "error", "pressed",
        "highlight", "highlighted",
    ]

    /// Why a formed pair with a decorative border is exempt (`PairDeclaration.formedBy`).
    static let reason =
        "convention: subtle borders and dividers are decorative, not component boundaries (WCAG 1.4.11; "
        + "Material 3 outline variant)"

    /// Why a formed pair with a container's edge (by name) is exempt.
    static let containerReason =
        "convention: a panel's, card's, table's, toolbar's or menu's edge is decorative, not a component boundary "
        + "(WCAG 1.4.11)"

    /// Why a formed pair with a border the stylesheets draw only as containers' edges is exempt.
    static let stylesheetReason =
        "stylesheet: drawn only as the edge of tables, rules, quotes, panels, cards, dividers or toolbars, "
        + "no component boundary (WCAG 1.4.11)"

    /// The reason a border-role colour named `name`, which the run's stylesheets use as `uses` (`nil`
    /// when they do not use it), is decorative (see the type), or `nil` when it is not.
    static func decorativeReason(name: String, uses: StylesheetUse?) -> String? {
        let uses = uses ?? []
        if uses.contains(.edge), uses.isDisjoint(with: [.boundary, .text, .graphic, .indirect]) {
            return stylesheetReason
        }
        guard !uses.contains(.boundary) else { return nil }
        let words = RoleInference.splitWords(name)
        if isDecorative(words) { return reason }
        if isContainerEdge(words) { return containerReason }
        return nil
    }

    /// Whether a border-role colour named `words` (its `RoleInference.splitWords`) is decorative.
    static func isDecorative(_ words: [String]) -> Bool {
        words.contains(where: Self.words.contains) || isOutlineVariant(words)
    }

    /// Whether a name's words name a container's edge: a word of `containerWords` and none of
    /// `stateWords`.
    static func isContainerEdge(_ words: [String]) -> Bool {
        words.contains(where: containerWords.contains) && !words.contains(where: stateWords.contains)
            && !words.contains(where: controlWords.contains)
    }

    /// Whether a name's words hold `outline` followed by `variant` (Material's `outline_variant`,
    /// `lightOutlineVariant`).
    static func isOutlineVariant(_ words: [String]) -> Bool {
        zip(words, words.dropFirst()).contains { $0 == "outline" && $1 == "variant" }
    }
}
