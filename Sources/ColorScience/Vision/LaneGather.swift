/// Loads of SIMD lanes from scattered rows of a column, for the bounds of the collision search
/// (`SweepWorker`, `NormalAlikeSweep`), which test one row against the rows a pre-filter left open.
package enum LaneGather {
    /// Eight row indices, one per lane.
    package typealias Rows8 = (Int, Int, Int, Int, Int, Int, Int, Int)
    /// Four row indices, one per lane.
    package typealias Rows4 = (Int, Int, Int, Int)

    /// The `lanes` (1…8) rows `rows[start]`, `rows[start + 1]`, …, the missing lanes repeating the first.
    @inline(__always)
    package static func rows8(_ rows: borrowing ScratchList<Int>, from start: Int, lanes: Int) -> Rows8 {
        rows.lanes8(from: start, lanes: lanes)
    }

    /// The `lanes` (1…4) rows `rows[start]`, `rows[start + 1]`, …, the missing lanes repeating the first.
    @inline(__always)
    package static func rows4(_ rows: borrowing ScratchList<Int>, from start: Int, lanes: Int) -> Rows4 {
        rows.lanes4(from: start, lanes: lanes)
    }

    /// The four columns at the eight rows `r`, one row per lane. Each vector is built from its eight values at
    /// once: setting lanes one by one makes the compiler store the vector, write one lane and load it again, a
    /// store-forwarding stall per lane.
    @inline(__always)
    package static func gather(_ columns: ColumnBlock<Float>.FourColumns, _ r: Rows8) -> LabRows<Float>.Lanes8 {
        let (v0, v1, v2, v3) = (columns[r.0], columns[r.1], columns[r.2], columns[r.3])
        let (v4, v5, v6, v7) = (columns[r.4], columns[r.5], columns[r.6], columns[r.7])
        return (
            SIMD8(v0.0, v1.0, v2.0, v3.0, v4.0, v5.0, v6.0, v7.0),
            SIMD8(v0.1, v1.1, v2.1, v3.1, v4.1, v5.1, v6.1, v7.1),
            SIMD8(v0.2, v1.2, v2.2, v3.2, v4.2, v5.2, v6.2, v7.2), SIMD8(v0.3, v1.3, v2.3, v3.3, v4.3, v5.3, v6.3, v7.3)
        )
    }

    /// The four columns at the four rows `r`, one row per lane.
    @inline(__always)
    package static func gather(_ columns: ColumnBlock<Double>.FourColumns, _ r: Rows4)
        -> (l: SIMD4<Double>, a: SIMD4<Double>, b: SIMD4<Double>, c: SIMD4<Double>)
    {
        let (v0, v1, v2, v3) = (columns[r.0], columns[r.1], columns[r.2], columns[r.3])
        return (
            SIMD4(v0.0, v1.0, v2.0, v3.0), SIMD4(v0.1, v1.1, v2.1, v3.1), SIMD4(v0.2, v1.2, v2.2, v3.2),
            SIMD4(v0.3, v1.3, v2.3, v3.3)
        )
    }
}
