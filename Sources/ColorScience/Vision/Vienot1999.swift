/// Viénot, Brettel & Mollon (1999), *Digital video colourmaps for checking the legibility of displays
/// by dichromats*, Color Research & Application 24(4):243–252.
///
/// A protanope or deuteranope sees every colour as the colour on one plane of LMS space that lies on
/// its line of confusion (the line along the missing cone's axis). Viénot et al. take the plane
/// through black, white and the display's blue and yellow (R + G) primaries — close to the 475 nm and
/// 575 nm stimuli dichromats see as normal observers do — so the map is a single 3×3 matrix in linear
/// RGB. Blue (0, 0, 1), yellow (1, 1, 0), white and every grey are left unchanged, and the two remaining
/// cone responses of every colour are kept.
///
/// ColorAudit uses it with `ConeSpace.srgb`. Tritanopia is not covered by this model (use
/// `Brettel1997`).
public enum Vienot1999 {
    /// The LMS-space projection for protanopia (`cone == .long`) or deuteranopia (`.medium`) in `space`:
    /// the identity except for the missing cone's row, which rebuilds that response from the two others.
    /// (For the paper's CRT monitor this row is L = 2.02344 M − 2.52581 S, resp. M = 0.494207 L +
    /// 1.24827 S.) Precondition: `cone` is `.long` or `.medium`.
    public static func projection(for cone: Deficiency.Cone, in space: ConeSpace) -> Matrix3 {
        precondition(cone != .short, "Viénot et al. 1999 model protanopia and deuteranopia only")
        let blue = space.lmsFromRGB * SIMD3(0, 0, 1)
        let yellow = space.lmsFromRGB * SIMD3(1, 1, 0)
        return ConeSpace.projection(onPlaneWithNormal: Matrix3.cross(yellow, blue), along: cone)
    }

    /// The linear-RGB simulation matrix for protanopia or deuteranopia in `space`.
    /// Precondition: `cone` is `.long` or `.medium`.
    public static func matrix(for cone: Deficiency.Cone, in space: ConeSpace) -> Matrix3 {
        space.inRGB(projection(for: cone, in: space))
    }

    /// The linear-sRGB simulation matrix for protanopia or deuteranopia (cached).
    /// Precondition: `cone` is `.long` or `.medium`.
    public static func matrix(for cone: Deficiency.Cone) -> Matrix3 {
        precondition(cone != .short, "Viénot et al. 1999 model protanopia and deuteranopia only")
        return cone == .long ? protan : deutan
    }

    private static let protan = matrix(for: .long, in: .srgb)
    private static let deutan = matrix(for: .medium, in: .srgb)
}
