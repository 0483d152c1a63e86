/// A cone-response (LMS) space tied to a linear RGB display space: the space the dichromacy models of
/// Brettel, Viénot & Mollon work in.
///
/// The standard one, `ConeSpace.srgb`, is the "sRGB + Smith–Pokorny" model recommended by DaltonLens
/// (N. Burrus, *Understanding CVD simulation*, daltonlens.org, 2021) — Viénot et al.'s cone space with a
/// modern display's primaries:
/// - linear sRGB → CIE XYZ (D65, unadapted): the IEC 61966-2-1 matrix derived from the sRGB primaries
///   and the D65 white (0.3127, 0.3290), as printed in CSS Color 4 §18 (sample code);
/// - XYZ → LMS: the Smith & Pokorny (1975) cone fundamentals in the form Viénot, Brettel & Mollon (1999)
///   give them: L = 0.15514 X + 0.54312 Y − 0.03286 Z, M = −0.15514 X + 0.45684 Y + 0.03286 Z,
///   S = 0.01608 Z.
///
/// Spectral anchors of Brettel et al. (1997) are placed with the CIE 1931 2° colour-matching functions
/// (CIE 015:2004, Table T.4). The scale of each LMS axis does not matter: projections along one axis are
/// unchanged by rescaling the axes.
public struct ConeSpace: Sendable, Hashable {
    /// Linear RGB → LMS.
    public let lmsFromRGB: Matrix3
    /// XYZ → linear RGB of the display (to place spectral anchors).
    public let rgbFromXYZ: Matrix3

    /// A cone space from the display's linear-RGB → XYZ matrix and an XYZ → LMS matrix.
    public init(xyzFromRGB: Matrix3, lmsFromXYZ: Matrix3 = ConeSpace.smithPokorny) {
        lmsFromRGB = lmsFromXYZ * xyzFromRGB
        rgbFromXYZ = xyzFromRGB.inverse
    }

    /// A cone space from a display's linear-RGB → LMS and linear-RGB → XYZ matrices (for models published
    /// with their own LMS transform, such as Viénot et al.'s CRT monitor).
    public init(lmsFromRGB: Matrix3, xyzFromRGB: Matrix3) {
        self.lmsFromRGB = lmsFromRGB
        rgbFromXYZ = xyzFromRGB.inverse
    }

    /// LMS → linear RGB.
    public var rgbFromLMS: Matrix3 { lmsFromRGB.inverse }

    /// Linear sRGB → XYZ (D65), rows X, Y, Z (CSS Color 4 §18).
    public static let xyzFromLinearSRGB = Matrix3(
        SIMD3(0.412_390_799_265_959_34, 0.357_584_339_383_878, 0.180_480_788_401_834_3),
        SIMD3(0.212_639_005_871_510_27, 0.715_168_678_767_756, 0.072_192_315_360_733_71),
        SIMD3(0.019_330_818_715_591_82, 0.119_194_779_794_625_98, 0.950_532_152_249_660_7))

    /// XYZ → LMS, Smith & Pokorny (1975) as given by Viénot, Brettel & Mollon (1999).
    public static let smithPokorny = Matrix3(
        SIMD3(0.155_14, 0.543_12, -0.032_86),
        SIMD3(-0.155_14, 0.456_84, 0.032_86),
        SIMD3(0, 0, 0.016_08))

    /// Linear sRGB with Smith–Pokorny cones: the space every simulation of ColorAudit uses.
    public static let srgb = ConeSpace(xyzFromRGB: xyzFromLinearSRGB)

    /// CIE 1931 2° colour-matching functions (x̄, ȳ, z̄) at a wavelength in nm, for the four spectral
    /// anchors of Brettel et al. (1997): 475, 485, 575 and 660 nm (CIE 015:2004, Table T.4).
    /// Precondition: `nanometres` is one of those four.
    public static func xyz(nanometres: Int) -> SIMD3<Double> {
        switch nanometres {
        case 475: return SIMD3(0.1421, 0.1126, 1.0419)
        case 485: return SIMD3(0.057_95, 0.1693, 0.6162)
        case 575: return SIMD3(0.8425, 0.9154, 0.0018)
        case 660: return SIMD3(0.1649, 0.0610, 0.0000)
        default: preconditionFailure("no tabulated anchor at \(nanometres) nm")
        }
    }

    /// The LMS coordinates of a monochromatic anchor (see `xyz(nanometres:)`).
    public func lms(nanometres: Int) -> SIMD3<Double> {
        lmsFromRGB * (rgbFromXYZ * ConeSpace.xyz(nanometres: nanometres))
    }

    /// The LMS-space matrix that moves a colour along the axis of the missing `cone` onto the plane
    /// through the origin with normal `normal` (the dichromat cannot tell the points of that line
    /// apart). The other two cone responses are kept.
    /// Precondition: `normal[cone] ≠ 0` (the plane is not parallel to the axis).
    public static func projection(onPlaneWithNormal normal: SIMD3<Double>, along cone: Deficiency.Cone) -> Matrix3 {
        let k = cone.rawValue
        precondition(normal[k] != 0, "projection plane parallel to the confusion axis")
        var rows = [SIMD3<Double>(1, 0, 0), SIMD3<Double>(0, 1, 0), SIMD3<Double>(0, 0, 1)]
        var row = -normal / normal[k]
        row[k] = 0
        rows[k] = row
        return Matrix3(rows[0], rows[1], rows[2])
    }

    /// The linear-RGB matrix of an LMS-space map: `RGB←LMS · lms · LMS←RGB`.
    public func inRGB(_ lms: Matrix3) -> Matrix3 {
        rgbFromLMS * lms * lmsFromRGB
    }
}
