import Foundation

/// Nearest mode of a `Sweep` whose simulated colours are all neutral greys (achromatopsia), by counting
/// instead of visiting every pair that looks alike.
///
/// For greys the simulated ΔE00 of rows `i < j` is exactly the lightness term f(i, j) = |ΔL|/S_L(L̄)
/// (`DeltaE2000.lightnessBound`), computed as the general sweep computes it, and with L* sorted it grows with
/// `j` (see `Sweep.window`; the computed values are monotone up to a relative 1e-15). So the rows after `i`
/// that look alike form one run: every row before the first whose f reaches threshold·(1 − 1e-6) (found by
/// bisection) looks alike, every row from `SweepWorker.reach(i)` on does not, and only the few rows
/// between are decided one by one. A row's number of collisions is then the rows of the runs it is in,
/// less those alike in normal vision too: the run's pairs meet the single-precision normal-vision bound
/// eight at a time (`DeltaE2000.coarseLowerBoundsSquared`), which shows most of them apart, the rest the
/// double-precision bounds and the kernel (the decisions the kernel makes). The runs are added to a
/// difference array, so a run costs its bound computations and two writes, not a write per pair.
///
/// A row's closest collision is its nearest row on either side that is apart in normal vision: the scan
/// walks away from the row in lightness order and stops once f exceeds the best distance found (ties:
/// the lower colour index, as in the general sweep). Each decision equals the general sweep's, and so do
/// the results: every count, partner and simulated ΔE00 (`VisionCollisionSearchTests`).
struct AchromaticNearestSweep: Sendable {
    /// The sweep (`Sweep.achromatic` and `Sweep.boundIsMonotone` are true).
    let sweep: Sweep

    /// Rows are handed out in blocks of this many, round robin.
    static let blockSize = 64

    /// Writes every row's closest collision (`partner`, `distance`) and number of collisions (`hits`) into
    /// `buffer`, using `workers` workers. Returns the number of pairs that look alike simulated (each
    /// decided in normal vision), the sweep's count of normal-vision evaluations.
    func run(workers: Int, into buffer: WorkerBuffer) -> Int {
        let n = sweep.index.count
        guard n > 1 else { return 0 }
        let tallies = (0..<workers).map { _ in RunTally(count: n) }
        if workers == 1 {
            work(0, of: 1, into: tallies[0], buffer)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { w in
                work(w, of: workers, into: tallies[w], buffer)
            }
        }
        var running = 0
        for row in 0..<n {
            var hits = 0
            for tally in tallies {
                running += tally.runs[row]
                hits += tally.direct[row]
            }
            buffer.hits[row] = running + hits
        }
        return tallies.reduce(0) { $0 + $1.alike }
    }

    /// Worker `w` of `workers`: its blocks of rows, counted into `tally`, their closest collisions written to
    /// `buffer` (each row by one worker).
    func work(_ w: Int, of workers: Int, into tally: RunTally, _ buffer: WorkerBuffer) {
        let n = sweep.index.count
        sweep.l.withUnsafeBufferPointer { l in
            sweep.index.withUnsafeBufferPointer { index in
                sweep.normal.withPointers { nl, na, nb, nc in
                    let columns = Columns(
                        l: l, index: index, nl: nl, na: na, nb: nb, nc: nc, singles: sweep.singles.base, count: n)
                    let open = UnsafeMutablePointer<Int>.allocate(capacity: n + 8)
                    defer { open.deallocate() }
                    var blockStart = w * Self.blockSize
                    while blockStart < n {
                        for i in blockStart..<Swift.min(blockStart + Self.blockSize, n) {
                            count(i, columns, tally, open)
                            nearest(i, columns, buffer)
                        }
                        blockStart += workers * Self.blockSize
                    }
                }
            }
        }
    }

    /// The sweep's columns as pointers: simulated L*, colour indices, normal-vision L, a, b, C in double and
    /// (`singles`, from column 4 of `Sweep.singles` on) single precision.
    struct Columns {
        let l: UnsafeBufferPointer<Double>
        let index: UnsafeBufferPointer<Int>
        let nl: UnsafeBufferPointer<Double>
        let na: UnsafeBufferPointer<Double>
        let nb: UnsafeBufferPointer<Double>
        let nc: UnsafeBufferPointer<Double>
        let fnl: UnsafePointer<Float>
        let fna: UnsafePointer<Float>
        let fnb: UnsafePointer<Float>
        let fnc: UnsafePointer<Float>

