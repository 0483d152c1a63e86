/// Columns of one floating-point type, one after the other in one allocation (column `k` starts at `k · rows`),
/// written once by `init` and then only read, by every worker of a sweep at once, through two views that find their
/// place in the block once: `Column` (one column, by row) and `FourColumns` (a sweep's L*, a*, b*, C: a row's four
/// values, or the vectors of eight consecutive rows of the four, with one check).
///
/// The colour-vision search's one unsafe buffer, kept for the vector reads: eight consecutive rows of a column
/// as one unaligned vector load, which the single-precision bounds take eight rows at a time. From a Swift array
/// the same vector is put together from eight bounds-checked loads, lane by lane (a micro-benchmark of four
/// columns read eight rows at a time into a bound-like sum over windows of 1,500 of 10,000 rows, `swiftc -O`,
/// Swift 6.3.1, median of 6 runs: 0.51 s from this buffer, 0.69 s from arrays). Every read checks its index
/// (`precondition`), as an array's subscript does, so a wrong index traps instead of reading other memory; each
/// view holds the block, so the memory it reads lives as long as the view.
package final class ColumnBlock<Scalar: BinaryFloatingPoint & SIMDScalar>: @unchecked Sendable {
    /// The first value of the first column; private, read only through the views below, every read checked.
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

    /// One column of a block, read by row: the column's place in the block is found once, so that a read is one
    /// check and one load (as an array's). Every read checks that it stays inside the column and its padding.
    package struct Column: RandomAccessCollection, @unchecked Sendable {
        /// Keeps the block, and so `first`, alive.
        private let block: ColumnBlock
        /// The column's first value.
        private let first: UnsafePointer<Scalar>
        /// Rows that may be read: the block's rows with their padding.
        private let readable: Int
        package var startIndex: Int { 0 }
        /// Number of rows (without the padding).
        package let endIndex: Int

        fileprivate init(_ block: ColumnBlock, _ first: UnsafePointer<Scalar>, readable: Int, count: Int) {
            self.block = block
            self.first = first
            self.readable = readable
            endIndex = count
        }

        /// The value of row `row`.
        @inline(__always)
        package subscript(row: Int) -> Scalar {
            precondition(UInt(bitPattern: row) < UInt(bitPattern: readable), "index out of range")
            return first[row]
        }

        /// Rows `row`, `row + 1`, … one per lane.
        @inline(__always)
        package func vector<Vector: SIMD>(from row: Int) -> Vector where Vector.Scalar == Scalar {
            precondition(row >= 0 && row <= readable - Vector.scalarCount, "index out of range")
            return UnsafeRawPointer(first + row).loadUnaligned(as: Vector.self)
        }
    }

    /// Columns `first`…`first + 3`, read together by row (`FourColumns`), their first `count` rows their rows.
    package func fourColumns(_ first: Int, count: Int) -> FourColumns {
        precondition(first >= 0 && first + 4 <= columns && count >= 0 && count <= rows, "index out of range")
        return FourColumns(self, first, count: count)
    }

    /// Four consecutive columns of a block (a sweep's L*, a*, b*, C), read by row: a row's four values, or the
    /// vectors of consecutive rows of all four, with one check, since the four have the same rows.
    package struct FourColumns: @unchecked Sendable {
        /// Keeps the block, and so `first`, alive.
        private let block: ColumnBlock
        /// The first column's first value (each next column starts `readable` values later).
        private let first: UnsafePointer<Scalar>
        /// Rows that may be read: the block's rows with their padding.
        private let readable: Int
        /// Number of rows (without the padding).
        package let count: Int

        fileprivate init(_ block: ColumnBlock, _ column: Int, count: Int) {
            self.block = block
            first = UnsafePointer(block.base + column * block.rows)
            readable = block.rows
            self.count = count
        }

        /// Column `k` (0…3) of the four.
        @inline(__always)
        package func column(_ k: Int) -> Column {
            precondition(k >= 0 && k < 4, "index out of range")
            return Column(block, first + k * readable, readable: readable, count: count)
        }

        /// Row `row`'s four values.
        @inline(__always)
        package subscript(row: Int) -> (Scalar, Scalar, Scalar, Scalar) {
            precondition(UInt(bitPattern: row) < UInt(bitPattern: readable), "index out of range")
            let value = first + row
            return (value[0], value[readable], value[2 * readable], value[3 * readable])
        }

        /// Rows `row`, `row + 1`, … one per lane, of each of the four columns.
        @inline(__always)
        package func vectors<Vector: SIMD>(from row: Int) -> (Vector, Vector, Vector, Vector)
        where Vector.Scalar == Scalar {
            precondition(row >= 0 && row <= readable - Vector.scalarCount, "index out of range")
            let start = UnsafeRawPointer(first + row)
            let column = readable * MemoryLayout<Scalar>.stride
            return (
                start.loadUnaligned(as: Vector.self), start.loadUnaligned(fromByteOffset: column, as: Vector.self),
                start.loadUnaligned(fromByteOffset: 2 * column, as: Vector.self),
                start.loadUnaligned(fromByteOffset: 3 * column, as: Vector.self)
            )
        }
    }
}

/// Columns in single precision, for the `Float` bounds (`DeltaE2000.coarseLowerBoundsSquared`,
/// `DeltaE2000.fineBoundsSquared`).
package typealias SingleColumns = ColumnBlock<Float>

/// Columns in double precision, for the kernel.
package typealias DoubleColumns = ColumnBlock<Double>
