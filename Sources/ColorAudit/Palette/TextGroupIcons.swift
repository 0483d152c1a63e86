/// `RoleInference` rule 4a, **an icon named under the text group is an icon**: a name whose deciding word
/// (rule 4) is one of the text group's words (`textGroupWords`: text, foreground, fg, content, ink) and
/// which has an icon word after it (`color-text-icon-error`, `color.foreground.icon.success`) is an icon
/// colour, a non-text graphic (WCAG 2.2 SC 1.4.11, 3:1), not text (SC 1.4.3, 4.5:1).
///
/// Twilio Paste names its icon colours in its text group: "added the following text color tokens for
/// icons: color-text-icon-error … color-text-icon-success … color-text-icon-warning" (twilio-labs/paste
/// `packages/paste-design-tokens/CHANGELOG.md`, #1774), documented as "`$color-text-icon-error` - Use this
/// token for error icons", "`$color-text-icon-inverse` - Use this token for icons paired with inverted
/// backgrounds" (its colour tokens page). A name whose icon word comes first (`color.icon.info`,
/// `icon.color.info`, `--status-icon-info`) already is an icon by rule 4; within one camelCase segment,
/// read from its last word, a text word after the icon word (`labelIconText`) keeps the text.
enum TextGroupIcons {
    /// The text group's words under which a system may name its icon colours.
    static let textGroupWords: Set<String> = ["text", "foreground", "fg", "content", "ink"]

    /// Whether the name cut into `segments` (`RoleInference.segments`), of which rule 4 read the first
    /// `words` words and found `decision`, names an icon under the text group (see the type).
    static func isIcon(_ segments: [[String]], words: Int, decision: RoleInference.Decision) -> Bool {
        guard decision.role == .text, decision.component == nil,
            textGroupWords.contains(segments[decision.segment][decision.word])
        else { return false }
        let icons = RoleInference.words[.icon] ?? []
        var remaining = words
        for (s, segment) in segments.enumerated() where remaining > 0 {
            let kept = segment.prefix(remaining)
            remaining -= kept.count
            for (w, word) in kept.enumerated() where (s, w) > (decision.segment, decision.word) {
                if icons.contains(word) || (word.hasSuffix("s") && icons.contains(String(word.dropLast()))) {
                    return true
                }
            }
        }
        return false
    }
}
