import ColorScience

/// Ranks of values for sorting: each value's position among a few known values (the rules run, the
/// appearances evaluated) in ascending order, so that ranks compare as the values do and a sort can
/// compare integers instead of strings. The table is built from the known values (a handful), not from
/// the values ranked (every finding's).
struct SortRanks<Value: Comparable & Hashable> {
    private let rank: [Value: Int]

    /// The ranks of the distinct `known` values (duplicates share one).
    init(_ known: [Value]) {
        var rank: [Value: Int] = [:]
        for (k, value) in Set(known).sorted().enumerated() { rank[value] = k }
        self.rank = rank
    }

    /// The rank of each of `values`, in order: its position in ascending order among the known values
    /// and any of `values` that are not known (then the table is built again with them), so ranks always
    /// compare as the values do.
    func ranks(_ values: [Value]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(values.count)
        for value in values {
            guard let known = rank[value] else {
                return SortRanks(Array(rank.keys) + values).ranks(values)
            }
            result.append(known)
        }
        return result
    }
}
