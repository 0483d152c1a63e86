import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

private typealias B = ImageFixtureBuilder

/// An image set's Contents.json with one universal 1x entry per file name.
private func imageSetContents(_ files: [String], extra: String = "") -> String {
    let entries = files.map { #"{"filename": "\#($0)", "idiom": "universal", "scale": "1x"\#(extra)}"# }
    return #"{"images": [\#(entries.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}}"#
}

/// A catalog `Assets.xcassets` in a temporary folder with one image set per name, each holding one file.
private func catalog(_ images: [(set: String, file: String, bytes: [UInt8])]) throws -> (ImportTempFolder, String) {
    let folder = try ImportTempFolder()
    try folder.write("Assets.xcassets/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
    for image in images {
        try folder.write("Assets.xcassets/\(image.set).imageset/Contents.json", imageSetContents([image.file]))
        try folder.write("Assets.xcassets/\(image.set).imageset/\(image.file)", Data(image.bytes))
    }
    return (folder, folder.root + "/Assets.xcassets")
}

/// The colour information read from `bytes`.
private func read(_ bytes: [UInt8]) throws -> (EmbeddedColorInfo, ImageColorSpace?) {
    let info = try ImageProfileReader.read(Data(bytes))
    return (info, try ImageColorSpace.stated(by: info))
}

/// The reader's error for `bytes`.
private func readError(_ bytes: [UInt8]) -> ImageReadError? {
    do {
        _ = try read(bytes)
        return nil
    } catch let error as ImageReadError {
        return error
    } catch {
        return nil
    }
}

/// The `image-color-profile` findings for a catalog of these images.
private func findings(_ images: [(set: String, file: String, bytes: [UInt8])]) throws -> [Finding] {
    let (folder, path) = try catalog(images)
    let palettes = try importPaths([path])
    let palette = try #require(palettes.first)
    _ = folder
    return Auditor(rules: [ImageColorProfileRule()]).audit(palette).findings
}

@Suite("Image colour profiles (PNG, JPEG, ICC)")
struct ImageColorProfileTests {
    // The sRGB chunk, LittleCMS's sRGB profile, and a Display P3 profile built from the EG 432-1 primaries.
    @Test("PNG sRGB chunk: sRGB, no finding")
    func srgbChunk() throws {
        let file = B.png(chunks: [B.chunk("sRGB", [0])])
        let (info, space) = try read(file)
        #expect(info.container == .png && info.bitsPerChannel == 8 && info.colorModel == "RGB")
        #expect(info.srgbChunk == .init(intent: 0, offset: 33))  // 8 signature + 25 IHDR
        #expect(space?.kind == .srgb && space?.source == .srgbChunk && space?.isWideGamut == false)
        #expect(try findings([("Logo", "logo.png", file)]).isEmpty)
    }

    @Test("PNG iCCP with LittleCMS's sRGB profile (stored and deflated): sRGB, no finding")
    func iccpSRGB() throws {
        for stored in [true, false] {
            let profile = B.srgbProfile()
            let file = B.png(chunks: [B.iccp(profile, name: "sRGB built-in", stored: stored)])
            let (info, space) = try read(file)
            #expect(info.iccProfile?.bytes == profile)
            #expect(info.iccProfile?.name == "sRGB built-in" && info.iccProfile?.offset == 33)
            #expect(space?.kind == .srgb && space?.source == .iccProfile && space?.isWideGamut == false)
            #expect(try findings([("Logo", "logo.png", file)]).isEmpty)
        }
    }

    @Test("PNG iCCP Display P3 at 8 bits: a note (banding), at the iCCP chunk, Contents.json entry related")
    func iccpP3EightBit() throws {
        let file = B.png(bitDepth: 8, colorType: 6, chunks: [B.iccp(B.displayP3Profile(), stored: false)])
        let (info, space) = try read(file)
        #expect(info.bitsPerChannel == 8 && info.colorModel == "RGBA")
        #expect(space?.kind == .displayP3 && space?.isWideGamut == true && space?.name == "Display P3")
        let found = try findings([("Hero", "hero.png", file)])
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "image-color-profile" && finding.severity == .note)
        #expect(finding.facts["check"] == "wide-gamut-8-bit" && finding.facts["profile"] == "Display P3")
        #expect(finding.tokens == ["Hero"] && finding.appearance == .any)
        #expect(finding.location.file.hasSuffix("Assets.xcassets/Hero.imageset/hero.png"))
        #expect(finding.location.offset == 33)
        #expect(finding.measurements["bitsPerChannel"]?.value == 8)
        // The entry object opens at line 1, column 13 of the generated Contents.json: `{"images": [{`.
        let related = try #require(finding.relatedLocations.first)
        #expect(related.location.file.hasSuffix("Hero.imageset/Contents.json"))
        #expect(related.location.line == 1 && related.location.column == 13)
        #expect(finding.message.contains("16-bit PNG"))
    }

    @Test("PNG iCCP Display P3 at 16 bits: no finding")
    func iccpP3SixteenBit() throws {
        let file = B.png(bitDepth: 16, colorType: 2, chunks: [B.iccp(B.displayP3Profile())])
        let (info, space) = try read(file)
        #expect(info.bitsPerChannel == 16 && space?.kind == .displayP3)
        #expect(try findings([("Hero", "hero.png", file)]).isEmpty)
    }

    @Test("PNG cICP 12/13 is Display P3 (note at 8 bits, none at 16), 1/13 is sRGB, 9/16 is other and wide")
    func cicp() throws {
        let p3 = B.png(chunks: [B.chunk("cICP", [12, 13, 0, 1])])
        let (info, space) = try read(p3)
        #expect(info.cicp?.colourPrimaries == 12 && info.cicp?.fullRange == true)
        #expect(space?.kind == .displayP3 && space?.source == .cicp && space?.isWideGamut == true)
        #expect(try findings([("A", "a.png", p3)]).map(\.severity) == [.note])
        let deep = B.png(bitDepth: 16, chunks: [B.chunk("cICP", [12, 13, 0, 1])])
        #expect(try findings([("A", "a.png", deep)]).isEmpty)
        let srgb = B.png(chunks: [B.chunk("cICP", [1, 13, 0, 1])])
        #expect(try read(srgb).1?.kind == .srgb)
        let pq = try read(B.png(chunks: [B.chunk("cICP", [9, 16, 0, 1])])).1
        #expect(pq?.kind == .other && pq?.isWideGamut == true && pq?.name == "cICP primaries 9, transfer 16")
        // cICP wins over an iCCP sRGB profile (PNG Third Edition §4.3).
        let both = B.png(chunks: [B.chunk("cICP", [12, 13, 0, 1]), B.iccp(B.srgbProfile())])
        #expect(try read(both).1?.kind == .displayP3)
    }

    @Test("No profile: a warning naming the image; gAMA/cHRM alone are said to be no profile")
    func noProfile() throws {
        let plain = B.png()
        #expect(try read(plain).1 == nil)
        let found = try findings([("Icon", "icon.png", plain)])
        #expect(found.map(\.severity) == [.warning] && found.first?.facts["check"] == "no-profile")
        // The builder's image: scale 1x in Contents.json, colour type 2 at bit depth 8.
        #expect(
            found.first?.message.hasPrefix("image 'Icon' (icon.png, 1x; 8-bit RGB PNG) has no colour profile") == true)
        let gamma = B.png(chunks: [B.chunk("gAMA", B.be32(45455))])
        let (info, space) = try read(gamma)
        #expect(info.gamma == 0.45455 && space == nil)
        let message = try findings([("Icon", "icon.png", gamma)]).first?.message ?? ""
        #expect(message.contains("only gAMA"))
        let jpeg = B.jpeg(profile: nil)
        #expect(try read(jpeg).1 == nil)
        #expect(try findings([("Photo", "photo.jpg", jpeg)]).map(\.severity) == [.warning])
    }

    @Test("JPEG with a Display P3 profile in two APP2 segments (also out of order): reassembled, note at 8 bits")
    func jpegTwoSegments() throws {
        let profile = B.displayP3Profile()
        let half = (profile.count + 1) / 2
        for order in [[1, 2], [2, 1]] {
            let file = B.jpeg(profile: profile, partSize: half, order: order)
            let (info, space) = try read(file)
            #expect(info.container == .jpeg && info.bitsPerChannel == 8 && info.colorModel == "YCbCr")
            #expect(info.width == 2 && info.height == 2)
            #expect(info.iccProfile?.bytes == profile)
            // SOI (2) + APP0 JFIF (2 + 2 + 14): the first APP2 starts at byte 20.
            #expect(info.iccProfile?.offset == 20)
            #expect(space?.kind == .displayP3)
            #expect(try findings([("Photo", "photo.jpg", file)]).map(\.facts["check"]) == ["wide-gamut-8-bit"])
        }
        let srgb = B.jpeg(profile: B.srgbProfile(), partSize: 100)
        #expect(try read(srgb).1?.kind == .srgb)
        #expect(try findings([("Photo", "photo.jpeg", srgb)]).isEmpty)
    }

    @Test("Truncated PNG: an error at the chunk that runs past the end, naming the file")
    func truncatedPNG() throws {
        let file = B.png(chunks: [B.iccp(B.srgbProfile())])
        let idat = B.offset(ofChunk: "IDAT", in: file)
        // Cut 3 bytes into IDAT's data: the chunk at `idat` declares more bytes than are left.
        let cut = Array(file.prefix(idat + 8 + 3))
        let error = try #require(readError(cut))
        #expect(error.offset == idat && error.reason.contains("chunk IDAT") && error.reason.contains("truncated"))
        // Cut inside the iCCP chunk.
        let iccp = B.offset(ofChunk: "iCCP", in: file)
        #expect(readError(Array(file.prefix(iccp + 100)))?.offset == iccp)
        // Cut right after IDAT, before IEND: the file ends at a chunk boundary without IEND.
        let iend = B.offset(ofChunk: "IEND", in: file)
        let noEnd = try #require(readError(Array(file.prefix(iend))))
        #expect(noEnd.offset == iend && noEnd.reason.contains("IEND"))
        // Through the rule: an error finding at that byte, in the image file.
        let found = try findings([("Broken", "broken.png", cut)])
        #expect(found.map(\.severity) == [.error] && found.first?.facts["check"] == "unreadable")
        #expect(found.first?.location.offset == idat)
        #expect(found.first?.location.file.hasSuffix("Broken.imageset/broken.png") == true)
        #expect(found.first?.message.contains("at byte \(idat)") == true)
    }

    @Test("Corrupt zlib in iCCP: an error at the byte where inflating failed")
    func corruptZlib() throws {
        let profile = B.srgbProfile()
        var file = B.png(chunks: [B.iccp(profile, name: "p")])
        let iccp = B.offset(ofChunk: "iCCP", in: file)
        // iCCP data = "p" NUL method(0) then the zlib stream at iccp + 8 + 3. Its header 78 01 is read
        // first; the next byte starts the first deflate block: BFINAL=1, BTYPE=00 (stored). Setting it to
        // 0x07 makes BTYPE 11, reserved (RFC 1951 §3.2.3), which zlib refuses after reading that byte.
        let zlibStart = iccp + 8 + 3
        file[zlibStart + 2] = 0x07
        // Patch the CRC so that only the zlib data is wrong.
        let length = Int(file[iccp]) << 24 | Int(file[iccp + 1]) << 16 | Int(file[iccp + 2]) << 8 | Int(file[iccp + 3])
        let crc = B.be32(B.crc32(Array(file[iccp + 4..<iccp + 8 + length])))
        file.replaceSubrange(iccp + 8 + length..<iccp + 12 + length, with: crc)
        let error = try #require(readError(file))
        #expect(error.reason.contains("corrupt zlib data") && error.reason.contains("invalid block type"))
        #expect(error.offset == zlibStart + 3)
        // A wrong CRC is found before inflating: the error is at the chunk.
        var badCRC = B.png(chunks: [B.iccp(profile)])
        badCRC[iccp + 20] ^= 0xFF
        let crcError = try #require(readError(badCRC))
        #expect(crcError.offset == iccp && crcError.reason.contains("CRC"))
    }

    @Test("Hand-written v2 profiles: published sRGB colourants with a 1,024-entry curve are sRGB; γ 2.2 is other")
    func handWrittenProfiles() throws {
        // sRGB colourants adapted to D50 as published with 4 decimals (e.g. in the sRGB IEC61966-2.1
        // profile and Lindbloom's tables): R 0.4361 0.2225 0.0139, G 0.3851 0.7169 0.0971,
        // B 0.1431 0.0606 0.7141; white D50 0.9642 1 0.8249.
        let d50 = [0.9642, 1.0, 0.8249]
        let r = [0.4361, 0.2225, 0.0139]
        let g = [0.3851, 0.7169, 0.0971]
        let b = [0.1431, 0.0606, 0.7141]
        let srgb = B.handWrittenProfile(
            description: "sRGB IEC61966-2.1", white: d50, red: r, green: g, blue: b, curve: .srgbTable(1024))
        let identity = try ICCProfileIdentity(bytes: srgb)
        #expect(identity.kind == .srgb && identity.description == "sRGB IEC61966-2.1" && !identity.isWideGamut)
        #expect(identity.colorSpace == "RGB" && abs(identity.version - 2.1) < 1e-9)
        // The same colourants with a pure γ 2.2 curve (u8Fixed8 563/256): up to 0.0045 from the sRGB curve.
        let gamma = B.handWrittenProfile(
            description: "sRGB-ish gamma 2.2", white: d50, red: r, green: g, blue: b, curve: .gamma(2.2))
        let other = try ICCProfileIdentity(bytes: gamma)
        #expect(other.kind == .other && !other.isWideGamut && other.name == "'sRGB-ish gamma 2.2'")
        #expect(try findings([("A", "a.png", B.png(chunks: [B.iccp(gamma)]))]).isEmpty)
        // Adobe RGB (1998) colourants adapted to D50, as published in its specification (Annex C):
        // R 0.6097 0.3111 0.0195, G 0.2053 0.6257 0.0609, B 0.1492 0.0632 0.7446; γ 563/256.
        let adobe = B.handWrittenProfile(
            description: "Adobe RGB (1998)", white: d50, red: [0.6097, 0.3111, 0.0195],
            green: [0.2053, 0.6257, 0.0609], blue: [0.1492, 0.0632, 0.7446], curve: .gamma(563.0 / 256))
        let wide = try ICCProfileIdentity(bytes: adobe)
        #expect(wide.kind == .other && wide.isWideGamut)
        let found = try findings([("A", "a.png", B.png(chunks: [B.iccp(adobe)]))])
        #expect(found.map(\.severity) == [.note] && found.first?.facts["profile"] == "'Adobe RGB (1998)'")
    }

    @Test("Names come from colourants, not the description: 'sRGB' text on P3 colourants is Display P3")
    func descriptionIsNotTrusted() throws {
        let liar = try ICCProfileIdentity(bytes: B.displayP3Profile(description: "sRGB IEC61966-2.1"))
        #expect(liar.kind == .displayP3 && liar.description == "sRGB IEC61966-2.1")
        // DCI-P3 primaries with the DCI white (0.314, 0.351): same primaries, other white → other, wide.
        let dci = B.rgbProfile(
            white: (0.314, 0.351), red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060),
            description: "DCI-P3")
        let identity = try ICCProfileIdentity(bytes: dci)
        #expect(identity.kind == .other && identity.isWideGamut && identity.name == "'DCI-P3'")
    }

    @Test("A profile LittleCMS cannot open, a missing file and a non-image: errors; a PDF is skipped")
    func unusable() throws {
        let garbage = B.png(chunks: [B.iccp([UInt8](repeating: 0x41, count: 300))])
        let error = try #require(readError(garbage))
        #expect(error.offset == 33 && error.reason.contains("LittleCMS cannot open"))
        let folder = try ImportTempFolder()
        try folder.write(
            "A.xcassets/Gone.imageset/Contents.json",
            #"{"images": [{"filename": "gone.png", "idiom": "universal"}, {"idiom": "universal", "scale": "2x"}]}"#)
        try folder.write("A.xcassets/Text.imageset/Contents.json", imageSetContents(["fake.png"]))
        try folder.write("A.xcassets/Text.imageset/fake.png", "not an image")
        try folder.write("A.xcassets/Vector.imageset/Contents.json", imageSetContents(["icon.pdf"]))
        try folder.write("A.xcassets/Vector.imageset/icon.pdf", "%PDF-1.4")
        let palette = try #require(try importPaths([folder.root + "/A.xcassets"]).first)
        #expect(palette.images.map(\.filename) == ["gone.png", "fake.png", "icon.pdf"])
        #expect(palette.importNotes.contains { $0.kind == .skipped && $0.token == "Vector" })
        let found = Auditor(rules: [ImageColorProfileRule()]).audit(palette).findings
        #expect(found.map(\.severity) == [.error, .error])
        let gone = try #require(found.first { $0.tokens == ["Gone"] })
        #expect(gone.location.offset == nil && gone.message.contains("missing"))
        let fake = try #require(found.first { $0.tokens == ["Text"] })
        #expect(fake.location.offset == 0 && fake.message.contains("not a PNG"))
    }

    @Test("Namespaced image sets and a lone .imageset folder are read")
    func namespacesAndLoneImageSet() throws {
        let folder = try ImportTempFolder()
        try folder.write("A.xcassets/Brand/Contents.json", #"{"properties": {"provides-namespace": true}}"#)
        try folder.write("A.xcassets/Brand/Logo.imageset/Contents.json", imageSetContents(["logo.png"]))
        try folder.write("A.xcassets/Brand/Logo.imageset/logo.png", Data(B.png()))
        let palette = try #require(try importPaths([folder.root + "/A.xcassets"]).first)
        #expect(palette.images.map(\.imageSet) == ["Brand/Logo"])
        let lone = try #require(try importPaths([folder.root + "/A.xcassets/Brand/Logo.imageset"]).first)
        #expect(lone.images.map(\.imageSet) == ["Brand/Logo"] && lone.tokens.isEmpty)
    }

    @Test("coloraudit audit on a catalog: exit 1 for the error; JSON offset, SARIF byteOffset (schema-valid), text")
    func cli() throws {
        let full = B.png(chunks: [B.iccp(B.displayP3Profile())])
        let cut = Array(full.prefix(40))
        let (folder, path) = try catalog([
            ("Hero", "hero.png", full), ("Broken", "broken.png", cut), ("Icon", "icon.png", B.png()),
        ])
        _ = folder
        let json = try InProcessCLI.run(["audit", path, "--format", "json"])
        #expect(json.status == 1)
        let object = try json.json()
        let found = try #require(object["findings"] as? [[String: Any]])
        let mine = found.filter { $0["rule"] as? String == "image-color-profile" }
        #expect(Set(mine.compactMap { $0["check"] as? String }) == ["unreadable", "no-profile", "wide-gamut-8-bit"])
        let broken = try #require(mine.first { $0["check"] as? String == "unreadable" })
        let location = try #require(broken["location"] as? [String: Any])
        // 40 bytes: signature (8) + IHDR (25) + 7 bytes of the iCCP chunk: its 4-byte type ends at 41, so
        // the file ends (byte 40) while reading the type of the chunk that starts at 33.
        #expect(location["offset"] as? Int == 40)
        #expect((location["file"] as? String)?.hasSuffix("Broken.imageset/broken.png") == true)
        let hero = try #require(mine.first { $0["check"] as? String == "wide-gamut-8-bit" })
        #expect((hero["location"] as? [String: Any])?["offset"] as? Int == 33)
        #expect(hero["severity"] as? String == "note" && hero["profile"] as? String == "Display P3")
        let sarif = try InProcessCLI.run(["audit", path, "--format", "sarif"])
        #expect(sarif.status == 1)
        let validator = try #require(GateOutputTests.schema)
        #expect(validator.errors(try JSONDocument.parse(Data(sarif.stdout.utf8))) == [])
        #expect(sarif.stdout.contains("\"byteOffset\" : 40"))
        #expect(try GitHubUploadRules.problems(sarif.stdout) == [])
        let text = try InProcessCLI.run(["audit", path])
        #expect(text.stdout.contains("broken.png: byte 40"))
        #expect(text.stdout.contains("1 error, 1 warning, 1 note"))
        // Turned off, the images give nothing and the run passes.
        let off = try InProcessCLI.run(["audit", path, "--rule", "image-color-profile=off"])
        #expect(off.status == 0)
    }
}
