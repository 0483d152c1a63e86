/// Numbers on which CIEDE2000's terms are computed, one pair of colours per lane: `Double` for the kernel, and
/// SIMD vectors for the bounds that take several pairs at a time: two `Double` lanes (`DeltaE2000.boundsSquared`,
/// the lightness term of greys), four and eight `Float` lanes (`fineBoundsSquared`, `coarseLowerBoundsSquared`).
/// Every width and precision runs the one definition of each term (`DeltaE2000+Terms.swift`), specialised by the
/// compiler.
///
/// The arithmetic is named here and spelt with operators only in the file of the terms (file-private operators
/// over this protocol): operators declared as protocol requirements would be overloads of every `+` and `*` in
/// the package, and slow down (or defeat) the type checking of long expressions elsewhere.
package protocol DeltaE2000Number {
    /// The type of one lane (`Double` itself for `Double`).
    associatedtype Scalar: BinaryFloatingPoint
    /// `x` in every lane.
    init(lanes x: Scalar)
    /// Lane by lane: x + y, x − y, x·y, x/y.
    static func sum(_ x: Self, _ y: Self) -> Self
    static func difference(_ x: Self, _ y: Self) -> Self
    static func product(_ x: Self, _ y: Self) -> Self
    static func quotient(_ x: Self, _ y: Self) -> Self
    /// √x of lanes that are never negative.
    var root: Self { get }
}

extension DeltaE2000Number where Self: SIMD, Scalar: FloatingPoint {
    @inline(__always)
    package init(lanes x: Scalar) { self.init(repeating: x) }

    @inline(__always)
    package static func sum(_ x: Self, _ y: Self) -> Self { x + y }

    @inline(__always)
    package static func difference(_ x: Self, _ y: Self) -> Self { x - y }

    @inline(__always)
    package static func product(_ x: Self, _ y: Self) -> Self { x * y }

    @inline(__always)
    package static func quotient(_ x: Self, _ y: Self) -> Self { x / y }
}

extension Double: DeltaE2000Number {
    @inline(__always)
    package init(lanes x: Double) { self = x }

    @inline(__always)
    package static func sum(_ x: Double, _ y: Double) -> Double { x + y }

    @inline(__always)
    package static func difference(_ x: Double, _ y: Double) -> Double { x - y }

    @inline(__always)
    package static func product(_ x: Double, _ y: Double) -> Double { x * y }

    @inline(__always)
    package static func quotient(_ x: Double, _ y: Double) -> Double { x / y }

    @inline(__always)
    package var root: Double { squareRoot() }
}

extension SIMD2: DeltaE2000Number where Scalar == Double {
    @inline(__always)
    package var root: SIMD2<Double> { DeltaE2000.root(self) }
}

extension SIMD4: DeltaE2000Number where Scalar == Float {
    @inline(__always)
    package var root: SIMD4<Float> { DeltaE2000.root(self) }
}

extension SIMD8: DeltaE2000Number where Scalar == Float {
    @inline(__always)
    package var root: SIMD8<Float> { DeltaE2000.root(self) }
}
