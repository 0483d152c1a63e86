import ColorScience

/// Adobe Spectrum's colour tokens (`PairFormation` rule 15): which text Spectrum draws on which of its
/// backgrounds, read from the tokens' names (`adobe/spectrum-design-data` `packages/tokens/src/
/// color-aliases.json`, the CSS custom properties `--spectrum-…` built from it).
///
/// Spectrum names a colour by what it is for, not by the component: `X-background-color-{state}`,
/// `X-content-color-{state}`, `X-visual-color`, `X-border-color-{state}`, with X a semantic colour
/// (accent, informative, negative, positive, notice, neutral) or a hue (red … silver), the states
/// `default`, `hover`, `down` and `key-focus`. The components that draw them say what goes on what:
///
/// - **Bold fills take static white or black text.** `X-background-color-*` is the fill of a bold
///   badge, an accent or negative button, a toast, an alert banner, an emphasized tag, an emphasized
///   action bar, a bold inline alert, and what is drawn on it is Spectrum's `white` (`static-white-text-
///   color`), or `black` on the light hues: adobe/react-spectrum `packages/@react-spectrum/s2/src/
///   Badge.tsx` (`bold: {default: 'white', variant: {notice, orange, yellow, chartreuse, celery:
///   'black'}}`, the backgrounds `accent`…`silver` and `neutral-subdued` for the neutral badge),
///   `Button.tsx` (accent and negative fills: `'white'`), `InlineAlert.tsx` (bold fills: white, notice
///   black); adobe/spectrum-css @ 589999b2 `components/badge/index.css` ("text and icon color default
///   white for all t-shirt sizes and all themes", black for orange, yellow, chartreuse and celery; the
///   notice badge keeps white there, so notice takes both), `components/button/index.css` (accent,
///   negative: `--spectrum-white`), `components/toast/index.css`, `components/alertbanner/index.css`,
///   `components/tag/index.css` (emphasized, invalid-selected), `components/actionbar/index.css`. No
///   other colour of the palette is drawn there: not `X-content-color` (the text of the *outline*
///   button, on the background layers: `button/index.css` `.spectrum-Button--outline`), not the icons,
///   borders or focus indicator.
/// - **The neutral fill's text is not a token.** `neutral-background-color-*` (the primary button's
///   fill, selected tags, checkboxes and switches) carries `gray-25` (S2 `Button.tsx` primary fill), a
///   palette step and no text colour of the set: the fill forms no pair (declare one to check it).
/// - **Subtle fills are tints for body text.** `X-subtle-background-color-default` (subtle badge,
///   subtle inline alert) carries the title and body text, the text of its own X and the alert icon of
///   its own X (S2 `InlineAlert.tsx`: `subtleFill` heading `title`, content `body`, the variant's icon
///   for informative, positive, notice and negative, none for neutral; `Badge.tsx`: subtle text
///   `gray-1000`): text of no other semantic colour, no border, no focus indicator, no other icon. `negative-subdued-background-color-{state}` is such a tint too,
///   the invalid tag's ("New negative-subdued background tokens were needed for negative and not
///   selected tag components", and later deprecated for `negative-subtle-background-color-default`:
///   spectrum-design-data @ 46a5a8ba `packages/tokens/CHANGELOG.md`), whose label is
///   `negative-content-color-default` (spectrum-css `components/tag/index.css`, invalid tag), with no
///   alert icon; only the neutral subdued fill is a bold one (the neutral badge).
/// - **Visual colours are not text.** `X-visual-color` (and `icon-color-X`, its alias) is the colour of
///   a status light's dot, an icon, an outline badge's border (S2 `Badge.tsx`: outline `borderColor`
///   "accent-visual-color"…): drawn as non-text (3:1, WCAG 1.4.11), and no interactive colour.
/// - **Static colours are drawn over colour and images.** `static-white-*` and `static-black-*`
///   ("static color … useful when the Button appears over a color background", S2 `Button.tsx`) have
///   no surface in the palette besides the bold fills their text is drawn on: the rest forms no pair.
/// - **Scale steps are not text.** `X-color-N`, `gray-N`, `blue-N` are the palette the aliases pick
///   from; the components name the alias (`accent-content-color-default`, not `accent-color-900`), so a
///   step forms no pair itself, and is no interactive colour (`interactive-static-reuse`).
/// - **`overlay-color` is the underlay**, a scrim under modals (spectrum-css `components/underlay`):
///   nothing is drawn on it (rule 8).
///
/// The background layers (`background-base-color`, `background-layer-1-color`, `-2-`, elevated,
/// pasteboard) stay general surfaces for the content, visual, border and focus colours. The convention
/// applies to a palette that uses Spectrum's vocabulary: a background layer and a bold fill among its
/// names (with or without the `--spectrum-` prefix). Only pairs formed from roles are affected.
struct SpectrumColors: Sendable {
    /// The X of the bold fills `X-background-color-*` that take white text.
    static let whiteTextFills: Set<String> = [
        "accent", "informative", "negative", "positive", "notice", "neutral-subdued", "gray", "red", "green",
        "seafoam", "cyan", "blue", "indigo", "purple", "fuchsia", "magenta", "pink", "turquoise", "brown",
        "cinnamon", "silver",
    ]
    /// The X of the bold fills that take black text.
    static let blackTextFills: Set<String> = ["notice", "orange", "yellow", "chartreuse", "celery"]
    /// The states of a fill (`-default`, `-hover`, `-down`, `-key-focus`).
    static let states = ["default", "hover", "down", "key-focus"]
    /// Spectrum's background layers.
    static let layers: Set<String> = [
        "background-base-color", "background-layer-1-color", "background-layer-2-color",
        "background-elevated-color", "background-pasteboard-color",
    ]

