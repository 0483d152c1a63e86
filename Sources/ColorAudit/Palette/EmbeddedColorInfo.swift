import ColorScience

/// What an image file says about its colours, read from its headers without decoding pixels
/// (`ImageProfileReader`): the container, bits per channel, colour model, and every colour-space
/// statement it carries.
///
/// PNG (W3C PNG Third Edition, 2025): `IHDR` bit depth and colour type; `iCCP` (an embedded ICC profile,
/// zlib-compressed), `sRGB` (the file is sRGB, with a rendering intent), `cICP` (ITU-T H.273 code points:
/// colour primaries, transfer characteristics), and `gAMA`/`cHRM` (a gamma and chromaticities, noted; they
/// are not a profile). JPEG (ITU-T T.81, ICC.1 Annex B): the `SOFn` sample precision and component count,
/// and an ICC profile carried in `APP2` `ICC_PROFILE` segments.
public struct EmbeddedColorInfo: Sendable, Hashable {
    /// The file format, recognised by its signature.
    public enum Container: String, Sendable, Hashable {
        /// PNG (signature `89 50 4E 47 0D 0A 1A 0A`).
        case png
        /// JPEG (starts with the SOI marker `FF D8`).
        case jpeg
    }

    /// An embedded ICC profile, decompressed and reassembled.
    public struct ICCProfile: Sendable, Hashable {
        /// The profile's bytes (an ICC.1 profile; not yet checked).
        public var bytes: [UInt8]
        /// Where it is in the file: the `iCCP` chunk or the first `APP2` segment (0-based byte offset).
        public var offset: Int
        /// The PNG `iCCP` profile name (Latin-1, 1–79 characters); `nil` for JPEG.
        public var name: String?
    }

    /// A PNG `cICP` chunk: ITU-T H.273 code points.
    public struct CICP: Sendable, Hashable {
        /// `ColourPrimaries`: 1 = BT.709 (the sRGB primaries), 9 = BT.2020, 12 = SMPTE EG 432-1 (P3-D65), …
        public var colourPrimaries: Int
        /// `TransferCharacteristics`: 13 = IEC 61966-2-1 (the sRGB curve), 16 = PQ, 18 = HLG, …
        public var transferCharacteristics: Int
        /// `MatrixCoefficients` (0 for RGB, the only value PNG allows).
        public var matrixCoefficients: Int
        /// `VideoFullRangeFlag` (1 = full range).
        public var fullRange: Bool
        /// Where the chunk is (0-based byte offset of its length field).
        public var offset: Int
    }

    /// A PNG `sRGB` chunk: the image is sRGB (IEC 61966-2-1).
    public struct SRGBChunk: Sendable, Hashable {
        /// Rendering intent: 0 perceptual, 1 relative colorimetric, 2 saturation, 3 absolute colorimetric.
        public var intent: Int
        /// Where the chunk is (0-based byte offset of its length field).
        public var offset: Int
    }

    /// PNG `cHRM` chromaticities (CIE 1931 x, y), each value as stored ÷ 100,000.
    public struct Chromaticities: Sendable, Hashable {
        /// White point.
        public var whiteX, whiteY: Double
        /// Red primary.
        public var redX, redY: Double
        /// Green primary.
        public var greenX, greenY: Double
        /// Blue primary.
        public var blueX, blueY: Double
    }

    /// PNG or JPEG.
    public var container: Container
    /// Bits per channel of the stored samples: the PNG bit depth (1, 2, 4, 8 or 16; an indexed image's
    /// palette entries are 8 bits per channel, so indexed images count as 8), the JPEG sample precision
    /// (8 or 12, 16 for lossless).
    public var bitsPerChannel: Int
    /// The colour model for people: `grey`, `RGB`, `indexed`, `grey + alpha`, `RGBA` (PNG colour types 0,
    /// 2, 3, 4, 6); `grey`, `YCbCr`, `CMYK` or `N components` (JPEG, by component count).
    public var colorModel: String
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// The embedded ICC profile, if any.
    public var iccProfile: ICCProfile?
    /// The PNG `sRGB` chunk, when present.
    public var srgbChunk: SRGBChunk?
    /// The PNG `cICP` chunk, when present.
    public var cicp: CICP?
    /// The PNG `gAMA` chunk's value (stored ÷ 100,000: 0.45455 is a 1/2.2 encoding), when present.
    public var gamma: Double?
    /// The PNG `cHRM` chunk, when present.
    public var chromaticities: Chromaticities?

    /// Creates the information with no colour-space statements.
    public init(container: Container, bitsPerChannel: Int, colorModel: String, width: Int, height: Int) {
        self.container = container
        self.bitsPerChannel = bitsPerChannel
        self.colorModel = colorModel
        self.width = width
        self.height = height
    }
}
