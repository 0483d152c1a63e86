import ColorScience
import Foundation

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

    /// A two-layer opaque pair reduced to what judging it needs: the other layer's colour, which layer
    /// the token is, the backdrop (under the token's colour when it is the background) and the requirement.
    private struct OpaqueEntry {
        var other: Color
        var layer: Int
        var backdrop: [Color]
        var required: Double
    }

    /// The entries not in `groups` (checked one by one with `LayerStack`).
    private let others: [Entry]
    /// The entries in `groups`, for colours the groups cannot judge (translucent or non-finite ones).
    private let opaqueEntries: [OpaqueEntry]
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
        var others: [Entry] = []
        var opaqueEntries: [OpaqueEntry] = []
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
                opaqueEntries.append(
                    OpaqueEntry(
                        other: other, layer: entry.layer, backdrop: entry.pair.backdrop.map(\.value.color),
                        required: entry.required))
            } else {
                others.append(entry)
            }
        }
        self.others = others
        self.opaqueEntries = opaqueEntries
        groups = byRequirement.map { OpaqueGroup(required: $0.key, others: $0.value.sorted()) }
    }

    /// Number of pairs held.
    var count: Int { others.count + opaqueEntries.count }

    /// Whether every held pair still meets its requirement with the token's colour replaced by `color`.
    func holds(with color: Color) -> Bool {
        if !groups.isEmpty {
            let y = color.isOpaque ? RelativeLuminance.of(color) : .nan
            guard y.isFinite else { return holdsPairByPair(with: color) }
            for group in groups where !group.holds(luminance: y) { return false }
        }
        return others.allSatisfy { Self.holds($0, with: color) }
    }

    /// Whether one two-layer opaque pair meets its requirement with the token's colour replaced by `color`
    /// (its backdrop matters only when `color`, as the background, is translucent).
    private static func holds(_ entry: OpaqueEntry, with color: Color) -> Bool {
        let stack =
            entry.layer == 0
            ? LayerStack(foreground: color, background: entry.other, backdrop: entry.backdrop)
            : LayerStack(foreground: entry.other, background: color, backdrop: entry.backdrop)
        return ContrastRatio.meets(stack.worstRatio, entry.required)
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
    func holdsPairByPair(with color: Color) -> Bool {
        opaqueEntries.allSatisfy { Self.holds($0, with: color) } && others.allSatisfy { Self.holds($0, with: color) }
    }
}

/// The `PairConstraint`s of one audit by token and appearance, each built once (`AuditContext.constraint`):
/// the colour-vision suggestions of a token's collisions all need the same one, and building it walks
/// every pair the token is in.
final class PairConstraintCache: @unchecked Sendable {
    private struct Key: Hashable {
        var token: String
        var appearance: Appearance
    }

    private let lock = NSLock()
    private var built: [Key: PairConstraint] = [:]

    /// The constraint of `token` in `appearance` of `context`, built on first use (outside the lock; two
    /// threads may both build it, with the same result).
    func constraint(token: String, appearance: Appearance, context: AuditContext) -> PairConstraint {
        let key = Key(token: token, appearance: appearance)
        lock.lock()
        let known = built[key]
        lock.unlock()
        if let known { return known }
        let constraint = PairConstraint(token: token, appearance: appearance, context: context)
        lock.lock()
        built[key] = constraint
        lock.unlock()
        return constraint
    }
}
