import ColorScience

/// Finds entries equal under a key that is costly to compute (`Full`: built from colour conversions,
/// long messages, dictionaries), by first telling entries apart with a cheap key (`Coarse`, made of
/// parts of the full key): an entry's full key is computed only when another entry has the same cheap
/// key. Finds exactly what a dictionary on full keys finds, provided equal full keys have equal cheap
/// keys. Used by `UniformFindings` to fold findings, most of which have nothing to fold with.
struct DeferredKeyIndex<Coarse: Hashable, Full: Hashable> {
    private enum Bucket {
        case single(Int)
        case keyed([Full: Int])
    }

    private var buckets: [Coarse: Bucket]

    /// An empty index with room for `capacity` coarse keys (the most positions it will be asked for),
    /// so that it never grows (growing rehashes every key).
    init(capacity: Int = 0) { buckets = Dictionary(minimumCapacity: capacity) }

    /// The position already stored under the entry's full key; when there is none, stores `position`
    /// under it and returns `nil`.
    /// - Parameters: `coarse` the entry's cheap key; `full` computes its full key; `fullAt` computes the
    ///   full key of the entry stored at a position (called at most once per stored entry).
    mutating func position(
        coarse: Coarse, full: () -> Full, fullAt: (Int) -> Full, storing position: Int
    ) -> Int? {
        switch buckets.removeValue(forKey: coarse) {
        case nil:
            buckets[coarse] = .single(position)
            return nil
        case .single(let stored):
            let key = full()
            let storedKey = fullAt(stored)
            if key == storedKey {
                buckets[coarse] = .single(stored)
                return stored
            }
            buckets[coarse] = .keyed([storedKey: stored, key: position])
            return nil
        case .keyed(var map):
            let key = full()
            defer { buckets[coarse] = .keyed(map) }
            if let stored = map[key] { return stored }
            map[key] = position
            return nil
        }
    }
}
