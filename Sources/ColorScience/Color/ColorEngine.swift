import CLCMS
import Foundation

/// Converts colour components between the spaces of `ColorSpace`.
///
/// The ICC spaces (sRGB, linear sRGB, Display P3, CIELAB D50, XYZ D50) go through LittleCMS float
/// transforms that are built once here, each on first use, and shared (created with `cmsFLAGS_NOCACHE`, so `cmsDoTransform`
/// is thread-safe; `cmsFLAGS_NOOPTIMIZE` keeps the pipelines unbounded so wide-gamut values are not clipped).
/// The rest are exact algebra on top: LCh from CIELAB, XYZ D65 from XYZ D50 by LittleCMS's Bradford
/// adaptation (`cmsAdaptToIlluminant`), OKLab/OKLCH from linear sRGB by Ottosson's matrices.
///
/// Precision: LittleCMS evaluates float pipelines in 32-bit floats, so results carry about 1e-7
/// relative error. Profiles:
/// - sRGB: LittleCMS's built-in `cmsCreate_sRGBProfile` (IEC 61966-2-1).
/// - Display P3: primaries R (0.680, 0.320), G (0.265, 0.690), B (0.150, 0.060) (SMPTE EG 432-1),
///   white D65 (0.3127, 0.3290), sRGB parametric transfer curve (type 4: γ 2.4, a 1/1.055, b 0.055/1.055,
///   c 1/12.92, d 0.04045).
/// - linear sRGB: Rec. 709 primaries, D65, γ = 1.
public final class ColorEngine: @unchecked Sendable {
    /// The shared engine; its profiles and transforms are built on first use and never per colour.
    public static let shared = ColorEngine()

    /// The spaces LittleCMS converts between directly.
    private enum ICCSpace: Int, CaseIterable {
        case srgb, srgbLinear, displayP3, lab, xyzD50

        /// Spaces whose components carry the sRGB transfer curve.
        package var isEncoded: Bool { self == .srgb || self == .displayP3 }
    }

    /// The profiles of the ICC spaces, by `ICCSpace.rawValue`, open for the engine's lifetime.
    private let profiles: [cmsHPROFILE]
    /// Transforms by source × target (`ICCSpace.rawValue`), each built the first time it is needed
    /// (building one costs as much as thousands of conversions, and a run uses a few of the twenty);
    /// read and written under `lock`.
    private let transforms: UnsafeMutablePointer<cmsHTRANSFORM?>
    private let lock = NSLock()
    /// The sRGB transfer curve (encoded → linear) and its inverse, shared by sRGB and Display P3.
    private let decodeCurve: OpaquePointer
    private let encodeCurve: OpaquePointer
    private let d50: cmsCIEXYZ
    private let d65: cmsCIEXYZ

    private init() {
        cmsSetLogErrorHandler(nil)
        var whiteD65 = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1.0)
        var rec709 = cmsCIExyYTRIPLE(
            Red: cmsCIExyY(x: 0.64, y: 0.33, Y: 1), Green: cmsCIExyY(x: 0.30, y: 0.60, Y: 1),
            Blue: cmsCIExyY(x: 0.15, y: 0.06, Y: 1))
        var p3 = cmsCIExyYTRIPLE(
            Red: cmsCIExyY(x: 0.680, y: 0.320, Y: 1), Green: cmsCIExyY(x: 0.265, y: 0.690, Y: 1),
            Blue: cmsCIExyY(x: 0.150, y: 0.060, Y: 1))
        let srgbParams: [cmsFloat64Number] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
        let srgbCurve = cmsBuildParametricToneCurve(nil, 4, srgbParams)
        let linearCurve = cmsBuildGamma(nil, 1.0)
        var srgbCurves: [OpaquePointer?] = [srgbCurve, srgbCurve, srgbCurve]
        var linearCurves: [OpaquePointer?] = [linearCurve, linearCurve, linearCurve]

