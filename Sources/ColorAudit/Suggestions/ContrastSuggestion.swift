import ColorScience

/// Fix suggestions for a contrast pair below its requirement: the nearest colour, by changing the
/// foreground only — and separately the background only — in OKLCH lightness, keeping hue and alpha
/// and the chroma as far as the colour's gamut allows at the new lightness (`LightnessSearch.
/// nearestKeepingHue`: a colour on the gamut's edge such as iOS blue gets a less saturated blue of its
/// hue, and black or white are the last resort, said as such), for which the pair's worst-case ratio
/// (`LayerStack`, as `coloraudit contrast` judges it) is at least the required one.
///
/// Of the darker and the lighter candidate the one with the smaller ΔE00 from the original is proposed.
/// Each proposal is written in the original value's notation and re-checked after parsing that text, so
/// `coloraudit contrast <value> <other colour>` passes with it. When no colour of the hue, nor black or
/// white, reaches the ratio (e.g. a mid-grey background needing 7:1, or a translucent background over an
/// unknown backdrop), the suggestion says so and has no value — except for a translucent colour that
/// passes made more opaque (`AlphaSuggestion`: a hint text at 40 % black on white gets the least alpha
/// reaching the ratio, its ΔE00 measured as shown over what is under it).
enum ContrastSuggestion {
    /// What the suggestions of a pair need of it: its two layers and the backdrop's colours — far less
    /// than the `ResolvedPair` (its declaration and layer stack), so that a finding deferring its
    /// suggestions (`deferred(for:required:)`) keeps little alive: the layers are the pair's own boxes,
    /// which the pairs of the same colour share when the audit holds its pairs (`ResolvedPair.SharedLayer`).
    struct Input: Sendable {
        /// A layer's token name and what the suggestion reads of its value.
        struct Layer: Sendable {
            private let shared: ResolvedPair.SharedLayer

            /// The layer in `shared`.
            init(_ shared: ResolvedPair.SharedLayer) { self.shared = shared }

            /// The token's name.
            var name: String { shared.value.token.name }
            /// `ColorValue.color`.
            var color: Color { shared.value.value.color }
            /// `ColorValue.source`: the text a suggestion is written like.
            var source: String { shared.value.value.source }
            /// `ColorValue.hexAlphaFirst`.
            var hexAlphaFirst: Bool { shared.value.value.hexAlphaFirst }
            /// `ColorValue.describedSource` of the value.
            var describedSource: String { shared.value.value.describedSource }
        }

        var foreground: Layer
        var background: Layer
        /// The backdrop's colours, bottom first.
        var backdrop: [Color]

        /// The input of `pair`.
        init(_ pair: ResolvedPair) {
            foreground = Layer(pair.sharedForeground)
            background = Layer(pair.sharedBackground)
            backdrop = pair.backdrop.map(\.value.color)
        }
    }

    /// `suggestions(for: pair, required: required)` as a computation to run later
    /// (`Finding.deferSuggestions`), holding only the pair's `Input`.
    static func deferred(for pair: ResolvedPair, required: Double) -> @Sendable () -> [Suggestion] {
        let input = Input(pair)
        return { suggestions(for: input, required: required) }
    }

    /// One suggestion for the foreground and one for the background of `pair`, to reach `required`.
    static func suggestions(for pair: ResolvedPair, required: Double) -> [Suggestion] {
        suggestions(for: Input(pair), required: required)
    }

