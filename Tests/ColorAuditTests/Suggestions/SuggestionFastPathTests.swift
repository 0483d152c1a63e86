import Testing

@testable import ColorAudit
@testable import ColorScience

/// The shortcuts behind fix suggestions at scale give exactly what the plain computation gives.
@Suite struct SuggestionFastPathTests {
    /// A random sRGB colour, translucent with probability `translucent`.
    func randomColor(_ rng: inout SplitMix, translucent: Double = 0) -> Color {
        let alpha = Double.random(in: 0...1, using: &rng) < translucent ? Double.random(in: 0.2...0.9, using: &rng) : 1
        return Color(
            .srgb, Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
            Double.random(in: 0...1, using: &rng), alpha: alpha)
    }

    @Test func groupedPairConstraintIsThePairByPairCheck() {
        // A token in 120 pairs: foreground on 60 surfaces (some translucent, some over a backdrop), background
        // of 40 texts, icons (3:1) on 20 surfaces. The grouped check (the nearest luminance on each side per
        // requirement) must say what LayerStack says pair by pair, for any replacement colour: random ones,
        // translucent ones and ones with exactly a partner's luminance (ratio 1).
        var rng = SplitMix(state: 2026)
        for round in 0..<4 {
            var builder = PaletteBuilder()
            // A dark ink (even rounds) or a light one, so that many random partners pass with it now.
            let level =
                round % 2 == 0 ? Double.random(in: 0...0.15, using: &rng) : Double.random(in: 0.85...1, using: &rng)
            let ink = Color(.srgb, level, Double.random(in: 0...1, using: &rng) * 0.1 + level * 0.9, level)
            builder.color("ink", role: .text, [.any: ink])
            builder.color("base", role: .background, [.any: randomColor(&rng)])
            var partners: [Color] = []
            for k in 0..<60 {
                let surface = randomColor(&rng, translucent: 0.2)
                partners.append(surface)
                builder.color("surface\(k)", role: .background, [.any: surface])
                builder.pair("ink", on: "surface\(k)", backdrop: k % 7 == 0 ? ["base"] : [])
            }
            for k in 0..<40 {
                let text = randomColor(&rng, translucent: 0.1)
                partners.append(text)
                builder.color("text\(k)", role: .text, [.any: text])
                builder.pair("text\(k)", on: "ink")
            }
            for k in 0..<20 { builder.pair("ink", on: "surface\(k)", usage: .ui) }
            let context = AuditContext(palette: builder.palette, configuration: Configuration())
            let constraint = PairConstraint(token: "ink", appearance: .any, context: context)
            #expect(constraint.count > 10, "round \(round): too few passing pairs to test")
            var verdicts = (held: 0, broken: 0)
            var candidates = (0..<1500).map { _ in randomColor(&rng, translucent: 0.05) }
            candidates += partners.map { Color(space: $0.space, components: $0.components) }
            // The token's own colour holds every pair; lightness variants near it hold some.
            let lightness = ink.converted(to: .oklch).components.x
            candidates += (-100...100).map {
                LightnessSearch.variant(ink, lightness: Swift.min(Swift.max(lightness + Double($0) * 0.002, 0), 1))
            }
            candidates.append(ink)
            for candidate in candidates {
                let grouped = constraint.holds(with: candidate)
                #expect(grouped == constraint.holdsPairByPair(with: candidate), "round \(round): \(candidate)")
                if grouped { verdicts.held += 1 } else { verdicts.broken += 1 }
            }
            #expect(verdicts.held > 0 && verdicts.broken > 0, "round \(round): \(verdicts)")
        }
    }

