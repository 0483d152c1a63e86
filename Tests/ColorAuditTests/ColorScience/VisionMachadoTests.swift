import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

private func publishedTable() throws -> [Deficiency.Cone: [[Double]]] {
    let object = try #require(try Fixture.json("reference/machado2009-matrices.json") as? [String: Any])
    var result: [Deficiency.Cone: [[Double]]] = [:]
    for (key, cone) in [("protanomaly", Deficiency.Cone.long), ("deuteranomaly", .medium), ("tritanomaly", .short)] {
        let matrices = try #require(object[key] as? [[[Double]]])
        result[cone] = matrices.map { $0.flatMap { $0 } }
    }
    return result
}

private func close(_ a: SIMD3<Double>, _ b: SIMD3<Double>, _ tolerance: Double) -> Bool {
    (0..<3).allSatisfy { abs(a[$0] - b[$0]) <= tolerance }
}

@Suite("Colour-vision models: Machado, Oliveira & Fernandes 2009")
struct VisionMachadoTests {
    @Test("The embedded matrices are the 33 published ones (severity 0.0–1.0, six decimals)")
    func publishedMatrices() throws {
        let table = try publishedTable()
        for cone in Deficiency.Cone.allCases {
            let expected = try #require(table[cone])
            #expect(expected.count == 11)
            for (step, matrix) in Machado2009.published(cone).enumerated() {
                #expect(matrix.rowMajor == expected[step], "\(cone) severity \(Double(step) / 10)")
                #expect(Machado2009.matrix(for: cone, severity: Double(step) / 10).rowMajor == expected[step])
            }
        }
    }

    @Test("Severity 0 is the identity; severity 1 is the dichromat matrix used for the dichromacy")
    func endpoints() throws {
        let table = try publishedTable()
        for cone in Deficiency.Cone.allCases {
            #expect(Machado2009.matrix(for: cone, severity: 0) == .identity)
            #expect(Machado2009.matrix(for: cone, severity: 1).rowMajor == table[cone]![10])
        }
        for deficiency in [Deficiency.protanopia, .deuteranopia, .tritanopia] {
            let simulator = try CVDSimulator(deficiency, model: .machado)
            let matrix = Machado2009.published(deficiency.cone!)[10]
            for basis in [SIMD3<Double>(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)] {
                #expect(simulator.simulate(linearSRGB: basis) == matrix * basis)
            }
        }
    }

    @Test("Between published steps the matrices are interpolated linearly")
    func interpolation() throws {
        let table = try publishedTable()
        // 0.25 is halfway between 0.2 and 0.3; 0.531 is 31 % of the way from 0.5 to 0.6.
        let quarter = Machado2009.matrix(for: .short, severity: 0.25).rowMajor
        let expectedQuarter = zip(table[.short]![2], table[.short]![3]).map { ($0 + $1) / 2 }
        #expect(zip(quarter, expectedQuarter).allSatisfy { abs($0 - $1) < 1e-12 })
        let deutan = Machado2009.matrix(for: .medium, severity: 0.531).rowMajor
        let expectedDeutan = zip(table[.medium]![5], table[.medium]![6]).map { 0.69 * $0 + 0.31 * $1 }
        #expect(zip(deutan, expectedDeutan).allSatisfy { abs($0 - $1) < 1e-12 })
        // Out-of-range severities are clamped.
        #expect(Machado2009.matrix(for: .long, severity: 1.5) == Machado2009.matrix(for: .long, severity: 1))
    }

    @Test("Hand-derived simulated colours from the published matrices")
    func handDerivedValues() throws {
        // Deuteranomaly 1.0 on #ff0000: linear (1, 0, 0) → column 0 = (0.367322, 0.280085, −0.011820);
        // clipped to (0.367322, 0.280085, 0); sRGB-encoded 1.055·x^(1/2.4) − 0.055 = (0.640060, 0.565807, 0).
        let deutan = try CVDSimulator(.deuteranopia, model: .machado).simulate(Color(.srgb, 1, 0, 0))
        #expect(close(deutan.clippedToSRGB.components, SIMD3(0.640_059_555, 0.565_806_941, 0), 2e-6))
        // Protanomaly 0.6 on #ff0000: column 0 of the 0.6 matrix = (0.385450, 0.100526, −0.007442)
        // → (0.654152, 0.350075, 0).
        let protan = try CVDSimulator(.protanomaly, severity: 0.6).simulate(Color(.srgb, 1, 0, 0))
        #expect(close(protan.clippedToSRGB.components, SIMD3(0.654_151_698, 0.350_074_708, 0), 2e-6))
        // Tritanomaly 0.25 with Machado on #0000ff: column 2 halfway between 0.2 and 0.3 =
        // (−0.031356, 0.028248, 0.860280) → (0, 0.183688, 0.935875).
        let tritan = try CVDSimulator(.tritanomaly, severity: 0.25, model: .machado).simulate(Color(.srgb, 0, 0, 1))
        #expect(close(tritan.clippedToSRGB.components, SIMD3(0, 0.183_688_046, 0.935_875_417), 2e-6))
        #expect(close(tritan.components, SIMD3(-0.031_356, 0.028_248, 0.860_28), 2e-6))
    }
}
