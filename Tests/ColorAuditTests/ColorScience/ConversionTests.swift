import Testing

@testable import ColorAudit
@testable import ColorScience

/// Conversions through LittleCMS against independent values. Expected numbers come from coloraide 8.13
/// (Isaac Muse's Python implementation of CSS Color 4's conversion code), which follows the CSS Color 4
/// sample code: sRGB/Display P3 matrices from their primaries, Bradford D65→D50 for CIELAB.
/// Tolerances reflect LittleCMS's float32 pipelines and its own D50 (0.9642, 1, 0.8249).
@Suite struct ConversionTests {
    func expectClose(
        _ actual: SIMD3<Double>, _ expected: SIMD3<Double>, _ tolerance: Double, _ label: String
    ) {
        for i in 0..<3 {
            #expect(abs(actual[i] - expected[i]) < tolerance, "\(label)[\(i)]: \(actual) vs \(expected)")
        }
    }

    @Test func displayP3PrimariesInSRGB() {
        // CSS Color 4: color(display-p3 1 0 0) = color(srgb 1.0930663 -0.2267420 -0.1501346)
        // (the sRGB transfer function extended by odd symmetry below 0).
        expectClose(
            Color(.displayP3, 1, 0, 0).converted(to: .srgb).components,
            SIMD3(1.0930663624, -0.2267419736, -0.1501345809), 2e-4, "P3 red → sRGB")
        expectClose(
            Color(.displayP3, 0, 1, 0).converted(to: .srgb).components,
            SIMD3(-0.5116049826, 1.0182656579, -0.3106746213), 2e-4, "P3 green → sRGB")
        expectClose(
            Color(.displayP3, 0, 0, 1).converted(to: .srgb).components,
            SIMD3(0, 0, 1.0420216194), 2e-4, "P3 blue → sRGB")
        expectClose(
            Color(.displayP3, 1, 0, 0).converted(to: .srgbLinear).components,
            SIMD3(1.2249401763, -0.0420569547, -0.0196375546), 1e-5, "P3 red → linear sRGB")
    }

    @Test func cielabOfSRGBPrimaries() {
        expectClose(Color(.srgb, 1, 0, 0).converted(to: .lab).components, SIMD3(54.2905, 80.8049, 69.8910), 0.03, "red")
        expectClose(
            Color(.srgb, 0, 1, 0).converted(to: .lab).components, SIMD3(87.8185, -79.2711, 80.9946), 0.03, "green")
        expectClose(
            Color(.srgb, 0, 0, 1).converted(to: .lab).components, SIMD3(29.5683, 68.2874, -112.0297), 0.03, "blue")
        expectClose(Color(.srgb, 1, 1, 1).converted(to: .lab).components, SIMD3(100, 0, 0), 1e-3, "white")
        expectClose(
            Color(.srgb, 128.0 / 255, 128.0 / 255, 128.0 / 255).converted(to: .lab).components,
            SIMD3(53.5850, 0, 0), 0.01, "#808080")
    }

    @Test func xyzD65OfSRGB() {
        // The sRGB primaries' XYZ (IEC 61966-2-1 matrix columns) and D65 white.
        expectClose(Color(.srgb, 1, 0, 0).converted(to: .xyzD65).components, SIMD3(0.4124, 0.2126, 0.0193), 2e-4, "red")
        expectClose(Color(.srgb, 1, 1, 1).converted(to: .xyzD65).components, SIMD3(0.9505, 1.0, 1.0891), 2e-4, "white")
    }

    @Test func okLCHOfSRGBPrimaries() {
        // Ottosson 2020 / CSS Color 4: red = oklch(0.62796 0.25768 29.2339).
        expectClose(
            Color(.srgb, 1, 0, 0).converted(to: .oklch).components, SIMD3(0.627955, 0.257683, 29.2339), 1e-4, "red")
        expectClose(
            Color(.srgb, 0, 0, 1).converted(to: .oklch).components, SIMD3(0.452014, 0.313214, 264.052), 1e-3, "blue")
    }

    @Test func labToSRGB() {
        expectClose(
            Color(.lab, 50, 20, -30).converted(to: .srgb).components, SIMD3(0.5211546, 0.4236570, 0.6685103), 2e-4,
            "lab(50 20 -30)")
    }

    @Test func roundTripsKeepValues() {
        let colors = [Color(.displayP3, 0.2, 0.8, 0.4), Color(.lab, 40, -30, 60), Color(.oklch, 0.7, 0.1, 200)]
        for color in colors {
            for space in ColorSpace.allCases {
                let back = color.converted(to: space).converted(to: color.space).components
                expectClose(back, color.components, 2e-3, "\(color.space)→\(space)→back")
            }
        }
    }

    @Test func wideGamutStaysUnclipped() {
        let p3Red = Color(.displayP3, 1, 0, 0)
        #expect(p3Red.isInGamut(.displayP3))
        #expect(!p3Red.isInGamut(.srgb))
        #expect(Color(.srgb, 0.2, 0.4, 0.6).isInGamut(.srgb))
        let clipped = p3Red.clippedToSRGB.components
        #expect(clipped == SIMD3(1, 0, 0))
    }

    @Test func graysHaveNoHue() {
        // CSS Color 4 §4.4: an achromatic colour's hue is powerless; conversion noise must not invent one.
        for space in [ColorSpace.lch, .oklch] {
            for gray in [0.0, 0.5, 1.0] {
                let c = Color(.srgb, gray, gray, gray).converted(to: space).components
                #expect(c.y == 0 && c.z == 0, "\(space) of gray \(gray): \(c)")
            }
        }
    }
}
