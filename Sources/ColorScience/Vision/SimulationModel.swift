/// A published model of how a colour looks to a person with a colour-vision deficiency.
///
/// - `vienot`: Viénot, Brettel & Mollon (1999), *Digital video colourmaps for checking the legibility
///   of displays by dichromats*, Color Research & Application 24(4):243–252. One projection plane;
///   protanopia and deuteranopia only (the paper does not model tritanopia).
/// - `brettel`: Brettel, Viénot & Mollon (1997), *Computerized simulation of color appearance for
///   dichromats*, JOSA A 14(10):2647–2655. Two half-planes; all three dichromacies.
/// - `machado`: Machado, Oliveira & Fernandes (2009), *A physiologically-based model for simulation of
///   color vision deficiency*, IEEE TVCG 15(6):1291–1298. Matrices for severities 0…1 in steps of 0.1;
///   anomalous trichromacy and (at severity 1) dichromacy of all three cones.
/// - `luminance`: achromatopsia — every colour becomes the grey of equal CIE luminance Y.
///
/// Dichromacy models applied to an anomalous trichromacy are blended with the original colour by the
/// severity, linearly in linear sRGB (as DaltonLens does; no paper gives a better rule for them).
public enum SimulationModel: String, Sendable, Hashable, CaseIterable, Codable {
    /// Viénot, Brettel & Mollon 1999.
    case vienot = "vienot"
    /// Brettel, Viénot & Mollon 1997.
    case brettel = "brettel"
    /// Machado, Oliveira & Fernandes 2009.
    case machado = "machado"
    /// Luminance only (achromatopsia).
    case luminance = "luminance"

    /// Whether the model can simulate `deficiency`.
    public func supports(_ deficiency: Deficiency) -> Bool {
        switch self {
        case .vienot: return deficiency.cone == .long || deficiency.cone == .medium
        case .brettel, .machado: return deficiency.cone != nil
        case .luminance: return deficiency == .achromatopsia
        }
    }

    /// A short citation for people ("Viénot, Brettel & Mollon 1999").
    public var citation: String {
        switch self {
        case .vienot: return "Viénot, Brettel & Mollon 1999"
        case .brettel: return "Brettel, Viénot & Mollon 1997"
        case .machado: return "Machado, Oliveira & Fernandes 2009"
        case .luminance: return "CIE luminance Y (IEC 61966-2-1)"
        }
    }
}
