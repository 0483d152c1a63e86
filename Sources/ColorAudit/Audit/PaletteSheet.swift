import ColorScience

/// Everything the HTML report shows about one palette in one appearance, computed here (reporters only
/// format): the colours, the contrast of every pair checked, the palette as seen with each colour-vision
/// deficiency, and under glare and a warm white point with the pairs whose verdict changes.
public struct PaletteSheet: Sendable {
    /// One colour of the palette.
    public struct Swatch: Sendable {
        /// Token name as written.
        public var name: String
        /// Role, or `nil`.
        public var role: Role?
        /// The value as written (`#007aff`, `{tint}`, `color(display-p3 …)`).
        public var source: String
        /// The colour (unclipped).
        public var color: Color
        /// `#rrggbb` of the sRGB rendering (clipped).
        public var hex: String
        /// `color(display-p3 r g b)` when the colour is outside sRGB, else `nil`.
        public var wideGamut: String?
        /// The appearance the value was inherited from, or `nil`.
        public var inheritedFrom: Appearance?
    }

    /// One checked pair.
    public struct Cell: Sendable {
        /// Foreground token.
        public var foreground: String
        /// Background token (the top layer under the foreground).
        public var background: String
        /// Layers under the background, top first.
        public var backdrop: [String]
        /// The foreground as seen (composited), sRGB hex.
        public var foregroundHex: String
        /// The background as seen, sRGB hex.
        public var backgroundHex: String
        /// Worst-case WCAG 2 contrast ratio, 1…21.
        public var ratio: Double
        /// APCA Lc (signed, `APCA.version`).
        public var apca: Double
        /// The usage (`text`, `large-text`, `ui`, `decorative`).
        public var usage: Usage
        /// The minimum requirement (1.4.3 or 1.4.11), or `nil` for decorative pairs.
        public var required: Double?
        /// The enhanced requirement (1.4.6) for text pairs, else `nil`.
        public var enhanced: Double?
        /// Meets `required` (true for decorative pairs).
        public var meetsMinimum: Bool
        /// Meets `enhanced`, or `nil` when there is none.
        public var meetsEnhanced: Bool?
        /// True when written in `pairs:`.
        public var isDeclared: Bool
        /// Fix suggestions when the pair fails its minimum (`ContrastSuggestion`), else empty.
        public var suggestions: [Suggestion]
    }

    /// A pair whose verdict changes under a viewing condition.
    public struct Change: Sendable {
        /// The pair.
        public var cell: Cell
        /// Its ratio under the condition.
        public var ratio: Double
    }

    /// The palette seen under one condition (a deficiency, glare, a white point).
    public struct View: Sendable {
        /// "protanopia", "glare (outdoor)", "5000 K white point".
        public var label: String
        /// sRGB hex of each swatch under the condition, in `swatches` order.
        public var hexes: [String]
        /// Pairs whose minimum verdict changes (lighting only; empty for deficiencies).
        public var changes: [Change]
    }

    /// The appearance.
    public var appearance: Appearance
    /// The colours, in file order (at most `swatchLimit`).
    public var swatches: [Swatch]
    /// Colours left out beyond `swatchLimit`.
    public var swatchesOmitted: Int
    /// The pairs checked in this appearance (and the `any` pairs), failing first, at most `cellLimit`.
    public var cells: [Cell]
    /// Pairs left out beyond `cellLimit` (all passing when any was left out... see `cellLimit`).
    public var cellsOmitted: Int
    /// Number of pairs checked, and how many meet the minimum / the enhanced level (text pairs only).
    public var pairCount: Int
    /// Pairs meeting their minimum requirement (AA: 1.4.3 or 1.4.11).
    public var passingMinimum: Int
    /// Text pairs with an enhanced requirement.
    public var enhancedCount: Int
    /// Text pairs meeting it (AAA: 1.4.6).
    public var passingEnhanced: Int
    /// The palette with protanopia, deuteranopia, tritanopia and achromatopsia.
    public var deficiencies: [View]
    /// The palette under glare and under a warm white point.
    public var lighting: [View]

    /// At most this many colours per appearance are shown (a 1,000-colour palette stays a few MB).
    public static let swatchLimit = 400
    /// At most this many pairs per appearance are listed; failing pairs come first, so only passing ones
    /// are left out unless more than this many fail.
    public static let cellLimit = 600
    /// The glare shown: `Glare.outdoor` (G ≈ 0.143).
    public static let glare = Glare.outdoor