    /// One suggestion for the foreground and one for the background of a pair, to reach `required`.
    static func suggestions(for pair: Input, required: Double) -> [Suggestion] {
        let foreground = pair.foreground.color
        let background = pair.background.color
        let backdrop = pair.backdrop
        // Opaque pairs (the common case) need only the other colour's luminance, computed once.
        let opaque = foreground.isOpaque && background.isOpaque
        let foregroundY = RelativeLuminance.of(foreground)
        let backgroundY = RelativeLuminance.of(background)
        // Nothing opaque under a translucent background: it is judged over black and over white, which
        // no colour change may satisfy; what is under it is the fix to name.
        let unknownBackdrop = !background.isOpaque && !backdrop.contains(where: \.isOpaque)
        // What a translucent foreground is seen over (for the ΔE00 of an alpha change): the background,
        // itself over the opaque backdrop beneath it.
        var under = background
        for layer in backdrop.reversed() where !under.isOpaque { under = Compositing.sourceOver(under, layer) }
        let changeForeground = suggestion(
            change: "foreground", layer: pair.foreground, required: required, unknownBackdrop: unknownBackdrop,
            shownOver: under.isOpaque ? under : nil, otherLuminance: opaque ? backgroundY : nil
        ) { candidate, luminance in
            opaque
                ? ContrastRatio.of(luminance, backgroundY)
                : LayerStack(foreground: candidate, background: background, backdrop: backdrop).worstRatio
        }
        // A background keeps its side of the foreground's luminance: turning a white page black to fix one
        // grey label inverts the theme (ΔE00 near 100), which no designer wants. A foreground may cross
        // (white text instead of black on a mid-tone fill is a usual fix). Opaque pairs only: over a
        // translucent stack the side depends on the backdrop.
        let side =
            opaque && backgroundY != foregroundY
            ? Side(otherLuminance: foregroundY, lighter: backgroundY > foregroundY) : nil
        let changeBackground = suggestion(
            change: "background", layer: pair.background, required: required, side: side,
            unknownBackdrop: unknownBackdrop, otherLuminance: opaque ? foregroundY : nil
        ) { candidate, luminance in
            opaque
                ? ContrastRatio.of(foregroundY, luminance)
                : LayerStack(foreground: foreground, background: candidate, backdrop: backdrop).worstRatio
        }
        return [changeForeground, changeBackground]
    }

