import ColorScience
import Foundation

/// Values that the units of one run (one `PaletteDiscovery.discoverAll`) share, computed once: e.g. the
/// colour definitions of every Android resource folder, which each Android unit consults for names it
/// does not define (`ImportUnit.companions`). Without it each unit would re-read every other unit —
/// quadratic in the number of units; with it every file is read once per run.
///
/// Thread-safe: a value is computed under a lock, once per key; a computation that throws stores nothing.
public final class ImportRunCache: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: any Sendable] = [:]

    /// Creates an empty cache.
    public init() {}

    /// The value stored under `key`, computing and storing it first when there is none (or when the
    /// stored value is not a `T`).
    /// - Throws: what `compute` throws (nothing is stored then).
    public func value<T: Sendable>(_ key: String, compute: () throws(PaletteError) -> T) throws(PaletteError) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let stored = values[key] as? T { return stored }
        let value = try compute()
        values[key] = value
        return value
    }

    /// The value stored under `key`, or `nil` when there is none (or it is not a `T`): for a value whose
    /// computation reads other cached values, so cannot run under the lock (`value(_:compute:)`); it is
    /// computed outside and stored with `set(_:_:)`.
    public func stored<T: Sendable>(_ key: String) -> T? {
        lock.lock()
        defer { lock.unlock() }
        return values[key] as? T
    }

    /// Stores `value` under `key` (replacing what was there).
    public func set<T: Sendable>(_ key: String, _ value: T) {
        lock.lock()
        defer { lock.unlock() }
        values[key] = value
    }
}
