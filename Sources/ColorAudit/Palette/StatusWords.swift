/// The words naming a status (lowercase, as `RoleInference.splitWords` gives them): the colours a user must
/// tell apart (`DistinguishedColors`, the colour-vision rule) and the families named by their members
/// (`StatusFamilyNames`) read the same list.
enum StatusWords {
    static let all: Set<String> = [
        "danger", "error", "critical", "negative", "success", "positive", "warning", "caution", "attention",
        "info", "information", "informative", "severe", "done", "open", "closed", "merged", "discovery",
        "sponsors", "neutral", "accent",
    ]
}
