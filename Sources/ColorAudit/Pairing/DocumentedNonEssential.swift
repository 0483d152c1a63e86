import ColorScience

/// **Colours documented as non-essential**: a border or icon colour whose own description (a DTCG
/// `$description`, a Tokens Studio `description`: `ColorToken.documentation`) says it is only for
/// non-essential use, below 3:1, forms `decorative` pairs, with the description quoted as the reason.
///
/// WCAG 2.2 SC 1.4.11 asks 3:1 of "visual information required to identify user interface components
/// and states" and of the parts of graphics "required to understand the content"; a colour its design
/// system reserves for what a user need not see is neither. Compound (element-hq/compound-design-tokens,
/// `tokens/theme-semantics.json`) writes so in its token descriptions:
/// - `color.icon.quaternary`: "⚠️ Lowest contrast non-accessible icons, <3:1. Only use for non-essential
///   icons. Do not rely exclusively on them."
/// - `color.border.interactive.secondary`: "⚠️ Lowest contrast for non-accessible interactive element
///   borders, <3:1. Only use for non-essential borders. Do not rely exclusively on them. State: Rest."
///
/// Recognised phrases (`phrases`, compared lowercase): non-essential, no minimum contrast, a 3:1
/// contrast "isn't required". Only border and icon colours are read so: text is always judged (Compound's
/// `text.decorative.*`, "Decorative text colour … for avatars and usernames", is text people read). A
/// description that only refers to another colour (Compound's `icon.quaternary-alpha`: "Translucent
/// version of quaternary icon. Refer to it for intended use.") is not followed. Declared pairs and pair
/// rules keep their written usage.
enum DocumentedNonEssential {
    /// Phrases of a description that exempt a border or icon colour (see the type).
    static let phrases = [
        "non-essential", "nonessential", "not essential", "no minimum contrast", "contrast isn't required",
        "contrast is not required",
    ]

    /// The description of `token`, a colour of `role`, when it documents the colour as non-essential;
    /// `nil` otherwise.
    static func quote(_ token: ColorToken, role: Role?) -> String? {
        guard role == .border || role == .icon, let text = token.documentation else { return nil }
        let lower = text.lowercased()
        return phrases.contains(where: lower.contains) ? text : nil
    }

    /// Why a pair with such a colour is exempt (`PairDeclaration.formedBy`).
    static func reason(_ quote: String) -> String {
        "convention: documented as non-essential, no 3:1 required (\"\(quote)\")"
    }
}
