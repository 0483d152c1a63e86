import ColorScience

/// The pairs a stylesheet draws (`Palette.drawnPairs`, read from its style rules by `CSSStyleRules`, or
/// from an Android app's layouts by `AndroidLayoutSurfaces`) as the audit judges them. They take precedence as declared pairs do: they come right after the declared
/// pairs, in every appearance, with the usage their property gives (`color` text, borders and outlines
/// non-text) and the reason `stylesheet: drawn together in <selector> (<file>:<line>)`; a pair the
/// palette declares with the same foreground and background is not repeated, and the same pair is not
/// formed again from roles (`PairSequence`). Unlike declared pairs they do not stop the pairs formed
/// from roles: a stylesheet's rules rarely use every colour it defines. A pair naming a colour the
/// palette does not have is left out. The pairs a convention forms from values (`InvertedRamps`,
/// `PairFormation` rule 25) follow the drawn ones and are judged the same way, less those drawn already.
struct CSSStyleUsage: Sendable {
    /// The drawn pairs to judge, in the order of the rules.
    let pairs: [PairDeclaration]
    /// Foreground and background of each drawn pair, to leave out the same pair formed from roles.
    private let drawn: Set<[String]>

    /// The drawn pairs of `palette` whose colours are in `byName`, less those `declared` already has, then
    /// `formed` (a convention's) less those drawn or declared.
    init(
        palette: Palette, byName: [String: ColorToken], declared: [PairDeclaration]?,
        formed: [PairDeclaration] = []
    ) {
        let taken = Set((declared ?? []).map { [$0.foreground, $0.background] })
        // A colour an app's layouts place (`Palette.drawnOnly`) is judged where drawn only when its role
        // is a foreground's: a colour with no role forms no pairs, as without layouts.
        let placed = palette.drawnOnly
        let drawnPairs = palette.drawnPairs.filter { pair in
            pair.colorNames.allSatisfy { byName[$0] != nil } && !taken.contains([pair.foreground, pair.background])
                && (placed.isEmpty || !placed.contains(pair.foreground)
                    || byName[pair.foreground]?.role?.isForeground == true)
        }
        let listed = taken.union(drawnPairs.map { [$0.foreground, $0.background] })
        pairs = drawnPairs + formed.filter { !listed.contains([$0.foreground, $0.background]) }
        drawn = Set(pairs.map { [$0.foreground, $0.background] })
    }

    /// Whether the stylesheet draws `foreground` on `background` (in some usage).
    func draws(_ foreground: String, on background: String) -> Bool {
        !drawn.isEmpty && drawn.contains([foreground, background])
    }

    /// The declared pairs followed by the drawn ones; `nil` when there are neither.
    func listing(_ declared: [PairDeclaration]?) -> [PairDeclaration]? {
        guard declared != nil || !pairs.isEmpty else { return nil }
        return (declared ?? []) + pairs
    }
}
