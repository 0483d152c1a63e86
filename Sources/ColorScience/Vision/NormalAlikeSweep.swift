import Foundation

/// For the nearest mode of `CVDCollisionSearch`: per simulated vision and colour, the number of its pairs that
/// look alike both simulated and in normal vision — the pairs that are not collisions.
///
/// Nearest mode counts, per simulated vision, every pair that looks alike simulated; a colour's collisions
/// are those less the pairs counted here. Pairs alike in normal vision are few next to those alike after
/// simulation (which moves colours together), so one sweep over normal vision serves every simulator, and
/// no pair that looks alike simulated needs a normal-vision test unless it could be a colour's closest.
///
/// The sweep sorts the colours by normal-vision L* and, as `Sweep` does, scans each row's lightness window;
/// a single-precision lower bound eight rows at a time (`DeltaE2000.coarseLowerBoundsSquared`) and the refined
/// single-precision bounds (`DeltaE2000.fineBoundsSquared`) discard pairs whose ΔE00 is at least the
/// threshold·(1 + 1e-6) — a margin far above the bounds' slack and rounding, so that whichever colour comes
/// first in the kernel, it would say "not alike" too. Each pair left is then decided as the simulator's sweep
/// decides it: normal ΔE00 below the threshold (certain when the refined upper bound is below it, else by the
/// kernel) and simulated ΔE00 below it (by the refined bounds, the kernel, or the lightness term for greys),
/// with the two colours in the sweep's order (lower simulated L* first, then lower index).
package struct NormalAlikeSweep: Sendable {
    /// Colour index of each row (members sorted by normal-vision L*, then index).
    package let order: [Int]
    /// Normal-vision L, a, b, C in row order, in double (for the kernel in the simulator's order) and single
    /// precision.
    package let normal: LabRows<Double>
    package let normalSingle: LabRows<Float>
    /// The simulated visions in row order (L, a, b, C), and in single precision: a row's partners are rows
    /// near it, so reading them stays within a few cache lines.
    package let simulated: [LabRows<Double>]
    package let simulatedSingle: [LabRows<Float>]
    /// Per simulated vision: every member is a neutral grey (`Sweep.achromatic`; ΔE00 is the lightness term,
    /// as in `AchromaticNearestSweep`).
    package let grey: [Bool]
    /// Per simulated vision: `DeltaE2000.fineBoundsApply` holds for its colours.
    package let simulatedFine: [Bool]
    package let colourCount: Int
    package let threshold: Double
    /// The lightness window for the loose threshold (`LightnessWindow`).
    package let lightness: LightnessWindow
    /// The leaves near each row, when they hold fewer pairs than its window (`NeighbourIndex`).
    package let neighbourTree: NeighbourTree?
    /// Lanes above these have a normal ΔE00 at or above the loose threshold (`Sweep.coarseReject`,
    /// `Sweep.fineReject`); `fineBounds`: the refined bounds apply to normal vision.
    package let coarseReject: Float
    package let fineBounds: Bool
    package let fineReject: Float
    /// Refined upper bounds below this show a kernel ΔE00 below the threshold (`Sweep.fineAccept`); lower bounds
    /// above `thresholdReject` one at or above it.
    package let fineAccept: Float
    package let thresholdReject: Float

    /// The rows, handed out to workers in blocks of 16 (`RowBlocks`).
    package var rows: RowBlocks { RowBlocks(count: order.count, blockSize: 16) }

    /// Prepares the sweep over `members` (colour indices) with normal vision `normal` and the simulated
    /// visions `simulated` (all by colour index, `LabColumns` of equal length), `grey[k]` telling whether
    /// every member is a neutral grey in vision `k`.
    package init(
        members: [Int], normal: LabColumns, simulated: [LabColumns], grey: [Bool], threshold: Double,
        neighbourIndex: NeighbourIndex = .automatic
    ) {
        let sorted = members.sorted { (normal.l[$0], $0) < (normal.l[$1], $1) }
        order = sorted
        let (l, c) = (sorted.map { normal.l[$0] }, sorted.map { normal.c[$0] })
        let rows = [l, sorted.map { normal.a[$0] }, sorted.map { normal.b[$0] }, c]
        normalSingle = LabRows(SingleColumns(rows), first: 0, count: sorted.count)
        self.normal = LabRows(DoubleColumns(rows), first: 0, count: sorted.count)
        let inRows = simulated.map { vision in
            [
                sorted.map { vision.l[$0] }, sorted.map { vision.a[$0] }, sorted.map { vision.b[$0] },
                sorted.map { vision.c[$0] },
            ]
        }
        self.simulated = inRows.map { LabRows(DoubleColumns($0), first: 0, count: sorted.count) }
        simulatedSingle = inRows.map { LabRows(SingleColumns($0), first: 0, count: sorted.count) }
        self.grey = grey
        simulatedFine = simulated.map { vision in
            DeltaE2000.fineBoundsApply(
                lightness: members.reduce(0.0) { Swift.max($0, abs(vision.l[$1])) },
                chroma: members.reduce(0.0) { Swift.max($0, vision.c[$1]) })
        }
        colourCount = normal.l.count
        self.threshold = threshold
        let loose = threshold * (1 + 1e-6)
        lightness = LightnessWindow(threshold: loose, lightness: l)
        neighbourTree = neighbourIndex.tree(
            l: l, a: rows[1], b: rows[2], c: c, threshold: loose, window: lightness)
        let lightness = l.reduce(0.0) { Swift.max($0, abs($1)) }
        let chroma = c.reduce(0.0) { Swift.max($0, $1) }
        coarseReject = DeltaE2000.coarseRejectLimit(
            limit2: loose * loose * (1 + 2e-9), lightness: lightness, chroma: chroma)
        fineBounds = DeltaE2000.fineBoundsApply(lightness: lightness, chroma: chroma)
        fineReject = DeltaE2000.fineRejectLimit(limit2: loose * loose * (1 + 2e-9))
        fineAccept = DeltaE2000.fineAcceptLimit(accept2: threshold * threshold * (1 - 4e-9) - 1e-9)
        thresholdReject = DeltaE2000.fineRejectLimit(limit2: threshold * threshold * (1 + 2e-9))
    }

    /// The counts, `result[vision][colour]` (0 for colours outside the members), with `workers` workers.
    package func counts(workers: Int) -> [[Int]] {
        let m = order.count
        let tallies = RowBlocks.map(workers: workers) { w in work(w, of: workers) }
        return simulated.indices.map { k in
            var counts = [Int](repeating: 0, count: colourCount)
            for (row, colour) in order.enumerated() {
                counts[colour] = tallies.reduce(0) { $0 + $1.counts[k * m + row] }
            }
            return counts
        }
    }

    /// One worker's counts: vision `k`, row `i` at `counts[k·rows + i]` (by row, not colour: a row's partners
    /// are rows near it, so the counts written for them are near each other in memory).
    package struct Tally: Sendable {
        package var counts: [Int]
    }

    /// Worker `w` of `workers`: the counts of its blocks of rows.
    package func work(_ w: Int, of workers: Int) -> Tally {
        let n = order.count
        var counts = ScratchList(repeating: 0, count: simulated.count * n)
        guard n > 1 else { return Tally(counts: counts.array) }
        // A row's candidates (`candidates`), with room for eight more: the pre-filter writes each lane of eight
        // before it knows whether to keep it.
        var open = ScratchList<Int>(capacity: n + 8)
        var certain = ScratchList<Bool>(capacity: n + 8)
        rows.forEach(worker: w, of: workers) { i in
            candidates(i, &open, &certain)
            for start in stride(from: 0, to: open.count, by: 8) {
                decide(i, open, certain, from: start, lanes: Swift.min(8, open.count - start), &counts)
            }
        }
        return Tally(counts: counts.array)
    }

    /// The rows after `i` whose normal ΔE00 with it may be below the loose threshold, written to `open`
    /// (with `certain`: the refined upper bound shows it below the threshold).
    func candidates(_ i: Int, _ open: inout ScratchList<Int>, _ certain: inout ScratchList<Bool>) {
        let n = order.count
        let end = lightness.end(after: i, normal.l)
        open.removeAll()
        certain.removeAll()
        var j = i + 1
        if let tree = neighbourTree {
            tree.candidates(of: i, single: normalSingle.row(i), end: end, reject: coarseReject, into: &open)
            j = end
        }
        while j < end && j + 8 <= n {
            let bounds = normalSingle.coarseLowerBoundsSquared(i, j)
            for k in 0..<8 { open.append(j + k, if: !(bounds[k] > coarseReject)) }
            j += 8
        }
        while j < end {
            open.append(j)
            j += 1
        }
        guard fineBounds else {
            for _ in 0..<open.count { certain.append(false) }
            return
        }
        // Kept rows move to the front of `open`, each written at or before the place it was read from.
        let count = open.count
        var start = 0
        while start < count {
            let lanes = Swift.min(8, count - start)
            let bounds = normalSingle.fineBoundsSquared(
                i, normalSingle.gather(LaneGather.rows8(open, from: start, lanes: lanes)))
            for k in 0..<lanes where !(bounds.lower[k] > fineReject) {
                open[certain.count] = open[start + k]
                certain.append(bounds.upper[k] < fineAccept)
            }
            start += 8
        }
        open.removeLast(count - certain.count)
    }

    /// Row `i` against the `lanes` (1…8) rows `rows[start]`, `rows[start + 1]`, … (normal ΔE00 possibly below the
    /// threshold; `alike`: certainly below it): for each simulated vision where a pair is alike both ways, in the
    /// order its sweep takes the two colours, one more for each colour in `counts` (`Tally`). The normal-vision
    /// kernel runs once per pair unless its value is within a relative 1e-9 of the threshold (then once per order
    /// the visions need); the refined single-precision bounds of each simulated vision settle most pairs eight at
    /// a time, the kernel the rest.
    package func decide(
        _ i: Int, _ rows: borrowing ScratchList<Int>, _ alike: borrowing ScratchList<Bool>, from start: Int,
        lanes: Int, _ counts: inout ScratchList<Int>
    ) {
        let p = order[i]
        let n = order.count
        // Per lane, what normal vision says: alike (ΔE00 below the threshold), too near the threshold to tell
        // without the order in which a simulated vision takes the two colours, or (neither) apart.
        var alikeLanes = SIMDMask<SIMD8<Int32>>(repeating: false)
        var nearLanes = SIMDMask<SIMD8<Int32>>(repeating: false)
        for lane in 0..<lanes {
            if alike[start + lane] {
                alikeLanes[lane] = true
            } else {
                let d = normal.deltaE(i, rows[start + lane], limit: threshold)
                alikeLanes[lane] = d < threshold * (1 - 1e-9)
                nearLanes[lane] = !alikeLanes[lane] && !(d >= threshold * (1 + 1e-9))
            }
        }
        let open = alikeLanes .| nearLanes
        guard any(open) else { return }
        let r = LaneGather.rows8(rows, from: start, lanes: lanes)
        for k in simulated.indices {
            let (sure, apart) = simulatedMasks(k, i, r)
            for lane in 0..<lanes where open[lane] && !apart[lane] {
                let j = rows[start + lane]
                let (u, v) = (simulated[k].l[i], p) < (simulated[k].l[j], order[j]) ? (i, j) : (j, i)
                if nearLanes[lane] {
                    let d = normal.deltaE(u, v, limit: threshold)
                    guard d < threshold else { continue }
                }
                let simulatedAlike: Bool
                if grey[k] {
                    simulatedAlike = DeltaE2000.lightnessBound(simulated[k].l[u], simulated[k].l[v]) < threshold
                } else if sure[lane] {
                    simulatedAlike = true
                } else {
                    simulatedAlike = simulated[k].deltaE(u, v, limit: threshold) < threshold
                }
                guard simulatedAlike else { continue }
                counts[k * n + i] += 1
                counts[k * n + j] += 1
            }
        }
    }
}

extension NormalAlikeSweep {
    /// Row `i` against the rows `r` in simulated vision `k` by the refined single-precision bounds: the lanes
    /// certainly alike (`sure`) and certainly apart; none of either for greys or where the bounds do not apply.
    @inline(__always)
    package func simulatedMasks(_ k: Int, _ i: Int, _ r: LaneGather.Rows8)
        -> (sure: SIMDMask<SIMD8<Int32>>, apart: SIMDMask<SIMD8<Int32>>)
    {
        guard !grey[k] && simulatedFine[k] else { return (SIMDMask(repeating: false), SIMDMask(repeating: false)) }
        let bounds = simulatedSingle[k].fineBoundsSquared(i, simulatedSingle[k].gather(r))
        return (bounds.upper .< fineAccept, bounds.lower .> thresholdReject)
    }
}
