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

    /// Opaque pairs the token is the foreground or the background of, with the same requirement: the
    /// relative luminances of their other layer, ascending. With an opaque colour in place of the token
    /// such a pair's ratio is `ContrastRatio.of` the two luminances (what `LayerStack` computes for two
    /// opaque layers), and that ratio only falls as the other luminance nears the colour's, so checking
    /// the nearest one on each side decides for the whole group (`holds(luminance:)`).
    private struct OpaqueGroup {
        var required: Double
        var others: [Double]

        /// Whether every pair of the group meets `required` with a colour of relative luminance `y`.
        func holds(luminance y: Double) -> Bool {
            // The first index whose luminance is above y (binary search).
            var low = 0
            var high = others.count
            while low < high {
                let mid = (low + high) / 2
                if others[mid] > y { high = mid } else { low = mid + 1 }
            }
            if low > 0, !ContrastRatio.meets(ContrastRatio.of(y, others[low - 1]), required) { return false }
            if low < others.count, !ContrastRatio.meets(ContrastRatio.of(y, others[low]), required) { return false }
            return true
        }
    }

    private let entries: [Entry]
    /// The entries not in `groups` (checked one by one with `LayerStack`).
    private let others: [Entry]
    private let groups: [OpaqueGroup]

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
        var others: [Entry] = []
        var byRequirement: [Double: [Double]] = [:]
        for entry in entries {
            let foreground = entry.pair.foreground.value.color
            let background = entry.pair.background.value.color
            // The other layer of a two-layer opaque pair (a backdrop under an opaque background is hidden).
            let other: Color? =
                entry.layer == 0 && background.isOpaque
                ? background
                : entry.layer == 1 && foreground.isOpaque ? foreground : nil
            if let other, case let y = RelativeLuminance.of(other), y.isFinite {
                byRequirement[entry.required, default: []].append(y)
            } else {
                others.append(entry)
            }
        }
        self.others = others
        groups = byRequirement.map { OpaqueGroup(required: $0.key, others: $0.value.sorted()) }
    }

    /// Number of pairs held.
    var count: Int { entries.count }

    /// Whether every held pair still meets its requirement with the token's colour replaced by `color`.
    func holds(with color: Color) -> Bool {
        if !groups.isEmpty {
            let y = color.isOpaque ? RelativeLuminance.of(color) : .nan
            guard y.isFinite else { return entries.allSatisfy { Self.holds($0, with: color) } }
            for group in groups where !group.holds(luminance: y) { return false }
        }
        return others.allSatisfy { Self.holds($0, with: color) }
    }

    /// Whether one pair meets its requirement with the token's colour replaced by `color`.
    private static func holds(_ entry: Entry, with color: Color) -> Bool {
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

    /// `holds(with:)` computed pair by pair with `LayerStack` (the reference the grouped check must equal;
    /// for tests).
    func holdsPairByPair(with color: Color) -> Bool { entries.allSatisfy { Self.holds($0, with: color) } }
}
