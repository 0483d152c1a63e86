import CLCMS

/// Colour difference ΔE00 (CIEDE2000; CIE 142-2001, implementation notes Sharma, Wu & Dalal 2005)
/// between two colours, computed by LittleCMS's `cmsCIE2000DeltaE` on CIELAB D50 with kL = kC = kH = 1.
/// Alpha is ignored (composite translucent colours first). ΔE00 ≈ 1 is a just-noticeable difference
/// for large patches; values above 100 are possible (pure yellow vs blue ≈ 101.7).
public enum ColorDifference {
    /// ΔE00 between two colours (each converted to CIELAB D50 through LittleCMS; `lab()` values as given).
    public static func deltaE2000(_ a: Color, _ b: Color) -> Double {
        deltaE2000(lab: a.converted(to: .lab).components, b.converted(to: .lab).components)
    }

    /// ΔE00 between two CIELAB D50 triples (L 0…100, a, b).
    public static func deltaE2000(lab a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        var first = cmsCIELab(L: a.x, a: a.y, b: a.z)
        var second = cmsCIELab(L: b.x, a: b.y, b: b.z)
        return cmsCIE2000DeltaE(&first, &second, 1, 1, 1)
    }
}
