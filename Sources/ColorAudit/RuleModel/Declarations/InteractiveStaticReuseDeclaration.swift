import ColorScience

/// `interactive-static-reuse` — within one appearance, a colour used by an `interactive` role (tint,
/// links, buttons, controls) must not be reused by a static foreground role (`text`, `icon`,
/// `decorative`): "people cannot tell what they can tap". Apple's Human Interface Guidelines (Color ›
/// Best practices) ask for a key colour that signals interactivity and warn against using the same colour
/// for interactive and non-interactive elements.
///
/// Reuse is either
/// - exact or near: ΔE00 (CIEDE2000, `DeltaE2000`) below `deltaE` (default 5). ΔE00 ≈ 1 is the
///   just-noticeable difference for large patches in a laboratory (CIE 142-2001); for small marks such as
///   text and icons, seen on real screens, the difference needed to tell colours apart grows several-fold
///   (Stone, Szafir & Setlur, "An Engineering Model for Color Difference as a Function of Size", IS&T
///   Color and Imaging Conference 2014). 5 is the low end of "clearly different" for UI-sized marks; raise
///   it to be stricter. `deltaE` = 0 keeps only exact matches and references.
/// - by reference: the two values refer to one another or to a common token (`link: "{accent}"` with
///   `accent` or `caption: "{accent}"` static), whatever their ΔE00.
///
/// Translucent colours are compared as drawn: each is composited over black and over white and the larger
/// of the two differences counts (two colours that differ only in alpha are not the same colour).
///
/// Not compared, as never shown side by side: a static colour named as an on-colour (Material's
/// `onPrimaryFixedVariant`, Primer's `fgColor-onEmphasis`: text drawn on its own fill, not among links);
/// an interactive colour named `fixed` or `container` (Material's fills); in a palette in Adobe Spectrum's
/// vocabulary, its scale steps and visual colours (`SpectrumColors.isNeverInteractive`: `accent-color-900`
/// is the palette `accent-content-color-default` picks from); and two colours whose names carry
/// different scheme words (`m3_sys_color_light_*` and `_dark_*`). Nor, as no key colour or no static
/// foreground (`ReuseExemptions`): a grey interactive colour (white, black, greys: OKLCH chroma below
/// `HueFamily.grayChroma`, as `key-color-consistency` leaves them out), an interactive colour named as a
/// label on a fill (`inverse` but no `link`, or `on`: Pico's `--pico-primary-inverse`), a static-role
/// colour named for an interactive element or state (`action.color.foreground.base.hover`,
/// `text.interactive`: interactive content, not static), and a static colour the run's stylesheets draw
/// only as a fill (a progress bar's value).
public struct InteractiveStaticReuseRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// `deltaE`: ΔE00 below which an interactive and a static colour are the same colour (5).
    public static let deltaE = RuleParameter<Double>.number(
        .interactiveStaticReuse, "deltaE", default: 5,
        "ΔE00; an interactive and a static colour closer than this are the same colour")

    /// ID `interactive-static-reuse`, severity error; parameter `deltaE` (ΔE00, default 5).
    public let descriptor = RuleDescriptor(
        id: .interactiveStaticReuse, defaultSeverity: .error,
        summary: "Interactive colours (tint, links, buttons) are not reused by static text, icons or decoration",
        source: "Apple Human Interface Guidelines, Color (interactive vs non-interactive elements); "
            + "ΔE00 threshold after Stone, Szafir & Setlur 2014",
        helpURI: "https://developer.apple.com/design/human-interface-guidelines/color",
        parameters: [Self.deltaE.declaration])
}
