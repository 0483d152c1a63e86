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
public struct ImageColorProfileRule: Rule {
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

    /// One finding per image that is unreadable, has no profile, or is wide-gamut in 8 bits per channel.
    public func evaluate(_ context: AuditContext) -> [Finding] {
        context.palette.images.compactMap(finding)
    }

    private func finding(_ image: ImageAsset) -> Finding? {
        var facts: [String: String] = ["filename": image.filename, "idiom": image.idiom]
        if let scale = image.scale { facts["scale"] = scale }
        if !image.appearances.isEmpty { facts["imageAppearances"] = image.appearances.joined(separator: ", ") }
        let variant = ([image.scale].compactMap { $0 } + image.appearances).joined(separator: ", ")
        let subject = "image '\(image.imageSet)' (\(image.filename)\(variant.isEmpty ? "" : ", \(variant)"))"
        let related = [Finding.Related(image.entry, "image set entry in Contents.json")]
        func make(_ severity: Severity, _ check: String, _ message: String, at location: SourceLocation) -> Finding {
            facts["check"] = check
            return Finding(
                rule: descriptor.id, severity: severity, appearance: .any, tokens: [image.imageSet],
                message: message, location: location, relatedLocations: related, facts: facts)
        }
        switch image.content {
        case .notRead:
            return nil
        case .failed(let reason, let offset):
            facts["reason"] = reason
            let location =
                offset.map { SourceLocation(file: image.file, offset: $0) } ?? SourceLocation(file: image.file)
            let at = offset.map { " at byte \($0)" } ?? ""
            return make(
                .error, "unreadable", "\(subject): cannot read its colour information\(at): \(reason)", at: location)
        case .read(let info, let space):
            facts["format"] = info.container.rawValue
            facts["colorModel"] = info.colorModel
            let kind = "\(info.bitsPerChannel)-bit \(info.colorModel) \(info.container == .png ? "PNG" : "JPEG")"
            let described =
                "image '\(image.imageSet)' (\(image.filename)\(variant.isEmpty ? "" : ", \(variant)"); \(kind))"
            guard let space else {
                let chunks = [info.gamma.map { _ in "gAMA" }, info.chromaticities.map { _ in "cHRM" }].compactMap { $0 }
                let only =
                    chunks.isEmpty ? "" : " (only \(chunks.joined(separator: " and ")), which is not a colour profile)"
                var finding = make(
                    .warning, "no-profile",
                    "\(described) has no colour profile\(only): the system must assume a colour space and "
                        + "its colours may not look as designed; export it with the sRGB profile embedded (Display P3 "
                        + "in a 16-bit PNG for wide-colour artwork)",
                    at: SourceLocation(file: image.file))
                finding.measurements["bitsPerChannel"] = .count(info.bitsPerChannel)
                return finding
            }
            facts["profile"] = space.name
            facts["profileSource"] = space.source.rawValue
            guard space.isWideGamut, info.bitsPerChannel <= 8 else { return nil }
            var finding = make(
                .note, "wide-gamut-8-bit",
                "\(described) is in a wide-gamut colour space (\(space.name), \(space.source.rawValue)) with "
                    + "only \(info.bitsPerChannel) bits per channel: gradients may band; the guidelines ask for "
                    + "Display P3 artwork as 16-bit PNG",
                at: SourceLocation(file: image.file, offset: space.offset))
            finding.measurements["bitsPerChannel"] = .count(info.bitsPerChannel)
            return finding
        }
    }
}
