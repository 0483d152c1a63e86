import ColorScience
import Foundation

/// A lock-protected list of `PaletteReport.Omitted` entries, merged per rule, severity and appearance, so
/// that rules running on several threads can record what they left out.
final class OmittedLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var byKey: [String: PaletteReport.Omitted] = [:]
    private var order: [String] = []

    /// Adds `entry` (found and reported counts add up with an earlier entry of the same key).
    func add(_ entry: PaletteReport.Omitted) {
        let key = "\(entry.rule)\u{0}\(entry.severity.rawValue)\u{0}\(entry.appearance.rawValue)"
        lock.lock()
        defer { lock.unlock() }
        if var existing = byKey[key] {
            existing.found += entry.found
            existing.reported += entry.reported
            byKey[key] = existing
        } else {
            byKey[key] = entry
            order.append(key)
        }
    }

    /// The entries in the order first recorded.
    var entries: [PaletteReport.Omitted] {
        lock.lock()
        defer { lock.unlock() }
        return order.compactMap { byKey[$0] }
    }
}
