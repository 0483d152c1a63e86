/// L*, a*, b* and chroma C* of a sweep's rows (colours in the sweep's order), four consecutive columns of a
/// `ColumnBlock`, read by the hot loops through pointers: no reference counting or bounds checks. Valid while the
/// block lives (the sweep that holds it).
package struct LabRows<Scalar: BinaryFloatingPoint> {
    package let l: UnsafePointer<Scalar>
    package let a: UnsafePointer<Scalar>
    package let b: UnsafePointer<Scalar>
    package let c: UnsafePointer<Scalar>
    /// Number of rows.
    package let count: Int

    /// Columns `first`…`first + 3` of `block` (L*, a*, b*, C), each of `count` rows.
    package init(_ block: ColumnBlock<Scalar>, first: Int, count: Int) {
        let base = UnsafePointer(block.base) + first * count
        (l, a, b, c) = (base, base + count, base + 2 * count, base + 3 * count)
        self.count = count
    }

    /// The L* column, for the lightness window (`LightnessWindow.end`).
    package var lightness: UnsafeBufferPointer<Scalar> { UnsafeBufferPointer(start: l, count: count) }
}

extension LabRows where Scalar == Double {
    /// ΔE00 of rows `i` and `j` by the kernel (`DeltaE2000.kernel`; with a finite `limit`, exact below it).
    @inline(__always)
    package func deltaE(_ i: Int, _ j: Int, limit: Double = .infinity) -> Double {
        DeltaE2000.kernel(l[i], a[i], b[i], c[i], l[j], a[j], b[j], c[j], limit: limit)
    }

    /// Lower and upper bounds of ΔE00² (`DeltaE2000.boundsSquared`) of row `i` against the first `lanes` (1…4) of
    /// `rows`; missing lanes repeat the first.
    @inline(__always)
    package func boundsSquared(_ i: Int, _ rows: UnsafeMutablePointer<Int>, lanes: Int, limit2: Double)
        -> (lower: SIMD4<Double>, upper: SIMD4<Double>)
    {
        DeltaE2000.boundsSquared(
            l[i], a[i], b[i], c[i], LaneGather.gather(l, rows, lanes), LaneGather.gather(a, rows, lanes),
            LaneGather.gather(b, rows, lanes), LaneGather.gather(c, rows, lanes), limit2: limit2)
    }

    /// Refined lower bounds of ΔE00² (`DeltaE2000.refinedLowerBoundsSquared`) of row `i` against the first
    /// `lanes` (1…4) of `rows`; missing lanes repeat the first.
    @inline(__always)
    package func refinedLowerBoundsSquared(_ i: Int, _ rows: UnsafeMutablePointer<Int>, lanes: Int, limit2: Double)
        -> SIMD4<Double>
    {
        DeltaE2000.refinedLowerBoundsSquared(
            l[i], a[i], b[i], c[i], LaneGather.gather(l, rows, lanes), LaneGather.gather(a, rows, lanes),
            LaneGather.gather(b, rows, lanes), LaneGather.gather(c, rows, lanes), limit2: limit2)
    }
}

extension LabRows where Scalar == Float {
    /// Rows `j`…`j + 7` of `column` (which must hold them).
    @inline(__always)
    package static func load(_ column: UnsafePointer<Float>, _ j: Int) -> SIMD8<Float> {
        UnsafeRawPointer(column + j).loadUnaligned(as: SIMD8<Float>.self)
    }

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
            l[i], a[i], b[i], c[i], Self.load(l, j), Self.load(a, j), Self.load(b, j), Self.load(c, j))
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
            l[i], a[i], b[i], c[i], Self.load(l, j), Self.load(a, j), Self.load(b, j), Self.load(c, j))
    }

    /// Refined single-precision bounds of ΔE00² (`DeltaE2000.fineBoundsSquared`) of row `i` against the rows in
    /// `lanes`.
    @inline(__always)
    package func fineBoundsSquared(_ i: Int, _ lanes: Lanes8) -> (lower: SIMD8<Float>, upper: SIMD8<Float>) {
        DeltaE2000.fineBoundsSquared(l[i], a[i], b[i], c[i], lanes.l, lanes.a, lanes.b, lanes.c)
    }
}
