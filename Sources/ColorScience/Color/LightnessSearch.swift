import Foundation

/// Finds colours that differ from a given one only in OKLCH lightness — same OKLCH chroma and hue, same
/// alpha — inside the colour's gamut, for the fix suggestions (`ContrastSuggestion`, `CVDSuggestion`,
/// `ReuseSuggestion`).
///
/// OKLCH is Björn Ottosson's polar OKLab ("A perceptual color space for image processing", 2020); its L
/// (0…1) is a perceptual lightness, so moving only L keeps what people call the colour's hue and
/// colourfulness. The gamut is sRGB for a colour inside sRGB and Display P3 for a wider one
/// (`gamut(of:)`); candidates outside it are never returned.
public enum LightnessSearch {
    /// Step between the lightness values walked (OKLCH L, 0…1); the first passing step is refined by
    /// bisection to 1e-5.
    public static let step = 0.01

    /// The gamut a colour's suggestions stay in: `.srgb` when the colour is inside sRGB, else
    /// `.displayP3` (also for colours outside Display P3, whose variants then must come inside it).
    public static func gamut(of color: Color) -> ColorSpace {
        color.isInGamut(.srgb) ? .srgb : .displayP3
    }

    /// `color` with OKLCH lightness `lightness` (0…1), its OKLCH chroma and hue and its alpha kept.
    /// The result is in `.oklch`.
    public static func variant(_ color: Color, lightness: Double) -> Color {
        var oklch = color.converted(to: .oklch)
        oklch.components.x = lightness
        return oklch
    }

    /// The colours nearest to `color` in lightness, one darker and one lighter, for which `passes` is
    /// true, inside `gamut`: for each direction, lightness is walked in `step`s away from the colour's
    /// own; the first passing value is refined by bisection against the last failing one (so the result
    /// is the boundary when `passes` changes once between them). A direction that leaves the gamut or
    /// reaches L = 0 or 1 without passing gives nothing.
    /// - Returns: up to two colours in `.oklch`, darker first; empty when no lightness passes.
    public static func nearest(
        to original: Color, in gamut: ColorSpace, passes: (Color) -> Bool
    ) -> [Color] {
        let color = original.converted(to: .oklch)
        let hue = HueTerms(color)
        func inGamut(_ step: Int, _ lightness: Double) -> Color? {
            let candidate = variant(color, lightness: lightness)
            return isInGamut(candidate, gamut, hue: hue) ? candidate : nil
        }
        return [-1.0, 1.0].compactMap { direction in
            walk(
                from: color.components.x, direction: direction, colorAt: inGamut,
                between: { variant(color, lightness: $0) }, passes: passes
            ) { previous, outside in
                // The last in-gamut lightness may still pass: bisect the gamut edge and try it.
                gamutEdge(color, inside: previous, outside: outside, gamut: gamut).flatMap {
                    refine(failing: previous, passing: $0, colorAt: { variant(color, lightness: $0) }, passes: passes)
                }
            }
        }
    }

    /// Walks lightness from `start` in `step`s toward 0 (`direction` −1) or 1 (+1): `colorAt` gives the
    /// colour tried at a step (1 for the first) and its lightness, or `nil` where the walk leaves what it
    /// may propose, and then
    /// `stopped(last tried, that lightness)` has the last word. The first passing colour is refined by
    /// bisection against the last failing lightness, with the colours `between` gives. `nil` when nothing
    /// passes before L = 0 or 1.
    private static func walk(
        from start: Double, direction: Double, colorAt: (Int, Double) -> Color?, between: (Double) -> Color,
        passes: (Color) -> Bool, stopped: (Double, Double) -> Color? = { _, _ in nil }
    ) -> Color? {
        var previous = start
        var k = 1
        while true {
            let lightness = Swift.min(Swift.max(start + direction * Double(k) * step, 0), 1)
            guard let candidate = colorAt(k, lightness) else { return stopped(previous, lightness) }
            if passes(candidate) {
                // `candidate` is `between(lightness)` (the same function of the lightness): it passes already.
                return refine(
                    failing: previous, passing: lightness, passed: candidate, colorAt: between, passes: passes)
            }
            if lightness == 0 || lightness == 1 { return nil }
            previous = lightness
            k += 1
        }
    }

    /// `color` with OKLCH lightness `lightness` (0…1) and its hue and alpha, with the largest OKLCH chroma
    /// up to its own that fits `gamut` at that lightness (bisection to 1e-6 of the chroma): the colour
    /// itself where it fits, less colourful toward the gamut's edge, black at L = 0 and white at L = 1.
    /// The result is in `.oklch`.
    public static func fitted(_ color: Color, lightness: Double, in gamut: ColorSpace) -> Color {
        // The hue is the same for every chroma tried: its cosine and sine once, not once per test.
        fitted(color, lightness: lightness, in: gamut, hue: HueTerms(color.converted(to: .oklch)))
    }

