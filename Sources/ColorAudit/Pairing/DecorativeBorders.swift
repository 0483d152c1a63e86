import ColorScience

/// **Decorative borders**: a border colour whose name says it is subtle, muted or a divider line is
/// drawn for decoration, not as the boundary that identifies a component, so the pairs formed for it are
/// `decorative` (exempt) rather than non-text UI judged at 3:1.
///
/// WCAG 2.2 SC 1.4.11 (Non-text Contrast) asks 3:1 for "visual information required to identify user
/// interface components and states" and for graphical objects required to understand the content; a
/// divider between list rows or a hairline around a card identifies neither. The design systems say so
/// of these colours:
/// - Material 3's outline variant, which its colour roles (m3.material.io/styles/color/roles) keep for
///   decorative elements such as dividers; Flutter's `ColorScheme.outlineVariant`: "a utility color that
///   creates boundaries for decorative elements when a 3:1 contrast isn't required, such as for dividers
///   or decorative elements" (api.flutter.dev). Material's outline (not variant) is the one for component
///   boundaries and stays judged.
/// - Radix Colors step 6, "subtle borders and separators" (`RadixScale`), against steps 7–8 for UI
///   element borders.
/// - Compound's subtle borders ("Subtle border colour for critical state elements",
///   `color.border.critical.subtle`) against its interactive borders ("Default contrast for accessible
///   interactive element borders").
/// - Primer's required contrast checks (primer/primitives `scripts/colorContrast.config.ts`) hold
///   `control-borderColor-emphasis` and `display-*-borderColor-emphasis` to 3:1, never
///   `borderColor-muted`.
/// - Apple's `separator` and Android's `list_divider` name divider lines.
///
/// A container border is not among them: Gestalt draws `color-border-container` as the rest border of its
/// text fields (pinterest/gestalt `sharedSubcomponents/FormElement.css` `.normal`), the boundary that
/// identifies the component, so it is judged at 3:1.
///
/// A border-role colour is decorative when its name has one of `words` (subtle, subtler, subtlest,
/// muted, divider, separator, hairline) or `outline` followed by `variant`. Only pairs formed from roles
/// are affected: a pair the palette or a pair rule declares (`pairs:`) keeps the usage written there
/// (default `text`, or `ui`), so a designer who says a divider must reach 3:1 gets it judged.
enum DecorativeBorders {
    /// Words of a border drawn for decoration (see the type).
    static let words: Set<String> = ["subtle", "subtler", "subtlest", "muted", "divider", "separator", "hairline"]

    /// Why a formed pair with a decorative border is exempt (`PairDeclaration.formedBy`).
    static let reason =
        "convention: subtle borders and dividers are decorative, not component boundaries (WCAG 1.4.11; "
        + "Material 3 outline variant)"

    /// Whether a border-role colour named `words` (its `RoleInference.splitWords`) is decorative.
    static func isDecorative(_ words: [String]) -> Bool {
        words.contains(where: Self.words.contains) || isOutlineVariant(words)
    }

    /// Whether a name's words hold `outline` followed by `variant` (Material's `outline_variant`,
    /// `lightOutlineVariant`).
    static func isOutlineVariant(_ words: [String]) -> Bool {
        zip(words, words.dropFirst()).contains { $0 == "outline" && $1 == "variant" }
    }
}
