import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

private func close(_ a: SIMD3<Double>, _ b: SIMD3<Double>, _ tolerance: Double) -> Bool {
    (0..<3).allSatisfy { abs(a[$0] - b[$0]) <= tolerance }
}

private func close(_ a: Matrix3, _ b: [Double], _ tolerance: Double) -> Bool {
    zip(a.rowMajor, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// Viénot, Brettel & Mollon 1999, eq. for their CRT monitor: XYZ of the R, G, B primaries at full
/// drive (columns), in cd/m²; divided by 255 as in the paper's per-code-value form.
private let vienotCRTxyzFromRGB = Matrix3(
    SIMD3(40.9568, 35.5041, 17.9167) / 255, SIMD3(21.3389, 70.6743, 7.98680) / 255,
    SIMD3(1.86297, 11.4620, 91.2367) / 255)

private func randomLinear(_ rng: inout SplitMix) -> SIMD3<Double> {
    SIMD3(
        Double.random(in: 0...1, using: &rng), Double.random(in: 0...1, using: &rng),
        Double.random(in: 0...1, using: &rng))
}

@Suite("Colour-vision models: Viénot 1999, Brettel 1997, simulator")
struct VisionModelTests {
    @Test("Smith–Pokorny cones × the paper's CRT primaries give Viénot et al.'s published RGB→LMS matrix")
    func paperLMSMatrix() {
        // Viénot, Brettel & Mollon 1999: L = 17.8824 R + 43.5161 G + 4.11935 B,
        // M = 3.45565 R + 27.1554 G + 3.86714 B, S = 0.0299566 R + 0.184309 G + 1.46709 B.
        let published: [Double] = [17.8824, 43.5161, 4.11935, 3.45565, 27.1554, 3.86714, 0.0299566, 0.184309, 1.46709]
        let ours = ConeSpace(xyzFromRGB: vienotCRTxyzFromRGB).lmsFromRGB.rowMajor.map { $0 * 255 }
        for (value, expected) in zip(ours, published) {
            #expect(abs(value - expected) <= abs(expected) * 2e-4, "\(value) vs \(expected)")
        }
    }

    @Test("Viénot projection reproduces the paper: L = 2.02344 M − 2.52581 S, M = 0.494207 L + 1.24827 S")
    func vienotPaperCoefficients() {
        let published = Matrix3(
            SIMD3(17.8824, 43.5161, 4.11935), SIMD3(3.45565, 27.1554, 3.86714), SIMD3(0.0299566, 0.184309, 1.46709))
        let space = ConeSpace(lmsFromRGB: published, xyzFromRGB: vienotCRTxyzFromRGB)
        let protan = Vienot1999.projection(for: .long, in: space)
        #expect(close(protan[row: 0], SIMD3(0, 2.02344, -2.52581), 2e-5))
        #expect(protan[row: 1] == SIMD3(0, 1, 0) && protan[row: 2] == SIMD3(0, 0, 1))
        let deutan = Vienot1999.projection(for: .medium, in: space)
        #expect(close(deutan[row: 1], SIMD3(0.494207, 0, 1.24827), 2e-6))
        #expect(deutan[row: 0] == SIMD3(1, 0, 0) && deutan[row: 2] == SIMD3(0, 0, 1))
    }

    @Test("Viénot RGB matrices for the paper's monitor match libDaltonLens's published ones (5 decimals)")
    func vienotDaltonLensCRT() {
        // libDaltonLens (public domain), dl_vienot_protan/deutan_rgbCvd_from_rgb.
        let space = ConeSpace(xyzFromRGB: vienotCRTxyzFromRGB)
        #expect(
            close(
                Vienot1999.matrix(for: .long, in: space),
                [0.11238, 0.88762, 0, 0.11238, 0.88762, 0, 0.00401, -0.00401, 1], 6e-6))
        #expect(
            close(
                Vienot1999.matrix(for: .medium, in: space),
                [0.29275, 0.70725, 0, 0.29275, 0.70725, 0, -0.02234, 0.02234, 1], 6e-6))
    }

    @Test("Viénot sRGB matrices equal an independent derivation (numpy, same published ingredients)")
    func vienotSRGB() {
        // numpy: RGB←LMS · P · LMS←RGB with LMS←RGB = Smith–Pokorny · CSS Color 4 sRGB→XYZ, P the projection
        // of the missing cone onto the plane through LMS(0,0,1) and LMS(1,1,0).
        #expect(
            close(
                Vienot1999.matrix(for: .medium),
                [
                    0.290_268_326, 0.709_731_674, 0, 0.290_268_326, 0.709_731_674, 0, -0.021_965_353_6,
                    0.021_965_353_6, 1,
                ], 1e-9))
        #expect(
            close(
                Vienot1999.matrix(for: .long),
                [
                    0.108_872_560_8, 0.891_127_439_2, 0, 0.108_872_560_8, 0.891_127_439_2, 0, 0.004_470_319_1,
                    -0.004_470_319_1, 1,
                ], 1e-9))
    }

    @Test("Viénot keeps blue, yellow, white and greys; Brettel keeps white and greys")
    func neutralAndAnchorsKept() {
        for cone in [Deficiency.Cone.long, .medium] {
            let m = Vienot1999.matrix(for: cone)
            #expect(close(m * SIMD3(0, 0, 1), SIMD3(0, 0, 1), 1e-12))
            #expect(close(m * SIMD3(1, 1, 0), SIMD3(1, 1, 0), 1e-12))
        }
        for cone in Deficiency.Cone.allCases {
            let model = Brettel1997.model(for: cone)
            for grey in stride(from: 0.0, through: 1, by: 0.125) {
                #expect(close(model.simulate(SIMD3(repeating: grey)), SIMD3(repeating: grey), 1e-12))
            }
        }
    }

    @Test("Greys stay grey under every dichromacy model and achromatopsia")
    func greysStayGrey() throws {
        let simulators: [CVDSimulator] = try [
            CVDSimulator(.protanopia, model: .vienot), CVDSimulator(.deuteranopia, model: .vienot),
            CVDSimulator(.protanopia, model: .brettel), CVDSimulator(.deuteranopia, model: .brettel),
            CVDSimulator(.tritanopia, model: .brettel), CVDSimulator(.protanopia, model: .machado),
            CVDSimulator(.deuteranopia, model: .machado), CVDSimulator(.tritanopia, model: .machado),
            CVDSimulator(.achromatopsia),
        ]
        for simulator in simulators {
            for grey in stride(from: 0.0, through: 1, by: 0.1) {
                let out = simulator.simulate(linearSRGB: SIMD3(repeating: grey))
                // Machado's matrices are published to six decimals: rows sum to 1 within 3e-6.
                #expect(close(out, SIMD3(repeating: grey), 3e-6), "\(simulator.label) \(simulator.model): \(out)")
            }
        }
    }

    @Test("A dichromat keeps the two remaining cone responses (Viénot and Brettel)")
    func remainingConesKept() {
        var rng = SplitMix(state: 1999)
        let lms = ConeSpace.srgb.lmsFromRGB
        for _ in 0..<500 {
            let rgb = randomLinear(&rng)
            let before = lms * rgb
            for cone in Deficiency.Cone.allCases {
                var outputs = [Brettel1997.model(for: cone).simulate(rgb)]
                if cone != .short { outputs.append(Vienot1999.matrix(for: cone) * rgb) }
                for out in outputs {
                    let after = lms * out
                    for k in 0..<3 where k != cone.rawValue {
                        #expect(abs(after[k] - before[k]) <= 1e-12 * max(1, abs(before[k])))
                    }
                }
            }
        }
    }

    @Test("Brettel: each anchor stimulus is seen unchanged; the two half-planes meet on the separating plane")
    func brettelAnchorsAndContinuity() {
        let space = ConeSpace.srgb
        for cone in Deficiency.Cone.allCases {
            let model = Brettel1997.model(for: cone)
            for nm in [model.anchors.first, model.anchors.second] {
                let rgb = space.rgbFromXYZ * ConeSpace.xyz(nanometres: nm)
                let out = model.simulate(rgb)
                #expect(close(out, rgb, 1e-12), "\(cone) \(nm) nm")
            }
            // Points of the separating plane (spanned by white and the confusion axis) project onto the
            // neutral axis by either matrix.
            var axis = SIMD3<Double>(0, 0, 0)
            axis[cone.rawValue] = 1
            let onPlane = space.rgbFromLMS * (space.lmsFromRGB * SIMD3(0.4, 0.4, 0.4) + axis * 0.01)
            #expect(abs((model.separation * onPlane).sum()) < 1e-12)
            #expect(close(model.firstHalfPlane * onPlane, model.secondHalfPlane * onPlane, 1e-12))
        }
        #expect(
            Set([Brettel1997.model(for: .long).anchors.first, Brettel1997.model(for: .long).anchors.second]) == [
                475, 575,
            ])
        #expect(
            Set([Brettel1997.model(for: .short).anchors.first, Brettel1997.model(for: .short).anchors.second]) == [
                485, 660,
            ])
    }

    @Test("Brettel tritanopia on primaries equals an independent derivation (numpy)")
    func brettelTritanValues() throws {
        // numpy, same ingredients: neutral = LMS(1,1,1), wings 485 nm and 660 nm (CIE 1931 CMFs), S projected.
        let simulator = try CVDSimulator(.tritanopia)
        #expect(simulator.model == .brettel)
        #expect(
            close(
                simulator.simulate(linearSRGB: SIMD3(1, 0, 0)),
                SIMD3(1.013_544_715_3, -0.011_805_926_7, 0.077_059_367_9), 1e-9))
        #expect(
            close(
                simulator.simulate(linearSRGB: SIMD3(0, 0, 1)), SIMD3(-0.133_412_966_9, 0.116_286_217, 0.240_979_330_6),
                1e-9))
        #expect(
            close(
                simulator.simulate(linearSRGB: SIMD3(0, 1, 1)),
                SIMD3(0.066_622_877_9, 0.941_929_764_3, 1.379_034_681_2), 1e-9))
    }

    @Test("Simulation runs on linear light: deuteranopia of #ff0000 is sRGB (0.5751, 0.5751, 0)")
    func linearNotGamma() throws {
        // By hand: linear (1, 0, 0) → Viénot deutan column 0 = (0.290268, 0.290268, −0.021965); clip to
        // (0.290268, 0.290268, 0); encode 1.055 · 0.290268^(1/2.4) − 0.055 = 0.575114. Working on the
        // gamma-encoded value would give 0.2903 instead.
        let simulator = try CVDSimulator(.deuteranopia)
        #expect(simulator.model == .vienot)
        let out = simulator.simulate(Color(.srgb, 1, 0, 0)).clippedToSRGB.components
        #expect(close(out, SIMD3(0.575_113_783_5, 0.575_113_783_5, 0), 2e-6))
        // Protanopia of #00ff00: linear column 1 = (0.891127, 0.891127, −0.004470) → 0.950528.
        let protan = try CVDSimulator(.protanopia).simulate(Color(.srgb, 0, 1, 0)).clippedToSRGB.components
        #expect(close(protan, SIMD3(0.950_527_725_3, 0.950_527_725_3, 0), 2e-6))
    }

    @Test("Achromatopsia keeps luminance: #00ff00 becomes the grey of Y = 0.715169 (sRGB 0.862465)")
    func achromatopsia() throws {
        // By hand: Y = 0.7151687 (IEC 61966-2-1 green coefficient); 1.055 · Y^(1/2.4) − 0.055 = 0.8624646.
        let out = try CVDSimulator(.achromatopsia).simulate(Color(.srgb, 0, 1, 0)).clippedToSRGB.components
        #expect(close(out, SIMD3(repeating: 0.862_464_626_7), 2e-6))
    }

    @Test("Wide-gamut input is simulated unclipped: Display P3 red goes through its linear sRGB value")
    func wideGamutUnclipped() throws {
        // CSS Color 4: color(display-p3 1 0 0) is linear sRGB ≈ (1.22494, −0.04206, −0.01964).
        let p3Red = Color(.displayP3, 1, 0, 0)
        let linear = p3Red.linearSRGB
        #expect(close(linear, SIMD3(1.224_94, -0.042_06, -0.019_64), 2e-4))
        let simulator = try CVDSimulator(.deuteranopia)
        let out = simulator.simulate(p3Red)
        #expect(out.space == .srgbLinear)
        #expect(close(out.components, Vienot1999.matrix(for: .medium) * linear, 1e-12))
        // Not clipped before simulating: clipped to sRGB red first would give 0.290268 (Viénot deutan of
        // linear (1, 0, 0)); the unclipped P3 red gives about 0.3257.
        #expect(out.components.x > 0.31)
    }

    @Test("Severity 0 is the identity for every model; anomalies blend dichromacy models linearly")
    func severityZeroAndBlend() throws {
        var rng = SplitMix(state: 3)
        for deficiency in [Deficiency.protanomaly, .deuteranomaly, .tritanomaly] {
            for model in SimulationModel.allCases where model.supports(deficiency) {
                let none = try CVDSimulator(deficiency, severity: 0, model: model)
                let half = try CVDSimulator(deficiency, severity: 0.5, model: model)
                let full = try CVDSimulator(deficiency, severity: 1, model: model)
                for _ in 0..<50 {
                    let rgb = randomLinear(&rng)
                    #expect(close(none.simulate(linearSRGB: rgb), rgb, 1e-12))
                    if model != .machado {
                        let expected = (rgb + full.simulate(linearSRGB: rgb)) / 2
                        #expect(close(half.simulate(linearSRGB: rgb), expected, 1e-12))
                    }
                }
            }
        }
    }

    @Test("Defaults: Viénot for protan/deutan dichromacy, Brettel for tritan, Machado for protan/deutan anomaly")
    func defaultModels() throws {
        #expect(try CVDSimulator(.protanopia).model == .vienot)
        #expect(try CVDSimulator(.deuteranopia).model == .vienot)
        #expect(try CVDSimulator(.tritanopia).model == .brettel)
        #expect(try CVDSimulator(.tritanomaly, severity: 0.5).model == .brettel)
        #expect(try CVDSimulator(.protanomaly, severity: 0.5).model == .machado)
        #expect(try CVDSimulator(.deuteranomaly, severity: 0.5).model == .machado)
        #expect(try CVDSimulator(.achromatopsia).model == .luminance)
    }

    @Test("Unsupported combinations and bad severities are errors")
    func errors() {
        #expect(throws: CVDSimulator.Error.unsupported(model: .vienot, deficiency: .tritanopia)) {
            try CVDSimulator(.tritanopia, model: .vienot)
        }
        #expect(throws: CVDSimulator.Error.unsupported(model: .machado, deficiency: .achromatopsia)) {
            try CVDSimulator(.achromatopsia, model: .machado)
        }
        #expect(throws: CVDSimulator.Error.invalidSeverity(0.5, deficiency: .protanopia)) {
            try CVDSimulator(.protanopia, severity: 0.5)
        }
        #expect(throws: CVDSimulator.Error.invalidSeverity(1.5, deficiency: .deuteranomaly)) {
            try CVDSimulator(.deuteranomaly, severity: 1.5)
        }
    }
}
