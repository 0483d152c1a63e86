import ColorScience

/// Reading an image's colour statement: the ICC profile is opened with LittleCMS here, where image files
/// are read, so that the palette model (`ImageColorSpace`) knows no reader's errors.
extension ImageColorSpace {
    /// The colour space `info` states, or `nil` when it states none (no `cICP`, ICC profile or `sRGB`).
    /// - Throws: `ImageReadError` at the profile's chunk or segment when LittleCMS cannot use the
    ///   embedded ICC profile (only when no `cICP` chunk overrides it).
    public static func stated(by info: EmbeddedColorInfo) throws(ImageReadError) -> ImageColorSpace? {
        if let cicp = info.cicp {
            let primaries = cicp.colourPrimaries
            let transfer = cicp.transferCharacteristics
            let kind: ICCProfileIdentity.Kind =
                transfer == 13 && primaries == 1 ? .srgb : transfer == 13 && primaries == 12 ? .displayP3 : .other
            let name = kind == .other ? "cICP primaries \(primaries), transfer \(transfer)" : kind.rawValue
            return ImageColorSpace(
                kind: kind, source: .cicp, name: name, isWideGamut: [9, 10, 11, 12].contains(primaries),
                offset: cicp.offset)
        }
        if let profile = info.iccProfile {
            let identity: ICCProfileIdentity
            do {
                identity = try ICCProfileIdentity(bytes: profile.bytes)
            } catch {
                throw ImageReadError(.invalidProfile, offset: profile.offset, "embedded ICC profile: \(error.reason)")
            }
            return ImageColorSpace(
                kind: identity.kind, source: .iccProfile, name: identity.name, isWideGamut: identity.isWideGamut,
                offset: profile.offset)
        }
        if let chunk = info.srgbChunk {
            return ImageColorSpace(
                kind: .srgb, source: .srgbChunk, name: "sRGB", isWideGamut: false, offset: chunk.offset)
        }
        return nil
    }
}
