import ColorScience

/// How `ImageColorProfileRule` judges a palette; its ID, descriptor and parameters are declared in
/// `RuleModel/Declarations/ImageColorProfileDeclaration.swift`.
extension ImageColorProfileRule: Rule {
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
