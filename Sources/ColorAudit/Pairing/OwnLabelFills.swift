import ColorScience

/// `PairFormation` rule 30, **a fill with a label of its own takes that label**: a component's background
/// whose name has a twin foreground — the same words with the background word swapped for a label word
/// (`action.color.background.inverted.primary.default` and `action.color.foreground.inverted.primary.default`,
/// `badge.color.background.bulletin` and `badge.color.foreground.bulletin`, Primer's
/// `button-primary-bgColor-rest` and `button-primary-fgColor-rest`) — is drawn with that label. Its twin is
/// found for a state too from the state's rest (`…primary.hover` takes `…primary.default` where no
/// `…primary.hover` label exists).
///
/// Dialtone's components set their text and background from such twins, state by state
/// (dialpad/dialtone @ acb6a6c2, `packages/dialtone-css/lib/build/less/components/button.less` 292–309: the
/// primary button's `--button-color-text: var(--dt-action-color-foreground-base-primary-default)` on
/// `--dt-action-color-background-base-primary-{default,hover,active}`; 418–436 the inverted primary
/// button's; `badge.less` 86–88 the bulletin badge's `badge-color-foreground-bulletin` on
/// `badge-color-background-bulletin`). So on such a fill these foregrounds form no pair:
/// - **another fill's label** (`action.color.foreground.base.default`, the transparent default button's
///   purple text, on the primary button's purple fill: 1.00:1, drawn by nobody);
/// - **inverse text** that is not its label (`color.foreground.primary-inverted`, white, on the inverted
///   primary button's white fill; the inverse family on the bulletin badge, which takes
///   `badge.color.foreground.bulletin`): inverse text belongs on the inverse surfaces (rule 24), and a
///   fill that has a label takes it.
/// Other text (the page's body text, a component's other text such as an input's placeholder), borders
/// and focus rings are left to the other rules.
///
/// A twin needs a component before the background word: at least one word that is not generic
/// (`PairFormation.genericWords`) and not the prefix every colour with a role shares (Kong's `kui`).
/// The page's `color.background.default` and `color.text.default` are no twins.
struct OwnLabelFills: Sendable {
    /// Words that name a background, and a label, where a twin swaps them.
    static let backgroundWords: Set<String> = ["background", "bg"]
    static let labelWords: Set<String> = ["foreground", "fg", "text", "label"]

    /// The own labels of each surface that has one (formed foreground indices), by surface index.
    let labels: [Int: Set<Int>]
    /// The foregrounds that are the own label of some surface.
    let allLabels: Set<Int>
    /// The foregrounds named inverse or inverted (`PairFormation.inverseWords`).
    let inverse: Set<Int>

    /// Finds the twins among `foregrounds` and `surfaces` (palette tokens, indexed as `PairFormation`'s);
    /// `prefix` is the word every colour with a role shares, if any (`PairFormation.sharedPrefixWord`).
    init(foregrounds: [ColorToken], surfaces: [ColorToken], prefix: String?) {
        var byKey: [[String]: [Int]] = [:]
        var inverse = Set<Int>()
        for (f, token) in foregrounds.enumerated() where token.role != .focus && token.role != .border {
            let words = RoleInference.splitWords(token.name)
            if words.contains(where: PairFormation.inverseWords.contains) { inverse.insert(f) }
            if let key = Self.key(words, roleWords: Self.labelWords, prefix: prefix) {
                byKey[key, default: []].append(f)
            }
        }
        var labels: [Int: Set<Int>] = [:]
        if !byKey.isEmpty {
            for (b, surface) in surfaces.enumerated() {
                guard
                    let key = Self.key(
                        RoleInference.splitWords(surface.name), roleWords: Self.backgroundWords, prefix: prefix)
                else { continue }
                if let own = byKey[key] {
                    labels[b] = Set(own)
                } else if let last = key.last, PairFormation.stateWords.contains(last) {
                    let rest = Array(key.dropLast())
                    if let own = byKey[rest + ["default"]] ?? byKey[rest + ["rest"]] ?? byKey[rest] {
                        labels[b] = Set(own)
                    }
                }
            }
        }
        self.labels = labels
        allLabels = Set(labels.values.joined())
        self.inverse = labels.isEmpty ? [] : inverse
    }

    /// The twin key of a name's words: its words with colour words dropped and the last of `roleWords`
    /// replaced by an empty word, or `nil` when it has none or no component before it (see the type).
    static func key(_ words: [String], roleWords: Set<String>, prefix: String?) -> [String]? {
        guard let role = words.lastIndex(where: roleWords.contains) else { return nil }
        var head = words[..<role].filter { $0 != "color" && $0 != "colour" }
        if let prefix, head.first == prefix { head.removeFirst() }
        guard head.contains(where: { !PairFormation.genericWords.contains($0) }) else { return nil }
        return head + [""] + words[(role + 1)...].filter { $0 != "color" && $0 != "colour" }
    }

    /// Whether foreground `f` is kept off surface `b`: `b` has an own label, `f` is not one of them, and
    /// `f` is another fill's label or inverse (see the type).
    func keepsOff(_ f: Int, surface b: Int) -> Bool {
        guard let own = labels[b], !own.contains(f) else { return false }
        return allLabels.contains(f) || inverse.contains(f)
    }
}
