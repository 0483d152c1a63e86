import ColorScience
import Foundation

/// A finding's fix suggestions, either given or computed on first read: the lightness searches behind
/// them (`LightnessSearch`) cost far more than the finding itself, and most reports show the suggestions
/// of only a few findings (the text report: the worst of each colour set it lists). A rule hands over
/// the computation (`Finding.deferSuggestions(_:)`); the first read runs it and keeps the result; later
/// reads, copies of the finding and other threads see the same array. A reporter that reads each
/// finding's suggestions once (the streamed JSON report) can take them without keeping them
/// (`valueWithoutKeeping`), so that memory does not grow with the findings written.
///
/// Given suggestions (most findings have none) are held in the value itself; only deferred ones need
/// the shared box (`DeferredSuggestions`). Equality is by the suggestions (computing them when needed,
/// except for two copies of one deferred slot, which are equal at once). Hashing leaves them out (it
/// adds nothing to the hasher): equal slots still hash equally, and hashing a finding (a baseline's
/// states, `Set<Finding>`) never runs the lightness searches behind deferred suggestions.
struct SuggestionSlot: Sendable, Hashable {
    private enum Content: Sendable {
        case given([Suggestion])
        case deferred(DeferredSuggestions)
    }

    private var content: Content

    /// Suggestions known now.
    init(_ suggestions: [Suggestion]) { content = .given(suggestions) }

    /// Suggestions computed by `compute` on first read.
    init(deferred compute: @escaping @Sendable () -> [Suggestion]) {
        content = .deferred(DeferredSuggestions(compute))
    }

    /// The suggestions (computed now when this is the first read of deferred ones, and kept).
    var value: [Suggestion] {
        switch content {
        case .given(let suggestions): return suggestions
        case .deferred(let box): return box.value
        }
    }

    /// The suggestions, computed when not known yet and then not kept (each such read computes them
    /// again; the result is the same every time).
    var valueWithoutKeeping: [Suggestion] {
        switch content {
        case .given(let suggestions): return suggestions
        case .deferred(let box): return box.valueWithoutKeeping
        }
    }

    static func == (lhs: SuggestionSlot, rhs: SuggestionSlot) -> Bool {
        if case .deferred(let a) = lhs.content, case .deferred(let b) = rhs.content, a === b { return true }
        return lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {}
}

/// The shared box of deferred suggestions (`SuggestionSlot`). The computation reads only what the audit
/// no longer changes (the resolved pair, the immutable `AuditContext`), so its result is the same
/// whenever it runs; it runs outside the lock (one lock for every box, held only to read or store), so
/// two threads reading at once may both compute, and the first result is kept.
final class DeferredSuggestions: @unchecked Sendable {
    /// Guards `computed` and `compute` of every box (held for a few instructions, never while computing).
    private static let lock = NSLock()
    private var computed: [Suggestion]?
    private var compute: (@Sendable () -> [Suggestion])?

    /// Suggestions computed by `compute` on first read.
    init(_ compute: @escaping @Sendable () -> [Suggestion]) { self.compute = compute }

    /// The suggestions (computed now when this is the first read; the computation is then released).
    var value: [Suggestion] {
        let (known, pending) = state()
        if let known { return known }
        let result = pending?() ?? []
        Self.lock.lock()
        defer { Self.lock.unlock() }
        if let computed { return computed }
        computed = result
        compute = nil
        return result
    }

    /// The suggestions, computed now without keeping them when they are not known yet.
    var valueWithoutKeeping: [Suggestion] {
        let (known, pending) = state()
        return known ?? pending?() ?? []
    }

    private func state() -> ([Suggestion]?, (@Sendable () -> [Suggestion])?) {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        return (computed, compute)
    }
}
