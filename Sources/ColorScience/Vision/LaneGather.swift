/// Loads of SIMD lanes from scattered rows of a column, for the bounds of the collision search
/// (`SweepWorker`, `AchromaticNearestSweep`), which test one row against the rows a pre-filter left open.
package enum LaneGather {
    /// Eight row indices, one per lane.
    package typealias Rows8 = (Int, Int, Int, Int, Int, Int, Int, Int)

    /// The first `lanes` (1…8) of `rows`, the missing lanes repeating the first.
    @inline(__always)
    package static func rows8(_ rows: UnsafeMutablePointer<Int>, _ lanes: Int) -> Rows8 {
        let r0 = rows[0]
        return (
            r0, lanes > 1 ? rows[1] : r0, lanes > 2 ? rows[2] : r0, lanes > 3 ? rows[3] : r0, lanes > 4 ? rows[4] : r0,
            lanes > 5 ? rows[5] : r0, lanes > 6 ? rows[6] : r0, lanes > 7 ? rows[7] : r0
        )
    }

    /// `column` at the eight rows `r`. Built from its eight values at once: setting lanes one by one makes
    /// the compiler store the vector, write one lane and load it again, a store-forwarding stall per lane.
    @inline(__always)
    package static func gather(_ column: UnsafePointer<Float>, _ r: Rows8) -> SIMD8<Float> {
        SIMD8(column[r.0], column[r.1], column[r.2], column[r.3], column[r.4], column[r.5], column[r.6], column[r.7])
    }

    /// `column` at the first `lanes` (1…4) of `rows`; missing lanes repeat the first.
    @inline(__always)
    package static func gather(_ column: UnsafePointer<Double>, _ rows: UnsafeMutablePointer<Int>, _ lanes: Int)
        -> SIMD4<Double>
    {
        let r0 = rows[0]
        return SIMD4(
            column[r0], column[lanes > 1 ? rows[1] : r0], column[lanes > 2 ? rows[2] : r0],
            column[lanes > 3 ? rows[3] : r0])
    }
}
