/// `PairFormation` rule 23's names, **families of a symmetric step scale**: token sets that name their
/// text, icon and background colours by role, then hue or status, then a step on a scale symmetric
/// around an unnamed base — `weakest, weaker, weak, (base), strong, stronger, strongest`, also
/// `subtlest … subtle` and `bold … boldest`:
/// - Kong's design tokens: `kui-color-text-primary-weakest` … `-weak`, `kui-color-text-primary`,
///   `-strong` … `-strongest`, and `kui-color-background-danger-weakest` (red.10) … `kui-color-background-
///   danger` (red.60) … `-strongest` (red.90), "Weakest background color for danger actions or messages"
///   (Kong/design-tokens `TOKENS.md`, 001c317);
/// - Atlassian's tokens: `color.text.accent.red` and `color.text.accent.red.bolder`, `color.background.
///   accent.red.subtlest`, `.subtler`, `.subtle`, `.bolder`; `color.background.danger`, `.danger.bold`
///   (atlassian.design/components/tokens/all-tokens).
///
/// A colour's **family** (`step(of:)`) is its name's words after the word that gave it its role
/// (`RoleInference.decide`: `text`, `background`, `icon`), less vacuous words (`color`), state words
/// (`hovered`), base words (`base`, `default`) and step words, when some word is left: `color.text.info.
/// weaker`, `color.background.info.weakest` and `icon.color.info` are all of family `info`,
/// `color.text.accent.red.bolder` of `accent.red`; `color.text.default` and `color.text.subtle` have none
/// (neutral text). A name with an `on` or inverse word is no member (its own rules pair it). A family
/// named by level words alone (`PairFormation.genericWords`: `primary`, `secondary`, `muted`) is one only
/// when its own text or icon steps form a scale (Kong's `kui-color-text-primary-weakest` … `-strongest`),
/// not Dialtone's `color.foreground.primary`, "Default text color throughout the UI" (dialpad/dialtone
/// `packages/dialtone-tokens/tokens/semantic/dp/default.json`), beside `color.surface.primary`.
///
/// **Recognised** (`isActive`) when some family has a text or icon step and its base, or two steps (a
/// text scale, not one tint): then each family that has a text or icon colour and a background is a
/// family of the palette, and its text and icon colours (`foregroundFamily`) and backgrounds
/// (`backgroundFamily`) are members. Which of a family's steps are tints and which are strong fills,
/// which text steps are drawn inversely, is read from the values (`SymmetricScaleSteps`).
struct ScaleStepFamilies: Sendable {
    /// A colour's place on a scale: its family and its step's rank (negative: weak side by name; 0 the
    /// base), and whether it is in an interaction state.
    struct Step: Sendable, Hashable {
        let family: String
        let rank: Int
        let isState: Bool
    }

    /// Step words with their rank on the scale, the weak side negative.
    static let stepRanks: [String: Int] = [
        "weakest": -3, "weaker": -2, "weak": -1, "subtlest": -3, "subtler": -2, "subtle": -1,
        "strong": 1, "stronger": 2, "strongest": 3, "bold": 1, "bolder": 2, "boldest": 3,
    ]

    /// Words that name the base step.
    static let baseWords: Set<String> = ["base", "default"]

    /// Interaction-state words (a step in a state is still the step).
    static let stateWords = InteractionStateWords.all

    /// The family of each formed foreground (text or icon) that is a member, by index.
    let foregroundFamily: [Int: String]
    /// The family of each background that is a member, by index into the backgrounds.
    let backgroundFamily: [Int: String]
    /// The step of every member, foregrounds then backgrounds, by name.
    let steps: [String: Step]

    /// Whether the palette names a symmetric text scale (see the type).
    var isActive: Bool { !foregroundFamily.isEmpty }

    /// The family and step of a colour's name (see the type), `nil` when it has none.
    static func step(of name: String) -> Step? {
        let segments = RoleInference.segments(name)
        let count = segments.reduce(0) { $0 + $1.count }
        guard let decision = RoleInference.decide(segments, words: count), decision.component == nil else {
            return nil
        }
        let after = Array(
            segments[decision.segment].dropFirst(decision.word + 1) + segments.dropFirst(decision.segment + 1).joined())
        guard !after.contains("on"), !after.contains(where: PairFormation.inverseWords.contains) else { return nil }
        var rank = 0
        var isState = false
        var family: [String] = []
        for word in after {
            if let r = stepRanks[word] {
                rank = r
            } else if stateWords.contains(word) {
                isState = true
            } else if !baseWords.contains(word), !PairFormation.vacuousWords.contains(word), word.count > 1 {
                family.append(word)
            }
        }
        guard !family.isEmpty else { return nil }
        return Step(family: family.joined(separator: "."), rank: rank, isState: isState)
    }

    /// Recognises the families among the formed `foregrounds` (text and icon colours are members) and the
    /// `backgrounds` (see the type).
    init(foregrounds: [ColorToken], backgrounds: [ColorToken]) {
        var steps: [String: Step] = [:]
        var textSteps: [String: Set<Int>] = [:]
        var foregroundCandidates: [(Int, String)] = []
        for (f, token) in foregrounds.enumerated() where token.role == .text || token.role == .icon {
            guard let step = Self.step(of: token.name) else { continue }
            steps[token.name] = step
            foregroundCandidates.append((f, step.family))
            if !step.isState { textSteps[step.family, default: []].insert(step.rank) }
        }
        func isScale(_ ranks: Set<Int>) -> Bool { ranks.count >= 2 && ranks.contains { $0 != 0 } }
        // A family named by level words alone (`primary`, `secondary`, `muted`: Dialtone's
        // `color.foreground.primary`, "Default text color throughout the UI", beside `color.surface.primary`)
        // is a level of the neutral text, not a family, unless it has a scale of its own (Kong's
        // `kui-color-text-primary-weakest` … `-strongest`).
        for (family, ranks) in textSteps
        where !isScale(ranks)
            && family.split(separator: ".").allSatisfy({ PairFormation.genericWords.contains(String($0)) })
        {
            textSteps[family] = nil
        }
        foregroundCandidates.removeAll { textSteps[$0.1] == nil }
        let scale = textSteps.values.contains(where: isScale)
        guard scale else {
            (foregroundFamily, backgroundFamily, self.steps) = ([:], [:], [:])
            return
        }
        var backgroundCandidates: [(Int, String)] = []
        for (b, token) in backgrounds.enumerated() {
            guard let step = Self.step(of: token.name), textSteps[step.family] != nil else { continue }
            steps[token.name] = step
            backgroundCandidates.append((b, step.family))
        }
        let withBackgrounds = Set(backgroundCandidates.map(\.1))
        foregroundFamily = Dictionary(
            foregroundCandidates.filter { withBackgrounds.contains($0.1) }, uniquingKeysWith: { a, _ in a })
        backgroundFamily = Dictionary(backgroundCandidates, uniquingKeysWith: { a, _ in a })
        self.steps = steps.filter { withBackgrounds.contains($0.value.family) }
    }
}
