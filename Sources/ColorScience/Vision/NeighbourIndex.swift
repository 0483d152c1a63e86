/// How a sweep of the collision search finds the partners of a row: the rows of its lightness window
/// (`LightnessWindow`), or those of the leaves of a `NeighbourTree` near it. Both give the same results; the
/// tree visits fewer pairs when the threshold is small next to the spread of the colours (many colours, each
/// with few look-alikes), the window costs less when a row's window holds few pairs or its neighbourhood spans
/// much of the palette.
package enum NeighbourIndex: Sendable {
    /// The tree when its estimate of the pairs it visits (`NeighbourTree.pairs`) is below 70% of the window's,
    /// considered only from `automaticMinimum` window pairs on (below it the window's scan costs about as much
    /// as building the tree).
    case automatic
    /// Always the lightness window.
    case window
    /// Always the tree (for tests).
    case tree

    /// Pairs in the lightness windows (over all rows) from which `automatic` builds a tree to compare.
    package static let automaticMinimum = 40_000_000

    /// The tree for rows with L*, a*, b*, chroma `l`, `a`, `b`, `c` (sorted by L*) and ΔE00 below `threshold`, or
    /// `nil` for the window. `window`: the rows' lightness window for the same threshold.
    package func tree(l: [Double], a: [Double], b: [Double], c: [Double], threshold: Double, window: LightnessWindow)
        -> NeighbourTree?
    {
        switch self {
        case .window: return nil
        case .tree: return NeighbourTree(l: l, a: a, b: b, c: c, threshold: threshold)
        case .automatic:
            let windowPairs = l.indices.reduce(0) { $0 + window.end(after: $1, l) - $1 - 1 }
            guard windowPairs >= Self.automaticMinimum else { return nil }
            let tree = NeighbourTree(l: l, a: a, b: b, c: c, threshold: threshold)
            return tree.pairs * 10 < windowPairs * 7 ? tree : nil
        }
    }
}
