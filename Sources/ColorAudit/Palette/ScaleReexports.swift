import ColorScience

/// A numbered theme layer that re-exports a colour scale: `color.accent.1` … `color.accent.12` aliasing
/// `brand.blue.1` … `brand.blue.12`, Radix Themes' `--accent-9: var(--indigo-9)` ("Color",
/// radix-ui/website `data/themes/docs/theme/color.mdx`: the accent scale is one of Radix Colors' scales
/// under the name `accent`). Such a layer sits between the primitives and the semantic colours, which
/// alias its steps (`text-default: {color.accent.12}`); its steps are the scale under a theme's name, not
/// colours drawn as their words say (`accent` reads as interactive text, `surface` as a background).
///
/// A stem (the name without its trailing number, `ScaleSteps.split`) of at least `ScaleSteps.minimumSteps`
/// names is a **re-export** when every one of its names is, in every appearance, an alias of the step
/// with the same number of another stem, and the numbers it maps to each such target stem are exactly
/// that stem's numbers (the same step set, one to one; the target stem may differ by appearance, a
/// theme's light and dark scales). A layer that renumbers (`text.1` → `gray.11`) or picks some steps of a
/// scale is no re-export: its names keep their words' roles.
///
/// A re-exported step is treated as the scale's step: a primitive (`PostImport`), forming no pair of its
/// own — except where the scale is Radix's 12 steps (the layer's numbers exactly 1 to 12) and Radix
/// documents the step as drawn over the others: steps 11 and 12, "Accessible text", and step 8 of the
/// focus scale, "Most of the components use `--focus-8` for the focus outline color" (the same page; of
/// the focus scale only step 8). Those keep the role their names give when it is a foreground's (a
/// `surface.12` is no surface).
enum ScaleReexports {
    /// The names among `tokens` that re-export a step of a scale and, as the scale's steps, take no
    /// inferred role (see the type); `inferred` are the roles their names give, index for index. Linear in
    /// the tokens and their values.
    static func silentSteps(_ tokens: [ColorToken], inferred: [Role?]) -> Set<String> {
        var numbersByStem: [Substring: Set<Int>] = [:]
        var members: [Substring: [(index: Int, number: Int)]] = [:]
        for (index, token) in tokens.enumerated() {
            guard let (stem, number) = ScaleSteps.split(token.name) else { continue }
            numbersByStem[stem, default: []].insert(number)
            members[stem, default: []].append((index, number))
        }
        var silent = Set<String>()
        for (stem, run) in members where run.count >= ScaleSteps.minimumSteps {
            guard let numbers = numbersByStem[stem], numbers.count == run.count,
                let targets = targetStems(run, tokens: tokens),
                targets.allSatisfy({ numbersByStem[$0] == numbers })
            else { continue }
            let radix = numbers == Set(1...12)
            for (index, number) in run {
                let drawn = radix && isDocumentedForeground(stem: stem, step: number)
                if !drawn || inferred[index]?.isForeground != true { silent.insert(tokens[index].name) }
            }
        }
        return silent
    }

    /// The stems the names of `run` alias, when each of their values is an alias of the step with the
    /// same number of a stem other than their own, else `nil`.
    private static func targetStems(_ run: [(index: Int, number: Int)], tokens: [ColorToken]) -> Set<Substring>? {
        var targets = Set<Substring>()
        for (index, number) in run {
            let token = tokens[index]
            guard let own = ScaleSteps.split(token.name)?.stem, !token.values.isEmpty else { return nil }
            for value in token.values.values {
                guard let alias = value.aliasOf, let (target, step) = ScaleSteps.split(alias), step == number,
                    target != own
                else { return nil }
                targets.insert(target)
            }
        }
        return targets
    }

    /// Whether Radix documents step `step` of the scale named `stem` as drawn over the others: the text
    /// steps 11 and 12 of any scale but the focus scale, and step 8 of the (solid) focus scale, its ring.
    static func isDocumentedForeground(stem: Substring, step: Int) -> Bool {
        let focus = RoleInference.splitWords(String(stem)).last == "focus"
        return focus ? step == 8 : step == 11 || step == 12
    }
}
