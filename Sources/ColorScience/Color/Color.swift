/// A colour as written: its space, three components in that space's CSS units, and alpha.
///
/// Wide-gamut and out-of-gamut values are kept unclipped (`color(display-p3 1 0 0)` stays exactly that);
/// ask `isInGamut(_:)` to know whether a space can show it. Conversions go through `ColorEngine`
/// (LittleCMS for the ICC spaces). Alpha is 0…1, straight (not premultiplied).
public struct Color: Sendable, Hashable {
    /// The space the components are expressed in.
    public var space: ColorSpace
    /// Components in `space`'s CSS units (see `ColorSpace`); hue in degrees for polar spaces.
    public var components: SIMD3<Double>
    /// Opacity 0…1 (1 = opaque).
    public var alpha: Double

    /// Creates a colour from components in `space`'s CSS units and an alpha in 0…1.
    public init(_ space: ColorSpace, _ c0: Double, _ c1: Double, _ c2: Double, alpha: Double = 1) {
        self.space = space
        self.components = SIMD3(c0, c1, c2)
        self.alpha = alpha
    }

    /// Creates a colour from a component vector in `space`'s CSS units and an alpha in 0…1.
    public init(space: ColorSpace, components: SIMD3<Double>, alpha: Double = 1) {
        self.space = space
        self.components = components
        self.alpha = alpha
    }

    /// True when alpha is 1 (within 1e-9).
    public var isOpaque: Bool { alpha >= 1 - 1e-9 }

    /// This colour in another space, unclipped, same alpha. Conversion via `ColorEngine.shared`.
    public func converted(to target: ColorSpace) -> Color {
        if target == space { return self }
        return Color(
            space: target,
            components: ColorEngine.shared.convert(components, from: space, to: target),
            alpha: alpha)
    }

    /// Linear-light sRGB components (unclipped; may be < 0 or > 1 for wide-gamut colours).
    public var linearSRGB: SIMD3<Double> { converted(to: .srgbLinear).components }

    /// The tolerance of `isInGamut(_:)` per channel, for the float32 precision of the LittleCMS pipelines.
    public static let gamutTolerance = 1e-4

    /// Whether the colour lies inside `gamut` (an RGB space), with a tolerance of `gamutTolerance` per
    /// channel. Non-RGB spaces have no gamut: true. The answer is LittleCMS's (`isInGamutByLittleCMS`);
    /// for a colour whose linear sRGB components are our algebra (`srgbLinear`, `oklab`, `oklch`) in sRGB
    /// or Display P3 it is reached by arithmetic where that is certain (`LinearGamutTest`).
    public func isInGamut(_ gamut: ColorSpace) -> Bool {
        guard gamut.isRGB else { return true }
        return LinearGamutTest.decide(self, in: gamut) ?? isInGamutByLittleCMS(gamut)
    }

    /// `isInGamut(_:)` with the colour converted into `gamut` by LittleCMS, always (the converter of record,
    /// against which `LinearGamutTest` is tested).
    package func isInGamutByLittleCMS(_ gamut: ColorSpace) -> Bool {
        guard gamut.isRGB else { return true }
        let c = converted(to: gamut).components
        let tolerance = Self.gamutTolerance
        return (0..<3).allSatisfy { c[$0] >= -tolerance && c[$0] <= 1 + tolerance }
    }

    /// The colour as gamma-encoded sRGB clipped per channel into 0…1 — what an sRGB screen shows
    /// (iOS clips extended-range values per channel). Alpha is kept.
    public var clippedToSRGB: Color {
        let c = converted(to: .srgb).components
        let clipped = SIMD3(
            Swift.min(Swift.max(c.x, 0), 1), Swift.min(Swift.max(c.y, 0), 1), Swift.min(Swift.max(c.z, 0), 1))
        return Color(space: .srgb, components: clipped, alpha: alpha)
    }
}
