/// Columns of one floating-point type, one after the other in one allocation (column `k` starts at `k · rows`),
/// written once by `init` and then only read, by every worker of a sweep at once.
///
/// The colour-vision search's one unsafe buffer, kept for `vector(_:from:)`: eight consecutive rows of a column
/// as one unaligned vector load, which the single-precision bounds take eight rows at a time. From a Swift array
/// the same vector is put together from eight bounds-checked loads, lane by lane (a micro-benchmark of four
/// columns read eight rows at a time into a bound-like sum over windows of 1,500 of 10,000 rows, `swiftc -O`,
/// Swift 6.3.1, median of 6 runs: 0.51 s from this buffer, 0.69 s from arrays). Every read checks its index
/// (`precondition`), as an array's subscript does, so a wrong index traps instead of reading other memory.
package final class ColumnBlock<Scalar: BinaryFloatingPoint & SIMDScalar>: @unchecked Sendable {
    /// The first value of the first column; private, so that every read goes through the checks below.
    private let base: UnsafeMutablePointer<Scalar>
    /// Values per column (the columns' length plus the padding).
    package let rows: Int
    /// Number of columns.
    package let columns: Int

    /// The columns (of equal length), each value rounded to `Scalar`, each followed by `padding` zeros (so that
    /// a vector can be read from any row of the columns).
    package init(_ columns: [[Double]], padding: Int = 0) {
        rows = (columns.first?.count ?? 0) + padding
        self.columns = columns.count
        base = .allocate(capacity: Swift.max(columns.count * rows, 1))
        base.initialize(repeating: 0, count: Swift.max(columns.count * rows, 1))
        for (k, column) in columns.enumerated() {
            precondition(column.count + padding == rows, "columns of unequal length")
            for (i, value) in column.enumerated() { base[k * rows + i] = Scalar(value) }
        }
    }

    deinit { base.deallocate() }

    /// Row `row` of column `column`.
    @inline(__always)
    package subscript(column: Int, row: Int) -> Scalar {
        precondition(column >= 0 && column < columns && row >= 0 && row < rows, "index out of range")
        return base[column * rows + row]
    }

    /// Rows `row`, `row + 1`, … of column `column`, one per lane.
    @inline(__always)
    package func vector<Vector: SIMD>(_ column: Int, from row: Int) -> Vector where Vector.Scalar == Scalar {
        precondition(
            column >= 0 && column < columns && row >= 0 && row + Vector.scalarCount <= rows, "index out of range")
        return UnsafeRawPointer(base + column * rows + row).loadUnaligned(as: Vector.self)
    }
}

/// Columns in single precision, for the `Float` bounds (`DeltaE2000.coarseLowerBoundsSquared`,
/// `DeltaE2000.fineBoundsSquared`).
package typealias SingleColumns = ColumnBlock<Float>

/// Columns in double precision, for the kernel.
package typealias DoubleColumns = ColumnBlock<Double>
