import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

private func resources(_ body: String) -> String {
    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
}

@Suite("Android colour resources")
struct AndroidResourcesTests {
    @Test("Real iosched: values and values-night merged, references across modules, alpha-first colours")
    func iosched() throws {
        let palettes = try importPaths([Fixture.url("Real/iosched").path])
        #expect(palettes.map { $0.file.hasSuffix("mobile/src/main/res") } == [true, false])
        let mobile = palettes[0]
        #expect(mobile.format == "android" && mobile.platform == .android)
        #expect(mobile.tokens.count == 17 && palettes[1].tokens.count == 11)
        #expect(mobile.appearances == [.light, .dark])
        // values/colors.xml line 23: color_control_light #39000000 = black at 0x39/255 = 57/255.
        let control = try #require(mobile.token(named: "color_control_light"))
        #expect(control.values[.any]?.color == Color(.srgb, 0, 0, 0, alpha: 57.0 / 255))
        #expect(control.values[.any]?.location.line == 23)
        // values-night line 23: #2EFFFFFF = white at 46/255.
        #expect(control.values[.dark]?.color == Color(.srgb, 1, 1, 1, alpha: 46.0 / 255))
        // status_bar_scrim → system_ui_scrim_black → #40000000 (light); night → @color/transparent, which
        // the shared module defines as #0fff (#ARGB: alpha 0, white).
        let scrim = try #require(mobile.token(named: "status_bar_scrim"))
        #expect(scrim.values[.any]?.color == Color(.srgb, 0, 0, 0, alpha: 64.0 / 255))
        #expect(scrim.values[.any]?.aliasOf == "system_ui_scrim_black")
        #expect(scrim.values[.dark]?.color == Color(.srgb, 1, 1, 1, alpha: 0))
        // default_tag_color #999 (#RGB) = 0x99 per channel.
        #expect(mobile.token(named: "default_tag_color")?.values[.any]?.color == Color(.srgb, 0.6, 0.6, 0.6))
        // color_primary → @color/deep_sky_blue, defined in shared/…/values/colors.xml as #1a73e8.
        #expect(mobile.token(named: "color_primary")?.values[.any]?.color.hex == "#1a73e8")
        // nav_bar_scrim is defined only in values/ (line 33) as @color/system_ui_scrim_black, which
        // values-night/ line 28 overrides as #B3000000. Android resolves the reference in the night
        // configuration, so dark is black at 0xB3/255 = 179/255, written at values/colors.xml:33.
        let nav = try #require(mobile.token(named: "nav_bar_scrim"))
        #expect(nav.values[.any]?.color == Color(.srgb, 0, 0, 0, alpha: 64.0 / 255))
        #expect(nav.values[.dark]?.color == Color(.srgb, 0, 0, 0, alpha: 179.0 / 255))
        #expect(nav.values[.dark]?.location.line == 33)
        #expect(nav.values[.dark]?.location.file.hasSuffix("res/values/colors.xml") == true)
        // event_card_header_background_light (line 45) has no night value and is a plain colour: uniform.
        #expect(mobile.token(named: "event_card_header_background_light")?.isUniform == true)
    }

    @Test("Alpha comes first on Android, last in CSS")
    func alphaOrder() throws {
        // #80FF0000 on Android: alpha 0x80, red FF. In CSS it is red 0x80, green FF, blue 00, alpha 00.
        #expect(AndroidColorValue.parse("#80FF0000") == .color(Color(.srgb, 1, 0, 0, alpha: 128.0 / 255)))
        let css = try CSSColorParser.parse("#80FF0000")
        #expect(css == Color(.srgb, 128.0 / 255, 1, 0, alpha: 0))
        // #ARGB: #8F00 = alpha 0x88, red FF.
        #expect(AndroidColorValue.parse("#8F00") == .color(Color(.srgb, 1, 0, 0, alpha: 136.0 / 255)))
        #expect(AndroidColorValue.parse("#12345") == nil && AndroidColorValue.parse("red") == nil)
    }

