import ColorScience

/// The colour space an image says it is in — the statement a colour-managed decoder follows — named
/// sRGB, Display P3 or other, with whether it is wider than sRGB.
///
/// PNG precedence (PNG Third Edition §4.3): `cICP` over `iCCP` over `sRGB`; `gAMA`/`cHRM` alone are not
/// a colour profile (they are kept in `EmbeddedColorInfo` and mentioned, but an image with only them has
/// no profile). JPEG: the APP2 ICC profile. ICC profiles are identified by `ICCProfileIdentity`; `cICP`
/// code points by ITU-T H.273: primaries 1 (BT.709, the sRGB primaries) with transfer 13 (the sRGB curve)
/// is sRGB, primaries 12 (SMPTE EG 432-1, P3-D65) with transfer 13 is Display P3; primaries 9 (BT.2020),
/// 10 (CIE XYZ), 11 (SMPTE RP 431-2, DCI-P3) and 12 with another transfer are other and wide-gamut; the
/// remaining primaries (BT.601, BT.470, EBU 3213, …) are other and not wider than sRGB.
public struct ImageColorSpace: Sendable, Hashable {
    /// Which statement gave the colour space.
    public enum Source: String, Sendable, Hashable {
        /// An embedded ICC profile (PNG `iCCP`, JPEG APP2).
        case iccProfile = "ICC profile"
        /// A PNG `sRGB` chunk.
        case srgbChunk = "sRGB chunk"
        /// A PNG `cICP` chunk.
        case cicp = "cICP chunk"
    }

    /// sRGB, Display P3 or other (`ICCProfileIdentity.Kind`).
    public var kind: ICCProfileIdentity.Kind
    /// Where it comes from.
    public var source: Source
    /// For people: `sRGB`, `Display P3`, a profile's description in quotes, or `cICP primaries 9,
    /// transfer 16`.
    public var name: String
    /// True when its gamut reaches outside sRGB.
    public var isWideGamut: Bool
    /// The offset of the chunk or segment that says it (0-based byte).
    public var offset: Int

    /// Creates a colour space; see the properties.
    public init(kind: ICCProfileIdentity.Kind, source: Source, name: String, isWideGamut: Bool, offset: Int) {
        self.kind = kind
        self.source = source
        self.name = name
        self.isWideGamut = isWideGamut
        self.offset = offset
    }
}
