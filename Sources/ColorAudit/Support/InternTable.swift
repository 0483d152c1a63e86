import Foundation

/// One shared copy of equal values: `intern(_:)` returns a value interned before that equals the one
/// given, so that values built again and again with the same contents (the facts of a hundred thousand
/// contrast findings, mostly the same few dictionaries) share one storage instead of each holding its
/// own. Thread-safe; holds at most `limit` values (it starts afresh when full, so it never grows with
/// the input, and a value not found is simply kept as given).
final class InternTable<Value: Hashable & Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: Set<Value> = []
    private let limit: Int

    /// A table of at most `limit` values.
    init(limit: Int = 4_096) { self.limit = limit }

    /// A value equal to `value`: one interned before, or `value` itself (then interned).
    func intern(_ value: Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let index = values.firstIndex(of: value) { return values[index] }
        if values.count >= limit { values.removeAll(keepingCapacity: true) }
        values.insert(value)
        return value
    }
}
