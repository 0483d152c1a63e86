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
/// contrast "isn't required", decorative. Only border and icon colours are read so: text is always judged
/// by them (Compound's `text.decorative.*`, "Decorative text colour … for avatars and usernames", is text
/// people read).
///
/// **Documented as not accessible.** A text, icon or border colour whose description says it is not
/// accessible (`notAccessiblePhrases`: "not accessible", "non-accessible", "inaccessible") is one its
/// system keeps below the contrast minimum on purpose, for what need not be read: MetaMask's
/// `text.muted`, "Muted color for text (Not accessible).", and `icon.muted`, "Muted color for icons (Not
/// accessible), following text/muted." (MetaMask/metamask-design-system @ 282b7b9,
/// `packages/design-tokens/src/figma/lightTheme.json`), drawn as avatar placeholders' initials and the
/// disconnected status dot, whose stories switch the contrast check off ("Uses text-muted by design for
/// avatar placeholders", `AvatarToken/AvatarToken.stories.tsx`). Its pairs are formed (they are drawn)
/// and `decorative`, the description quoted; "Lowest contrast accessible icons" (Compound) is no such
/// description.
/// Declared pairs and pair rules keep their written usage.
///
/// A description that defers to another colour for its use ("refer to", "version of", "same as") takes
/// that colour's documented status when it names one colour of its own group: the colour whose last name
/// segment is named in the description. Compound's `icon.quaternary-alpha`: "Translucent version of
/// quaternary icon. Refer to it for intended use." is `icon.quaternary`'s translucent twin and is for
/// non-essential icons as that one is; `icon.tertiary-alpha` defers to `icon.tertiary`, "Lowest contrast
/// accessible icons", and stays judged.
enum DocumentedNonEssential {
    /// Phrases of a description that exempt a border or icon colour (see the type).
    static let phrases = [
        "non-essential", "nonessential", "not essential", "no minimum contrast", "contrast isn't required",
        "contrast is not required", "decorative",
    ]

    /// Phrases of a description that say a text, icon or border colour is not accessible (see the type).
    static let notAccessiblePhrases = [
        "not accessible", "non-accessible", "non accessible", "nonaccessible", "inaccessible", "isn't accessible",
    ]

    /// Phrases of a description that defers to another colour for its use (see the type).
    static let deferrals = ["refer to", "version of", "same as"]

    /// The description that documents `token`, a colour of `role`, as non-essential (a border or icon) or
    /// not accessible (also text and interactive colours) — its own, or that of the colour of `byName` its
    /// description defers to (see the type), with that colour's name; `nil` when neither does.
    static func quote(_ token: ColorToken, role: Role?, in byName: [String: ColorToken] = [:]) -> Quote? {
        let nonText = role == .border || role == .icon
        guard nonText || role == .text || role == .interactive, let text = token.documentation else { return nil }
        if nonText, documentsNonEssential(text) { return Quote(text: text, via: nil) }
        if documentsNotAccessible(text) { return Quote(text: text, via: nil, notAccessible: true) }
        guard let referent = referent(of: token, text, in: byName), let referred = referent.documentation
        else { return nil }
        if nonText, documentsNonEssential(referred) { return Quote(text: referred, via: referent.name) }
        guard documentsNotAccessible(referred) else { return nil }
        return Quote(text: referred, via: referent.name, notAccessible: true)
    }

    /// A description documenting a colour as non-essential or not accessible, and the colour it is written
    /// on when the colour judged defers to it.
    struct Quote: Equatable {
        var text: String
        var via: String?
        /// Whether the description says the colour is not accessible (`notAccessiblePhrases`).
        var notAccessible = false
    }

    static func documentsNonEssential(_ text: String) -> Bool {
        let lower = text.lowercased()
        return phrases.contains(where: lower.contains)
    }

    /// Whether `text` says its colour is not accessible (`notAccessiblePhrases`).
    static func documentsNotAccessible(_ text: String) -> Bool {
        let lower = text.lowercased().replacingOccurrences(of: "’", with: "'")
        return notAccessiblePhrases.contains(where: lower.contains)
    }

    /// The one colour of `token`'s group (its name up to the last `.`) whose last segment `text`, a
    /// description that defers, names: `icon.quaternary` for `icon.quaternary-alpha`'s "Translucent version
    /// of quaternary icon…".
    static func referent(of token: ColorToken, _ text: String, in byName: [String: ColorToken]) -> ColorToken? {
        let lower = text.lowercased()
        guard deferrals.contains(where: lower.contains), let dot = token.name.lastIndex(of: ".") else { return nil }
        let group = token.name[...dot]
        let words = lower.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        // Segments of one word or of two words joined by `-` (`interactive-secondary`).
        let segments = Set(words + zip(words, words.dropFirst()).map { $0 + "-" + $1 })
        let found = segments.compactMap { segment in byName[group + segment] }.filter { $0.name != token.name }
        return found.count == 1 ? found[0] : nil
    }

    /// Why a pair with such a colour is exempt (`PairDeclaration.formedBy`).
    static func reason(_ quote: Quote) -> String {
        (quote.notAccessible
            ? "convention: documented by its system as not accessible, below the minimum on purpose ("
            : "convention: documented as non-essential, no 3:1 required (")
            + (quote.via.map { "as \($0): " } ?? "") + "\"\(QuotedDescription.shown(quote.text))\")"
    }
}