    /// `fitted(_:lightness:in:)` with the hue terms of `color` (in `.oklch`) computed already, once for all
    /// the lightness values a search tries.
    static func fitted(_ color: Color, lightness: Double, in gamut: ColorSpace, hue: HueTerms) -> Color {
        let full = variant(color, lightness: lightness)
        guard !isInGamut(full, gamut, hue: hue) else { return full }
        var fits = 0.0
        var fitsNot = full.components.y
        for _ in 0..<20 where fitsNot - fits > 1e-6 {
            let mid = 0.5 * (fits + fitsNot)
            var candidate = full
            candidate.components.y = mid
            if isInGamut(candidate, gamut, hue: hue) { fits = mid } else { fitsNot = mid }
        }
        var result = full
        result.components.y = fits
        return result
    }

    /// The colours nearest to `color` in lightness with its OKLCH hue, one darker and one lighter, for
    /// which `passes` is true: as `nearest(to:in:passes:)`, but where the colour's chroma does not fit
    /// `gamut` at a lightness the chroma is lowered as far as the gamut requires (`fitted`), so a
    /// direction goes on to black or white instead of stopping at the gamut's edge (iOS blue `#007aff`
    /// darkens to a less saturated blue that passes on white, which the same chroma cannot).
    /// - Returns: up to two colours in `.oklch`, darker first; empty when not even black or white passes.
    public static func nearestKeepingHue(
        to original: Color, in gamut: ColorSpace, passes: (Color) -> Bool
    ) -> [Color] {
        let color = original.converted(to: .oklch)
        let hue = HueTerms(color)
        // The steps do not depend on `passes`: each is computed once per colour and gamut (`LightnessSteps`).
        let table = LightnessSteps.shared
        let steps = table.steps(of: color, in: gamut)
        return [-1.0, 1.0].compactMap { direction in
            // The steps known when the walk starts are read without the table's lock; past them it asks.
            let known = table.kept(direction: direction, of: steps)
            return walk(
                from: color.components.x, direction: direction,
                colorAt: { step, lightness in
                    step - 1 < known.count
                        ? known[step - 1]
                        : table.step(step - 1, direction: direction, of: steps) {
                            fitted(color, lightness: lightness, in: gamut, hue: hue)
                        }
                },
                between: { fitted(color, lightness: $0, in: gamut, hue: hue) }, passes: passes)
        }
    }

    /// The in-gamut lightness nearest `outside` between an in-gamut and an out-of-gamut one (bisection).
    private static func gamutEdge(_ color: Color, inside: Double, outside: Double, gamut: ColorSpace) -> Double? {
        let hue = HueTerms(color)
        guard isInGamut(variant(color, lightness: inside), gamut, hue: hue) else { return nil }
        var (a, b) = (inside, outside)
        for _ in 0..<20 {
            let mid = 0.5 * (a + b)
            if isInGamut(variant(color, lightness: mid), gamut, hue: hue) { a = mid } else { b = mid }
        }
        return a
    }

    /// `candidate.isInGamut(gamut)`, with the hue terms of an OKLCH candidate computed once per search
    /// (`LinearGamutTest` decides from its linear sRGB components where that is certain, LittleCMS
    /// where not, so the answer is always `isInGamut`'s).
    package static func isInGamut(_ candidate: Color, _ gamut: ColorSpace) -> Bool {
        isInGamut(candidate, gamut, hue: HueTerms(candidate))
    }

    /// The cosine and sine of an OKLCH colour's hue angle, as `PolarForm.rectangular` computes them, so
    /// that colours of one hue (a chroma bisection) share them: `rectangular` gives the same OKLab values,
    /// bit for bit, as `PolarForm.rectangular` of the same components.
    struct HueTerms: Sendable {
        let cosine: Double
        let sine: Double

        init(_ color: Color) {
            let radians = color.components.z * .pi / 180
            cosine = cos(radians)
            sine = sin(radians)
        }

        /// `PolarForm.rectangular(c)` for a `c` with this hue.
        func rectangular(_ c: SIMD3<Double>) -> SIMD3<Double> {
            let chroma = Swift.max(c.y, 0)
            return SIMD3(c.x, chroma * cosine, chroma * sine)
        }
    }

    /// The WCAG relative luminance (`RelativeLuminance.of`) of the colours a search of one colour tries:
    /// every candidate of `nearestKeepingHue`, `nearest` and `fitted` is an OKLCH colour of the colour's
    /// own hue angle, whose linear sRGB components are OKLab's algebra on its rectangular form — here with
    /// the hue's cosine and sine computed once (`HueTerms`), which gives the values `ColorEngine` gives, bit
    /// for bit, without a cosine and a sine per candidate. Any other colour (a candidate written and parsed
    /// back) is converted as usual.
    public struct CandidateLuminance: Sendable {
        /// The OKLCH hue angle (degrees) of the colour searched.
        private let hueAngle: Double
        private let hue: HueTerms

