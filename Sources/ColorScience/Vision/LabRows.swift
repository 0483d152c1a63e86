/// L*, a*, b* and chroma C* of a sweep's rows (colours in the sweep's order): four consecutive columns of a
/// `ColumnBlock`, which the sweep holds.
package struct LabRows<Scalar: BinaryFloatingPoint & SIMDScalar>: Sendable {
    /// One column of the rows, read by row.
    package struct Column: RandomAccessCollection, Sendable {
        package let block: ColumnBlock<Scalar>
        /// The column's place in `block`.
        package let column: Int
        package let startIndex = 0
        /// Number of rows.
        package let endIndex: Int

        /// The value of row `row`.
        @inline(__always)
        package subscript(row: Int) -> Scalar { block[column, row] }

        /// Rows `row`, `row + 1`, … one per lane (`ColumnBlock.vector`).
        @inline(__always)
        package func vector<Vector: SIMD>(from row: Int) -> Vector where Vector.Scalar == Scalar {
            block.vector(column, from: row)
        }
    }

    package let l: Column
    package let a: Column
    package let b: Column
    package let c: Column

    /// Number of rows.
    package var count: Int { l.endIndex }

    /// Columns `first`…`first + 3` of `block` (L*, a*, b*, C), each of `count` rows.
    package init(_ block: ColumnBlock<Scalar>, first: Int, count: Int) {
        (l, a, b, c) = (
            Column(block: block, column: first, endIndex: count),
            Column(block: block, column: first + 1, endIndex: count),
            Column(block: block, column: first + 2, endIndex: count),
            Column(block: block, column: first + 3, endIndex: count)
        )
    }
}

extension LabRows where Scalar == Double {
    /// ΔE00 of rows `i` and `j` by the kernel (`DeltaE2000.kernel`).
    @inline(__always)
    package func deltaE(_ i: Int, _ j: Int) -> Double {
        DeltaE2000.kernel(l[i], a[i], b[i], c[i], l[j], a[j], b[j], c[j])
    }

    /// ΔE00 of rows `i` and `j` by the kernel with a limit (`DeltaE2000.kernel`: exact below `limit`, some value at
    /// or above it otherwise).
    @inline(__always)
    package func deltaE(_ i: Int, _ j: Int, limit: Double) -> Double {
        DeltaE2000.kernel(l[i], a[i], b[i], c[i], l[j], a[j], b[j], c[j], limit: limit)
    }

    /// Lower and upper bounds of ΔE00² (`DeltaE2000.boundsSquared`) of row `i` against the `lanes` (1…4) rows
    /// `rows[start]`, `rows[start + 1]`, …; missing lanes repeat the first.
    @inline(__always)
    package func boundsSquared(_ i: Int, _ rows: [Int], from start: Int, lanes: Int, limit2: Double)
        -> (lower: SIMD4<Double>, upper: SIMD4<Double>)
    {
        let r = LaneGather.rows4(rows, from: start, lanes: lanes)
        return DeltaE2000.boundsSquared(
            l[i], a[i], b[i], c[i], LaneGather.gather(l, r), LaneGather.gather(a, r), LaneGather.gather(b, r),
            LaneGather.gather(c, r), limit2: limit2)
    }

    /// Refined lower bounds of ΔE00² (`DeltaE2000.refinedLowerBoundsSquared`) of row `i` against the `lanes` (1…4)
    /// rows `rows[start]`, `rows[start + 1]`, …; missing lanes repeat the first.
    @inline(__always)
    package func refinedLowerBoundsSquared(_ i: Int, _ rows: [Int], from start: Int, lanes: Int, limit2: Double)
        -> SIMD4<Double>
    {
        let r = LaneGather.rows4(rows, from: start, lanes: lanes)
        return DeltaE2000.refinedLowerBoundsSquared(
            l[i], a[i], b[i], c[i], LaneGather.gather(l, r), LaneGather.gather(a, r), LaneGather.gather(b, r),
            LaneGather.gather(c, r), limit2: limit2)
    }
}

extension LabRows where Scalar == Float {
    /// Row `i`'s L*, a*, b*, C.
    @inline(__always)
    package func row(_ i: Int) -> SIMD4<Float> { SIMD4(l[i], a[i], b[i], c[i]) }

    /// Single-precision lower bounds of ΔE00² (`DeltaE2000.coarseLowerBoundsSquared`) of row `i` against rows
    /// `j`…`j + 7`.
    ///
    /// Not inlined: inlined into `SweepWorker.scan`, whose pre-filter then reads the lanes one by one, the compiler
    /// turned the bound's lane-wise choice of the larger bound into a branch per lane (10,000 colours: +9% CPU).
    @inline(never)
    package func coarseLowerBoundsSquared(_ i: Int, _ j: Int) -> SIMD8<Float> {
        DeltaE2000.coarseLowerBoundsSquared(
            l[i], a[i], b[i], c[i], l.vector(from: j), a.vector(from: j), b.vector(from: j), c.vector(from: j))
    }

    /// Eight rows' L*, a*, b*, C, one row per lane.
    package typealias Lanes8 = (l: SIMD8<Float>, a: SIMD8<Float>, b: SIMD8<Float>, c: SIMD8<Float>)

    /// The rows `r`, one per lane.
    @inline(__always)
    package func gather(_ r: LaneGather.Rows8) -> Lanes8 {
        (LaneGather.gather(l, r), LaneGather.gather(a, r), LaneGather.gather(b, r), LaneGather.gather(c, r))
    }

    /// Single-precision lower bounds of ΔE00² (`DeltaE2000.coarseLowerBoundsSquared`) of row `i` against the
    /// rows in `lanes`.
    @inline(__always)
    package func coarseLowerBoundsSquared(_ i: Int, _ lanes: Lanes8) -> SIMD8<Float> {
        DeltaE2000.coarseLowerBoundsSquared(l[i], a[i], b[i], c[i], lanes.l, lanes.a, lanes.b, lanes.c)
    }

    /// Refined single-precision bounds of ΔE00² (`DeltaE2000.fineBoundsSquared`) of row `i` against rows
    /// `j`…`j + 7`.
    @inline(__always)
    package func fineBoundsSquared(_ i: Int, _ j: Int) -> (lower: SIMD8<Float>, upper: SIMD8<Float>) {
        DeltaE2000.fineBoundsSquared(
            l[i], a[i], b[i], c[i], l.vector(from: j), a.vector(from: j), b.vector(from: j), c.vector(from: j))
    }

    /// Refined single-precision bounds of ΔE00² (`DeltaE2000.fineBoundsSquared`) of row `i` against the rows in
    /// `lanes`.
    @inline(__always)
    package func fineBoundsSquared(_ i: Int, _ lanes: Lanes8) -> (lower: SIMD8<Float>, upper: SIMD8<Float>) {
        DeltaE2000.fineBoundsSquared(l[i], a[i], b[i], c[i], lanes.l, lanes.a, lanes.b, lanes.c)
    }
}
