/// What a declared pair draws: decides the contrast requirement.
public enum Usage: String, Sendable, Hashable, CaseIterable, Codable {
    /// Body text: WCAG 1.4.3 (4.5:1) unless its size makes it large.
    case text = "text"
    /// Large text: 3:1 under 1.4.3, 4.5:1 under 1.4.6.
    case largeText = "large-text"
    /// Non-text UI (icons, control borders, focus rings): WCAG 1.4.11, 3:1.
    case ui = "ui"
    /// Decoration: exempt from contrast requirements.
    case decorative = "decorative"
}
