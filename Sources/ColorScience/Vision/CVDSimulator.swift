/// Simulates how colours look with one colour-vision deficiency, by one model, at one severity.
///
/// Works in linear sRGB: every colour is first converted to unclipped linear sRGB by LittleCMS (so
/// Display P3 and other wide-gamut colours keep their out-of-sRGB components), then mapped; results
/// outside the sRGB gamut stay unclipped (`Color.clippedToSRGB` clips them for display). Simulating on
/// gamma-encoded values would be wrong: the models are linear in light, not in code values.
///
/// - Dichromacies (`protanopia`, `deuteranopia`, `tritanopia`) are at severity 1.
/// - Anomalous trichromacies take a severity 0…1. With `machado` it selects the published matrix
///   (interpolated between steps of 0.1); with `vienot` or `brettel` the dichromat simulation is mixed
///   with the original colour, `s · simulated + (1 − s) · original`, in linear sRGB.
/// - `achromatopsia` maps a colour to the grey of equal luminance Y = 0.2126 R + 0.7152 G + 0.0722 B
///   (IEC 61966-2-1, the `ConeSpace.xyzFromLinearSRGB` row), in linear sRGB.
public struct CVDSimulator: Sendable, Hashable {
    /// Why a simulator cannot be made.
    public enum Error: Swift.Error, Sendable, Hashable, CustomStringConvertible {
        /// The model does not cover the deficiency (e.g. Viénot 1999 and tritanopia).
        case unsupported(model: SimulationModel, deficiency: Deficiency)
        /// A severity outside 0…1, or given for a deficiency that has none (dichromacy, achromatopsia).
        case invalidSeverity(Double, deficiency: Deficiency)

        /// One sentence for people.
        public var description: String {
            switch self {
            case .unsupported(let model, let deficiency):
                let supported = Deficiency.allCases.filter(model.supports).map(\.rawValue)
                return "the \(model.rawValue) model (\(model.citation)) does not simulate \(deficiency.rawValue); "
                    + "it covers \(supported.joined(separator: ", "))"
            case .invalidSeverity(let severity, let deficiency):
                let value = CVDSimulator.format(severity)
                if deficiency.isAnomalous {
                    return "severity \(value) of \(deficiency.rawValue) is outside 0…1 (0 is normal vision, 1 is "
                        + "\(deficiency.dichromacy.rawValue))"
                }
                if deficiency == .achromatopsia {
                    return "achromatopsia takes no severity: it is simulated as complete (luminance only); partial "
                        + "loss of colour vision is not modelled"
                }
                return "\(deficiency.rawValue) takes no severity: it is the complete deficiency (severity 1); a "
                    + "partial one is \(deficiency.anomaly.rawValue), with a severity from 0 to 1"
            }
        }
    }

    /// The deficiency simulated.
    public let deficiency: Deficiency
    /// Severity 0…1 (1 for dichromacies and achromatopsia).
    public let severity: Double
    /// The model used.
    public let model: SimulationModel

    private enum Kernel: Hashable {
        case matrix(Matrix3)
        case brettel(Deficiency.Cone, blend: Double)
        case luminance
    }
    private let kernel: Kernel

    /// A simulator for `deficiency`.
    /// - Parameters:
    ///   - severity: 0…1 for anomalous trichromacies (default 1); must be `nil` or 1 for the others.
    ///   - model: the model, or `nil` for the deficiency's `defaultModel`.
    /// - Throws: `Error.unsupported` when the model does not cover the deficiency;
    ///   `Error.invalidSeverity` for a severity outside 0…1 or given to a complete deficiency.
    public init(_ deficiency: Deficiency, severity: Double? = nil, model: SimulationModel? = nil) throws(Error) {
        let model = model ?? deficiency.defaultModel
        guard model.supports(deficiency) else { throw .unsupported(model: model, deficiency: deficiency) }
        let s = severity ?? 1
        guard s.isFinite, s >= 0, s <= 1 else { throw .invalidSeverity(s, deficiency: deficiency) }
        if !deficiency.isAnomalous && s != 1 { throw .invalidSeverity(s, deficiency: deficiency) }
        self.deficiency = deficiency
        self.severity = s
        self.model = model
        let cone = deficiency.cone
        switch model {
        case .machado:
            kernel = .matrix(Machado2009.matrix(for: cone!, severity: s))
        case .vienot:
            let m = Vienot1999.matrix(for: cone!)
            kernel = .matrix(s == 1 ? m : Matrix3.mix(.identity, m, s))
        case .brettel:
            kernel = .brettel(cone!, blend: s)
        case .luminance:
            kernel = .luminance
        }
    }

    /// The simulated linear-sRGB components (unclipped) of linear-sRGB components.
    public func simulate(linearSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
        switch kernel {
        case .matrix(let m):
            return m * rgb
        case .brettel(let cone, let blend):
            let simulated = Brettel1997.model(for: cone).simulate(rgb)
            return blend == 1 ? simulated : rgb + (simulated - rgb) * blend
        case .luminance:
            let y = (ConeSpace.xyzFromLinearSRGB[row: 1] * rgb).sum()
            return SIMD3(y, y, y)
        }
    }

    /// The colour as simulated: an unclipped `srgbLinear` colour with the same alpha.
    public func simulate(_ color: Color) -> Color {
        Color(space: .srgbLinear, components: simulate(linearSRGB: color.linearSRGB), alpha: color.alpha)
    }

    /// A short label: the deficiency, with the severity for anomalies ("deuteranomaly 0.6").
    public var label: String {
        deficiency.isAnomalous ? "\(deficiency.rawValue) \(CVDSimulator.format(severity))" : deficiency.rawValue
    }

    package static func format(_ value: Double) -> String {
        var text = String(value)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
