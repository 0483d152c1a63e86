/// Words that name an interaction state of a colour (`accent.hover` is `accent` while hovered), for the
/// readers of names that must not take a state for a colour group (`RoleSetGroups`) or for a scale step
/// (`ScaleStepFamilies`).
enum InteractionStateWords {
    /// The state words, lowercased.
    static let all: Set<String> = ["hover", "hovered", "pressed", "active", "selected", "focus", "focused"]
}