    @Test("A file named on its own takes its appearance from its folder; framework colours resolve")
    func singleFile() throws {
        let folder = try ImportTempFolder()
        let path = try folder.write(
            "res/values-night/colors.xml",
            resources(#"<color name="ink">@android:color/white</color><color name="odd">?attr/colorPrimary</color>"#))
        let palette = try #require(try importPaths([path]).first)
        #expect(palette.token(named: "ink")?.values[.dark]?.color == Color(.srgb, 1, 1, 1))
        #expect(palette.token(named: "odd") == nil)
        #expect(palette.importNotes.contains { $0.token == "odd" && $0.kind == .unresolved })
    }

    @Test("Alias cycles are errors naming both locations; bad values and XML exit 2 with the line")
    func errors() throws {
        let folder = try ImportTempFolder()
        let cycle = try folder.write(
            "a/values/colors.xml",
            resources("<color name=\"a\">@color/b</color>\n<color name=\"b\">@color/a</color>"))
        #expect {
            try importPaths([cycle])
        } throws: { error in
            let error = error as! PaletteError
            return error.message.contains("alias cycle: a → b → a") && error.location.line == 3
                && error.message.contains("colors.xml:4:")
        }
        let bad = try folder.write("b/values/colors.xml", resources("<color name=\"x\">#12345</color>"))
        let result = try InProcessCLI.run(["audit", bad])
        #expect(result.status == 2)
        #expect(result.stderr.contains(bad + ":3:") && result.stderr.contains("alpha first"))
        let broken = try folder.write("c/values/colors.xml", "<resources>\n<color name=\"x\">#fff</colour>\n")
        let xml = try InProcessCLI.run(["tokens", broken])
        #expect(xml.status == 2 && xml.stderr.contains(broken + ":2") && xml.stderr.contains("invalid XML"))
        let twice = try folder.write(
            "d/values/colors.xml", resources("<color name=\"x\">#fff</color>\n<color name=\"x\">#000</color>"))
        #expect(throws: PaletteError.self) { try importPaths([twice]) }
    }

    /// Every independent problem of a resources file in one run, also when a reference leads to no colour
    /// (it made the importer look through the run's Android units, which re-read this file and stopped at
    /// its first problems). `resources()` puts the first `<color>` on line 3.
    @Test("All problems of a resources file at once, with a reference to a colour defined nowhere")
    func everyProblemAtOnce() throws {
        let folder = try ImportTempFolder()
        let file = try folder.write(
            "res/values/colors.xml",
            resources(
                [
                    "<color>#FF0000</color>", "<color name=\"dup\">#000000</color>",
                    "<color name=\"dup\">#111111</color>",
                    "<color name=\"bad\">#GG0000</color>", "<color name=\"long\">#FFFFFFFFFF</color>",
                    "<color name=\"ref\">@color/nothing</color>",
                ].joined(separator: "\n")))
        let result = try InProcessCLI.run(["audit", folder.root + "/res"])
        #expect(result.status == 2)
        for (line, words) in [
            (3, "without a name attribute"), (5, "colour 'dup' is defined twice"), (6, "'#GG0000' is not a colour"),
            (7, "'#FFFFFFFFFF' is not a colour"),
        ] {
            #expect(result.stderr.contains("\(file):\(line):") && result.stderr.contains(words), "\(words)")
        }
        // Without the errors, the reference that leads nowhere is an unresolved-reference warning.
        try folder.write("res/values/colors.xml", resources("<color name=\"ref\">@color/nothing</color>"))
        let clean = try InProcessCLI.run(["audit", folder.root + "/res", "--format", "json"])
        #expect(clean.status == 0, "\(clean.stderr)")
        let findings = try #require(try clean.json()["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["rule"] as? String == "unresolved-reference" })
    }

    /// FuzzAndroid, 2026-12-01: `encoding="utf-7"` and a `~` in a comment made libxml2 crash (SIGSEGV in
    /// xmlSwitchToEncoding, exit 139). Such a file is refused at line 1; the encodings real files declare
    /// still read.
    @Test("An XML declaration with an encoding libxml2 cannot convert safely is refused, not a crash")
    func declaredEncoding() throws {
        let folder = try ImportTempFolder()
        let body = "\n<!-- ~ a comment -->\n<resources><color name=\"a\">#fff</color></resources>\n"
        for encoding in ["utf-7", "UTF-7", "ebcdic-cp-us"] {
            let path = try folder.write(
                "\(encoding)/values/colors.xml", "<?xml version=\"1.0\" encoding=\"\(encoding)\"?>" + body)
            let result = try InProcessCLI.run(["tokens", path, "--input-format", "android"])
            #expect(result.status == 2, "\(encoding): \(result.stderr)")
            #expect(result.stderr.contains(path + ":1:1:") && result.stderr.contains("'\(encoding.lowercased())'"))
        }
        // FuzzAndroid, 2026-12-06: a declaration never closed by `?>` switched libxml2 to UTF-7 all the same
        // (SIGSEGV in xmlSwitchToEncoding); it is refused as the closed one is.
        let unclosed = try folder.write(
            "unclosed/values/colors.xml", "<?xml version=\"1.0\" encoding=\"utf-7\"#FFFFFF<?xml v" + body)
        let refused = try InProcessCLI.run(["tokens", unclosed, "--input-format", "android"])
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(refused.stderr.contains(unclosed + ":1:1:") && refused.stderr.contains("'utf-7'"))
        for encoding in ["utf-8", "UTF-8", "iso-8859-1", "us-ascii", "windows-1252"] {
            let path = try folder.write(
                "ok-\(encoding)/values/colors.xml", "<?xml version=\"1.0\" encoding=\"\(encoding)\"?>" + body)
            let result = try InProcessCLI.run(["tokens", path, "--input-format", "android"])
            #expect(result.status == 0, "\(encoding): \(result.stderr)")
        }
    }

    @Test("Malformed XML is described in words, not by libxml2's error number")
    func xmlErrorWords() throws {
        let folder = try ImportTempFolder()
        // Each file is cut or broken the way the XML 1.0 grammar names: an attribute value whose quote never
        // closes (AttValue), an end tag without its '>' (ETag), a start tag cut after an attribute (STag), a comment without '-->' (Comment), and an
        // entity that expands to 10^9 copies ("billion laughs"), which libxml2 refuses as an entity loop.
        let laughs =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE r [\n<!ENTITY l0 \"lol\">\n"
            + (1...9).map { "<!ENTITY l\($0) \"" + String(repeating: "&l\($0 - 1);", count: 10) + "\">\n" }.joined()
            + "]>\n<resources><color name=\"a\">&l9;</color></resources>\n"
        let cases: [(String, String, String)] = [
            ("quote", "<resources>\n<color name=\"x", "closing quote is missing"),
            ("gt", "<resources>\n<color name=\"x\">#fff</c", "not closed with '>'"),
            ("tag", "<resources>\n<color name=\"x\"", "ends inside a start tag"),
            ("comment", "<resources>\n<!-- colours", "comment that is not closed"),
            ("laughs", laughs, "entity loop"),
        ]
        for (name, text, words) in cases {
            let path = try folder.write("\(name)/values/colors.xml", text)
            let result = try InProcessCLI.run(["audit", path])
            #expect(result.status == 2, "\(name)")
            #expect(result.stderr.contains(path + ":") && result.stderr.contains(words), "\(name): \(result.stderr)")
            #expect(!result.stderr.contains("XML parser error"), "\(name)")
        }
    }

    @Test("Real thunderbird and Material files: opaque upper-case colours; references to absent palettes unresolved")
    func otherRealFiles() throws {
        let thunderbird = try #require(
            try importPaths([
                Fixture.url("Real/thunderbird-android/core/ui/legacy/theme2/thunderbird/src/main/res/values/colors.xml")
                    .path
            ]).first)
        #expect(thunderbird.tokens.count == 86)
        let material = try #require(try importPaths([Fixture.url("Real/material-android/tokens.xml").path]).first)
        // 171 <color> elements, 34 m3_sys_color_dark_* beside 34 m3_sys_color_light_* (one colour each with
        // a light and a dark value, `AndroidSchemeNames`; the 35th pair, surface_tint, is a <macro>): 137
        // colours. The m3_sys_ colours refer to
        // m3_ref_palette_ ones of the same file: m3_sys_color_dark_primary → @color/m3_ref_palette_primary80,
        // line 128: #ffd0bcff.
        #expect(material.tokens.count == 137 && material.importNotes.isEmpty)
        #expect(material.token(named: "m3_sys_color_primary")?.values[.dark]?.color.hex == "#d0bcff")
    }
}