        init(
            l: UnsafeBufferPointer<Double>, index: UnsafeBufferPointer<Int>, nl: UnsafeBufferPointer<Double>,
            na: UnsafeBufferPointer<Double>, nb: UnsafeBufferPointer<Double>, nc: UnsafeBufferPointer<Double>,
            singles: UnsafeMutablePointer<Float>, count n: Int
        ) {
            (self.l, self.index, self.nl, self.na, self.nb, self.nc) = (l, index, nl, na, nb, nc)
            fnl = UnsafePointer(singles + 4 * n)
            fna = fnl + n
            fnb = fnl + 2 * n
            fnc = fnl + 3 * n
        }
    }

    /// One worker's counts: `runs` is a difference array (a run of rows `from..<to` adds 1 at `from` and −1
    /// at `to`), `direct` holds single additions; a row's collisions are the prefix sum of `runs` plus
    /// `direct`, summed over the workers.
    final class RunTally: @unchecked Sendable {
        let runs: UnsafeMutablePointer<Int>
        let direct: UnsafeMutablePointer<Int>
        /// Pairs that look alike simulated.
        var alike = 0

        init(count: Int) {
            runs = .allocate(capacity: count + 1)
            runs.initialize(repeating: 0, count: count + 1)
            direct = .allocate(capacity: count)
            direct.initialize(repeating: 0, count: count)
        }

        deinit {
            runs.deallocate()
            direct.deallocate()
        }
    }

    /// The simulated ΔE00 of rows `i < j`: the lightness term, as the general sweep computes it.
    @inline(__always)
    func simulated(_ c: Columns, _ i: Int, _ j: Int) -> Double {
        DeltaE2000.lightnessBound(c.l[i], c.l[j])
    }

    /// Whether rows `i < j` are told apart in normal vision: the kernel's decision, as the general sweep's.
    @inline(__always)
    func apart(_ c: Columns, _ i: Int, _ j: Int) -> Bool {
        DeltaE2000.kernel(
            c.nl[i], c.na[i], c.nb[i], c.nc[i], c.nl[j], c.na[j], c.nb[j], c.nc[j], limit: sweep.threshold)
            >= sweep.threshold
    }

    /// Whether rows from `j` on are out of reach of row `i` (`SweepWorker.beyond`).
    @inline(__always)
    func beyond(_ c: Columns, _ i: Int, _ j: Int) -> Bool {
        let li = c.l[i]
        let lj = c.l[j]
        if lj - li >= sweep.window { return true }
        return DeltaE2000.lightnessBound(li, lj) >= sweep.pruneLimit
    }

