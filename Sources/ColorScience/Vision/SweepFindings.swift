/// What one worker of a collision-search sweep found: its collisions (keep-all and worst modes) or its rows'
/// nearest collisions (nearest mode), and its counters. Each worker builds its own and returns it
/// (`RowBlocks.map`); the search adds them up.
package struct SweepFindings: Sendable {
    package var collisions: [CVDCollisionSearch.Collision] = []
    /// Collisions counted (worst mode: all of them, also those no longer kept).
    package var found = 0
    package var simulatedEvaluations = 0
    package var normalEvaluations = 0
    /// Nearest mode: per row, its closest collision and its number of collisions (empty in the other modes).
    package var nearest: NearestRows

    /// Nothing found yet, with a table of `rows` rows for nearest mode (0 for the other modes).
    package init(rows: Int) { nearest = NearestRows(rows: rows) }
}

/// Nearest mode, per row of a sweep: the row's closest collision so far and its number of collisions. Indexed by
/// the sweep's row (its place in lightness order), not by colour: a row's partners lie within its lightness
/// window, so the scan reads and writes them near each other in memory (colour indices would scatter over the
/// whole table).
package struct NearestRows: Sendable {
    /// A row's closest collision so far: the other colour and their simulated ΔE00.
    package struct Closest: Sendable {
        package var partner: Int
        package var distance: Double
    }

    /// Per row: its closest collision so far (`nil` while it has none).
    package var closest: [Closest?]
    /// Per row: its number of collisions.
    package var hits: [Int]

    package init(rows: Int) {
        closest = Array(repeating: nil, count: rows)
        hits = Array(repeating: 0, count: rows)
    }

    /// A collision of row `row` with colour `other` at simulated ΔE00 `simulated` (not counted: the sweep's worker
    /// counts). Ties go to the lower partner index.
    @inline(__always)
    package mutating func note(_ row: Int, _ other: Int, _ simulated: Double) {
        if let current = closest[row], (current.distance, current.partner) <= (simulated, other) { return }
        closest[row] = Closest(partner: other, distance: simulated)
    }
}

/// Nearest mode: per row of a sweep, an upper bound of the squared simulated ΔE00 of one of the row's collisions
/// (`Sweep.seed`), or `nil` while none is known. A pair whose squared ΔE00 is above it is not the row's closest.
package struct CollisionBounds: Sendable {
    private var bounds: [Float?]

    /// No bound known for any of `rows` rows.
    package init(rows: Int) { bounds = Array(repeating: nil, count: rows) }

    /// Row `row`'s bound.
    @inline(__always)
    package subscript(row: Int) -> Float? { bounds[row] }

    /// Row `row`'s bound lowered to `bound` if that is smaller.
    @inline(__always)
    package mutating func tighten(_ row: Int, to bound: Float) {
        bounds[row] = Swift.min(bounds[row] ?? bound, bound)
    }

    /// The smaller bound of each row, from these and `other` (of as many rows).
    package func tightened(by other: CollisionBounds) -> CollisionBounds {
        var result = self
        for (row, bound) in other.bounds.enumerated() {
            if let bound { result.tighten(row, to: bound) }
        }
        return result
    }
}
