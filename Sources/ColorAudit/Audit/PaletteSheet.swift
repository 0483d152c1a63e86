import ColorScience

/// Everything the HTML report shows about one palette in one appearance, computed here (reporters only
/// format): the colours, the contrast of every pair checked, the palette as seen with each colour-vision
/// deficiency, and under glare and a warm white point with the pairs whose verdict changes.
struct PaletteSheet: Sendable {
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
        /// How many pairs checked in this appearance hold this colour (as foreground, background or
        /// backdrop); 0 for a primitive or scale step that no pair uses.
        public var pairCount: Int = 0
    }

    /// Colours of one scale (or name group) that no checked pair uses, shown as one line.
    public struct UnusedGroup: Sendable {
        /// The scale's name: the token names without their step (`gray` for `gray.1` … `gray.12`), or the
        /// names' common prefix (`primitives` for `primitives.white`); `other` when there is none.
        public var name: String
        /// The steps, `1–12` (lowest and highest numbers), or `nil` when the names end in no number.
        public var steps: String?
        /// Indices into `swatches`, in file order.
        public var members: [Int]
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
        /// Pairs whose minimum verdict changes (lighting only; empty for deficiencies), the first
        /// `changeLimit` in pair order.
        public var changes: [Change]
        /// Pairs whose verdict changes beyond `changeLimit`.
        public var changesOmitted: Int = 0
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

    /// Indices into `swatches` of the colours some checked pair uses, in file order (every colour when
    /// the appearance has no pair: then nothing is collapsed).
    public var usedSwatches: [Int] {
        pairCount == 0 ? Array(swatches.indices) : swatches.indices.filter { swatches[$0].pairCount > 0 }
    }

    /// The colours no checked pair uses, one group per scale, in order of first appearance (empty when
    /// the appearance has no pair).
    public var unusedGroups: [UnusedGroup] {
        guard pairCount > 0 else { return [] }
        var order: [String] = []
        var groups: [String: UnusedGroup] = [:]
        var numbers: [String: [Int]] = [:]
        for (index, swatch) in swatches.enumerated() where swatch.pairCount == 0 {
            let (name, step) = Self.scaleStep(swatch.name)
            if groups[name] == nil {
                order.append(name)
                groups[name] = UnusedGroup(name: name, steps: nil, members: [])
            }
            groups[name]?.members.append(index)
            if let step { numbers[name, default: []].append(step) }
        }
        return order.map { name in
            var group = groups[name]!
            if let steps = numbers[name], steps.count == group.members.count, let low = steps.min(),
                let high = steps.max()
            {
                group.steps = low == high ? "\(low)" : "\(low)–\(high)"
            }
            return group
        }
    }

    /// A token name split into its scale and step: `gray.500` → (`gray`, 500), `blue-9` → (`blue`, 9),
    /// `Gray/12` → (`Gray`, 12); a name without a trailing number gives the part before its last `.`,
    /// `/`, `-` or `_` and no step (`primitives.white` → `primitives`), or `other`.
    static func scaleStep(_ name: String) -> (scale: String, step: Int?) {
        let separators: Set<Character> = [".", "/", "-", "_", " "]
        let digits = name.reversed().prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count < name.count, digits.count <= 6 {
            var scale = name.dropLast(digits.count)
            while let last = scale.last, separators.contains(last) { scale = scale.dropLast() }
            if !scale.isEmpty { return (String(scale), Int(String(digits.reversed()))) }
        }
        guard let cut = name.lastIndex(where: { separators.contains($0) }), cut > name.startIndex else {
            return ("other", nil)
        }
        return (String(name[..<cut]), nil)
    }

    /// How many checked pairs of `context` (every appearance) hold each token, by name: how widely a
    /// change to the colour would be felt.
    public static func pairCounts(_ context: AuditContext) -> [String: Int] {
        var counts: [String: Int] = [:]
        for pair in context.pairs.oneByOne {
            for name in Set(pair.tokens) { counts[name, default: 0] += 1 }
        }
        return counts
    }

    /// At most this many colours per appearance are shown (a 1,000-colour palette stays a few MB).
    public static let swatchLimit = 400
    /// At most this many pairs per appearance are listed; failing pairs come first, so only passing ones
    /// are left out unless more than this many fail.
    public static let cellLimit = 600
    /// At most this many pairs whose verdict changes are listed per viewing condition.
    public static let changeLimit = 200
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
        // One pass over the pairs, resolved one at a time (a palette can form 100,000 of them, about
        // 1 KB each resolved): counts, the first `cellLimit` failing and passing cells, the verdicts
        // that change under glare and a warm white point. Memory holds the cells shown, not the pairs.
        let glare = Self.glare
        let warm = WhitePoint.warm
        var uses: [String: Int] = [:]
        var failing: [(pair: ResolvedPair, cell: Cell)] = []
        var passing: [Cell] = []
        var counts = (pairs: 0, minimum: 0, enhanced: 0, passingEnhanced: 0)
        var glareChanges: [Change] = []
        var warmChanges: [Change] = []
        var omittedChanges = (glare: 0, warm: 0)
        for pair in context.pairs.oneByOne where pair.appearance == appearance || pair.appearance == .any {
            for name in Set(pair.tokens) { uses[name, default: 0] += 1 }
            let cell = PaletteSheet.cell(pair, context)
            counts.pairs += 1
            if cell.meetsMinimum { counts.minimum += 1 }
            if cell.enhanced != nil { counts.enhanced += 1 }
            if cell.meetsEnhanced == true { counts.passingEnhanced += 1 }
            if cell.meetsMinimum {
                if passing.count < Self.cellLimit { passing.append(cell) }
            } else if failing.count < Self.cellLimit {
                failing.append((pair, cell))
            }
            guard let required = cell.required else { continue }
            let underGlare = glare.worstRatio(pair.stack)
            if ContrastRatio.meets(underGlare, required) != cell.meetsMinimum {
                if glareChanges.count < Self.changeLimit {
                    glareChanges.append(Change(cell: cell, ratio: underGlare))
                } else {
                    omittedChanges.glare += 1
                }
            }
            let warmRatio = pair.stack(mapping: { warm.shown($0.color) }).worstRatio
            if ContrastRatio.meets(warmRatio, required) != cell.meetsMinimum {
                if warmChanges.count < Self.changeLimit {
                    warmChanges.append(Change(cell: cell, ratio: warmRatio))
                } else {
                    omittedChanges.warm += 1
                }
            }
        }
        for index in swatches.indices { swatches[index].pairCount = uses[swatches[index].name] ?? 0 }
        pairCount = counts.pairs
        passingMinimum = counts.minimum
        enhancedCount = counts.enhanced
        passingEnhanced = counts.passingEnhanced
        // Failing first, each group in pair order; the suggestions of the failing pairs shown.
        var shown = failing.map { entry in
            var cell = entry.cell
            if let required = cell.required {
                cell.suggestions = ContrastSuggestion.suggestions(for: entry.pair, required: required)
            }
            return cell
        }
        shown += passing.prefix(Swift.max(Self.cellLimit - shown.count, 0))
        cells = shown
        cellsOmitted = counts.pairs - shown.count
        let colors = swatches.map(\.color)
        deficiencies = [Deficiency.protanopia, .deuteranopia, .tritanopia, .achromatopsia].compactMap { deficiency in
            guard let simulator = try? CVDSimulator(deficiency) else { return nil }
            return View(
                label: deficiency.rawValue, hexes: colors.map { simulator.simulate($0).hex }, changes: [])
        }
        lighting = [
            View(
                label: "outdoor glare (reflected light G ≈ \(ValueText.number(glare.fraction)) of white)",
                hexes: colors.map { PaletteSheet.underGlare($0, glare.fraction).hex }, changes: glareChanges,
                changesOmitted: omittedChanges.glare),
            View(
                label: "warm white point \(Int(warm.kelvin)) K (Bradford, LittleCMS)",
                hexes: colors.map { warm.shown($0).hex }, changes: warmChanges, changesOmitted: omittedChanges.warm),
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
