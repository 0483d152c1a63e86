/// Brettel, Viénot & Mollon (1997), *Computerized simulation of color appearance for dichromats*,
/// JOSA A 14(10):2647–2655.
///
/// A dichromat's colours lie on two half-planes of LMS space that meet along the neutral axis: for
/// protanopes and deuteranopes the half-planes through the 475 nm and 575 nm stimuli, for tritanopes
/// through 485 nm and 660 nm (colours dichromats and normal observers see alike). Each colour moves
/// along the missing cone's axis onto the half-plane on its side of the plane that contains the neutral
/// axis and that confusion axis; its two remaining cone responses are kept.
///
/// As in Viénot et al. (1999) and most implementations (Vischeck, DaltonLens), the neutral axis is the
/// display's white (linear RGB (1, 1, 1)) rather than the equal-energy stimulus, so white and greys stay
/// unchanged. ColorAudit uses it with `ConeSpace.srgb`.
public struct Brettel1997: Sendable {
    /// The missing cone.
    public let cone: Deficiency.Cone
    /// Linear-RGB matrix onto the half-plane on the non-negative side of `separation`.
    public let firstHalfPlane: Matrix3
    /// Linear-RGB matrix onto the other half-plane.
    public let secondHalfPlane: Matrix3
    /// Normal of the separating plane, expressed on linear RGB: a colour `c` uses `firstHalfPlane` when
    /// `dot(separation, c) ≥ 0`, else `secondHalfPlane`.
    public let separation: SIMD3<Double>
    /// The wavelengths (nm) of the anchors of the first and second half-planes.
    public let anchors: (first: Int, second: Int)

    /// The model for the dichromacy of `cone` in `space`.
    public init(cone: Deficiency.Cone, space: ConeSpace) {
        self.cone = cone
        let neutral = space.lmsFromRGB * SIMD3(1, 1, 1)
        var axis = SIMD3<Double>(0, 0, 0)
        axis[cone.rawValue] = 1
        var wavelengths = cone == .short ? (485, 660) : (475, 575)
        let separationLMS = Matrix3.cross(neutral, axis)
        // Name the wings so that the first lies on the non-negative side of the separating plane.
        if (separationLMS * space.lms(nanometres: wavelengths.0)).sum() < 0 {
            wavelengths = (wavelengths.1, wavelengths.0)
        }
        func plane(_ nm: Int) -> Matrix3 {
            space.inRGB(
                ConeSpace.projection(
                    onPlaneWithNormal: Matrix3.cross(neutral, space.lms(nanometres: nm)), along: cone))
        }
        firstHalfPlane = plane(wavelengths.0)
        secondHalfPlane = plane(wavelengths.1)
        anchors = (wavelengths.0, wavelengths.1)
        // dot(n, LMS·c) = dot(LMSᵀ·n, c).
        separation = space.lmsFromRGB.transposed * separationLMS
    }

    /// The model for the dichromacy of `cone` in `ConeSpace.srgb` (cached).
    public static func model(for cone: Deficiency.Cone) -> Brettel1997 {
        switch cone {
        case .long: return protan
        case .medium: return deutan
        case .short: return tritan
        }
    }

    private static let protan = Brettel1997(cone: .long, space: .srgb)
    private static let deutan = Brettel1997(cone: .medium, space: .srgb)
    private static let tritan = Brettel1997(cone: .short, space: .srgb)

    /// The simulated linear-RGB colour (unclipped) of a linear-RGB colour.
    public func simulate(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        (separation * rgb).sum() >= 0 ? firstHalfPlane * rgb : secondHalfPlane * rgb
    }
}
