import Foundation

/// The colours `LightnessSearch.nearestKeepingHue` tries at each lightness step of its walk, kept per
/// colour and gamut: a colour is searched again in every pair it is in (a text colour on each of
/// hundreds of backgrounds), and its steps — each a chroma bisection against the gamut — do not depend
/// on the pair. A step is `LightnessSearch.fitted` of the colour at that lightness, computed the first
/// time a walk reaches it, so the walk gives what it gives without the table. Thread-safe; holds the
/// steps of at most `limit` colours (it starts afresh when full), each at most 101 steps per direction.
final class LightnessSteps: @unchecked Sendable {
    /// The table the searches share.
    static let shared = LightnessSteps(limit: 1_024)

    private struct Key: Hashable {
        var color: Color
        var gamut: ColorSpace
    }

    /// The steps of one colour, darker and lighter, in walking order (guarded by the table's lock).
    final class Steps: @unchecked Sendable {
        fileprivate var darker: [Color] = []
        fileprivate var lighter: [Color] = []
    }

    private let lock = NSLock()
    private var steps: [Key: Steps] = [:]
    private let limit: Int

    init(limit: Int) { self.limit = limit }

    /// The steps of `color` (in `.oklch`) in `gamut`, empty when none was taken yet.
    func steps(of color: Color, in gamut: ColorSpace) -> Steps {
        let key = Key(color: color, gamut: gamut)
        lock.lock()
        defer { lock.unlock() }
        if let known = steps[key] { return known }
        if steps.count >= limit { steps.removeAll(keepingCapacity: true) }
        let made = Steps()
        steps[key] = made
        return made
    }

    /// The colour of step `index` (0 is the first step away from the colour) in `direction` (−1 darker,
    /// +1 lighter) of `steps`, `compute` of it when no walk reached it before.
    func step(_ index: Int, direction: Double, of steps: Steps, compute: () -> Color) -> Color {
        lock.lock()
        if direction < 0, index < steps.darker.count {
            defer { lock.unlock() }
            return steps.darker[index]
        }
        if direction > 0, index < steps.lighter.count {
            defer { lock.unlock() }
            return steps.lighter[index]
        }
        lock.unlock()
        let color = compute()
        lock.lock()
        defer { lock.unlock() }
        if direction < 0 {
            if steps.darker.count == index { steps.darker.append(color) }
        } else {
            if steps.lighter.count == index { steps.lighter.append(color) }
        }
        return color
    }

    /// The steps of `steps` in `direction` computed so far.
    func kept(direction: Double, of steps: Steps) -> [Color] {
        lock.lock()
        defer { lock.unlock() }
        return direction < 0 ? steps.darker : steps.lighter
    }
}
