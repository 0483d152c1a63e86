/// The contrast pairs a token is in, within one appearance, that meet their minimum requirement now —
/// for fix suggestions that change the token's colour and must not break them (`CVDSuggestion`,
/// `ReuseSuggestion`). The requirement is `ContrastRequirement.of` (1.4.3 for text, 1.4.11 for non-text
/// UI; decorative pairs have none); pairs that fail already are not held to it.
struct PairConstraint {
    /// One pair the token is in, with the layer it occupies.
    private struct Entry {
        var pair: ResolvedPair
        var required: Double
        /// 0 foreground, 1 background, 2… backdrop (bottom first).
        var layer: Int
    }

    private let entries: [Entry]

    /// The passing pairs of `context` in `appearance` (and those evaluated once as `any`) that use `token`.
    init(token: String, appearance: Appearance, context: AuditContext) {
        var entries: [Entry] = []
        for pair in context.pairs.pairs(using: token, in: appearance) {
            guard let requirement = ContrastRequirement.of(pair.declaration, in: context, appearance: pair.appearance),
                ContrastRatio.meets(pair.stack.worstRatio, requirement.required)
            else { continue }
            if pair.foreground.token.name == token {
                entries.append(Entry(pair: pair, required: requirement.required, layer: 0))
            } else if pair.background.token.name == token {
                entries.append(Entry(pair: pair, required: requirement.required, layer: 1))
            } else if let index = pair.backdrop.firstIndex(where: { $0.token.name == token }) {
                entries.append(Entry(pair: pair, required: requirement.required, layer: 2 + index))
            }
        }
        self.entries = entries
    }

    /// Number of pairs held.
    var count: Int { entries.count }

    /// Whether every held pair still meets its requirement with the token's colour replaced by `color`.
    func holds(with color: Color) -> Bool {
        entries.allSatisfy { entry in
            var foreground = entry.pair.foreground.value.color
            var background = entry.pair.background.value.color
            var backdrop = entry.pair.backdrop.map(\.value.color)
            switch entry.layer {
            case 0: foreground = color
            case 1: background = color
            default: backdrop[entry.layer - 2] = color
            }
            let ratio = LayerStack(foreground: foreground, background: background, backdrop: backdrop).worstRatio
            return ContrastRatio.meets(ratio, entry.required)
        }
    }
}
