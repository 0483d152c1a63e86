import ColorScience

/// Radix Themes' contrast colours (`PairFormation` rule 13): `--X-contrast` is the text drawn on the solid
/// steps of its scale, `--X-9` (solid backgrounds) and `--X-10` (hovered solid backgrounds), never on the
/// surfaces and panels other text is drawn on.
///
/// Radix Themes introduced the token "to account for text color on \"solid\" background (step 9)"
/// (radix-ui/themes `packages/radix-ui-themes/CHANGELOG.md`: `--accent-9-contrast`, renamed
/// `--accent-contrast`), and its components draw it only there: `.rt-BaseButton:where(.rt-variant-solid)`
/// and `.rt-Badge:where(.rt-variant-solid)` set `background-color: var(--accent-9); color:
/// var(--accent-contrast)`. Radix Colors' scale: "9 Solid backgrounds, 10 Hovered solid backgrounds".
///
/// A foreground named `X-contrast` is such a colour when the palette declares a step of its scale: a
/// colour `X-1` … `X-12`, or a reference to one that could not be resolved (Radix Themes' semantic layer,
/// `--accent-9: var(--indigo-9)`, read without the scale files). It is paired with the colours named
/// `X-9` and `X-10`, whatever their role, and with the backgrounds that alias them; when the palette has
/// neither as a colour, it forms no pair. A palette made only of complete scales is `RadixScale`'s. The reason
/// is `PairFormation.Reason.radixContrast`.
enum RadixContrast {
    /// The names of the colours `palette` declares but could not resolve (`ImportNote.Kind.unresolved`):
    /// a Radix Themes semantic layer's steps when the scale files are not read.
    static func unresolvedNames(_ palette: Palette) -> Set<String> {
        Set(palette.importNotes.compactMap { $0.kind == .unresolved ? $0.token : nil })
    }

    /// The scale of a contrast colour's name with its separator (`--accent-contrast` → `--accent-`), or
    /// `nil` when the name does not end in `-contrast` after a letter.
    static func scale(ofContrast name: String) -> String? {
        guard name.hasSuffix("-contrast") else { return nil }
        let scale = String(name.dropLast("contrast".count))
        guard scale.dropLast().last?.isLetter == true else { return nil }
        return scale
    }

    /// The names of the solid steps each Radix contrast colour among `foregrounds` is drawn on, by
    /// foreground index: `X-9` and `X-10`. `names` are the names the palette declares: its colours and the
    /// colours it could not resolve (`ImportNote.Kind.unresolved`).
    static func solidSteps(foregrounds: [ColorToken], names: Set<String>) -> [Int: [String]] {
        var result: [Int: [String]] = [:]
        for (f, token) in foregrounds.enumerated() where token.role != .focus {
            guard let scale = scale(ofContrast: token.name),
                (1...12).contains(where: { names.contains(scale + String($0)) })
            else { continue }
            result[f] = [scale + "9", scale + "10"]
        }
        return result
    }
}
