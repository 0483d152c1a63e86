/// A colour-vision deficiency ColorAudit can simulate.
///
/// Dichromacies lack one cone type entirely; anomalous trichromacies have a shifted cone and are given
/// with a severity 0…1 (0 = normal vision, 1 = the matching dichromacy); achromatopsia (rod
/// monochromacy) sees luminance only. Prevalence among men of European descent, after Sharpe et al.
/// (1999), *Opsin genes, cone photopigments, color vision, and color blindness*: protanopia ≈ 1 %,
/// deuteranopia ≈ 1 %, protanomaly ≈ 1 %, deuteranomaly ≈ 5 %; tritan defects and achromatopsia are
/// rare (of the order of 1 in 10,000 or fewer).
public enum Deficiency: String, Sendable, Hashable, CaseIterable, Codable {
    /// No L (long-wavelength, "red") cones.
    case protanopia = "protanopia"
    /// No M (medium-wavelength, "green") cones.
    case deuteranopia = "deuteranopia"
    /// No S (short-wavelength, "blue") cones.
    case tritanopia = "tritanopia"
    /// L cones shifted towards M (severity 0…1).
    case protanomaly = "protanomaly"
    /// M cones shifted towards L (severity 0…1).
    case deuteranomaly = "deuteranomaly"
    /// S cones shifted (severity 0…1).
    case tritanomaly = "tritanomaly"
    /// No cone vision: luminance only.
    case achromatopsia = "achromatopsia"

    /// The cone types of the LMS space, indexed 0 (L), 1 (M), 2 (S).
    public enum Cone: Int, Sendable, Hashable, CaseIterable {
        /// Long-wavelength cones (protan defects).
        case long = 0
        /// Medium-wavelength cones (deutan defects).
        case medium = 1
        /// Short-wavelength cones (tritan defects).
        case short = 2
    }

    /// The deficiencies the `cvd-collision` rule checks by default: the three dichromacies and
    /// achromatopsia.
    public static let defaultChecks: [Deficiency] = [.protanopia, .deuteranopia, .tritanopia, .achromatopsia]

    /// The cone that is missing or anomalous; `nil` for achromatopsia.
    public var cone: Cone? {
        switch self {
        case .protanopia, .protanomaly: return .long
        case .deuteranopia, .deuteranomaly: return .medium
        case .tritanopia, .tritanomaly: return .short
        case .achromatopsia: return nil
        }
    }

    /// True for the anomalous trichromacies (the ones that take a severity).
    public var isAnomalous: Bool { self == .protanomaly || self == .deuteranomaly || self == .tritanomaly }

    /// The dichromacy of the same cone (`protanomaly` → `protanopia`); itself for dichromacies and
    /// achromatopsia.
    public var dichromacy: Deficiency {
        switch self {
        case .protanomaly: return .protanopia
        case .deuteranomaly: return .deuteranopia
        case .tritanomaly: return .tritanopia
        default: return self
        }
    }

    /// The anomalous trichromacy of the same cone (`protanopia` → `protanomaly`); itself for anomalies
    /// and achromatopsia.
    public var anomaly: Deficiency {
        switch self {
        case .protanopia: return .protanomaly
        case .deuteranopia: return .deuteranomaly
        case .tritanopia: return .tritanomaly
        default: return self
        }
    }

    /// The model used when none is asked for: Viénot 1999 for protanopia and deuteranopia, Brettel 1997
    /// for tritanopia and (blended by severity) tritanomaly, Machado 2009 for protanomaly and
    /// deuteranomaly, luminance for achromatopsia.
    public var defaultModel: SimulationModel {
        switch self {
        case .protanopia, .deuteranopia: return .vienot
        case .tritanopia, .tritanomaly: return .brettel
        case .protanomaly, .deuteranomaly: return .machado
        case .achromatopsia: return .luminance
        }
    }
}
