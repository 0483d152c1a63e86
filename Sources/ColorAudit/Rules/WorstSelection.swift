import ColorScience

/// The worst `limit` of a stream of offers: the lowest scores (lower is worse, as `FindingRank` scores),
/// ties to the one offered first (the lower `order`); a NaN score counts as +∞. The one choice of "the
/// worst N" that the audit (`WorstFindings`, while rules run) and the report limit
/// (`AuditRun.limitingFindings`, afterwards) both make. Memory grows with `limit`, not with the offers,
/// and a payload is built only while it is among the worst so far.
struct WorstSelection<Payload> {
    /// A kept payload's place in the heap: its score and order, and where the payload is stored. The
    /// heap moves only these; a payload stays where it was put until a worse one replaces it.
    private struct Key {
        var score: Double
        var order: Int
        var slot: Int
    }

    /// The most payloads kept (`Int.max` = no limit).
    let limit: Int
    /// A max-heap on (score, order): the root is the least bad payload kept.
    private var heap: [Key] = []
    /// The kept payloads, at their keys' `slot`.
    private var payloads: [Payload] = []

    /// A selection keeping at most `limit` (≥ 0) payloads.
    init(limit: Int) { self.limit = limit }

    /// Offers a payload with `score` at `order` (increasing from one offer to the next) and builds it with
    /// `make` when it is among the `limit` worst so far.
    mutating func offer(score: Double, order: Int, _ make: () -> Payload) {
        let score = score.isNaN ? Double.infinity : score
        if heap.count < limit {
            heap.append(Key(score: score, order: order, slot: payloads.count))
            payloads.append(make())
            siftUp(heap.count - 1)
        } else if let root = heap.first, (score, order) < (root.score, root.order) {
            payloads[root.slot] = make()
            heap[0] = Key(score: score, order: order, slot: root.slot)
            siftDown(0)
        }
    }

    /// Number of payloads kept.
    var count: Int { heap.count }

    /// The orders of the kept payloads, ascending, each with the slot to read it from (`payload(at:)`).
    var keptSlots: [(order: Int, slot: Int)] {
        heap.map { ($0.order, $0.slot) }.sorted { $0.order < $1.order }
    }

    /// The payload stored at `slot` (from `keptSlots`).
    func payload(at slot: Int) -> Payload { payloads[slot] }

    /// The kept payloads with their orders, in ascending order.
    var kept: [(order: Int, payload: Payload)] {
        keptSlots.map { ($0.order, payloads[$0.slot]) }
    }

    private func above(_ a: Int, _ b: Int) -> Bool {
        (heap[a].score, heap[a].order) > (heap[b].score, heap[b].order)
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard above(child, parent) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var largest = parent
            if left < heap.count && above(left, largest) { largest = left }
            if right < heap.count && above(right, largest) { largest = right }
            guard largest != parent else { return }
            heap.swapAt(parent, largest)
            parent = largest
        }
    }
}
