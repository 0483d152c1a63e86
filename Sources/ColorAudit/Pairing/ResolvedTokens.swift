import ColorScience
import Foundation

/// The tokens of a palette resolved per appearance (`AuditContext.tokens(in:)`), built on first use and
/// kept for the context's lifetime. Thread-safe: each appearance is resolved once, and a rule asking for
/// it while another resolves it waits and gets the same array (one copy, not one per rule).
final class ResolvedTokens: @unchecked Sendable {
    /// One appearance's layers, resolved under its own lock, so appearances still resolve concurrently.
    private final class Slot {
        let lock = NSLock()
        var layers: [ResolvedPair.Layer]?
    }

    private let lock = NSLock()
    private var slots: [Appearance: Slot] = [:]

    /// The layers of `appearance`, from `resolve` the first time.
    func layers(in appearance: Appearance, _ resolve: () -> [ResolvedPair.Layer]) -> [ResolvedPair.Layer] {
        let slot = lock.withLock {
            if let slot = slots[appearance] { return slot }
            let slot = Slot()
            slots[appearance] = slot
            return slot
        }
        return slot.lock.withLock {
            if let layers = slot.layers { return layers }
            let layers = resolve()
            slot.layers = layers
            return layers
        }
    }
}
