import Foundation

/// Nearest mode of a `Sweep` whose simulated colours are all neutral greys (achromatopsia), by counting
/// instead of visiting every pair that looks alike.
///
/// For greys the simulated ΔE00 of rows `i < j` is exactly the lightness term f(i, j) = |ΔL|/S_L(L̄)
/// (`DeltaE2000.lightnessBound`), computed as the general sweep computes it, and with L* sorted it grows with
/// `j` (see `Sweep.window`; the computed values are monotone up to a relative 1e-15). So the rows after `i`
/// that look alike form one run: every row before the first whose f reaches threshold·(1 − 1e-6) (found by
/// bisection) looks alike, every row from `SweepWorker.reach(i)` on does not, and only the few rows
/// between are decided one by one. A row's count of pairs that look alike is then the rows of the runs it is
/// in, added to a difference array: a run costs two writes, not a write per pair. The caller takes away the
/// pairs alike in normal vision too (`NormalAlikeSweep`), which leaves the collisions.
///
/// A row's closest collision is its nearest row on either side that is apart in normal vision: the scan
/// walks away from the row in lightness order and stops once f exceeds the best distance found (ties:
/// the lower colour index, as in the general sweep). Each decision equals the general sweep's, and so do
/// the results: every count, partner and simulated ΔE00 (`VisionCollisionSearchTests`).
package struct AchromaticNearestSweep: Sendable {
    /// The sweep (`Sweep.achromatic` and `Sweep.boundIsMonotone` are true).
    package let sweep: Sweep

    /// The rows, handed out to workers in blocks of 64 (`RowBlocks`).
    package var rows: RowBlocks { RowBlocks(count: sweep.index.count, blockSize: 64) }

    /// Every row's closest collision and number of pairs that look alike simulated (`SweepFindings.nearest`),
    /// using `workers` workers; the number of pairs that look alike is counted as normal-vision evaluations.
    package func run(workers: Int) -> SweepFindings {
        let n = sweep.index.count
        var findings = SweepFindings(rows: n)
        guard n > 1 else { return findings }
        let tallies = RowBlocks.map(workers: workers) { w in work(w, of: workers) }
        var running = 0
        for row in 0..<n {
            var hits = 0
            for tally in tallies {
                running += tally.runs[row]
                hits += tally.direct[row]
                // Each row's closest is found by the one worker that has the row.
                if let closest = tally.closest[row] { findings.nearest.closest[row] = closest }
            }
            findings.nearest.hits[row] = running + hits
        }
        findings.normalEvaluations = tallies.reduce(0) { $0 + $1.alike }
        return findings
    }

    /// Worker `w` of `workers`: its blocks of rows, counted, with their closest collisions.
    package func work(_ w: Int, of workers: Int) -> RunTally {
        let columns = Columns(simulated: sweep.simulatedLab, normal: sweep.normalLab)
        var tally = RunTally(rows: sweep.index.count)
        rows.forEach(worker: w, of: workers) { i in
            count(i, columns, &tally)
            tally.closest[i] = nearest(i, columns)
        }
        return tally
    }

    /// The sweep's rows: simulated (greys: only L* counts) and normal-vision colours.
    package struct Columns {
        package let simulated: LabRows<Double>
        package let normal: LabRows<Double>
    }

    /// One worker's counts: `runs` is a difference array (a run of rows `from..<to` adds 1 at `from` and −1
    /// at `to`), `direct` holds single additions; a row's collisions are the prefix sum of `runs` plus
    /// `direct`, summed over the workers. `closest`: the closest collision of each of the worker's rows.
    package struct RunTally: Sendable {
        package var runs: [Int]
        package var direct: [Int]
        package var closest: [NearestRows.Closest?]
        /// Pairs that look alike simulated.
        package var alike = 0

        package init(rows: Int) {
            runs = Array(repeating: 0, count: rows + 1)
            direct = Array(repeating: 0, count: rows)
            closest = Array(repeating: nil, count: rows)
        }
    }

    /// The simulated ΔE00 of rows `i < j`: the lightness term, as the general sweep computes it.
    @inline(__always)
    package func simulated(_ c: Columns, _ i: Int, _ j: Int) -> Double {
        DeltaE2000.lightnessBound(c.simulated.l[i], c.simulated.l[j])
    }

    /// Whether rows `i < j` are told apart in normal vision: the kernel's decision, as the general sweep's.
    @inline(__always)
    package func apart(_ c: Columns, _ i: Int, _ j: Int) -> Bool {
        c.normal.deltaE(i, j, limit: sweep.threshold) >= sweep.threshold
    }

    /// Whether rows from `j` on are out of reach of row `i` (`SweepWorker.beyond`).
    @inline(__always)
    package func beyond(_ c: Columns, _ i: Int, _ j: Int) -> Bool {
        sweep.lightness.beyond(c.simulated.l[i], c.simulated.l[j])
    }

    /// Row `i`'s pairs that look alike with the rows after it, counted into `tally` for both rows of each pair.
    package func count(_ i: Int, _ c: Columns, _ tally: inout RunTally) {
        let threshold = sweep.threshold
        let end = sweep.lightness.end(after: i, c.simulated.l)
        // Rows before `sure` look alike for certain: f < threshold·(1 − 1e-6)·(1 + 3e-15) < threshold.
        let nearly = threshold * (1 - 1e-6)
        let sure = LightnessWindow.bisect(i + 1, end) { simulated(c, i, $0) >= nearly }
        var alike = sure - i - 1
        if sure > i + 1 {
            tally.runs[i + 1] += 1
            tally.runs[sure] -= 1
        }
        // Rows near the threshold, one by one.
        for row in sure..<end where simulated(c, i, row) < threshold {
            alike += 1
            tally.direct[row] += 1
        }
        tally.direct[i] += alike
        tally.alike += alike
    }

    /// Row `i`'s closest collision, if it has one.
    package func nearest(_ i: Int, _ c: Columns) -> NearestRows.Closest? {
        let n = sweep.index.count
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
            if distance < threshold && apart(c, i, j) { offer(distance, sweep.index[j]) }
            j += 1
        }
        var k = i - 1
        while k >= 0 && !beyond(c, k, i) {
            let distance = simulated(c, k, i)
            if done(distance) { break }
            if distance < threshold && apart(c, k, i) { offer(distance, sweep.index[k]) }
            k -= 1
        }
        return best.map { NearestRows.Closest(partner: $0.partner, distance: $0.distance) }
    }
}
