import CLCMS
import Foundation

/// What an embedded ICC profile is, found with LittleCMS: sRGB, Display P3, or another profile (named by
/// its description), its colour space, and whether its gamut is wider than sRGB.
///
/// **Naming.** A matrix/TRC RGB profile (`cmsIsMatrixShaper`) is compared tag by tag, read with
/// `cmsReadTag`, with references built by LittleCMS from the published definitions — sRGB by
/// `cmsCreate_sRGBProfile` (IEC 61966-2-1), Display P3 by `cmsCreateRGBProfile` from the SMPTE EG 432-1
/// primaries R (0.680, 0.320), G (0.265, 0.690), B (0.150, 0.060), white D65 (0.3127, 0.3290) and the
/// sRGB transfer curve (as `ColorEngine`):
/// - **colourants** (`rXYZ`, `gXYZ`, `bXYZ`, the primaries adapted to the D50 connection space): every
///   X, Y, Z within `colorantTolerance` (0.002) of the reference's;
/// - **white point** (`wtpt`): D50 (ICC v4 and most v2 profiles) or D65 (some v2 profiles), X, Y, Z within
///   0.002; a profile without `wtpt` passes;
/// - **transfer curves** (`rTRC`, `gTRC`, `bTRC`): evaluated at 33 points 0, 1/32, …, 1, every value
///   within `curveTolerance` (0.002 in linear light, 0…1) of the sRGB curve's.
/// Why these tolerances: profiles in the field store colourants in s15Fixed16 (±0.00002) computed with
/// slightly different chromatic-adaptation matrices and rounded primaries, which moves them by up to
/// about 0.0005 (Apple's Display P3, the HP/Microsoft sRGB IEC61966-2.1); 0.002 is four times that, while
/// each primary's sRGB and Display P3 colourants differ by at least 0.07 in some component (red X 0.079,
/// green X 0.093, blue Z 0.070). The curve tolerance accepts curves stored as 1,024- or 4,096-entry tables
/// (interpolation error below 0.0001) and parametric sRGB curves, and refuses a pure γ 2.2 curve, which
/// is up to 0.0085 from the sRGB curve (near 0.75). The description text is never used to name
/// a profile: a profile called "Display P3" with sRGB colourants is sRGB.
/// Profiles that are not matrix/TRC (LUT-based ones such as the ICC's sRGB v4 preference profile), and
/// grey, CMYK or other colour spaces, are `other`.
///
/// **Gamut.** An RGB profile is wide-gamut when one of its primaries — RGB (1, 0, 0), (0, 1, 0), (0, 0, 1)
/// through a LittleCMS relative-colorimetric float transform to XYZ D50, then to linear sRGB — has a
/// linear sRGB component below −0.01 (outside the sRGB triangle by more than rounding). Display P3 red
/// is (1.2249, −0.0421, −0.0196).
public struct ICCProfileIdentity: Sendable, Hashable {
    /// What the profile was recognised as.
    public enum Kind: String, Sendable, Hashable {
        /// sRGB (IEC 61966-2-1).
        case srgb = "sRGB"
        /// Display P3 (P3 primaries, D65 white, sRGB transfer curve).
        case displayP3 = "Display P3"
        /// Anything else (see `description`).
        case other
    }

    /// sRGB, Display P3, or other.
    public var kind: Kind
    /// The profile's description tag (`desc`, English when it has several languages), "" when it has
    /// none.
    public var description: String
    /// The data colour space signature as text: `RGB`, `GRAY`, `CMYK`, … (trailing spaces removed).
    public var colorSpace: String
    /// The ICC version (`cmsGetProfileVersion`, e.g. 2.1, 4.3).
    public var version: Double
    /// True when the profile's gamut reaches outside sRGB (see the type's documentation).
    public var isWideGamut: Bool

    /// Largest difference accepted per colourant X, Y, Z and per white point component.
    public static let colorantTolerance = 0.002
    /// Largest difference accepted between transfer curves, in linear light (0…1).
    public static let curveTolerance = 0.002

    /// Opens `bytes` with `cmsOpenProfileFromMem` and identifies it.
    /// - Throws: a reason string when LittleCMS cannot open the profile, or cannot build a transform
    ///   from an RGB profile (missing or broken tags).
    public init(bytes: [UInt8]) throws(ICCProfileError) {
        _ = ColorEngine.shared  // installs the silent LittleCMS error handler
        guard !bytes.isEmpty,
            let profile = bytes.withUnsafeBytes({ cmsOpenProfileFromMem($0.baseAddress, UInt32($0.count)) })
        else {
            throw ICCProfileError(
                kind: .unreadable,
                reason: "LittleCMS cannot open the ICC profile (\(bytes.count) bytes): not a valid profile")
        }
        defer { cmsCloseProfile(profile) }
        description = Self.text(profile, cmsInfoDescription)
        version = cmsGetProfileVersion(profile)
        let space = cmsGetColorSpace(profile)
        colorSpace = Self.signatureText(space.rawValue)
        guard space == cmsSigRgbData else {
            kind = .other
            isWideGamut = false
            return
        }
        guard let primaries = Self.primaries(profile) else {
            throw ICCProfileError(
                kind: .noTransform,
                reason: "LittleCMS cannot build a colour transform from the RGB profile '\(description)' "
                    + "(missing or invalid tags)")
        }
        isWideGamut = primaries.contains { channel in channel.contains { $0 < -0.01 } }
        kind = .other
        if cmsIsMatrixShaper(profile) != 0, let signature = Signature(profile) {
            if signature.matches(Self.references.srgb) {
                kind = .srgb
            } else if signature.matches(Self.references.displayP3) {
                kind = .displayP3
            }
        }
    }

