import ColorScience

/// The palettes of a run, and the appearances of them, that repeat another palette's colours: judged once.
///
/// A web app's themes often ship as one file per theme and one that follows the system: `light.css` (one
/// `:root`), `dark.css` (one `:root` of dark values) and `system.css`, the light `:root` again with the dark
/// values again in `@media (prefers-color-scheme: dark)`. The third builds no theme of its own: its light is
/// `light.css`'s, its dark `dark.css`'s. Read as a palette of its own, every finding of the two others was
/// said a second time.
///
/// An appearance repeats another when it shows the same colours — the same names, each with the same
/// value there (`ColorToken.resolve`: its colour, the colour it aliases), role, description and
/// suppressions (rule and reason) — in palettes judged alike (the same format, platform, rule settings,
/// declared, drawn and cleared pairs and groups, their places in the files left aside). The first palette
/// read is judged; an appearance of a later one that repeats one of it is listed in its palette's
/// `repeatedAppearances`, left out of its audit and said in a skipped note
/// (`RepeatedAppearance.reason`): "palette 'themes/system.css' is not audited again: it sets the same colours
/// as 'themes/light.css' (its light) and 'themes/dark.css' (its dark)". A palette whose every appearance
/// repeats is not audited (`Palette.isRepeated`); one that differs in any colour of an appearance is audited
/// in that appearance as before. Two appearances of one palette with the same colours are both audited:
/// their findings are said once already, with both places (`UniformFindings`). So are the brands of a token
/// package (`Palette.brand`), whose findings the same in several brands are said once by
/// `UniformFindings.foldBrands`: Dialtone's `expressive` light, the same as `dp`'s, stays a brand of those
/// findings.
///
/// Cost: each appearance's colours are read once and hashed; only appearances of equal hashes are compared.
enum RepeatedAppearances {
    /// What must be equal for two appearances to be judged alike: the palettes' settings and pairs.
    private struct Judging: Hashable {
        var format: String?
        var platform: Platform?
        var settings: RuleSettings
        var pairs: [PairDeclaration]?
        var drawnPairs: [PairDeclaration]
        var drawnOnly: Set<String>
        var clearedPairs: [PairDeclaration]
        var groups: [ColorGroup]
        var stylesheetUses: [String: StylesheetUse]

        init(_ palette: Palette) {
            format = palette.format
            platform = palette.platform
            settings = palette.settings
            pairs = palette.pairs.map(Self.placeless)
            drawnPairs = Self.placeless(palette.drawnPairs)
            drawnOnly = palette.drawnOnly
            clearedPairs = Self.placeless(palette.clearedPairs)
            groups = palette.groups
            stylesheetUses = palette.stylesheetUses
        }

        /// Pairs with their places left aside (the same pair declared in two files is the same pair).
        static func placeless(_ pairs: [PairDeclaration]) -> [PairDeclaration] {
            pairs.map { pair in
                var pair = pair
                pair.location = SourceLocation(file: "")
                return pair
            }
        }
    }

    /// One colour as an appearance shows it.
    private struct Shown: Hashable {
        var name: String
        var role: Role?
        var roleSource: RoleSource
        var documentation: String?
        var suppressions: [String]
        var color: Color?
        var aliasOf: String?
    }

    /// One appearance's colours, with how its palette is judged.
    private struct Colours: Hashable {
        var judging: Judging
        var shown: [Shown]
    }

    /// `palettes` with the appearances that repeat one judged before marked (`Palette.repeatedAppearances`),
    /// and the skipped notes that say so, one per palette with a repeat, in order.
    static func marked(_ palettes: [Palette]) -> (palettes: [Palette], notes: [ImportNote]) {
        var result = palettes
        var notes: [ImportNote] = []
        // The first appearance showing each set of colours: its palette's index and appearance.
        var first: [Colours: (palette: Int, appearance: Appearance)] = [:]
        for index in result.indices {
            let palette = result[index]
            guard !palette.tokens.isEmpty, palette.brand == nil else { continue }
            let judging = Judging(palette)
            var repeats: [(own: Appearance, palette: Int, appearance: Appearance)] = []
            var own: [Colours: Appearance] = [:]
            for appearance in palette.appearances {
                let colours = Colours(judging: judging, shown: shown(palette, in: appearance))
                if let (other, otherAppearance) = first[colours] {
                    repeats.append((appearance, other, otherAppearance))
                } else if own[colours] == nil {
                    own[colours] = appearance
                }
            }
            // Registered after the palette's own appearances: two of one palette with the same colours (a
            // CSS theme class and the `prefers-color-scheme` block that repeats it) stay, their findings said
            // once with both places (`UniformFindings`).
            for (colours, appearance) in own { first[colours] = (index, appearance) }
            guard !repeats.isEmpty else { continue }
            result[index].repeatedAppearances = repeats.map { repeated in
                RepeatedAppearance(
                    appearance: repeated.own, judgedIn: described(result[repeated.palette], repeated.appearance))
            }
            notes.append(note(result[index]))
        }
        return (result, notes)
    }

    /// The colours `palette` shows in `appearance`, by name.
    private static func shown(_ palette: Palette, in appearance: Appearance) -> [Shown] {
        palette.tokens.map { token in
            let value = token.resolve(appearance)?.value
            return Shown(
                name: token.name, role: token.role, roleSource: token.roleSource, documentation: token.documentation,
                suppressions: token.suppressions.map { "\($0.rule.rawValue) \($0.reason)" }, color: value?.color,
                aliasOf: value?.aliasOf)
        }
        .sorted { $0.name < $1.name }
    }

    /// An appearance as a note names it: the file its colours are written in there (`'themes/dark.css'`
    /// for the dark of a palette merged from `light.css` and `dark.css`), else the palette's file, with the
    /// palette's theme combination or family (`'res (AppTheme)'`); ` in dark` when the palette has several
    /// appearances and the file does not name it alone.
    private static func described(_ palette: Palette, _ appearance: Appearance) -> String {
        let files = Set(palette.tokens.compactMap { $0.resolve(appearance)?.value.location.file })
        let file = files.count == 1 ? files.first ?? palette.file : palette.file
        let name = palette.variant.map { "\(file) (\($0))" } ?? file
        let ownFile =
            files.count == 1
            && palette.appearances.allSatisfy { other in
                other == appearance
                    || Set(palette.tokens.compactMap { $0.resolve(other)?.value.location.file }) != files
            }
        return palette.appearances.count > 1 && !ownFile ? "'\(name)' in \(appearance.rawValue)" : "'\(name)'"
    }

    /// The skipped note of a palette with repeats: the palette not audited again, or its appearances.
    private static func note(_ palette: Palette) -> ImportNote {
        let name = "'" + (palette.variant.map { "\(palette.file) (\($0))" } ?? palette.file) + "'"
        let repeats = palette.repeatedAppearances
        let what: String
        let first: String
        if palette.isRepeated {
            what = "palette \(name)"
            first =
                repeats.count == 1
                ? repeats[0].judgedIn
                : listed(repeats.map { "\($0.judgedIn) (its \($0.appearance.rawValue))" })
        } else {
            what = listed(repeats.map { "\(name) in \($0.appearance.rawValue)" })
            first = listed(repeats.map(\.judgedIn))
        }
        return ImportNote(
            kind: .skipped, token: nil, reason: RepeatedAppearance.reason(what, sameAs: first),
            location: SourceLocation(file: palette.file))
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func listed(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
