import Foundation

/// OKLab ↔ linear sRGB with the matrices Björn Ottosson published ("A perceptual color space for
/// image processing", 2020, section "Converting from linear sRGB to Oklab"). OKLab is not in the
/// LittleCMS that Debian ships, so this algebra is ours; every other conversion goes through LittleCMS.
package enum OKLab {
    /// Linear sRGB (unbounded) → OKLab (L 0…1).
    package static func okLab(fromLinearSRGB c: SIMD3<Double>) -> SIMD3<Double> {
        let l = 0.4122214708 * c.x + 0.5363325363 * c.y + 0.0514459929 * c.z
        let m = 0.2119034982 * c.x + 0.6806995451 * c.y + 0.1073969566 * c.z
        let s = 0.0883024619 * c.x + 0.2817188376 * c.y + 0.6299787005 * c.z
        let lRoot = cbrt(l)
        let mRoot = cbrt(m)
        let sRoot = cbrt(s)
        return SIMD3(
            0.2104542553 * lRoot + 0.7936177850 * mRoot - 0.0040720468 * sRoot,
            1.9779984951 * lRoot - 2.4285922050 * mRoot + 0.4505937099 * sRoot,
            0.0259040371 * lRoot + 0.7827717662 * mRoot - 0.8086757660 * sRoot)
    }

    /// OKLab → linear sRGB (unbounded).
    package static func linearSRGB(fromOKLab c: SIMD3<Double>) -> SIMD3<Double> {
        let lRoot = c.x + 0.3963377774 * c.y + 0.2158037573 * c.z
        let mRoot = c.x - 0.1055613458 * c.y - 0.0638541728 * c.z
        let sRoot = c.x - 0.0894841775 * c.y - 1.2914855480 * c.z
        let l = lRoot * lRoot * lRoot
        let m = mRoot * mRoot * mRoot
        let s = sRoot * sRoot * sRoot
        return SIMD3(
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s)
    }
}