    /// Computes the sheet of `appearance` from an audit context.
    public init(_ context: AuditContext, appearance: Appearance) {
        self.appearance = appearance
        let layers = context.tokens(in: appearance)
        swatches = layers.prefix(Self.swatchLimit).map { layer in
            let color = layer.value.color
            return Swatch(
                name: layer.token.name, role: layer.token.role, source: layer.value.source, color: color,
                hex: color.hex,
                wideGamut: color.isInGamut(.srgb) ? nil : color.converted(to: .displayP3).cssString(),
                inheritedFrom: layer.inheritedFrom)
        }
        swatchesOmitted = Swift.max(layers.count - Self.swatchLimit, 0)
        let pairs = context.pairs.filter { $0.appearance == appearance || $0.appearance == .any }
        var all: [Cell] = pairs.map { PaletteSheet.cell($0, context) }
        pairCount = all.count
        passingMinimum = all.filter(\.meetsMinimum).count
        enhancedCount = all.filter { $0.enhanced != nil }.count
        passingEnhanced = all.filter { $0.meetsEnhanced == true }.count
        all = all.enumerated().sorted { a, b in
            (a.element.meetsMinimum ? 1 : 0, a.offset) < (b.element.meetsMinimum ? 1 : 0, b.offset)
        }.map(\.element)
        cellsOmitted = Swift.max(all.count - Self.cellLimit, 0)
        var shown = Array(all.prefix(Self.cellLimit))
        for index in shown.indices where !shown[index].meetsMinimum {
            if let required = shown[index].required {
                shown[index].suggestions = ContrastSuggestion.suggestions(
                    for: pairs.first {
                        $0.foreground.token.name == shown[index].foreground
                            && $0.background.token.name == shown[index].background
                            && $0.tokens.dropFirst(2).elementsEqual(shown[index].backdrop)
                    }!, required: required)
            }
        }
        cells = shown
        let colors = swatches.map(\.color)
        deficiencies = [Deficiency.protanopia, .deuteranopia, .tritanopia, .achromatopsia].compactMap { deficiency in
            guard let simulator = try? CVDSimulator(deficiency) else { return nil }
            return View(
                label: deficiency.rawValue, hexes: colors.map { simulator.simulate($0).hex }, changes: [])
        }
        let glare = Self.glare
        let warm = WhitePoint.warm
        let glareChanges = pairs.compactMap { pair -> Change? in
            let cell = PaletteSheet.cell(pair, context)
            guard let required = cell.required else { return nil }
            let ratio = glare.worstRatio(pair.stack)
            return ContrastRatio.meets(ratio, required) != cell.meetsMinimum ? Change(cell: cell, ratio: ratio) : nil
        }
        let warmChanges = pairs.compactMap { pair -> Change? in
            let cell = PaletteSheet.cell(pair, context)
            guard let required = cell.required else { return nil }
            let ratio = pair.stack(mapping: { warm.shown($0.color) }).worstRatio
            return ContrastRatio.meets(ratio, required) != cell.meetsMinimum ? Change(cell: cell, ratio: ratio) : nil
        }
        lighting = [
            View(
                label: "outdoor glare (reflected light G ≈ \(ValueText.number(glare.fraction)) of white)",
                hexes: colors.map { PaletteSheet.underGlare($0, glare.fraction).hex }, changes: glareChanges),
            View(
                label: "warm white point \(Int(warm.kelvin)) K (Bradford, LittleCMS)",
                hexes: colors.map { warm.shown($0).hex }, changes: warmChanges),
        ]
    }

    /// The colour with reflected white light `g` (fraction of white's luminance) added in linear light and
    /// the sum scaled back into 0…1 — how glare washes a screen out (display only).
    static func underGlare(_ color: Color, _ g: Double) -> Color {
        let c = color.clippedToSRGB.linearSRGB
        return Color(space: .srgbLinear, components: (c + SIMD3(repeating: g)) / (1 + g), alpha: color.alpha)
    }

    static func cell(_ pair: ResolvedPair, _ context: AuditContext) -> Cell {
        let worst = pair.stack.worstCase
        let minimum = ContrastRequirement.of(pair.declaration, in: context, appearance: pair.appearance)
        let enhanced = ContrastRequirement.text(
            pair.declaration, in: context, appearance: pair.appearance, normal: ContrastEnhancedRule.normal,
            large: ContrastEnhancedRule.large, criterion: "WCAG 1.4.6")
        let ratio = pair.stack.worstRatio
        return Cell(
            foreground: pair.foreground.token.name, background: pair.background.token.name,
            backdrop: Array(pair.tokens.dropFirst(2)), foregroundHex: worst.foreground.hex,
            backgroundHex: worst.background.hex, ratio: ratio, apca: worst.apca, usage: pair.declaration.usage,
            required: minimum?.required, enhanced: enhanced?.required,
            meetsMinimum: minimum.map { ContrastRatio.meets(ratio, $0.required) } ?? true,
            meetsEnhanced: enhanced.map { ContrastRatio.meets(ratio, $0.required) }, isDeclared: pair.isDeclared,
            suggestions: [])
    }
}
