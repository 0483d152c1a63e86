import Foundation

/// How a sweep shares its rows (colours sorted by lightness) between workers: in blocks of `blockSize` rows,
/// round robin, so that dense and sparse stretches of the lightness axis are shared between workers. Each
/// worker writes only to its own buffers. `Sweep`, `NormalAlikeSweep` and `AchromaticNearestSweep` run their
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

    /// Calls `body` with each worker `0..<workers`: on this thread for one worker, otherwise concurrently.
    package static func perform(workers: Int, _ body: @Sendable (Int) -> Void) {
        if workers == 1 {
            body(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers, execute: body)
        }
    }
}
