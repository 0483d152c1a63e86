/// A 3×3 matrix of doubles, stored by rows, for the linear maps of colour-vision simulation
/// (RGB ↔ LMS, projections, the Machado et al. matrices). Applied to column vectors: `m * v`.
public struct Matrix3: Sendable, Hashable {
    /// The three rows, top first.
    public var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    /// Creates a matrix from its rows, top first.
    public init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        rows = (row0, row1, row2)
    }

    /// Creates a matrix from nine numbers in row-major order (`[m00, m01, m02, m10, …]`).
    /// Precondition: `values.count == 9`.
    public init(rowMajor values: [Double]) {
        precondition(values.count == 9, "a 3×3 matrix needs 9 values")
        self.init(
            SIMD3(values[0], values[1], values[2]), SIMD3(values[3], values[4], values[5]),
            SIMD3(values[6], values[7], values[8]))
    }

    /// The identity matrix.
    public static let identity = Matrix3(SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1))

    /// Row `i` (0…2).
    public subscript(row i: Int) -> SIMD3<Double> {
        switch i {
        case 0: return rows.0
        case 1: return rows.1
        default: return rows.2
        }
    }

    /// The entry at row `i`, column `j` (both 0…2).
    public subscript(i: Int, j: Int) -> Double { self[row: i][j] }

    /// The nine entries in row-major order.
    public var rowMajor: [Double] {
        [rows.0.x, rows.0.y, rows.0.z, rows.1.x, rows.1.y, rows.1.z, rows.2.x, rows.2.y, rows.2.z]
    }

    /// The transpose.
    public var transposed: Matrix3 {
        Matrix3(
            SIMD3(rows.0.x, rows.1.x, rows.2.x), SIMD3(rows.0.y, rows.1.y, rows.2.y),
            SIMD3(rows.0.z, rows.1.z, rows.2.z))
    }

    /// The determinant.
    public var determinant: Double {
        let (a, b, c) = rows
        return a.x * (b.y * c.z - b.z * c.y) - a.y * (b.x * c.z - b.z * c.x) + a.z * (b.x * c.y - b.y * c.x)
    }

    /// The inverse (by the adjugate). Precondition: the matrix is invertible (determinant ≠ 0).
    public var inverse: Matrix3 {
        let det = determinant
        precondition(det != 0, "singular matrix")
        let (a, b, c) = rows
        // Columns of the inverse are the cross products of the rows, divided by the determinant.
        let c0 = Matrix3.cross(b, c) / det
        let c1 = Matrix3.cross(c, a) / det
        let c2 = Matrix3.cross(a, b) / det
        return Matrix3(c0, c1, c2).transposed
    }

    /// `m * v`: the matrix applied to a column vector.
    public static func * (m: Matrix3, v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((m.rows.0 * v).sum(), (m.rows.1 * v).sum(), (m.rows.2 * v).sum())
    }

    /// The matrix product `l * r` (apply `r` first, then `l`).
    public static func * (l: Matrix3, r: Matrix3) -> Matrix3 {
        let t = r.transposed
        func row(_ v: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3((v * t.rows.0).sum(), (v * t.rows.1).sum(), (v * t.rows.2).sum())
        }
        return Matrix3(row(l.rows.0), row(l.rows.1), row(l.rows.2))
    }

    /// Entry-wise linear interpolation: `a` at `t = 0`, `b` at `t = 1`.
    public static func mix(_ a: Matrix3, _ b: Matrix3, _ t: Double) -> Matrix3 {
        Matrix3(
            a.rows.0 + (b.rows.0 - a.rows.0) * t, a.rows.1 + (b.rows.1 - a.rows.1) * t,
            a.rows.2 + (b.rows.2 - a.rows.2) * t)
    }

    /// The cross product `u × v`.
    public static func cross(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
    }

    /// Equality entry by entry (tuples are not `Hashable`, so this is spelled out).
    public static func == (l: Matrix3, r: Matrix3) -> Bool { l.rowMajor == r.rowMajor }

    /// Hashes the nine entries.
    public func hash(into hasher: inout Hasher) { hasher.combine(rowMajor) }
}
