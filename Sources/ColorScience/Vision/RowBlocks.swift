import Foundation

/// How a sweep shares its rows (colours sorted by lightness) between workers: in blocks of `blockSize` rows,
/// round robin, so that dense and sparse stretches of the lightness axis are shared between workers. Each
/// worker works on values of its own and returns them (`map`). `Sweep`, `NormalAlikeSweep` and `AchromaticNearestSweep` run their
/// rows through it.
package struct RowBlocks: Sendable {
    /// Number of rows.
    package let count: Int
    /// Rows per block.
    package let blockSize: Int

    /// Calls `body` with each row of worker `worker` of `workers`, in increasing order.
    @inline(__always)
    package func forEach(worker: Int, of workers: Int, _ body: (Int) -> Void) {
        var blockStart = worker * blockSize
        while blockStart < count {
            for row in blockStart..<Swift.min(blockStart + blockSize, count) { body(row) }
            blockStart += workers * blockSize
        }
    }

    /// Calls `body` with each worker `0..<workers` (on this thread for one worker, otherwise concurrently) and
    /// returns what each returned, in worker order.
    package static func map<Result: Sendable>(workers: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        guard workers > 1 else { return [body(0)] }
        let results = WorkerResults<Result>(workers)
        DispatchQueue.concurrentPerform(iterations: workers) { w in results.store(body(w), at: w) }
        return results.all
    }
}

/// The workers' results: each stores its own once, under the lock, and they are read after every worker has
/// finished.
private final class WorkerResults<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result?]

    init(_ workers: Int) { results = Array(repeating: nil, count: workers) }

    func store(_ result: Result, at worker: Int) {
        lock.lock()
        defer { lock.unlock() }
        results[worker] = result
    }

    /// Every worker's result, in worker order.
    var all: [Result] {
        lock.lock()
        defer { lock.unlock() }
        return results.map { result in
            guard let result else { preconditionFailure("a worker of the sweep returned no result") }
            return result
        }
    }
}
