import Testing

@testable import ColorAudit
@testable import ColorScience

/// The glare model. Hand derivation:
/// - glare fraction G = ρ·E/(π·Lw): indoor 0.045·500/(π·500) = 0.0143239; outdoor
///   0.045·10000/(π·1000) = 0.143239; the sRGB reference environment (IEC 61966-2-1: 64 lx, 80 cd/m²,
///   1 % viewing flare) with ρ = 0.0393: 64·0.0393/(π·80) = 0.0100077.
/// - ratio (L1 + 0.05 + G)/(L2 + 0.05 + G): #767676 (L = 0.181164) on white indoors
///   1.0643239/0.2454879 = 4.3355; #595959 (L = 0.099899) on white outdoors 1.193239/0.293138 = 4.0706.
@Suite struct GlareTests {
    @Test func presetsFollowFromTheirDocumentedInputs() {
        #expect(abs(Glare.indoor.fraction - 0.0143239) < 1e-6)
        #expect(abs(Glare.outdoor.fraction - 0.143239) < 1e-5)
        #expect(abs(Glare(illuminance: 64, reflectance: 0.0393, whiteLuminance: 80).fraction - 0.0100077) < 1e-6)
    }

    @Test func ratioAddsTheGlareToBothLuminances() {
        #expect(abs(Glare(fraction: 0).ratio(1, 0) - 21) < 1e-12)
        #expect(abs(Glare.indoor.ratio(1, 0.181164) - 4.3355) < 1e-3)
        #expect(abs(Glare.outdoor.ratio(0.099899, 1) - 4.0706) < 1e-3)
        // Black on white outdoors: 1.193239/0.193239 = 6.1750.
        #expect(abs(Glare.outdoor.ratio(Color(.srgb, 0, 0, 0), Color(.srgb, 1, 1, 1)) - 6.1750) < 1e-3)
    }

    @Test func argumentsParse() {
        #expect(Glare(argument: "indoor") == .indoor)
        #expect(Glare(argument: "outdoor") == .outdoor)
        #expect(Glare(argument: "0.05")?.fraction == 0.05)
        #expect(Glare(argument: "-0.1") == nil)
        #expect(Glare(argument: "nan") == nil)
        #expect(Glare(argument: "sunny") == nil)
    }
}
