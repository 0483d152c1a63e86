/// The rows of a collision-search sweep whose colours are marked, when the search visits only the pairs with at
/// least one marked colour (`CVDCollisionSearch.Pairs.withAnyOf`). A marked row is scanned against every row after
/// it, an unmarked one only against the marked rows after it (`SweepWorker.scanMarked`), so each such pair is
/// visited once, by its lower row, and a pair of two unmarked rows never.
package struct MarkedRows: Sendable {
    /// Per row, whether its colour is marked.
    package let isMarked: [Bool]
    /// The marked rows, in increasing order.
    package let rows: [Int]

    /// The marked rows from a flag per row.
    package init(_ isMarked: [Bool]) {
        self.isMarked = isMarked
        rows = isMarked.indices.filter { isMarked[$0] }
    }
}