    /// What a Spectrum name says a colour is.
    enum Kind: Equatable, Sendable {
        /// A bold fill `X-background-color-{state}`.
        case boldFill(String)
        /// `neutral-background-color-{state}` and its selected states.
        case neutralFill
        /// A subtle fill `X-subtle-background-color-default` (X `neutral` for the neutral one), or a
        /// subdued tint `X-subdued-background-color-{state}` (X-subdued: `negative-subdued`).
        case subtleFill(String)
        /// `overlay-color`, the underlay.
        case overlay
        /// A palette step (`accent-color-900`, `gray-100`).
        case scaleStep
        /// Static white or black text (`static-white-text-color`, or `white` itself).
        case staticText(white: Bool)
        /// Another static colour (`static-white-focus-indicator-color`, `disabled-static-black-…`).
        case staticOther
        /// A content, visual, border or icon colour of X (`accent-content-color-hover`,
        /// `icon-color-informative`; X `neutral` for neutral-subdued), or of no X (`title-color`: `nil`).
        case content(String?)
    }

    /// The name without a CSS custom property's dashes and Spectrum's `spectrum-` prefix.
    static func bare(_ name: String) -> String {
        var bare = Substring(name)
        while bare.first == "-" { bare = bare.dropFirst() }
        if bare.hasPrefix("spectrum-") { bare = bare.dropFirst("spectrum-".count) }
        return String(bare)
    }

    /// What `name` is in Spectrum's vocabulary.
    static func kind(_ name: String) -> Kind {
        let bare = bare(name)
        let parts = bare.split(separator: "-").map(String.init)
        if bare == "overlay-color" { return .overlay }
        if bare == "white" || bare == "black" { return .staticText(white: bare == "white") }
        if bare.hasPrefix("static-") || bare.hasPrefix("disabled-static-") {
            if bare == "static-white-text-color" || bare == "static-black-text-color" {
                return .staticText(white: bare.hasPrefix("static-white"))
            }
            return .staticOther
        }
        if parts.count > 1, let last = parts.last, last.allSatisfy(\.isNumber) { return .scaleStep }
        if let range = bare.range(of: "-subtle-background-color-default"), range.upperBound == bare.endIndex {
            return .subtleFill(String(bare[..<range.lowerBound]))
        }
        if let range = bare.range(of: "-subdued-background-color-"), bare[..<range.lowerBound] != "neutral",
            states.contains(String(bare[range.upperBound...]))
        {
            return .subtleFill(String(bare[..<range.lowerBound]) + "-subdued")
        }
        if let range = bare.range(of: "-background-color-") {
            let x = String(bare[..<range.lowerBound])
            var state = String(bare[range.upperBound...])
            if x == "neutral", state.hasPrefix("selected-") { state.removeFirst("selected-".count) }
            if states.contains(state) {
                if x == "neutral" { return .neutralFill }
                if whiteTextFills.contains(x) || blackTextFills.contains(x) { return .boldFill(x) }
            }
        }
        if bare.hasPrefix("icon-color-") { return .content(String(bare.dropFirst("icon-color-".count))) }
        for role in ["-content-color", "-visual-color", "-border-color"] {
            if let range = bare.range(of: role) {
                let x = String(bare[..<range.lowerBound])
                return .content(x == "neutral-subdued" ? "neutral" : x)
            }
        }
        return .content(nil)
    }

