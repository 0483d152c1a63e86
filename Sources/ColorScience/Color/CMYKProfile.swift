import CLCMS
import Foundation

/// A CMYK ICC output profile opened with LittleCMS, converting ink values to CIELAB D50 (relative
/// colorimetric intent, so the paper white becomes the PCS white L* 100). CMYK has no meaning without
/// a profile describing a press and paper, and LittleCMS has no built-in CMYK profile, so one must be
/// found on disk; when none is, CMYK colours are reported as not convertible instead of guessed.
///
/// The default (`CMYKProfile.standard`) is the first readable file of `defaultPaths`:
/// - `/usr/share/color/icc/ghostscript/default_cmyk.icc` — Ghostscript's "Artifex CMYK SWOP Profile"
///   (Debian/Ubuntu package `libgs-common`, installed by `scripts/setup.sh`), a US web-offset (SWOP)
///   characterisation;
/// - `/System/Library/ColorSync/Profiles/Generic CMYK Profile.icc` — macOS's generic CMYK profile.
public final class CMYKProfile: @unchecked Sendable {
    /// Where the default profile is looked for, in order.
    public static let defaultPaths = [
        "/usr/share/color/icc/ghostscript/default_cmyk.icc",
        "/System/Library/ColorSync/Profiles/Generic CMYK Profile.icc",
    ]

    /// The default profile: the first of `defaultPaths` that opens as a CMYK profile; `nil` when none does.
    /// Opened on first use, each candidate at most once.
    public static let standard: CMYKProfile? = {
        for path in defaultPaths {
            if let profile = CMYKProfile(path: path) { return profile }
        }
        return nil
    }()

    /// The profile file.
    public let path: String
    /// The profile's description tag (e.g. `Artifex CMYK SWOP Profile`), or the file name.
    public let name: String
    private let transform: cmsHTRANSFORM

    /// Opens `path` as a CMYK profile; `nil` when the file is missing, not an ICC profile, not CMYK, or
    /// LittleCMS cannot build a transform from it to CIELAB.
    public init?(path: String) {
        guard FileManager.default.isReadableFile(atPath: path), let profile = cmsOpenProfileFromFile(path, "r")
        else { return nil }
        defer { cmsCloseProfile(profile) }
        guard cmsGetColorSpace(profile) == cmsSigCmykData, let lab = cmsCreateLab4Profile(nil) else { return nil }
        defer { cmsCloseProfile(lab) }
        guard
            let transform = cmsCreateTransform(
                profile, CLCMS_TYPE_CMYK_DBL, lab, CLCMS_TYPE_Lab_DBL, CLCMS_INTENT_RELATIVE_COLORIMETRIC,
                CLCMS_FLAGS_NOCACHE)
        else { return nil }
        var buffer = [CChar](repeating: 0, count: 256)
        let length = cmsGetProfileInfoASCII(profile, cmsInfoDescription, "en", "US", &buffer, 256)
        let description =
            length > 1 ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        self.path = path
        self.name = description.isEmpty ? NSString(string: path).lastPathComponent : description
        self.transform = transform
    }

    deinit { cmsDeleteTransform(transform) }

    /// The CIELAB D50 colour of ink coverages `c`, `m`, `y`, `k` (each 0…1, as fractions of full ink).
    public func lab(c: Double, m: Double, y: Double, k: Double) -> Color {
        // LittleCMS's floating-point CMYK is ink percentage, 0…100.
        var ink: [Double] = [c * 100, m * 100, y * 100, k * 100]
        var lab = cmsCIELab()
        cmsDoTransform(transform, &ink, &lab, 1)
        return Color(.lab, lab.L, lab.a, lab.b)
    }
}
