import ColorScience

/// `image-color-profile` — the image files of asset-catalog image sets carry their colour profile, as
/// Apple's Human Interface Guidelines ask: sRGB by default; Display P3 for wide-colour artwork, exported
/// as 16-bit PNG so that the wider range does not band.
///
/// One finding per image file of `Palette.images` (the imported catalog's `*.imageset` entries with a
/// `filename`), at most one of:
/// - **error** `unreadable`: the file is missing, not PNG/JPEG despite its name, truncated or corrupt, or
///   its ICC profile cannot be opened by LittleCMS; the message gives the reason and the location the byte
///   offset;
/// - **warning** `no-profile`: no `cICP`, ICC profile or `sRGB` statement (`ImageColorSpace`), so the
///   system has to assume a colour space; a PNG with only `gAMA`/`cHRM` says so;
/// - **note** `wide-gamut-8-bit`: a wide-gamut colour space (Display P3 or wider, `ImageColorSpace.isWideGamut`)
///   stored with 8 bits per channel (a PNG of bit depth 8 or less, an indexed PNG, an 8-bit JPEG): smooth
///   gradients may band; the guidelines ask for 16 bits per channel.
/// Images in sRGB (any bit depth), 16-bit wide-gamut PNGs and other profiles within sRGB's gamut give no
/// finding. Files that are not PNG or JPEG (`.pdf`, `.svg`, `.heic`) are not read (listed as skipped).
///
/// Findings have appearance `any` (images are not evaluated per colour appearance; the entry's
/// appearances are the fact `imageAppearances`), tokens `[image set name]`, the image file as location and
/// the `Contents.json` entry as related location. Facts: `check` (`unreadable`, `no-profile`,
/// `wide-gamut-8-bit`; part of the identity), `filename`, `format` (`png`, `jpeg`), `colorModel`,
/// `profile` (the colour space's name), `profileSource` (`ICC profile`, `sRGB chunk`, `cICP chunk`),
/// `idiom`, `scale`, `imageAppearances` (the entry's, `luminosity dark, contrast high`), `reason`
/// (unreadable). Measurement: `bitsPerChannel` (count).
public struct ImageColorProfileRule: Sendable {
    /// Creates the rule.
    public init() {}

    /// ID `image-color-profile`, severity warning (errors for unreadable files, notes for 8-bit wide
    /// gamut); no parameters.
    public let descriptor = RuleDescriptor(
        id: .imageColorProfile, defaultSeverity: .warning,
        summary:
            "Asset-catalog images embed a colour profile: sRGB, or Display P3 in a 16-bit PNG for wide colour "
            + "(error: unreadable image, warning: no profile, note: wide gamut in 8 bits per channel)",
        source:
            "Apple Human Interface Guidelines, Color: Color management; WWDC 2016 session 712, Working with Wide "
            + "Color (Display P3 at 16 bits per channel, PNG)",
        helpURI: "https://developer.apple.com/design/human-interface-guidelines/color#Color-management",
        identityFacts: ["check"])
}