    /// Whether names (a palette's colours) use Spectrum's vocabulary: a background layer and a bold fill.
    static func usesVocabulary(_ names: some Sequence<String>) -> Bool {
        var layer = false
        var fill = false
        for name in names where name.hasSuffix("-color") || name.contains("-background-color-") {
            let bare = bare(name)
            if layers.contains(bare) { layer = true } else if case .boldFill = kind(name) { fill = true }
            if layer && fill { return true }
        }
        return false
    }

    /// Whether `name` is a visual colour (`X-visual-color`, `icon-color-X`): non-text.
    static func isVisual(_ name: String) -> Bool {
        let bare = bare(name)
        return bare.hasSuffix("-visual-color") || bare.hasPrefix("icon-color-")
    }

    /// Whether `name`, of a palette in Spectrum's vocabulary, is no interactive colour whatever its
    /// inferred role: a scale step or a visual colour.
    static func isNeverInteractive(_ name: String) -> Bool {
        isVisual(name) || kind(name) == .scaleStep
    }

    /// Why static text is paired with a bold fill (`PairDeclaration.formedBy`).
    static let reason =
        "convention: Spectrum's bold fills X-background-color take static white or black text (Spectrum Badge, Button)"

    /// True when the palette uses Spectrum's vocabulary; everything below is empty otherwise.
    let isActive: Bool
    /// The bold fills (names) each static text colour among the foregrounds is drawn on, by foreground
    /// index.
    let staticText: [Int: [String]]
    /// The foregrounds that form no pair: scale steps, the other static colours.
    let silent: Set<Int>
    /// The names of the fills (bold and neutral): no general surface, only their static text.
    let fills: Set<String>
    /// The subtle fills, by name, with their X.
    let subtleFills: [String: String]
    /// The names of the underlays.
    let scrims: Set<String>

    /// Reads `foregrounds` and `backgrounds` (the palette's foreground- and background-role colours);
    /// `usesVocabulary` says whether the palette's names are Spectrum's (`usesVocabulary(_:)`, found once
    /// per palette by `AuditContext.usesSpectrumVocabulary`).
    init(foregrounds: [ColorToken], backgrounds: [ColorToken], usesVocabulary: Bool) {
        isActive = usesVocabulary
        var staticText: [Int: [String]] = [:]
        var silent = Set<Int>()
        var fills = Set<String>()
        var subtleFills: [String: String] = [:]
        var scrims = Set<String>()
        var whiteFills: [String] = []
        var blackFills: [String] = []
        if isActive {
            for background in backgrounds {
                switch Self.kind(background.name) {
                case .boldFill(let x):
                    fills.insert(background.name)
                    if Self.whiteTextFills.contains(x) { whiteFills.append(background.name) }
                    if Self.blackTextFills.contains(x) { blackFills.append(background.name) }
                case .neutralFill: fills.insert(background.name)
                case .subtleFill(let x): subtleFills[background.name] = x
                case .overlay: scrims.insert(background.name)
                default: break
                }
            }
            for (f, token) in foregrounds.enumerated() {
                switch Self.kind(token.name) {
                case .staticText(let white):
                    let targets = white ? whiteFills : blackFills
                    if targets.isEmpty { silent.insert(f) } else { staticText[f] = targets }
                case .staticOther, .scaleStep: silent.insert(f)
                default: break
                }
            }
        }
        self.staticText = staticText
        self.silent = silent
        self.fills = fills
        self.subtleFills = subtleFills
        self.scrims = scrims
    }

    /// The X whose subtle inline alert shows an icon in X's colour (S2 `InlineAlert.tsx`: none for
    /// neutral).
    static let alertIcons: Set<String> = ["informative", "positive", "notice", "negative"]

    /// Whether `token`, formed with `usage`, is drawn on the subtle fill of `x` (`X-subdued` for a subdued
    /// tint): text of no semantic colour, of neutral or of X; the icon or visual colour of an X whose
    /// alert has an icon, on its subtle fill; no border, focus indicator or other colour.
    static func drawsOnSubtle(_ token: ColorToken, usage: Usage, x: String) -> Bool {
        guard case .content(let own) = kind(token.name), token.role != .border, token.role != .focus else {
            return false
        }
        switch usage {
        case .text: return own == nil || own == "neutral" || own == x || own.map { $0 + "-subdued" } == x
        case .ui: return own == x && alertIcons.contains(x)
        default: return false
        }
    }
}
