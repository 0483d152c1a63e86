import Foundation
import Testing

@testable import ColorScience

/// The gamut test by arithmetic (`LinearGamutTest`) gives LittleCMS's answer (`isInGamutByLittleCMS`),
/// above all next to the gamut's edges, where the lightness searches bisect.
@Suite struct LinearGamutTestTests {
    @Test func displayP3MatrixGivesCSSColor4sSRGBRed() {
        // sRGB red #ff0000 in Display P3, by hand from CSS Color 4's matrices and as coloraide's Display P3
        // page writes it (https://facelessuser.github.io/coloraide/colors/display_p3):
        // color(display-p3 0.91749 0.20029 0.13856).
        let linear = LinearGamutTest.srgbToDisplayP3 * SIMD3(1, 0, 0)
        let encoded = (0..<3).map { 1.055 * pow(linear[$0], 1 / 2.4) - 0.055 }
        for (value, expected) in zip(encoded, [0.91749, 0.20029, 0.13856]) {
            #expect(abs(value - expected) < 5e-5, "\(encoded)")
        }
    }

    /// Colours of `space` near the edges of `gamut`: random OKLCH colours at every lightness step, each
    /// bisected onto its lighter edge and onto its chroma edge, and taken 1e-9…1e-3 to both sides.
    func candidates(_ rng: inout SplitMix, gamut: ColorSpace) -> [Color] {
        var result: [Color] = []
        for _ in 0..<150 {
            let color = Color(
                .oklch, Double.random(in: 0.05...0.95, using: &rng), Double.random(in: 0...0.4, using: &rng),
                Double.random(in: 0..<360, using: &rng))
            func with(_ edit: (inout SIMD3<Double>) -> Void) -> Color {
                var c = color
                edit(&c.components)
                return c
            }
            result += stride(from: 0.0, through: 1.0, by: 0.02).map { l in with { $0.x = l } }
            // Bisect lightness (toward white) and chroma (toward the colour's own) onto the edge.
            for axis in 0..<2 {
                var inside = axis == 0 ? color.components.x : 0
                var outside = axis == 0 ? 1.0 : Swift.max(color.components.y, 0.5)
                func at(_ v: Double) -> Color { with { $0[axis] = v } }
                guard at(inside).isInGamutByLittleCMS(gamut), !at(outside).isInGamutByLittleCMS(gamut) else { continue }
                for _ in 0..<60 {
                    let mid = 0.5 * (inside + outside)
                    if at(mid).isInGamutByLittleCMS(gamut) { inside = mid } else { outside = mid }
                }
                for offset in [0, 1e-9, 1e-8, 1e-7, 1e-6, 1e-5, 1e-4, 1e-3] {
                    result.append(at(inside - offset))
                    result.append(at(outside + offset))
                }
            }
        }
        return result
    }

    @Test(arguments: [ColorSpace.srgb, .displayP3])
    func arithmeticGivesLittleCMSsAnswer(gamut: ColorSpace) {
        var rng = SplitMix(state: gamut == .srgb ? 4_401 : 4_402)
        var counts = (inside: 0, outside: 0, arithmetic: 0)
        for oklch in candidates(&rng, gamut: gamut) {
            let expected = oklch.isInGamutByLittleCMS(gamut)
            for color in [oklch, oklch.converted(to: .oklab), oklch.converted(to: .srgbLinear)] {
                let decided = LinearGamutTest.decide(color, in: gamut)
                if decided != nil { counts.arithmetic += 1 }
                #expect(decided == nil || decided == color.isInGamutByLittleCMS(gamut), "\(color) in \(gamut)")
                #expect(color.isInGamut(gamut) == color.isInGamutByLittleCMS(gamut), "\(color) in \(gamut)")
            }
            #expect(LightnessSearch.isInGamut(oklch, gamut) == expected, "\(oklch) in \(gamut)")
            if expected { counts.inside += 1 } else { counts.outside += 1 }
        }
        #expect(counts.inside > 2_000 && counts.outside > 2_000, "\(counts)")
        // Only colours within a few 1e-7 of an edge are left to LittleCMS.
        #expect(Double(counts.arithmetic) > 0.7 * Double(3 * (counts.inside + counts.outside)), "\(counts)")
    }

    @Test func otherSpacesAndGamutsAreLeftToLittleCMS() {
        #expect(LinearGamutTest.decide(Color(.srgb, 0.5, 0.5, 0.5), in: .srgb) == nil)
        #expect(LinearGamutTest.decide(Color(.lab, 50, 10, 10), in: .displayP3) == nil)
        #expect(LinearGamutTest.decide(Color(.oklch, 0.5, 0.1, 30), in: .srgbLinear) == nil)
        #expect(LinearGamutTest.decide(Color(.oklch, .nan, 0.1, 30), in: .srgb) == nil)
    }
}
