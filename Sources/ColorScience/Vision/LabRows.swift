/// L*, a*, b* and chroma C* of a sweep's rows (colours in the sweep's order): four consecutive columns of a
/// `ColumnBlock`, which the sweep holds.
package struct LabRows<Scalar: BinaryFloatingPoint & SIMDScalar>: Sendable {
    /// One column of the rows, read by row (`ColumnBlock.Column`).
    package typealias Column = ColumnBlock<Scalar>.Column

    /// The four columns together: a row's four values, or eight rows', read with one check.
    package let columns: ColumnBlock<Scalar>.FourColumns
    /// Each column by itself.
    package var l: Column { columns.column(0) }
    package var a: Column { columns.column(1) }
    package var b: Column { columns.column(2) }
    package var c: Column { columns.column(3) }

    /// Number of rows.
    package var count: Int { columns.count }

    /// Columns `first`…`first + 3` of `block` (L*, a*, b*, C), each of `count` rows.
    package init(_ block: ColumnBlock<Scalar>, first: Int, count: Int) {
        columns = block.fourColumns(first, count: count)
    }
}

extension LabRows where Scalar == Double {
    /// ΔE00 of rows `i` and `j` by the kernel (`DeltaE2000.kernel`).
    @inline(__always)
    package func deltaE(_ i: Int, _ j: Int) -> Double {
        let (p, q) = (columns[i], columns[j])
        return DeltaE2000.kernel(p.0, p.1, p.2, p.3, q.0, q.1, q.2, q.3)
    }

    /// ΔE00 of rows `i` and `j` by the kernel with a limit (`DeltaE2000.kernel`: exact below `limit`, some value at
    /// or above it otherwise).
    @inline(__always)
    package func deltaE(_ i: Int, _ j: Int, limit: Double) -> Double {
        let (p, q) = (columns[i], columns[j])
        return DeltaE2000.kernel(p.0, p.1, p.2, p.3, q.0, q.1, q.2, q.3, limit: limit)
    }

    /// Lower and upper bounds of ΔE00² (`DeltaE2000.boundsSquared`) of row `i` against the `lanes` (1…4) rows
    /// `rows[start]`, `rows[start + 1]`, …; missing lanes repeat the first.
    @inline(__always)
    package func boundsSquared(
        _ i: Int, _ rows: borrowing ScratchList<Int>, from start: Int, lanes: Int, limit2: Double
    )
        -> (lower: SIMD4<Double>, upper: SIMD4<Double>)
    {
        let p = columns[i]
        let q = LaneGather.gather(columns, LaneGather.rows4(rows, from: start, lanes: lanes))
        return DeltaE2000.boundsSquared(p.0, p.1, p.2, p.3, q.l, q.a, q.b, q.c, limit2: limit2)
    }

    /// Refined lower bounds of ΔE00² (`DeltaE2000.refinedLowerBoundsSquared`) of row `i` against the `lanes` (1…4)
    /// rows `rows[start]`, `rows[start + 1]`, …; missing lanes repeat the first.
    @inline(__always)
    package func refinedLowerBoundsSquared(
        _ i: Int, _ rows: borrowing ScratchList<Int>, from start: Int, lanes: Int, limit2: Double
    )
        -> SIMD4<Double>
    {
        let p = columns[i]
        let q = LaneGather.gather(columns, LaneGather.rows4(rows, from: start, lanes: lanes))
        return DeltaE2000.refinedLowerBoundsSquared(p.0, p.1, p.2, p.3, q.l, q.a, q.b, q.c, limit2: limit2)
    }
}

extension LabRows where Scalar == Float {
    /// Row `i`'s L*, a*, b*, C.
    @inline(__always)
    package func row(_ i: Int) -> SIMD4<Float> {
        let p = columns[i]
        return SIMD4(p.0, p.1, p.2, p.3)
    }

    /// Single-precision lower bounds of ΔE00² (`DeltaE2000.coarseLowerBoundsSquared`) of row `i` against rows
    /// `j`…`j + 7`.
    ///
    /// Not inlined: inlined into `SweepWorker.scan`, whose pre-filter then reads the lanes one by one, the compiler
    /// turned the bound's lane-wise choice of the larger bound into a branch per lane (10,000 colours: +9% CPU).
    @inline(never)
    package func coarseLowerBoundsSquared(_ i: Int, _ j: Int) -> SIMD8<Float> {
        let p = columns[i]
        let q: Lanes8 = columns.vectors(from: j)
        return DeltaE2000.coarseLowerBoundsSquared(p.0, p.1, p.2, p.3, q.l, q.a, q.b, q.c)
    }

    /// Eight rows' L*, a*, b*, C, one row per lane.
    package typealias Lanes8 = (l: SIMD8<Float>, a: SIMD8<Float>, b: SIMD8<Float>, c: SIMD8<Float>)

    /// The rows `r`, one per lane.
    @inline(__always)
    package func gather(_ r: LaneGather.Rows8) -> Lanes8 { LaneGather.gather(columns, r) }

    /// Single-precision lower bounds of ΔE00² (`DeltaE2000.coarseLowerBoundsSquared`) of row `i` against the
    /// rows in `lanes`.
    @inline(__always)
    package func coarseLowerBoundsSquared(_ i: Int, _ lanes: Lanes8) -> SIMD8<Float> {
        let p = columns[i]
        return DeltaE2000.coarseLowerBoundsSquared(p.0, p.1, p.2, p.3, lanes.l, lanes.a, lanes.b, lanes.c)
    }

    /// Refined single-precision bounds of ΔE00² (`DeltaE2000.fineBoundsSquared`) of row `i` against rows
    /// `j`…`j + 7`.
    @inline(__always)
    package func fineBoundsSquared(_ i: Int, _ j: Int) -> (lower: SIMD8<Float>, upper: SIMD8<Float>) {
        let p = columns[i]
        let q: Lanes8 = columns.vectors(from: j)
        return DeltaE2000.fineBoundsSquared(p.0, p.1, p.2, p.3, q.l, q.a, q.b, q.c)
    }

    /// Refined single-precision bounds of ΔE00² (`DeltaE2000.fineBoundsSquared`) of row `i` against the rows in
    /// `lanes`.
    @inline(__always)
    package func fineBoundsSquared(_ i: Int, _ lanes: Lanes8) -> (lower: SIMD8<Float>, upper: SIMD8<Float>) {
        let p = columns[i]
        return DeltaE2000.fineBoundsSquared(p.0, p.1, p.2, p.3, lanes.l, lanes.a, lanes.b, lanes.c)
    }
}
