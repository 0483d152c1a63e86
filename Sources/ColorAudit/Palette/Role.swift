import ColorScience

/// What a colour is used for; decides which checks apply to it.
public enum Role: String, Sendable, Hashable, CaseIterable, Codable {
    /// Plain text (labels, body copy). Checked as a foreground with WCAG 1.4.3/1.4.6.
    case text = "text"
    /// Surfaces that things are drawn on.
    case background = "background"
    /// Tint, links, buttons, controls: what can be tapped or clicked.
    case interactive = "interactive"
    /// Icons and other non-text UI that conveys meaning (WCAG 1.4.11).
    case icon = "icon"
    /// Borders and separators of controls (WCAG 1.4.11).
    case border = "border"
    /// Focus indicators: focus rings and outlines drawn around the focused control (WCAG 1.4.11 and
    /// 2.4.13 Focus Appearance; `focus-indicator-contrast`).
    case focus = "focus"
    /// Decoration with no information; exempt from contrast.
    case decorative = "decorative"

    /// Roles that are drawn on a background and so get contrast checks.
    public var isForeground: Bool {
        self == .text || self == .interactive || self == .icon || self == .border || self == .focus
    }
}

/// How a colour's role was decided.
public enum RoleSource: String, Sendable, Hashable, Codable {
    /// Written in the palette (`role:`).
    case declared
    /// Given by a name pattern of a `roles:` map (palette or configuration file; `RolePattern`).
    case pattern
    /// Inferred from the token's name by `RoleInference`.
    case inferred
    /// Neither: the colour gets no contrast checks, and the report says so.
    case unknown
}
