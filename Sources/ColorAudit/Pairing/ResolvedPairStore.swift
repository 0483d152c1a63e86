import ColorScience
import Foundation

/// The resolved pairs of one `PairSequence`, resolved once on first use and shared by every rule that
/// iterates the sequence (each rule would otherwise resolve every pair again and rebuild its layer
/// stack). Held only for sequences of at most `limit` pairs (`PairSequence.estimatedCount`), so memory
/// stays bounded: larger sequences are resolved again on each iteration, one pair at a time.
/// Thread-safe: the first caller resolves, later ones read the same array.
final class ResolvedPairStore: @unchecked Sendable {
    /// The most pairs held: about 0.55 KB each (the declaration, the contrast stack, references to layers
    /// shared with the other pairs of the same colours: `ResolvedPair.SharedLayer`), so 200,000 pairs
    /// ≈ 110 MB. A palette of 400 text and 240 background colours forms 96,000.
    static let limit = 200_000

    private let lock = NSLock()
    private var resolved: [ResolvedPair]?

    /// Holds the pairs `resolve` yields, unless some are held already (then `resolve` is not called).
    func fill(_ resolve: () -> [ResolvedPair]) {
        lock.lock()
        defer { lock.unlock() }
        if resolved == nil { resolved = resolve() }
    }

    /// The pairs `resolve` yields, computed on the first call (`fill`) and returned as they are on later
    /// ones.
    func pairs(_ resolve: () -> [ResolvedPair]) -> [ResolvedPair] {
        fill(resolve)
        lock.lock()
        defer { lock.unlock() }
        return resolved ?? []
    }
}
