import ColorScience

/// The threshold profile an audit applies: which text counts as large, minimum text sizes.
public enum Platform: String, Sendable, Hashable, CaseIterable, Codable {
    /// iOS / iPadOS: sizes in points; Apple's guidance (≤ 17 pt needs 4.5:1; ≥ 18 pt or bold, 3:1).
    case ios = "ios"
    /// The web: sizes in CSS px; WCAG's large text (≥ 24 px, or ≥ 18.66 px bold).
    case web = "web"
    /// Android: sizes in sp, treated like CSS px with WCAG's large-text definition.
    case android = "android"
}

extension Platform {
    /// The unit text sizes are written in under this profile: `pt` (iOS), `sp` (Android), `px` (the web).
    public var textSizeUnit: String {
        switch self {
        case .ios: return "pt"
        case .android: return "sp"
        case .web: return "px"
        }
    }
}
