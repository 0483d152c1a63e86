/// Columns of one floating-point type, one after the other in one allocation (column `k` of `n` values
/// starts at `k·n`), read by every worker of a sweep and never written after `init`: the hot loops read
/// them through `base` with no reference counting or bounds checks.
package final class ColumnBlock<Scalar: BinaryFloatingPoint>: @unchecked Sendable {
    /// The first value of the first column.
    package let base: UnsafeMutablePointer<Scalar>

    /// The columns (of equal length), each value rounded to `Scalar`.
    package init(_ columns: [[Double]]) {
        let n = columns.first?.count ?? 0
        base = .allocate(capacity: Swift.max(columns.count * n, 1))
        for (k, column) in columns.enumerated() {
            for (i, value) in column.enumerated() { (base + k * n + i).initialize(to: Scalar(value)) }
        }
    }

    deinit { base.deallocate() }
}

/// Columns in single precision, for the `Float` bounds (`DeltaE2000.coarseLowerBoundsSquared`,
/// `DeltaE2000.fineBoundsSquared`).
package typealias SingleColumns = ColumnBlock<Float>

/// Columns in double precision, for the kernel.
package typealias DoubleColumns = ColumnBlock<Double>
