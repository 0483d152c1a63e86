/// Loads of SIMD lanes from scattered rows of a column, for the bounds of the collision search
/// (`SweepWorker`, `NormalAlikeSweep`), which test one row against the rows a pre-filter left open.
package enum LaneGather {
    /// Eight row indices, one per lane.
    package typealias Rows8 = (Int, Int, Int, Int, Int, Int, Int, Int)
    /// Four row indices, one per lane.
    package typealias Rows4 = (Int, Int, Int, Int)

    /// The `lanes` (1…8) rows `rows[start]`, `rows[start + 1]`, …, the missing lanes repeating the first.
    @inline(__always)
    package static func rows8(_ rows: [Int], from start: Int, lanes: Int) -> Rows8 {
        let r0 = rows[start]
        return (
            r0, lanes > 1 ? rows[start + 1] : r0, lanes > 2 ? rows[start + 2] : r0, lanes > 3 ? rows[start + 3] : r0,
            lanes > 4 ? rows[start + 4] : r0, lanes > 5 ? rows[start + 5] : r0, lanes > 6 ? rows[start + 6] : r0,
            lanes > 7 ? rows[start + 7] : r0
        )
    }

    /// The `lanes` (1…4) rows `rows[start]`, `rows[start + 1]`, …, the missing lanes repeating the first.
    @inline(__always)
    package static func rows4(_ rows: [Int], from start: Int, lanes: Int) -> Rows4 {
        let r0 = rows[start]
        return (
            r0, lanes > 1 ? rows[start + 1] : r0, lanes > 2 ? rows[start + 2] : r0, lanes > 3 ? rows[start + 3] : r0
        )
    }

    /// `column` at the eight rows `r`. Built from its eight values at once: setting lanes one by one makes
    /// the compiler store the vector, write one lane and load it again, a store-forwarding stall per lane.
    @inline(__always)
    package static func gather(_ column: LabRows<Float>.Column, _ r: Rows8) -> SIMD8<Float> {
        SIMD8(column[r.0], column[r.1], column[r.2], column[r.3], column[r.4], column[r.5], column[r.6], column[r.7])
    }

    /// `column` at the four rows `r`.
    @inline(__always)
    package static func gather(_ column: LabRows<Double>.Column, _ r: Rows4) -> SIMD4<Double> {
        SIMD4(column[r.0], column[r.1], column[r.2], column[r.3])
    }
}
