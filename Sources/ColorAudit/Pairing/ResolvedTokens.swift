import ColorScience
import Foundation

/// The tokens of a palette resolved per appearance (`AuditContext.tokens(in:)`), built on first use and
/// kept for the context's lifetime. Thread-safe.
final class ResolvedTokens: @unchecked Sendable {
    private let lock = NSLock()
    private var built: [Appearance: [ResolvedPair.Layer]] = [:]

    /// The layers of `appearance`, from `resolve` the first time (outside the lock; two threads may both
    /// resolve them, with the same result).
    func layers(in appearance: Appearance, _ resolve: () -> [ResolvedPair.Layer]) -> [ResolvedPair.Layer] {
        lock.lock()
        let known = built[appearance]
        lock.unlock()
        if let known { return known }
        let layers = resolve()
        lock.lock()
        built[appearance] = layers
        lock.unlock()
        return layers
    }
}
