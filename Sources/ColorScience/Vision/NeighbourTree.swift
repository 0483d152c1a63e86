/// A k-d tree over the rows of a sweep (colours sorted by L*, ties by colour index), in CIELAB, so that a row's
/// partners within a ΔE00 limit are looked for in the few leaves near it instead of its whole lightness window.
///
/// The rows are split at the median of the widest of L*, a*, b* until a leaf holds at most `leafSize`; every node
/// keeps the box of its colours (`LabBox`) and its smallest and largest row. Each leaf lists the leaves that may
/// hold a partner of one of its rows: those with a later row whose box is not beyond the limit by
/// `DeltaE2000.lowerBound` (a proven lower bound of ΔE00 between two boxes). A row then passes the rows after it
/// in those leaves (within its lightness window) to the same single-precision pre-filter as the window scan. The bound only drops pairs whose ΔE00 is at or above the
/// limit, so the search decides the same pairs the same way whichever way its candidates come.
///
/// Worth building when the limit is small next to the spread of the colours: then a leaf's neighbours are few,
/// and the rows visited grow with the colours near each row rather than with the window (`pairs`, `windowPairs`).
package final class NeighbourTree: @unchecked Sendable {
    /// A leaf: its rows are `order[start..<end]` (ascending), the smallest and largest of them, and their box.
    package struct Leaf: Sendable {
        package var start: Int
        package var end: Int
        package var rows: ClosedRange<Int>
        package var box: LabBox
    }

    /// A node of the tree: its box and rows, and what it holds.
    private struct Node {
        var box: LabBox
        var rows: ClosedRange<Int>
        var content: Content
    }

    private enum Content {
        case leaf(Int)
        case split(Int, Int)
    }

    /// The rows, leaf by leaf, ascending within each leaf.
    package let order: [Int]
    package let leaves: [Leaf]
    /// The leaf of each row.
    package let leafOfRow: [Int]
    /// Per leaf, the leaves that may hold a partner of one of its rows (see the type).
    package let neighbours: [[Int]]
    /// L*, a*, b*, C of `order`'s rows in single precision (the values of the sweep's `SingleColumns`), each
    /// column followed by eight zeros so that eight lanes can be loaded from any place in it.
    private let singles: LabRows<Float>
    /// The limit (with its slack) at or above which a bound drops a box.
    package let limit: Double

    /// Rows per leaf at most.
    package static let leafSize = 32

    /// The tree over rows with L*, a*, b* and chroma `l`, `a`, `b`, `c` (row order) for ΔE00 below `threshold`.
    package init(l: [Double], a: [Double], b: [Double], c: [Double], threshold: Double) {
        let n = l.count
        limit = threshold * (1 + 1e-9) + 1e-9
        var order = Array(0..<n)
        var nodes: [Node] = []
        var leaves: [Leaf] = []
        func box(_ range: Range<Int>) -> (LabBox, ClosedRange<Int>) {
            var (box, rows) = (
                LabBox(
                    l[order[range.lowerBound]], a[order[range.lowerBound]], b[order[range.lowerBound]],
                    chroma: c[order[range.lowerBound]]), order[range.lowerBound]...order[range.lowerBound]
            )
            for k in range.dropFirst() {
                let r = order[k]
                box = box.union(LabBox(l[r], a[r], b[r], chroma: c[r]))
                rows = Swift.min(rows.lowerBound, r)...Swift.max(rows.upperBound, r)
            }
            return (box, rows)
        }
        func build(_ range: Range<Int>) -> Int {
            let (box, rows) = box(range)
            if range.count <= Self.leafSize {
                order[range].sort()
                leaves.append(Leaf(start: range.lowerBound, end: range.upperBound, rows: rows, box: box))
                nodes.append(Node(box: box, rows: rows, content: .leaf(leaves.count - 1)))
                return nodes.count - 1
            }
            let extents = [
                box.lightness.upperBound - box.lightness.lowerBound, box.a.upperBound - box.a.lowerBound,
                box.b.upperBound - box.b.lowerBound,
            ]
            let axis = [l, a, b][extents.firstIndex(of: extents.max()!)!]
            order[range].sort { (axis[$0], $0) < (axis[$1], $1) }
            let middle = range.lowerBound + range.count / 2
            let left = build(range.lowerBound..<middle)
            let right = build(middle..<range.upperBound)
            nodes.append(Node(box: box, rows: rows, content: .split(left, right)))
            return nodes.count - 1
        }
        let root = n > 0 ? build(0..<n) : nil
        var leafOfRow = [Int](repeating: 0, count: n)
        for (k, leaf) in leaves.enumerated() {
            for position in leaf.start..<leaf.end { leafOfRow[order[position]] = k }
        }
        let limit = self.limit
        func collect(_ node: Int, _ leaf: Leaf, into found: inout [Int]) {
            let candidate = nodes[node]
            // A partner is a later row, not beyond the limit.
            guard candidate.rows.upperBound > leaf.rows.lowerBound,
                DeltaE2000.lowerBound(leaf.box, candidate.box) < limit
            else { return }
            switch candidate.content {
            case .leaf(let k): found.append(k)
            case .split(let left, let right):
                collect(left, leaf, into: &found)
                collect(right, leaf, into: &found)
            }
        }
        neighbours = leaves.map { leaf in
            var found: [Int] = []
            if let root { collect(root, leaf, into: &found) }
            return found
        }
        singles = LabRows(
            SingleColumns([l, a, b, c].map { column in order.map { column[$0] } }, padding: 8), first: 0, count: n)
        self.order = order
        self.leaves = leaves
        self.leafOfRow = leafOfRow
    }

    /// An estimate of the pairs the tree's scan visits: for each leaf, its rows times the rows of its
    /// neighbours, halved (a pair is visited from its earlier row only), plus a leaf visit per row and
    /// neighbour (counted as two pairs).
    package var pairs: Int {
        var total = 0
        for (k, leaf) in leaves.enumerated() {
            let size = leaf.end - leaf.start
            let reached = neighbours[k].reduce(0) { $0 + leaves[$1].end - leaves[$1].start }
            total += size * reached / 2 + 2 * size * neighbours[k].count
        }
        return total
    }

    /// Appends to `open` the rows after `row` and before `end` (its lightness window's end) in the leaves near it
    /// whose single-precision lower bound of ΔE00² (`DeltaE2000.coarseLowerBoundsSquared`) is not above `reject`.
    /// `single`: the row's L*, a*, b*, C in single precision. `open` must have room for every row and eight more.
    @inline(__always)
    package func candidates(
        of row: Int, single: SIMD4<Float>, end: Int, reject: Float, into open: inout ScratchList<Int>
    ) {
        for k in neighbours[leafOfRow[row]] {
            let leaf = leaves[k]
            guard leaf.rows.upperBound > row, leaf.rows.lowerBound < end else { continue }
            let from =
                leaf.rows.lowerBound > row
                ? leaf.start : LightnessWindow.bisect(leaf.start, leaf.end) { order[$0] > row }
            let to = leaf.rows.upperBound < end ? leaf.end : LightnessWindow.bisect(from, leaf.end) { order[$0] >= end }
            var position = from
            while position < to {
                let lanes: LabRows<Float>.Lanes8 = singles.columns.vectors(from: position)
                let bounds = DeltaE2000.coarseLowerBoundsSquared(
                    single[0], single[1], single[2], single[3], lanes.l, lanes.a, lanes.b, lanes.c)
                for lane in 0..<Swift.min(8, to - position) {
                    open.append(order[position + lane], if: !(bounds[lane] > reject))
                }
                position += 8
            }
        }
    }
}