    /// The name for people: `sRGB`, `Display P3`, or the description in quotes (`'Adobe RGB (1998)'`,
    /// `an unnamed RGB profile`).
    public var name: String {
        switch kind {
        case .srgb, .displayP3: return kind.rawValue
        case .other: return description.isEmpty ? "an unnamed \(colorSpace) profile" : "'\(description)'"
        }
    }

    /// The tags compared with the references.
    package struct Signature {
        package var colorants: [Double]
        package var white: [Double]?
        package var curves: [[Double]]

        init?(_ profile: cmsHPROFILE) {
            func xyz(_ tag: cmsTagSignature) -> [Double]? {
                guard let raw = cmsReadTag(profile, tag) else { return nil }
                let value = raw.assumingMemoryBound(to: cmsCIEXYZ.self).pointee
                return [value.X, value.Y, value.Z]
            }
            guard let red = xyz(cmsSigRedColorantTag), let green = xyz(cmsSigGreenColorantTag),
                let blue = xyz(cmsSigBlueColorantTag)
            else { return nil }
            colorants = red + green + blue
            white = xyz(cmsSigMediaWhitePointTag)
            var curves: [[Double]] = []
            for tag in [cmsSigRedTRCTag, cmsSigGreenTRCTag, cmsSigBlueTRCTag] {
                guard let raw = cmsReadTag(profile, tag) else { return nil }
                let curve = OpaquePointer(raw)
                curves.append((0...32).map { Double(cmsEvalToneCurveFloat(curve, Float($0) / 32)) })
            }
            self.curves = curves
        }

        package func matches(_ reference: Signature) -> Bool {
            let tolerance = ICCProfileIdentity.colorantTolerance
            guard zip(colorants, reference.colorants).allSatisfy({ abs($0 - $1) <= tolerance }) else { return false }
            if let white {
                let d50 = [0.9642, 1.0, 0.8249]
                let d65 = [0.9505, 1.0, 1.0890]
                guard [d50, d65].contains(where: { zip(white, $0).allSatisfy { abs($0 - $1) <= tolerance } }) else {
                    return false
                }
            }
            return zip(curves, reference.curves).allSatisfy { pair in
                zip(pair.0, pair.1).allSatisfy { abs($0 - $1) <= ICCProfileIdentity.curveTolerance }
            }
        }
    }

    /// The reference signatures, built once.
    package static let references: (srgb: Signature, displayP3: Signature) = {
        _ = ColorEngine.shared
        let srgb = cmsCreate_sRGBProfile()!
        var white = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1.0)
        var p3 = cmsCIExyYTRIPLE(
            Red: cmsCIExyY(x: 0.680, y: 0.320, Y: 1), Green: cmsCIExyY(x: 0.265, y: 0.690, Y: 1),
            Blue: cmsCIExyY(x: 0.150, y: 0.060, Y: 1))
        let parameters: [cmsFloat64Number] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
        let curve = cmsBuildParametricToneCurve(nil, 4, parameters)
        var curves: [OpaquePointer?] = [curve, curve, curve]
        let displayP3 = cmsCreateRGBProfile(&white, &p3, &curves)!
        defer {
            cmsCloseProfile(srgb)
            cmsCloseProfile(displayP3)
            cmsFreeToneCurve(curve)
        }
        return (Signature(srgb)!, Signature(displayP3)!)
    }()

    /// The linear sRGB values of the profile's three primaries, or `nil` when no transform can be built.
    private static func primaries(_ profile: cmsHPROFILE) -> [[Double]]? {
        guard let xyz = cmsCreateXYZProfile() else { return nil }
        defer { cmsCloseProfile(xyz) }
        guard
            let transform = cmsCreateTransform(
                profile, CLCMS_TYPE_RGB_DBL, xyz, CLCMS_TYPE_XYZ_DBL, CLCMS_INTENT_RELATIVE_COLORIMETRIC,
                CLCMS_FLAGS_NOCACHE | CLCMS_FLAGS_NOOPTIMIZE)
        else { return nil }
        defer { cmsDeleteTransform(transform) }
        var result: [[Double]] = []
        for channel in 0..<3 {
            var rgb = [0.0, 0.0, 0.0]
            rgb[channel] = 1
            var out = [0.0, 0.0, 0.0]
            cmsDoTransform(transform, &rgb, &out, 1)
            guard out.allSatisfy(\.isFinite) else { return nil }
            let linear = Color(.xyzD50, out[0], out[1], out[2]).converted(to: .srgbLinear)
            result.append([linear.components.x, linear.components.y, linear.components.z])
        }
        return result
    }

    private static func text(_ profile: cmsHPROFILE, _ info: cmsInfoType) -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        let count = cmsGetProfileInfoASCII(profile, info, "en", "US", &buffer, UInt32(buffer.count))
        guard count > 0 else { return "" }
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func signatureText(_ value: UInt32) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
        let text = String(decoding: bytes.filter { (0x20...0x7E).contains($0) }, as: UTF8.self)
        return text.trimmingCharacters(in: .whitespaces)
    }
}