    @Test func lightnessSearchGamutTestIsLittleCMSs() {
        // The sRGB gamut test of lightness candidates decides from linear sRGB where that is certain; it
        // must equal LittleCMS's answer (isInGamutByLittleCMS) everywhere, above all next to the gamut's edges: OKLCH
        // variants of random colours at every lightness step, and colours bisected onto the edge.
        var rng = SplitMix(state: 94)
        var verdicts = (inside: 0, outside: 0)
        for _ in 0..<400 {
            let color = randomColor(&rng).converted(to: .oklch)
            var candidates = stride(from: 0.0, through: 1.0, by: 0.01).map {
                LightnessSearch.variant(color, lightness: $0)
            }
            // Bisect the lighter edge and take colours within 1e-9…1e-3 in lightness on both sides of it.
            var (inside, outside) = (color.components.x, 1.0)
            if LightnessSearch.variant(color, lightness: 1).isInGamut(.srgb) { outside = inside }
            for _ in 0..<60 where outside > inside {
                let mid = 0.5 * (inside + outside)
                if LightnessSearch.variant(color, lightness: mid).isInGamut(.srgb) {
                    inside = mid
                } else {
                    outside = mid
                }
            }
            for offset in [1e-9, 1e-7, 1e-6, 1e-5, 1e-4, 1e-3] {
                candidates.append(LightnessSearch.variant(color, lightness: inside - offset))
                candidates.append(LightnessSearch.variant(color, lightness: outside + offset))
            }
            for candidate in candidates {
                let expected = candidate.isInGamutByLittleCMS(.srgb)
                #expect(LightnessSearch.isInGamut(candidate, .srgb) == expected, "\(candidate)")
                if expected { verdicts.inside += 1 } else { verdicts.outside += 1 }
            }
        }
        #expect(verdicts.inside > 1000 && verdicts.outside > 1000, "\(verdicts)")
    }

    @Test func candidateLuminanceIsRelativeLuminanceBitForBit() {
        // The luminance of a search's candidates with the hue's cosine and sine computed once must be the
        // value RelativeLuminance.of gives through ColorEngine, to the last bit: fitted candidates (chroma
        // lowered to the gamut) of random sRGB colours, greys, a Display P3 colour, and colours that are not
        // candidates of the search (another hue, another space: converted as usual).
        var rng = SplitMix(state: 26)
        var colors = (0..<300).map { _ in randomColor(&rng) }
        colors += [Color(.srgb, 0.5, 0.5, 0.5), Color(.srgb, 0, 0, 0), Color(.srgb, 1, 1, 1)]
        colors.append(Color(.displayP3, 1, 0.2, 0.1))
        var compared = 0
        for color in colors {
            let start = color.converted(to: .oklch)
            let gamut = LightnessSearch.gamut(of: color)
            let luminance = LightnessSearch.CandidateLuminance(of: start)
            var candidates = stride(from: 0.0, through: 1.0, by: 0.0125).map {
                LightnessSearch.fitted(start, lightness: $0, in: gamut)
            }
            candidates += [color, Color(.oklch, 0.6, 0.1, start.components.z + 1), Color(.srgb, 0.2, 0.4, 0.6)]
            for candidate in candidates {
                let expected = RelativeLuminance.of(candidate)
                #expect(luminance.of(candidate).bitPattern == expected.bitPattern, "\(color) → \(candidate)")
                compared += 1
            }
        }
        #expect(compared > 20_000)
    }

    @Test func sourcePatternWritesInTheSourcesNotation() {
        // A source read once (SourceNotation.Pattern, as the suggestions' search reads it) writes colours in
        // its notation. Hand-derived: 0.2, 0.4, 0.6 are the bytes 51, 102, 153 (#336699), HSL 210° 50% 40%
        // (CSS Color 4 §7.2); alpha 0.5 is the byte 128 (0x80).
        let blue = Color(.srgb, 0.2, 0.4, 0.6)
        let cases: [(source: String, color: Color, text: String)] = [
            ("#000000", blue, "#336699"),
            ("  #ABCDEF ", Color(.srgb, 1, 0, 0, alpha: 0.5), "#ff000080"),
            ("rgb(0 0 0)", blue, "rgb(51 102 153)"),
            ("RGBA(0, 0, 0, 1)", blue, "rgb(51 102 153)"),
            ("hsl(0 0% 0%)", blue, "hsl(210 50% 40%)"),
            ("{brand.blue}", blue, "#336699"),
        ]
        for (source, color, text) in cases {
            #expect(SourceNotation.text(color, like: SourceNotation.Pattern(source)) == text, "\(source)")
        }
    }
}