        /// For the candidates of a search of `color`.
        public init(of color: Color) {
            let oklch = color.converted(to: .oklch)
            hueAngle = oklch.components.z
            hue = HueTerms(oklch)
        }

        /// `RelativeLuminance.of(candidate)`.
        public func of(_ candidate: Color) -> Double {
            guard candidate.space == .oklch, candidate.components.z == hueAngle else {
                return RelativeLuminance.of(candidate)
            }
            return RelativeLuminance.of(linearSRGB: OKLab.linearSRGB(fromOKLab: hue.rectangular(candidate.components)))
        }
    }

    /// `isInGamut(candidate, gamut)` with the candidate's hue terms computed already (`hue`, of a colour of
    /// the candidate's hue angle).
    static func isInGamut(_ candidate: Color, _ gamut: ColorSpace, hue: HueTerms) -> Bool {
        guard candidate.space == .oklch else { return candidate.isInGamut(gamut) }
        let linear = OKLab.linearSRGB(fromOKLab: hue.rectangular(candidate.components))
        return LinearGamutTest.decide(linearSRGB: linear, in: gamut) ?? candidate.isInGamutByLittleCMS(gamut)
    }

    /// Bisects between a failing and a passing lightness; the passing end (`colorAt` of it) after 20
    /// halvings, or `nil` when `passing` does not pass. `passed`, when given, is `colorAt(passing)`, known
    /// to pass. Each colour is computed once: the passing end's is kept, not computed again at the end.
    private static func refine(
        failing: Double, passing: Double, passed: Color? = nil, colorAt: (Double) -> Color,
        passes: (Color) -> Bool
    ) -> Color? {
        var goodColor: Color
        if let passed {
            goodColor = passed
        } else {
            goodColor = colorAt(passing)
            guard passes(goodColor) else { return nil }
        }
        var (bad, good) = (failing, passing)
        for _ in 0..<20 {
            let mid = 0.5 * (bad + good)
            let candidate = colorAt(mid)
            if passes(candidate) {
                (good, goodColor) = (mid, candidate)
            } else {
                bad = mid
            }
        }
        return goodColor
    }
}

extension LightnessSearch {
    /// `candidate` written in the notation of `source` (`SourceNotation`), checked by parsing the text
    /// back: when rounding to the notation (e.g. 8-bit hex) makes it fail `passes` or leave `gamut`, the
    /// lightness is moved on, away from `original`, by 0.002 at a time (at most 50 times), with the
    /// original's chroma where it fits `gamut` and the largest that fits where not (`fitted`).
    /// - Returns: the parsed colour and its text, or `nil` when no written form passes.
    public static func written(
        _ candidate: Color, original: Color, like source: String, in gamut: ColorSpace,
        passes: (Color) -> Bool
    ) -> (color: Color, text: String)? {
        written(candidate, original: original, like: SourceNotation.Pattern(source), in: gamut, passes: passes)
    }

    /// `written(_:original:like:in:passes:)` with the source's notation read already (`SourceNotation.
    /// Pattern`), once for the candidates of one search.
    public static func written(
        _ candidate: Color, original: Color, like pattern: SourceNotation.Pattern, in gamut: ColorSpace,
        passes: (Color) -> Bool
    ) -> (color: Color, text: String)? {
        written(candidate, original: original, in: gamut, passes: passes) { color in
            let text = SourceNotation.text(color, like: pattern)
            guard let parsed = try? CSSColorParser.parse(text), parsed.isInGamut(gamut) else { return nil }
            return (parsed, text)
        }
    }

    /// `written(_:original:like:in:passes:)` with another notation: `notation` writes a colour and gives
    /// the colour its text is read as, or `nil` when it cannot write it or the colour read leaves the
    /// notation's gamut (e.g. an asset catalog's components rounded to their encoding); candidates are
    /// fitted into `gamut`, and the colour read must pass. The lightness moves on by `step` at a time, up
    /// to 0.1 in all (a notation finer than 8 bits takes a smaller step).
    package static func written(
        _ candidate: Color, original: Color, in gamut: ColorSpace, step: Double = 0.002, passes: (Color) -> Bool,
        notation: (Color) -> (color: Color, text: String)?
    ) -> (color: Color, text: String)? {
        let start = original.converted(to: .oklch).components.x
        var lightness = candidate.converted(to: .oklch).components.x
        let direction: Double = lightness < start ? -1 : 1
        for _ in 0...Int((0.1 / step).rounded()) {
            if let (parsed, text) = notation(fitted(original, lightness: lightness, in: gamut)), passes(parsed) {
                return (parsed, text)
            }
            lightness += direction * step
            guard lightness >= 0, lightness <= 1 else { return nil }
        }
        return nil
    }
}
