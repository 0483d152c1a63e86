/// **A translucent tint named by its level** is a background: a colour whose name gives it an interactive
/// role by a level word (`primary`), named last with a tint word (`muted`, `subtle`, `weak`…, then any
/// state words), whose every value is at most `maximumAlpha` opaque, is the tint of that level's family, a
/// surface — no link or label is drawn at a tenth of its opacity. Named only so (`level(ofTintNamed:)`), it is
/// a tint of its level's namespace (`PairFormation` rule 2), which general text is drawn on. This is the one
/// rule that makes a level's tint a surface, in a `primary` family named by its members too
/// (`StatusFamilyNames`, which reads that family for its `inverse` and its tint's states only).
///
/// MetaMask's design tokens (MetaMask/metamask-design-system, commit 282b7b9,
/// `packages/design-tokens/src/figma/lightTheme.json`) name `primary.muted` `#4459ff1a` ("Muted color for
/// primary semantic elements"), `primary.muted-hover` `#4459ff26` and `primary.muted-pressed` `#4459ff33`
/// ("Hover state surface for primary/muted"); its components draw them as fills (`BannerAlert.constants.ts:35`
/// `bg-primary-muted` under `text-default`), never as text.
enum TranslucentTints {
    /// The largest alpha of a tint's values: under the 38 % opacity Material 3 gives disabled content
    /// (m3.material.io/foundations/interaction/states), so no content is drawn this faint; MetaMask's tints
    /// are 10–25 % opaque.
    static let maximumAlpha = 0.3

    /// Words that name a family's light tint (as `PairFormation.tintWords`).
    static let tintWords: Set<String> = ["muted", "subtle", "subtler", "subtlest", "weak", "soft", "faint", "tint"]

    /// Words of a state after the tint word (`muted-hover`).
    static let stateWords: Set<String> = ["hover", "hovered", "pressed", "active", "selected"]

    /// Words of a level a tint is named by (`primary.muted`).
    static let levelWords: Set<String> = ["primary", "secondary", "tertiary", "brand", "accent"]

    /// The level word of a name read as a level's tint, its level word first, then a tint word and any state
    /// words (`primary.muted`, `primary.muted-hover` → primary), whatever its values; `nil` otherwise.
    /// `PairFormation` reads it as the tint's namespace, so only general text is drawn on it besides its own
    /// level's colours.
    static func level(ofTintNamed name: String) -> String? {
        var words = RoleInference.splitWords(name)
        while let last = words.last, stateWords.contains(last) { words.removeLast() }
        guard words.count == 2, levelWords.contains(words[0]), tintWords.contains(words[1]) else { return nil }
        return words[0]
    }

    /// Whether `token`, inferred as `role`, is such a tint (see the type).
    static func isTint(_ token: ColorToken, role: Role) -> Bool {
        guard role == .interactive, !token.values.isEmpty else { return false }
        var words = RoleInference.splitWords(token.name)
        while let last = words.last, stateWords.contains(last) { words.removeLast() }
        guard let last = words.last, tintWords.contains(last) else { return false }
        return token.values.values.allSatisfy { $0.color.alpha <= maximumAlpha }
    }
}
