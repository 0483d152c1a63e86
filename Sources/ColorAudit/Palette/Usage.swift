import ColorScience

/// What a declared pair draws: decides the contrast requirement.
public enum Usage: String, Sendable, Hashable, CaseIterable, Codable {
    /// Body text: WCAG 1.4.3 (4.5:1) unless its size makes it large.
    case text = "text"
    /// Large text: 3:1 under 1.4.3, 4.5:1 under 1.4.6.
    case largeText = "large-text"
    /// A link inside a block of text: text contrast against the background (1.4.3), and, unless it is
    /// underlined, 3:1 against the surrounding text (WCAG 2.2 SC 1.4.1, technique G183;
    /// `link-in-text-block`).
    case link = "link"
    /// Non-text UI (icons, control borders): WCAG 1.4.11, 3:1.
    case ui = "ui"
    /// A focus indicator (focus ring or outline): WCAG 1.4.11 against the background, and 2.4.13 against
    /// the unfocused state (`focus-indicator-contrast`).
    case focus = "focus"
    /// Text or UI of an inactive (disabled) component: exempt from 1.4.3, 1.4.6 and 1.4.11 ("part of an
    /// inactive user interface component … no contrast requirement"); an optional floor is
    /// `disabled-contrast`.
    case disabled = "disabled"
    /// Decoration: exempt from contrast requirements.
    case decorative = "decorative"

    /// True for the usages judged as text (text, large text, links in text): WCAG 1.4.3 and 1.4.6.
    public var isText: Bool { self == .text || self == .largeText || self == .link }

    /// True for the usages with no contrast requirement: decoration and inactive components.
    public var isExempt: Bool { self == .decorative || self == .disabled }
}
