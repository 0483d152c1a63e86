/// The WCAG 2 levels a foreground/background combination meets, with its ratio and APCA Lc — what
/// `coloraudit contrast` reports. Translucent colours are composited (`LayerStack`); when the result
/// depends on an unknown backdrop the worst case decides.
public struct ContrastCheck: Sendable {
    /// A WCAG 2.2 level and the ratio it requires.
    public enum Level: String, Sendable, CaseIterable {
        /// SC 1.4.3, body text: 4.5:1.
        case aa = "AA"
        /// SC 1.4.3, large text: 3:1.
        case aaLarge = "AALarge"
        /// SC 1.4.6, body text: 7:1.
        case aaa = "AAA"
        /// SC 1.4.6, large text: 4.5:1.
        case aaaLarge = "AAALarge"
        /// SC 1.4.11, non-text UI: 3:1.
        case nonText = "nonText"

        /// The minimum ratio this level requires (met when the ratio is at least this).
        public var required: Double {
            switch self {
            case .aa, .aaaLarge: return 4.5
            case .aaLarge, .nonText: return 3
            case .aaa: return 7
            }
        }

        /// Human description, e.g. "AA body text (SC 1.4.3)".
        public var title: String {
            switch self {
            case .aa: return "AA body text (SC 1.4.3)"
            case .aaLarge: return "AA large text (SC 1.4.3)"
            case .aaa: return "AAA body text (SC 1.4.6)"
            case .aaaLarge: return "AAA large text (SC 1.4.6)"
            case .nonText: return "Non-text UI (SC 1.4.11)"
            }
        }
    }

    /// The evaluated stack.
    public let stack: LayerStack

    /// Evaluates `foreground` on `background`, over `backdrop` when given (bottom first).
    public init(foreground: Color, background: Color, backdrop: [Color] = []) {
        stack = LayerStack(foreground: foreground, background: background, backdrop: backdrop)
    }

    /// The WCAG 2 contrast ratio judged (worst case), unrounded, 1…21.
    public var ratio: Double { stack.worstRatio }
    /// APCA Lc of the worst case (signed; see `APCA`).
    public var apca: Double { stack.worstCase.apca }

    /// Whether the judged ratio meets `level` (`ContrastRatio.meets`: 4.4999 fails 4.5, 4.4999999999 meets it).
    public func passes(_ level: Level) -> Bool { ContrastRatio.meets(ratio, level.required) }
}
