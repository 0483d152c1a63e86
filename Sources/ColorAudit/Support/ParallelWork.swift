import ColorScience
import Foundation

/// Independent jobs run on every core, results in job order.
///
/// The calling thread and `activeProcessorCount − 1` blocks on the global queue take the jobs (not
/// `DispatchQueue.concurrentPerform`: libdispatch runs a `concurrentPerform` called inside another one on
/// one thread, so a job that spreads its own work over the cores, such as the colour-vision search of
/// `--all-pairs`, would get one core).
///
/// Each thread takes the next job not yet started, so long and short jobs share the cores. A job's
/// result must not depend on which thread runs it or on the other jobs' timing; then `map` returns
/// exactly what `(0..<count).map(body)` returns.
///
/// `serially(_:)` runs work with every `map` inside it on the calling thread, one job after another:
/// the plain path that tests compare the parallel one with.
enum ParallelWork {
    /// Whether `map` runs its jobs on the calling thread, in order (set by `serially`, for the current
    /// task and the work it calls).
    @TaskLocal private static var runsSerially = false

    /// `body()` with every `map` it calls (directly or through other functions) run serially on the
    /// calling thread, in order of `k`: what the parallel runs must equal.
    static func serially<R>(_ body: () throws -> R) rethrows -> R {
        try $runsSerially.withValue(true, operation: body)
    }

    /// `body(k)` for every `k` in `0..<count`, on up to `ProcessInfo.activeProcessorCount` threads
    /// (on the calling thread alone when there is one core or one job, or inside `serially`), in order
    /// of `k`.
    static func map<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let workers = Swift.min(ProcessInfo.processInfo.activeProcessorCount, count)
        guard workers > 1, !runsSerially else { return (0..<count).map(body) }
        let slots = Slots<T>(count)
        withoutActuallyEscaping(body) { body in
            let work: @Sendable () -> Void = { while let k = slots.claim() { slots.store(body(k), at: k) } }
            let group = DispatchGroup()
            for _ in 1..<workers { DispatchQueue.global().async(group: group, execute: work) }
            work()
            group.wait()
        }
        return slots.results()
    }

    /// One slot per job (each written by the one thread that claimed the job) and the next job to claim.
    private final class Slots<T>: @unchecked Sendable {
        private let lock = NSLock()
        private let count: Int
        private var next = 0
        private let values: UnsafeMutablePointer<T?>

        init(_ count: Int) {
            self.count = count
            values = .allocate(capacity: count)
            values.initialize(repeating: nil, count: count)
        }

        deinit {
            values.deinitialize(count: count)
            values.deallocate()
        }

        /// The next job to run, or `nil` when every job has been taken.
        func claim() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ value: T, at k: Int) { values[k] = value }

        /// The results in job order (after every job has run), moved out of the slots (which are left
        /// empty), not copied.
        func results() -> [T] {
            (0..<count).map { k in
                let value = (values + k).move()
                (values + k).initialize(to: nil)
                return value!
            }
        }
    }
}
