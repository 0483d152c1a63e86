/// `RoleInference` rule 4d, **a numbered accent group is a palette, not a role**: a name whose deciding word
/// (rule 4) is `accent` written with a number (`accent01.light`, `accent02.normal`, `accent03.dark`,
/// `accent-04-light`) names one colour of a numbered set of decorative hues, a palette that avatars,
/// illustrations and tags pick from, not the interactive accent drawn as text and icons on every surface.
/// It keeps the role of a later role word (`accent01.text`, `accent02.bg`) and otherwise has none.
///
/// Systems document their accent sets as colours with no meaning of their own, drawn with a role word
/// when drawn at all: Atlassian's accent tokens are for use "when there is no meaning tied to the color,
/// such as colored tags" (`color.background.accent.blue.subtler`) and come with their own text tokens
/// (`color.text.accent.blue`: "Use for blue text on subtlest and subtler blue accent backgrounds";
/// atlassian/atlassian-frontend `@atlaskit/tokens` descriptions); Compound's numbered
/// decorative set is "Decorative text colour … for avatars and usernames" (`color.text.decorative.1` … `6`,
/// `theme-semantics.json`). The accent of a
/// single system (`accent`, `--color-accent`, and Radix's scale
/// steps `--accent-9`, written in a segment of their own) is not numbered so and keeps rule 4's role.
enum NumberedAccentGroups {
    /// Words that name a numbered decorative set when a number is written with them.
    static let groupWords: Set<String> = ["accent", "accents"]

    /// Whether `decision`, rule 4's decision for `name`, was made by an accent word written with a number in
    /// its own segment (`accent01`, `Accent2`), or followed by a segment of digits that is not the name's
    /// last (`accent-04-light`).
    static func isNumberedAccent(_ name: String, decision: RoleInference.Decision) -> Bool {
        guard decision.role == .interactive, decision.component == nil else { return false }
        // The raw segments, with those `RoleInference.segments` leaves out (no letters) kept in place.
        let raw = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        var lettered = -1
        for (k, part) in raw.enumerated() where !RoleInference.splitWords(part).isEmpty {
            lettered += 1
            guard lettered == decision.segment else { continue }
            let words = RoleInference.splitWords(part)
            guard decision.word < words.count, groupWords.contains(words[decision.word]) else { return false }
            if part.contains(where: \.isNumber) { return true }
            let next = k + 1
            return next < raw.count - 1 && raw[next].allSatisfy(\.isNumber)
        }
        return false
    }
}