    /// The first row in `from..<to` for which `test` holds (`to` if none), `test` holding from some row on.
    @inline(__always)
    func bisect(_ from: Int, _ to: Int, _ test: (Int) -> Bool) -> Int {
        var (low, high) = (from, to)
        while low < high {
            let middle = low + (high - low) / 2
            if test(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Row `i`'s collisions with the rows after it, counted into `tally` for both rows of each pair.
    func count(_ i: Int, _ c: Columns, _ tally: RunTally, _ open: UnsafeMutablePointer<Int>) {
        let n = c.index.count
        let threshold = sweep.threshold
        let end = bisect(i + 1, n) { beyond(c, i, $0) }
        // Rows before `sure` look alike for certain: f < threshold·(1 − 1e-6)·(1 + 3e-15) < threshold.
        let nearly = threshold * (1 - 1e-6)
        let sure = bisect(i + 1, end) { simulated(c, i, $0) >= nearly }
        var collisions = 0
        var alike = sure - i - 1
        if sure > i + 1 {
            tally.runs[i + 1] += 1
            tally.runs[sure] -= 1
        }
        // The run in normal vision: the single-precision bound shows most pairs apart, eight at a time.
        var openCount = 0
        var j = i + 1
        let (l1, a1, b1, c1) = (c.fnl[i], c.fna[i], c.fnb[i], c.fnc[i])
        while j + 8 <= sure {
            let bounds = DeltaE2000.coarseLowerBoundsSquared(
                l1, a1, b1, c1, load(c.fnl, j), load(c.fna, j), load(c.fnb, j), load(c.fnc, j))
            for k in 0..<8 {
                open[openCount] = j + k
                openCount += bounds[k] > sweep.coarseReject ? 0 : 1
            }
            j += 8
        }
        while j < sure {
            open[openCount] = j
            openCount += 1
            j += 1
        }
        collisions += sure - i - 1 - openCount
        // The rest: single-precision refined bounds eight at a time settle most either way; what they leave
        // open (moved to the front of `open`) gets the double-precision bounds four at a time, and the kernel
        // where those leave the threshold open.
        if sweep.fineBounds {
            var left = 0
            var start = 0
            while start < openCount {
                let lanes = Swift.min(8, openCount - start)
                let rows = open + start
                let r = LaneGather.rows8(rows, lanes)
                let bounds = DeltaE2000.fineBoundsSquared(
                    c.fnl[i], c.fna[i], c.fnb[i], c.fnc[i], LaneGather.gather(c.fnl, r), LaneGather.gather(c.fna, r),
                    LaneGather.gather(c.fnb, r), LaneGather.gather(c.fnc, r))
                for k in 0..<lanes {
                    let row = rows[k]
                    if bounds.lower[k] > sweep.fineReject {
                        collisions += 1
                    } else if bounds.upper[k] < sweep.fineAccept {
                        tally.direct[row] -= 1
                    } else {
                        open[left] = row
                        left += 1
                    }
                }
                start += 8
            }
            openCount = left
        }
        let limit2 = threshold * threshold * (1 + 2e-9)
        var start = 0
        while start < openCount {
            let lanes = Swift.min(4, openCount - start)
            let rows = open + start
            let bounds = DeltaE2000.boundsSquared(
                c.nl[i], c.na[i], c.nb[i], c.nc[i], LaneGather.gather(c.nl, rows, lanes),
                LaneGather.gather(c.na, rows, lanes),
                LaneGather.gather(c.nb, rows, lanes), LaneGather.gather(c.nc, rows, lanes), limit2: limit2)
            for k in 0..<lanes {
                let row = rows[k]
                let isApart: Bool
                if bounds.upper[k] < sweep.acceptLimit2 {
                    isApart = false
                } else if bounds.lower[k] >= limit2 {
                    isApart = true
                } else {
                    isApart = apart(c, i, row)
                }
                if isApart { collisions += 1 } else { tally.direct[row] -= 1 }
            }
            start += 4
        }
        // Rows near the threshold, one by one.
        for row in sure..<end where simulated(c, i, row) < threshold {
            alike += 1
            if apart(c, i, row) {
                collisions += 1
                tally.direct[row] += 1
            }
        }
        tally.direct[i] += collisions
        tally.alike += alike
    }

    /// Row `i`'s closest collision, written to `buffer` (`partner`, `distance`; untouched when it has none).
    func nearest(_ i: Int, _ c: Columns, _ buffer: WorkerBuffer) {
        let n = c.index.count
        let threshold = sweep.threshold
        var best: (distance: Double, partner: Int)?
        @inline(__always) func offer(_ distance: Double, _ partner: Int) {
            if let current = best, (current.distance, current.partner) <= (distance, partner) { return }
            best = (distance, partner)
        }
        // Past the best so far (with a hair for rounding), no later row can be closer.
        @inline(__always) func done(_ distance: Double) -> Bool {
            guard let current = best else { return false }
            return distance > current.distance * (1 + 1e-12)
        }
        var j = i + 1
        while j < n && !beyond(c, i, j) {
            let distance = simulated(c, i, j)
            if done(distance) { break }
            if distance < threshold && apart(c, i, j) { offer(distance, c.index[j]) }
            j += 1
        }
        var k = i - 1
        while k >= 0 && !beyond(c, k, i) {
            let distance = simulated(c, k, i)
            if done(distance) { break }
            if distance < threshold && apart(c, k, i) { offer(distance, c.index[k]) }
            k -= 1
        }
        if let best {
            buffer.partner[i] = best.partner
            buffer.distance[i] = best.distance
        }
    }

    @inline(__always)
    func load(_ column: UnsafePointer<Float>, _ j: Int) -> SIMD8<Float> {
        UnsafeRawPointer(column + j).loadUnaligned(as: SIMD8<Float>.self)
    }
}
