/// The worst `limit` of a stream of offers: the lowest scores (lower is worse, as `FindingRank` scores),
/// ties to the one offered first (the lower `order`); a NaN score counts as +∞. The one choice of "the
/// worst N" that the audit (`WorstFindings`, while rules run) and the report limit
/// (`AuditRun.limitingFindings`, afterwards) both make. Memory grows with `limit`, not with the offers,
/// and a payload is built only while it is among the worst so far.
struct WorstSelection<Payload> {
    private struct Kept {
        var score: Double
        var order: Int
        var payload: Payload
    }

    /// The most payloads kept (`Int.max` = no limit).
    let limit: Int
    /// A max-heap on (score, order): the root is the least bad payload kept.
    private var heap: [Kept] = []

    /// A selection keeping at most `limit` (≥ 0) payloads.
    init(limit: Int) { self.limit = limit }

    /// Offers a payload with `score` at `order` (increasing from one offer to the next) and builds it with
    /// `make` when it is among the `limit` worst so far.
    mutating func offer(score: Double, order: Int, _ make: () -> Payload) {
        let key = (score.isNaN ? Double.infinity : score, order)
        if heap.count < limit {
            heap.append(Kept(score: key.0, order: key.1, payload: make()))
            siftUp(heap.count - 1)
        } else if let root = heap.first, key < (root.score, root.order) {
            heap[0] = Kept(score: key.0, order: key.1, payload: make())
            siftDown(0)
        }
    }

    /// Number of payloads kept.
    var count: Int { heap.count }

    /// The kept payloads with their orders, in ascending order.
    var kept: [(order: Int, payload: Payload)] {
        heap.sorted { $0.order < $1.order }.map { ($0.order, $0.payload) }
    }

    private static func above(_ a: Kept, _ b: Kept) -> Bool { (a.score, a.order) > (b.score, b.order) }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.above(heap[child], heap[parent]) else { return }
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
            if left < heap.count && Self.above(heap[left], heap[largest]) { largest = left }
            if right < heap.count && Self.above(heap[right], heap[largest]) { largest = right }
            guard largest != parent else { return }
            heap.swapAt(parent, largest)
            parent = largest
        }
    }
}
