/// A list of plain values that one worker of the collision search fills and empties row after row (the rows a
/// pre-filter leaves open, the pairs waiting for the normal-vision test, counts per row), in room allocated once.
///
/// Reads and writes are checked against the list's count, as an array's are (a wrong index traps). Unlike an array,
/// the list cannot be copied, so a write needs no check that its storage is shared with another copy, and it never
/// grows: the worker's hot loops write to it many times per row (ARCHITECTURE.md's colour-vision section has the
/// figures against arrays).
package struct ScratchList<Element: BitwiseCopyable>: ~Copyable {
    /// The first value; private, so that every read and write goes through the checks below.
    private let base: UnsafeMutablePointer<Element>
    /// The most values the list holds.
    package let capacity: Int
    /// The number of values.
    package private(set) var count = 0

    /// An empty list with room for `capacity` values.
    package init(capacity: Int) {
        self.capacity = Swift.max(capacity, 0)
        base = .allocate(capacity: Swift.max(capacity, 1))
    }

    /// `count` copies of `value`, with room for no more.
    package init(repeating value: Element, count: Int) {
        self.init(capacity: count)
        base.initialize(repeating: value, count: self.capacity)
        self.count = self.capacity
    }

    deinit { base.deallocate() }

    /// The value at `index` (`0..<count`).
    package subscript(index: Int) -> Element {
        @inline(__always) get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
            return base[index]
        }
        @inline(__always) set {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index out of range")
            base[index] = newValue
        }
    }

    /// The `lanes` (1…8) values from `start` on, one per lane, the missing lanes repeating the first: one check
    /// for all of them.
    @inline(__always)
    package func lanes8(from start: Int, lanes: Int) -> (
        Element, Element, Element, Element, Element, Element, Element, Element
    ) {
        precondition(start >= 0 && lanes >= 1 && lanes <= 8 && start <= count - lanes, "index out of range")
        let value = base + start
        let first = value[0]
        return (
            first, lanes > 1 ? value[1] : first, lanes > 2 ? value[2] : first, lanes > 3 ? value[3] : first,
            lanes > 4 ? value[4] : first, lanes > 5 ? value[5] : first, lanes > 6 ? value[6] : first,
            lanes > 7 ? value[7] : first
        )
    }

    /// The `lanes` (1…4) values from `start` on, one per lane, the missing lanes repeating the first: one check
    /// for all of them.
    @inline(__always)
    package func lanes4(from start: Int, lanes: Int) -> (Element, Element, Element, Element) {
        precondition(start >= 0 && lanes >= 1 && lanes <= 4 && start <= count - lanes, "index out of range")
        let value = base + start
        let first = value[0]
        return (first, lanes > 1 ? value[1] : first, lanes > 2 ? value[2] : first, lanes > 3 ? value[3] : first)
    }

    /// Adds `value` at the end.
    @inline(__always)
    package mutating func append(_ value: Element) {
        precondition(count < capacity, "list full")
        base[count] = value
        count += 1
    }

    /// Adds `value` at the end if `keep`. It is written after the last value either way (there must be room for
    /// it), so that a filter over many values needs no branch per value.
    @inline(__always)
    package mutating func append(_ value: Element, if keep: Bool) {
        precondition(count < capacity, "list full")
        base[count] = value
        count += keep ? 1 : 0
    }

    /// Removes the last `k` values (`0...count`).
    @inline(__always)
    package mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "index out of range")
        count -= k
    }

    /// Removes every value, keeping the room.
    @inline(__always)
    package mutating func removeAll() { count = 0 }

    /// The values, in order.
    package var array: [Element] { (0..<count).map { base[$0] } }
}
