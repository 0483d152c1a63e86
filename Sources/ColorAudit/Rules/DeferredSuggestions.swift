import Foundation

/// A finding's fix suggestions, either given or computed on first read: the lightness searches behind
/// them (`LightnessSearch`) cost far more than the finding itself, and most reports show the suggestions
/// of only a few findings (the text report: the worst of each colour set it lists). A rule hands over
/// the computation (`Finding.deferSuggestions(_:)`); the first read runs it once, under a lock, and keeps
/// the result; later reads, copies of the finding and other threads see the same array.
///
/// The computation reads only what the audit no longer changes (the resolved pair, the immutable
/// `AuditContext`), so its result is the same whenever it runs. Equality and hashing are by the
/// suggestions (computing them when needed).
final class DeferredSuggestions: @unchecked Sendable, Hashable {
    private let lock = NSLock()
    private var computed: [Suggestion]?
    private var compute: (@Sendable () -> [Suggestion])?

    /// Suggestions known now.
    init(_ suggestions: [Suggestion]) { computed = suggestions }

    /// Suggestions computed by `compute` on first read.
    init(deferred compute: @escaping @Sendable () -> [Suggestion]) { self.compute = compute }

    /// The suggestions (computed now when this is the first read; the computation is then released).
    var value: [Suggestion] {
        lock.lock()
        defer { lock.unlock() }
        if let computed { return computed }
        let result = compute?() ?? []
        computed = result
        compute = nil
        return result
    }

    static func == (lhs: DeferredSuggestions, rhs: DeferredSuggestions) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
