import ColorScience

/// **A border defined as its own fill.** A filled control often names a border colour that is its fill's
/// colour — Pico's `--pico-secondary-border: var(--pico-secondary-background)`, drawn by `button { border:
/// … var(--pico-border-color); background-color: var(--pico-background-color) }` with the secondary
/// button's `--pico-border-color: var(--pico-secondary-border); --pico-background-color:
/// var(--pico-secondary-background)` (picocss/pico v2.1.1 `css/pico.css` l. 253, 986–996, 1045–1050). Such a
/// border draws no line of its own: the control's edge is where its fill ends, so judging the border
/// against the surfaces around judges the fill a second time, as if it were a boundary. WCAG 2.2 SC
/// 1.4.11 asks 3:1 for "visual information required to identify user interface components"; Understanding
/// SC 1.4.11: "If a button with text also has a colored border, since the border does not provide the
/// only indication there is no contrast requirement beyond the text contrast". A border that differs from
/// its fill (an outline button's `--pico-primary`, a text field's border) stays a boundary judged at 3:1.
///
/// A border-role colour is its fill's own edge where its value is a reference to the background of the
/// same component, variant and state (`component(of:)`: the same name but for the property, `X-border`
/// and `X-background`, `X-border-color` and `X-background-color`, `X-hover-border` and
/// `X-hover-background`): the system defines the border as that fill. In each appearance where it is,
/// its pairs formed from roles are `decorative`, with `reason` (`PairSequence`); where it is not (Pico's
/// card border is its card's fill only in the dark theme, l. 448) the border is a boundary, judged at
/// 3:1. Two colours that only happen to be equal — a border and a background that alias one scale step,
/// or hold one value — say nothing of each other (a red border may outline an invalid text field as
/// well as a red button): the border stays judged. A rule that itself draws a border on a background of
/// the same colour (`.tag { background-color: var(--a); border: 1px solid var(--b) }`, `--a` and `--b`
/// equal there) draws no line either: that pair is decorative, with `drawnReason`. A declared pair keeps
/// its written usage.
struct FillBorders: Sendable {
    /// For each border colour that is its own fill's edge, the fill's name.
    let fills: [String: String]

    /// The fill borders among `tokens` (see the type). Only the names of border colours that are
    /// references, and of the colours they refer to, are read: the cost grows with those, not with
    /// every colour.
    init(tokens: [ColorToken]) {
        var fills: [String: String] = [:]
        for token in tokens where token.role == .border {
            let targets = Set(token.values.values.compactMap(\.aliasOf))
            guard !targets.isEmpty, let border = Self.component(of: token.name), border.property == .border
            else { continue }
            for target in targets.sorted() {
                guard let fill = Self.component(of: target), fill.property == .background, fill.key == border.key
                else { continue }
                fills[token.name] = target
                break
            }
        }
        self.fills = fills
    }

    /// Words of the property a border or background name ends in (`PropertyNaming` rule 3).
    static let propertyWords: Set<String> = ["background", "bg", "border", "outline"]

    /// The property (border or background) a name ends in and the key of the component and state it
    /// names: every word of the name, digits kept, but the property's (`X-hover-border` and
    /// `X-hover-background` → X, hover; `X-border-color-hover` → X, hover). The variants after the
    /// property are part of the key: Figma's `color.border.default` is not the border of
    /// `color.background.default.tertiary`.
    static func component(of name: String) -> (property: PropertyNaming.Property, key: String)? {
        guard let parsed = PropertyNaming.parse(name), parsed.property == .border || parsed.property == .background
        else { return nil }
        let words = RoleInference.splitWords(name)
        guard let start = words.lastIndex(where: propertyWords.contains) else { return nil }
        var end = start + 1
        if end < words.count, words[end] == "color" || words[end] == "colour" { end += 1 }
        var rest = PropertyNaming.numberedWords(name, words)
        rest.removeSubrange(start..<end)
        return (parsed.property, PropertyNaming.key(rest))
    }

    /// Whether `first` and `second` are the same colour in `appearance`: both resolve there, to equal
    /// colours (by reference, or by value).
    static func sameColour(_ first: ColorToken, _ second: ColorToken, in appearance: Appearance) -> Bool {
        guard let a = first.resolve(appearance), let b = second.resolve(appearance) else { return false }
        return a.value.color == b.value.color
    }

    /// Whether `border`'s value in `appearance` is a reference to `fill`.
    static func aliases(_ border: ColorToken, _ fill: ColorToken, in appearance: Appearance) -> Bool {
        border.resolve(appearance)?.value.aliasOf == fill.name
    }

    /// Why a formed pair of the border `name`, the edge of fill `fill`, is exempt.
    static func reason(_ fill: String) -> String {
        "convention: a border the colour of its own fill (\(fill)) draws no boundary of its own; the fill "
            + "and the label identify the control (WCAG 1.4.11)"
    }

    /// What the reason of a pair a stylesheet's rule draws with a border on a fill of the same colour adds.
    static let drawnReason = "; the border is its fill's colour, no boundary of its own (WCAG 1.4.11)"
}