        var opened: [ICCSpace: cmsHPROFILE?] = [
            .srgb: cmsCreate_sRGBProfile(),
            .srgbLinear: cmsCreateRGBProfile(&whiteD65, &rec709, &linearCurves),
            .displayP3: cmsCreateRGBProfile(&whiteD65, &p3, &srgbCurves),
            .lab: cmsCreateLab4Profile(nil),
            .xyzD50: cmsCreateXYZProfile(),
        ]
        profiles = ICCSpace.allCases.map { space in
            guard let profile = opened.removeValue(forKey: space) ?? nil else {
                preconditionFailure("LittleCMS could not build the \(space) profile")
            }
            return profile
        }
        decodeCurve = srgbCurve!
        encodeCurve = cmsReverseToneCurve(srgbCurve)!
        cmsFreeToneCurve(linearCurve)
        let count = ICCSpace.allCases.count
        transforms = UnsafeMutablePointer<cmsHTRANSFORM?>.allocate(capacity: count * count)
        transforms.initialize(repeating: nil, count: count * count)
        d50 = cmsD50_XYZ().pointee
        var white65 = cmsCIEXYZ()
        cmsxyY2XYZ(&white65, &whiteD65)
        d65 = white65
    }

    deinit {
        let count = ICCSpace.allCases.count
        for k in 0..<(count * count) where transforms[k] != nil { cmsDeleteTransform(transforms[k]) }
        transforms.deallocate()
        for profile in profiles { cmsCloseProfile(profile) }
        cmsFreeToneCurve(decodeCurve)
        cmsFreeToneCurve(encodeCurve)
    }

    /// Builds the shared engine and the transforms every audit uses (between sRGB, linear sRGB and
    /// CIELAB) on a background thread, so that this work (as much as converting thousands of colours)
    /// overlaps with reading the palettes. A conversion that needs one of them meanwhile waits until it
    /// is built; results are the same as building each on first use.
    public static func prepareInBackground() {
        DispatchQueue.global(qos: .userInitiated).async {
            let engine = ColorEngine.shared
            let common: [(ICCSpace, ICCSpace)] = [
                (.srgb, .srgbLinear), (.srgbLinear, .lab), (.srgb, .lab), (.lab, .srgbLinear), (.srgbLinear, .srgb),
            ]
            for (source, target) in common { _ = engine.transform(from: source, to: target) }
        }
    }

    /// The float transform from `source` to `target` (nil when they are the same space), built on first
    /// use (unbounded, not cached, so it is thread-safe and does not clip).
    private func transform(from source: ICCSpace, to target: ICCSpace) -> cmsHTRANSFORM? {
        if source == target { return nil }
        let slot = source.rawValue * ICCSpace.allCases.count + target.rawValue
        lock.lock()
        defer { lock.unlock() }
        if let built = transforms[slot] { return built }
        func format(_ s: ICCSpace) -> cmsUInt32Number {
            switch s {
            case .srgb, .srgbLinear, .displayP3: return CLCMS_TYPE_RGB_DBL
            case .lab: return CLCMS_TYPE_Lab_DBL
            case .xyzD50: return CLCMS_TYPE_XYZ_DBL
            }
        }
        let built = cmsCreateTransform(
            profiles[source.rawValue], format(source), profiles[target.rawValue], format(target),
            CLCMS_INTENT_RELATIVE_COLORIMETRIC, CLCMS_FLAGS_NOCACHE | CLCMS_FLAGS_NOOPTIMIZE)
        precondition(built != nil, "LittleCMS could not build the \(source)→\(target) transform")
        transforms[slot] = built
        return built
    }

    /// Converts components from one space to another, unclipped. Units as in `ColorSpace`.
    /// - Parameters: components in `source`'s units; `target` the space wanted.
    /// - Returns: components in `target`'s units (hue in degrees 0…360 for polar spaces).
    public func convert(_ components: SIMD3<Double>, from source: ColorSpace, to target: ColorSpace)
        -> SIMD3<Double>
    {
        if source == target { return components }
        let (icc, value) = toICC(components, source)
        let wanted = iccSpace(for: target)
        let converted = icc == wanted ? value : run(value, from: icc, to: wanted)
        return fromICC(converted, wanted, target)
    }

    /// Converts many component vectors from one space to another in one LittleCMS call per batch
    /// (`cmsDoTransform` over all pixels), unclipped; same results as `convert(_:from:to:)` element by
    /// element. Units as in `ColorSpace`.
    /// - Returns: one vector per input, in order.
    public func convert(_ batch: [SIMD3<Double>], from source: ColorSpace, to target: ColorSpace)
        -> [SIMD3<Double>]
    {
        if source == target || batch.isEmpty { return batch }
        let icc = iccSpace(for: source)
        let wanted = iccSpace(for: target)
        let values = batch.map { toICC($0, source).1 }
        guard icc != wanted, let transform = transform(from: icc, to: wanted) else {
            return values.map { fromICC($0, wanted, target) }
        }
        var input = [Double](repeating: 0, count: 3 * values.count)
        for (i, v) in values.enumerated() {
            input[3 * i] = v.x
            input[3 * i + 1] = v.y
            input[3 * i + 2] = v.z
        }
        if icc.isEncoded { input = input.map(mirrorEncodedInput) }
        var output = [Double](repeating: 0, count: input.count)
        cmsDoTransform(transform, &input, &output, cmsUInt32Number(values.count))
        if wanted.isEncoded { output = output.map(mirrorEncodedOutput) }
        return (0..<values.count).map {
            fromICC(SIMD3(output[3 * $0], output[3 * $0 + 1], output[3 * $0 + 2]), wanted, target)
        }
    }

    private func iccSpace(for space: ColorSpace) -> ICCSpace {
        switch space {
        case .srgb: return .srgb
        case .srgbLinear, .oklab, .oklch: return .srgbLinear
        case .displayP3: return .displayP3
        case .lab, .lch: return .lab
        case .xyzD50, .xyzD65: return .xyzD50
        }
    }

    private func toICC(_ c: SIMD3<Double>, _ space: ColorSpace) -> (ICCSpace, SIMD3<Double>) {
        switch space {
        case .srgb: return (.srgb, c)
        case .srgbLinear: return (.srgbLinear, c)
        case .displayP3: return (.displayP3, c)
        case .lab: return (.lab, c)
        case .lch: return (.lab, PolarForm.rectangular(c))
        case .oklab: return (.srgbLinear, OKLab.linearSRGB(fromOKLab: c))
        case .oklch: return (.srgbLinear, OKLab.linearSRGB(fromOKLab: PolarForm.rectangular(c)))
        case .xyzD50: return (.xyzD50, c)
        case .xyzD65: return (.xyzD50, adapt(c, from: d65, to: d50))
        }
    }

    private func fromICC(_ c: SIMD3<Double>, _ icc: ICCSpace, _ space: ColorSpace) -> SIMD3<Double> {
        switch space {
        case .srgb, .srgbLinear, .displayP3, .lab, .xyzD50: return c
        // Chroma below these is float32 pipeline noise on a gray (about 1e-5 in CIELAB, 4e-7 in OKLab).
        case .lch: return PolarForm.polar(c, achromatic: 1e-3)
        case .oklab: return OKLab.okLab(fromLinearSRGB: c)
        case .oklch: return PolarForm.polar(OKLab.okLab(fromLinearSRGB: c), achromatic: 1e-5)
        case .xyzD65: return adapt(c, from: d50, to: d65)
        }
    }

    private func run(_ c: SIMD3<Double>, from source: ICCSpace, to target: ICCSpace) -> SIMD3<Double> {
        guard let transform = transform(from: source, to: target) else { return c }
        // SIMD3<Double> is stored as four Doubles: three components and padding, contiguous, so it can be
        // handed to LittleCMS as one TYPE_*_DBL pixel without allocating arrays.
        var input =
            source.isEncoded ? SIMD3(mirrorEncodedInput(c.x), mirrorEncodedInput(c.y), mirrorEncodedInput(c.z)) : c
        var output = SIMD3<Double>()
        withUnsafePointer(to: &input) { inPointer in
            withUnsafeMutablePointer(to: &output) { outPointer in
                cmsDoTransform(transform, inPointer, outPointer, 1)
            }
        }
        guard target.isEncoded else { return output }
        return SIMD3(mirrorEncodedOutput(output.x), mirrorEncodedOutput(output.y), mirrorEncodedOutput(output.z))
    }

    // LittleCMS continues the sRGB curve below 0 with its linear toe (encoded = 12.92 × linear);
    // CSS Color 4 §10.2 extends it by odd symmetry instead (f(-x) = -f(x)). These two fix-ups make the
    // transforms follow CSS for negative (out-of-gamut) components; values ≥ 0 are untouched.

    /// A negative encoded input is replaced by the value whose linear toe gives CSS's linear value.
    private func mirrorEncodedInput(_ v: Double) -> Double {
        guard v < 0 else { return v }
        return -Double(cmsEvalToneCurveFloat(decodeCurve, Float(-v))) * 12.92
    }

    /// A negative encoded output (= 12.92 × linear) is re-encoded with the mirrored curve.
    private func mirrorEncodedOutput(_ v: Double) -> Double {
        guard v < 0 else { return v }
        return -Double(cmsEvalToneCurveFloat(encodeCurve, Float(-v / 12.92)))
    }

    /// Bradford chromatic adaptation by LittleCMS (`cmsAdaptToIlluminant`).
    private func adapt(_ c: SIMD3<Double>, from source: cmsCIEXYZ, to target: cmsCIEXYZ) -> SIMD3<Double> {
        var result = cmsCIEXYZ()
        var value = cmsCIEXYZ(X: c.x, Y: c.y, Z: c.z)
        var sourceWhite = source
        var targetWhite = target
        cmsAdaptToIlluminant(&result, &sourceWhite, &targetWhite, &value)
        return SIMD3(result.X, result.Y, result.Z)
    }
}
