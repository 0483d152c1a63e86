import ColorScience

/// **Colours documented as an inactive component's**: a foreground colour whose own description
/// (`ColorToken.documentation`: a DTCG `$description`, a Tokens Studio `description`, the XML comment beside
/// an Android `<color>`) says it is the colour of a disabled or inactive state forms `disabled` pairs, as a
/// colour named so does (`RoleInference.isInactive`), with the description quoted as the reason.
///
/// WCAG 2.2 SC 1.4.3 sets no contrast requirement for "text or images of text that are part of an
/// inactive user interface component", and SC 1.4.11 none for inactive components. A name does not
/// always say it; the designer's note does. google/iosched (`mobile/src/main/res/values/colors.xml`,
/// commit 738e1e0) writes `<color name="color_control_light">#39000000</color> <!-- Same as
/// textColorPrimary disabled -->`: 22 % black, the colour of disabled primary text, not body text.
/// Compound's `color.text.disabled`, "Use for regular text in disabled elements. There's no minimum
/// contrast requirement.", says it too (and is named so).
///
/// Read so: a description with a word of `RoleInference.inactiveWords` (disabled, inactive) and no word of
/// `negations` ("not for disabled elements"). Only foregrounds: a background's description is not
/// followed (iosched's surface `color_surface_secondary` #F8F9FA carries the same comment, copied from the
/// line above it; everything drawn on it would otherwise be exempt). Declared pairs and pair rules keep
/// their written usage.
enum DocumentedInactive {
    /// Words of a description that turn it around ("Do not use for disabled states").
    static let negations: Set<String> = ["not", "never", "avoid", "except", "unless", "don't", "dont"]

    /// The description that documents `token`, a colour of `role`, as an inactive component's; `nil` for a
    /// background or focus colour, a colour without a description, or one whose description does not.
    static func quote(_ token: ColorToken, role: Role?) -> String? {
        guard let role, role != .background, role != .focus, let text = token.documentation,
            documentsInactive(text)
        else { return nil }
        return text
    }

    /// Whether `text` names a disabled or inactive state and no negation (see the type).
    static func documentsInactive(_ text: String) -> Bool {
        let words = text.lowercased().split { !$0.isLetter && $0 != "'" && $0 != "’" }.map {
            $0.replacingOccurrences(of: "’", with: "'")
        }
        return words.contains(where: RoleInference.inactiveWords.contains) && !words.contains(where: negations.contains)
    }

    /// Why a pair with such a colour is exempt (`PairDeclaration.formedBy`), the description quoted as
    /// `QuotedDescription` shortens it.
    static func reason(_ quote: String) -> String {
        "convention: documented as an inactive component's colour, exempt (WCAG 1.4.3, 1.4.11) "
            + "(\"\(QuotedDescription.shown(quote))\")"
    }
}
