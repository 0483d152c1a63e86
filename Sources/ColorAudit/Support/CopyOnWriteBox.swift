import ColorScience

/// A value kept in one reference-counted box, for value types that are copied far more often than they are
/// changed (`Finding`, `ResolvedPair`): a copy of the holder is one retain, where a copy of the value retains
/// each of its strings and arrays. A holder changes the value only through `unique(_:)`, which first puts a
/// copy in a new box when another holder shares the box (copy on write), so the holder still behaves as a
/// value.
///
/// The value is only ever mutated through a holder that holds the box alone, so it needs no dynamic
/// exclusivity checks (`@exclusivity(unchecked)`): each access would otherwise call the runtime
/// (`swift_beginAccess`). Measured when the boxes were Finding's and ResolvedPair's own classes with a
/// field each (0664289): the bench palette's audit, release, callgrind, 234.7 → 229.9 M instructions (−2%)
/// with the same reports. Not measured again since they became this one generic box (57e98ea) with one
/// stored property, which every read of a finding's or pair's field still goes through.
final class CopyOnWriteBox<Value>: @unchecked Sendable {
    /// The value.
    @exclusivity(unchecked) var value: Value

    /// A box holding `value`.
    init(_ value: Value) { self.value = value }

    /// `box`, replaced first by a box with a copy of its value when another holder shares it.
    @inline(__always)
    static func unique(_ box: inout CopyOnWriteBox<Value>) -> CopyOnWriteBox<Value> {
        if !isKnownUniquelyReferenced(&box) { box = CopyOnWriteBox(box.value) }
        return box
    }
}
