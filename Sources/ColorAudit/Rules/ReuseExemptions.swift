import ColorScience

/// The colours `interactive-static-reuse` leaves out as no key colour or no static foreground, so that
/// the rule keeps to what Apple's Human Interface Guidelines warn of — a key colour that signals
/// interactivity reused by static text and icons:
/// - **Grey interactive colours**: white, black and greys (OKLCH chroma below `HueFamily.grayChroma`,
///   the band `key-color-consistency` leaves out: "a neutral control does not compete with the key
///   colour") signal nothing by their colour; a neutral button label or control is no key colour.
/// - **Labels on fills**: an interactive colour named `on` (Material's `onPrimary`: "a color for text or
///   icons on top of its paired parent color") or `inverse` without `link` (Pico's
///   `--pico-primary-inverse`, the label of its primary buttons, `button { color:
///   var(--pico-color) }` with `--pico-color: var(--pico-primary-inverse)`) is the text drawn on the key
///   colour, not the key colour; a link named `inverse` (a link colour for inverse surfaces) stays one.
///   A static colour named `on` was already left out.
/// - **Interactive content**: a text, icon or decorative colour named for an interactive element or an
///   interaction state (`interactionWords`: Dialtone's `action.color.foreground.base.default`, the
///   default button's label, `button.less` 19–24; Leo's `color.light.text.interactive`, link and
///   plain-button text, `link.svelte` 86; mdBook's `sidebar-active`, the current chapter's *link*,
///   `chrome.css` 600–605) is what a user taps, not static content: HIG's warning is about
///   non-interactive elements, and a link beside a button's label in one colour is one key colour used
///   twice as the guideline asks. Only a static colour with none of these words is compared.
/// - **Fills**: a static colour the run's stylesheets draw only as a fill (`StylesheetUse.background`:
///   `background-color`, or the bar of a `<progress>`/`<meter>`, whose `color` is its value's fill; the
///   page's background, `canvas`; a text highlight's, `highlight`) is no static text or icon beside links;
///   nor is an Android app's system bar or splash-screen colour (`AndroidSystemBars`: `colorPrimaryDark`,
///   `android:statusBarColor`, `windowSplashScreenBackground`), the fill behind the system's icons or the
///   launcher icon, often the brand's key colour by design.
/// - **An interactive colour's own underline**: a static colour the run's stylesheets draw only to
///   decorate text (`StylesheetUse.decoration`, `text-decoration-color`) that is written as a reference
///   to the interactive colour or to the colour it refers to (Pico's `--pico-primary-hover-underline:
///   var(--pico-primary-hover)`, the underline of a hovered link, which `a:hover` draws with the link's
///   own colour, `css/pico.css` 245–248, 930–933) is that link's underline, not static content in the
///   key colour. The same colour written as a value of its own is still compared.
enum ReuseExemptions {
    /// Whether an interactive-role colour named `name` with `color` is no key colour (see the type).
    static func isNoKeyColour(name: String, color: Color) -> Bool {
        isLabelOnFill(name) || HueFamily(color) == .gray
    }

    /// Whether a name says it is a label drawn on a fill: a word `on`, or `inverse` and no `link`.
    static func isLabelOnFill(_ name: String) -> Bool {
        let words = DistinguishedColors.words(name)
        return words.contains("on") || (words.contains("inverse") && !words.contains("link"))
    }

    /// Words of a foreground drawn on or as an interactive element (see the type): the element words of
    /// `RoleInference`'s interactive role but `tint` and `accent` (an accent heading is static), and the
    /// interaction states a static element never has.
    static let interactionWords: Set<String> = [
        "link", "hyperlink", "button", "btn", "action", "control", "interactive", "cta", "toggle", "hover",
        "hovered", "pressed", "active", "visited",
    ]

    /// Whether a static-role colour named `name` is interactive content by its name (see the type).
    static func namesInteraction(_ name: String) -> Bool {
        DistinguishedColors.words(name).contains(where: interactionWords.contains)
    }

    /// The uses of a colour drawn only as a fill (see the type).
    static let fillUses: StylesheetUse = [.background, .canvas, .highlight]

    /// The colours of `palette` its stylesheets draw only to decorate text (see the type).
    static func decorationNames(_ palette: Palette) -> Set<String> {
        Set(palette.stylesheetUses.filter { $0.value == .decoration }.keys)
    }

    /// The colours of `palette` its stylesheets draw only as fills (see the type).
    static func fillNames(_ palette: Palette) -> Set<String> {
        var names = Set(palette.stylesheetUses.filter { !$0.value.isEmpty && $0.value.isSubset(of: fillUses) }.keys)
        if palette.platform == .android {
            for token in palette.tokens
            where token.role == .decorative && AndroidSystemBars.isWindowColour(token.name) {
                names.insert(token.name)
            }
        }
        return names
    }
}
