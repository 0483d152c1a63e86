import ColorScience

/// The content colours of a categorical run (`PairFormation` rule 22): beside a run of numbered
/// backgrounds of distinct hues (`CategoricalRuns`, which are no general surfaces), a numbered foreground
/// run named like it but for its role word is drawn on the background with its own number, and only there.
/// Compound documents `color.text.decorative.1` as "Decorative text colour (1, Lime) for avatars and
/// usernames" and `color.bg.decorative.1` as "Decorative background (1, Lime) for avatars and usernames"
/// (element-hq/compound-design-tokens `tokens/theme-semantics.json`): avatar initials in text 1 on
/// background 1, not on background 2.
///
/// The names match when their stems (`ScaleSteps.split`) have the same words (`RoleInference.splitWords`)
/// once the foreground's role words (`RoleInference.words` of text, icon and border) and the background's
/// (`backgroundWords`) are left out: `color.text.decorative.` and `color.bg.decorative.` are both `color
/// decorative`; `--x-type-text` and `--x-type-background` both `x type`.
enum CategoricalContent {
    /// The words of a background stem left out when matching (rule 4's surface words and `fill`).
    static let backgroundWords: Set<String> = [
        "background", "backgrounds", "bg", "backdrop", "surface", "canvas", "fill",
    ]

    /// The name of the background each numbered foreground among `foregrounds` is drawn on, by foreground
    /// index: the member with its number of the categorical run among `tokens` (the palette's colours) whose
    /// stem matches its own (see the type).
    static func surfaces(foregrounds: [ColorToken], tokens: [ColorToken]) -> [Int: String] {
        var foregroundKeys: [Int: (key: [String], number: Int)] = [:]
        var wanted = Set<[String]>()
        let roleWords = Set([Role.text, .icon, .border].flatMap { RoleInference.words[$0] ?? [] })
        for (f, token) in foregrounds.enumerated() where token.role != .focus {
            guard let (stem, number) = ScaleSteps.split(token.name) else { continue }
            let key = RoleInference.splitWords(String(stem)).filter { !roleWords.contains($0) }
            guard !key.isEmpty else { continue }
            foregroundKeys[f] = (key, number)
            wanted.insert(key)
        }
        guard !wanted.isEmpty else { return [:] }
        var runs: [[String]: [Substring: [ColorToken]]] = [:]
        for token in tokens where token.role == nil {
            guard let (stem, _) = ScaleSteps.split(token.name) else { continue }
            let words = RoleInference.splitWords(String(stem))
            guard words.contains(where: backgroundWords.contains) else { continue }
            let key = words.filter { !backgroundWords.contains($0) }
            guard wanted.contains(key) else { continue }
            runs[key, default: [:]][stem, default: []].append(token)
        }
        var byKey: [[String]: [Int: String]] = [:]
        for (key, stems) in runs {
            for (_, run) in stems
            where run.count >= CategoricalRuns.minimumMembers && CategoricalRuns.isCategorical(run) {
                for token in run {
                    guard let number = ScaleSteps.split(token.name)?.number else { continue }
                    byKey[key, default: [:]][number] = token.name
                }
            }
        }
        var result: [Int: String] = [:]
        for (f, found) in foregroundKeys {
            if let name = byKey[found.key]?[found.number] { result[f] = name }
        }
        return result
    }
}