    /// The suggestion for one layer, where `ratio` gives the pair's ratio with that layer's colour replaced
    /// by a colour of the given relative luminance, and `side`, when given, the side of the other layer's
    /// luminance a candidate must stay on (candidates that cross are not proposed). `unknownBackdrop`: the
    /// background is translucent with nothing opaque declared under it; when no change reaches the ratio,
    /// the note says to declare it. `otherLuminance`, for an opaque pair, is the other layer's relative
    /// luminance, against which alone `ratio` judges: the search then asks `RequiredLuminance` (the
    /// luminances meeting the ratio in closed form, the same verdicts) instead of computing each ratio.
    private static func suggestion(
        change: String, layer: Input.Layer, required: Double, side: Side? = nil, unknownBackdrop: Bool = false,
        shownOver: Color? = nil, otherLuminance: Double? = nil,
        ratio: (_ candidate: Color, _ luminance: Double) -> Double
    ) -> Suggestion {
        let original = layer.color
        let gamut = LightnessSearch.gamut(of: original)
        // The searches start from the original in OKLCH: converted once here, not again by each of them.
        let start = original.converted(to: .oklch)
        let luminance = LightnessSearch.CandidateLuminance(of: start)
        func pairRatio(_ color: Color) -> Double { ratio(color, luminance.of(color)) }
        let threshold = otherLuminance.map { RequiredLuminance(other: $0, required: required) }
        func passes(_ color: Color) -> Bool {
            let y = luminance.of(color)
            let meets = threshold?.meets(y) ?? ContrastRatio.meets(ratio(color, y), required)
            return meets && side.map { (y > $0.otherLuminance) == $0.lighter } ?? true
        }
        // The source's notation is read once for both candidates.
        let notation = SourceNotation.Pattern(layer.source)
        let candidates = LightnessSearch.nearestKeepingHue(to: start, in: gamut, passes: passes).compactMap {
            LightnessSearch.written(
                $0, original: start, like: notation, hexAlphaFirst: layer.hexAlphaFirst, in: gamut, passes: passes)
        }
        let name = layer.name
        let target = "\(ContrastRatio.formatThreshold(required)):1"
        let best = candidates.map { ($0, DeltaE2000.between(original, $0.color)) }.min { $0.1 < $1.1 }
        // A translucent colour no colour of its hue reaches the ratio with at its alpha: made more opaque
        // (not where what is under the pair is unknown: declaring it is the fix to name).
        if best == nil, !unknownBackdrop,
            let found = AlphaSuggestion.raised(
                original, like: layer.source, hexAlphaFirst: layer.hexAlphaFirst, passes: passes)
        {
            let reached = pairRatio(found.color)
            let under = shownOver ?? Color(.srgb, 1, 1, 1)
            let difference = DeltaE2000.between(
                Compositing.sourceOver(original, under), Compositing.sourceOver(found.color, under))
            return Suggestion(
                kind: .contrast, change: change, token: name, original: layer.source, value: found.text,
                color: found.color, deltaE00: difference, achieves: ["ratio": reached],
                note: "\(change) \(name) \(found.text) (ΔE00 \(ValueText.number(difference)) from "
                    + "\(layer.describedSource) as shown) gives \(ContrastRatio.format(reached, against: required)):1, "
                    + "meets \(target) (its colour kept, alpha raised from \(ValueText.number(original.alpha)) to "
                    + "\(ValueText.number(found.color.alpha)): no colour of its hue reaches \(target) at its alpha)")
        }
        guard let (found, difference) = best else {
            return Suggestion(
                kind: .contrast, change: change, token: name, original: layer.source, value: nil, color: nil,
                deltaE00: nil, achieves: [:],
                note: "no colour of \(change) \(name)'s hue"
                    + (side.map {
                        " that stays \($0.lighter ? "lighter" : "darker") than the foreground reaches \(target), nor "
                            + ($0.lighter ? "white" : "black")
                    } ?? " reaches \(target), nor black or white")
                    + " (inside \(gamutName(gamut)))"
                    + (unknownBackdrop
                        ? "; the background is translucent with nothing opaque under it, so it is judged over black "
                            + "and over white: declare what it is drawn over (the pair's backdrop:)" : ""))
        }
        let reached = pairRatio(found.color)
        return Suggestion(
            kind: .contrast, change: change, token: name, original: layer.source, value: found.text,
            color: found.color, deltaE00: difference, achieves: ["ratio": reached],
            note: "\(change) \(name) \(found.text) (ΔE00 \(ValueText.number(difference)) from "
                + "\(layer.describedSource)) gives \(ContrastRatio.format(reached, against: required)):1, meets \(target)"
                + howFound(found.color, original: start, gamut: gamut)
        )
    }

    /// What a designer should know of how `found` was reached from `original`: nothing when only its
    /// lightness changed; that its chroma was lowered to fit the gamut; or that it is black or white,
    /// because no colour of the original's hue passes.
    static func howFound(_ found: Color, original: Color, gamut: ColorSpace) -> String {
        let after = found.converted(to: .oklch).components
        let before = original.converted(to: .oklch).components
        if after.y < 0.002, after.x < 0.001 || after.x > 0.999, before.y >= 0.002 {
            return " (\(after.x < 0.5 ? "black" : "white"): no colour of its hue passes)"
        }
        if after.y < before.y - 0.005 {
            return " (its OKLCH hue kept, chroma lowered from \(ValueText.number(before.y)) to "
                + "\(ValueText.number(after.y)) to fit \(gamutName(gamut)))"
        }
        return ""
    }

    /// The side of the other layer's relative luminance (0…1) a changed colour keeps.
    private struct Side {
        var otherLuminance: Double
        var lighter: Bool
    }

    /// "sRGB" or "Display P3".
    static func gamutName(_ space: ColorSpace) -> String { space == .srgb ? "sRGB" : "Display P3" }
}
