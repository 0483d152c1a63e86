import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// An asset catalog entry: `appearances` JSON (or nil), `color` JSON, optional extra keys.
private func entry(_ color: String, appearances: String? = nil, extra: String = "") -> String {
    var fields = [#""idiom": "universal""#, #""color": \#(color)"#]
    if let appearances { fields.append(#""appearances": \#(appearances)"#) }
    if !extra.isEmpty { fields.append(extra) }
    return "{" + fields.joined(separator: ", ") + "}"
}

private func colorset(_ entries: [String]) -> String {
    #"{"colors": [\#(entries.joined(separator: ",\n"))], "info": {"author": "xcode", "version": 1}}"#
}

private func rgb(_ space: String, _ r: String, _ g: String, _ b: String, alpha: String = #""1.000""#) -> String {
    #"{"color-space": "\#(space)", "components": {"red": \#(r), "green": \#(g), "blue": \#(b), "alpha": \#(alpha)}}"#
}

private let dark = #"[{"appearance": "luminosity", "value": "dark"}]"#
private let high = #"[{"appearance": "contrast", "value": "high"}]"#
private let lightHigh =
    #"[{"appearance": "luminosity", "value": "light"}, {"appearance": "contrast", "value": "high"}]"#
private let darkHigh = #"[{"appearance": "luminosity", "value": "dark"}, {"appearance": "contrast", "value": "high"}]"#

@Suite("Xcode asset catalogs")
struct AssetCatalogTests {
    @Test("Real catalog: compound-design-tokens, four entries per colour (any, high contrast, dark, dark + high)")
    func compound() throws {
        let palettes = try importPaths([
            Fixture.url("Real/compound-design-tokens/assets/ios/swift/Colors.xcassets").path
        ])
        #expect(palettes.count == 1)
        let palette = try #require(palettes.first)
        #expect(palette.format == "xcassets" && palette.platform == .ios)
        #expect(palette.tokens.map(\.name) == ["alphaBlue100", "gray1400", "red900", "themeBg"])
        #expect(palette.appearances == [.light, .dark, .lightHighContrast, .darkHighContrast])
        // alphaBlue100.colorset/Contents.json as written: any 0.2196/0.6118/1.0000 alpha 0.0300; contrast
        // high 0.1412/0.4549/1.0000 alpha 0.0500; dark 0.0000/0.0196/0.3608 alpha 1; dark + high
        // 0.0000/0.0353/0.3608.
        let token = try #require(palette.token(named: "alphaBlue100"))
        #expect(close(srgb(palette, "alphaBlue100", .light), [0.2196, 0.6118, 1.0]))
        #expect(token.resolve(.light)?.value.color.alpha == 0.03)
        #expect(token.resolve(.light)?.inheritedFrom == nil)
        #expect(close(srgb(palette, "alphaBlue100", .lightHighContrast), [0.1412, 0.4549, 1.0]))
        #expect(token.resolve(.lightHighContrast)?.value.color.alpha == 0.05)
        #expect(close(srgb(palette, "alphaBlue100", .dark), [0, 0.0196, 0.3608]))
        #expect(close(srgb(palette, "alphaBlue100", .darkHighContrast), [0, 0.0353, 0.3608]))
        // The dark entry's "color" object opens on line 41, column 16 of that file.
        let location = try #require(token.values[.dark]?.location)
        #expect(
            location.file.hasSuffix("alphaBlue100.colorset/Contents.json") && location.line == 41
                && location.column == 16)
    }

    @Test("Real catalog: sample-food-truck donut, namespaces only where provides-namespace is set, hex components")
    func foodTruckNamespaces() throws {
        let path = Fixture.url("Real/sample-food-truck/Features/Donut/UI/Sources/Assets.xcassets").path
        let palette = try #require(try importPaths([path]).first)
        #expect(
            palette.tokens.map(\.name) == [
                "sugar", "dough/blue-bg", "dough/brown-bg", "dough/pink-bg", "dough/plain-bg", "dough/white-bg",
                "header/Sky End", "header/Sky Start",
            ])
        // Sky End: red 0x78, green 0x97, blue 0xEC (120, 151, 236 of 255), one entry for every appearance.
        #expect(close(srgb(palette, "header/Sky End", .light), [120.0 / 255, 151.0 / 255, 236.0 / 255], 1e-9))
        #expect(palette.token(named: "header/Sky End")?.isUniform == true)
        // A colour set named on its own gets the same namespaced name.
        let single = path + "/donut/dough/blue-bg.colorset/Contents.json"
        let alone = try #require(try importPaths([single]).first)
        #expect(alone.tokens.map(\.name) == ["dough/blue-bg"])
        // blue-bg: any 0x9C 0xAE 0xBF; dark "0.306" "0.431" "0.502".
        #expect(close(srgb(alone, "dough/blue-bg", .light), [156.0 / 255, 174.0 / 255, 191.0 / 255], 1e-9))
        #expect(close(srgb(alone, "dough/blue-bg", .dark), [0.306, 0.431, 0.502], 1e-9))
    }

    @Test("All four component encodings and all four appearances")
    func encodings() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "A.xcassets/mixed.colorset/Contents.json",
            colorset([
                entry(rgb("srgb", #""0.500""#, #""0.250""#, #""1.000""#)),
                entry(rgb("srgb", #""128""#, #""0""#, #""255""#), appearances: dark),
                entry(rgb("srgb", #""0x80""#, #""0xFF""#, #""0x00""#, alpha: #""0.5""#), appearances: lightHigh),
                entry(rgb("srgb", "0.25", "1", "0", alpha: "1"), appearances: darkHigh),
            ]))
        let palette = try #require(try importPaths([folder.root + "/A.xcassets"]).first)
        #expect(close(srgb(palette, "mixed", .light), [0.5, 0.25, 1], 1e-12))
        #expect(close(srgb(palette, "mixed", .dark), [128.0 / 255, 0, 1], 1e-12))
        #expect(close(srgb(palette, "mixed", .lightHighContrast), [128.0 / 255, 1, 0], 1e-12))
        #expect(palette.token(named: "mixed")?.values[.lightHighContrast]?.color.alpha == 0.5)
        #expect(close(srgb(palette, "mixed", .darkHighContrast), [0.25, 1, 0], 1e-12))
        #expect(palette.token(named: "mixed")?.values[.dark]?.source == "srgb 128 0 255 / 1.000")
        // The bare numbers `0.25, 1, 0` are floats, recorded as such (their text `1` alone does not say).
        #expect(
            palette.token(named: "mixed")?.values[.darkHighContrast]?.bareNumberComponents == ["red", "green", "blue"])
        #expect(palette.token(named: "mixed")?.values[.dark]?.bareNumberComponents == [])
    }

    @Test("Any + high contrast without a dark entry covers both high-contrast appearances")
    func anyHighContrast() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "A.xcassets/c.colorset/Contents.json",
            colorset([
                entry(rgb("srgb", "0", "0", "0")), entry(rgb("srgb", "0.2", "0.2", "0.2"), appearances: high),
            ]))
        let palette = try #require(try importPaths([folder.root + "/A.xcassets"]).first)
        let token = try #require(palette.token(named: "c"))
        #expect(token.values.keys.sorted() == [.any, .lightHighContrast, .darkHighContrast])
    }

    @Test("Display P3 entry with an sRGB entry: P3 value, sRGB rendering as its fallback")
    func displayP3() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "A.xcassets/hero.colorset/Contents.json",
            colorset([
                entry(rgb("srgb", #""1.000""#, #""0.000""#, #""0.000""#), extra: #""display-gamut": "sRGB""#),
                entry(
                    rgb("display-p3", #""1.000""#, #""0.000""#, #""0.000""#), extra: #""display-gamut": "display-P3""#),
            ]))
        let palette = try #require(try importPaths([folder.root + "/A.xcassets"]).first)
        let value = try #require(palette.token(named: "hero")?.values[.any])
        #expect(value.color.space == .displayP3)
        #expect(value.srgbFallback == Color(.srgb, 1, 0, 0))
        // P3 red in sRGB (README; CSS Color 4 conversion): 1.0931, -0.2267, -0.1501, outside sRGB.
        #expect(close(value.color.converted(to: .srgb).components, [1.0931, -0.2267, -0.1501]))
    }

    @Test("Grey and extended spaces: gray-gamma-22 white W is linear luminance W^2.2; extended values are kept")
    func graySpaces() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "A.xcassets/grey.colorset/Contents.json",
            colorset([entry(#"{"color-space": "gray-gamma-22", "components": {"white": "0.500", "alpha": "1.000"}}"#)]))
        try folder.write(
            "A.xcassets/wide.colorset/Contents.json",
            colorset([entry(rgb("extended-srgb", #""-0.100""#, #""1.200""#, #""0.000""#))]))
        try folder.write(
            "A.xcassets/linear.colorset/Contents.json",
            colorset([entry(rgb("extended-linear-srgb", #""0.214""#, #""0.214""#, #""0.214""#))]))
        let palette = try #require(try importPaths([folder.root + "/A.xcassets"]).first)
        // 0.5^2.2 = 0.217638 (linear); in sRGB: 1.055 × 0.217638^(1/2.4) − 0.055 = 0.50379.
        let grey = try #require(palette.token(named: "grey")?.values[.any]?.color)
        #expect(close(grey.converted(to: .srgbLinear).components, [0.217638, 0.217638, 0.217638], 1e-5))
        #expect(close(grey.converted(to: .srgb).components, [0.50379, 0.50379, 0.50379], 1e-4))
        #expect(close(srgb(palette, "wide", .light), [-0.1, 1.2, 0], 1e-6))
        // Linear 0.214 encodes to sRGB 1.055 × 0.214^(1/2.4) − 0.055 = 1.055 × e^(−1.54178/2.4) − 0.055
        // = 1.055 × 0.526012 − 0.055 = 0.49994.
        #expect(close(srgb(palette, "linear", .light), [0.49994, 0.49994, 0.49994], 1e-4))
    }

    @Test("System colour references resolve per appearance; unknown ones are listed as unresolved")
    func references() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "A.xcassets/tint.colorset/Contents.json",
            colorset([entry(#"{"platform": "ios", "reference": "systemBlueColor"}"#)]))
        try folder.write(
            "A.xcassets/ground.colorset/Contents.json",
            colorset([
                entry(rgb("srgb", "1", "1", "1")),
                entry(#"{"platform": "ios", "reference": "systemBackgroundColor"}"#, appearances: dark),
            ]))
        try folder.write(
            "A.xcassets/mystery.colorset/Contents.json",
            colorset([entry(#"{"platform": "ios", "reference": "systemNopeColor"}"#)]))
        let palette = try #require(try importPaths([folder.root + "/A.xcassets"]).first)
        // palettes/ios-system-colors.yaml, systemBlue: #007aff, #0a84ff, #0040dd, #409cff.
        let tint = try #require(palette.token(named: "tint"))
        #expect(tint.values[.light]?.color.hex == "#007aff" && tint.values[.dark]?.color.hex == "#0a84ff")
        #expect(tint.values[.lightHighContrast]?.color.hex == "#0040dd")
        #expect(tint.values[.darkHighContrast]?.color.hex == "#409cff")
        #expect(tint.values[.light]?.aliasOf == "systemBlue" && tint.values[.light]?.source == "systemBlueColor")
        // systemBackground dark: #000000 (the same palette).
        #expect(palette.token(named: "ground")?.values[.dark]?.color.hex == "#000000")
        #expect(palette.token(named: "mystery") == nil)
        let note = try #require(palette.importNotes.first { $0.token == "mystery" })
        #expect(note.kind == .unresolved && note.reason.contains("systemNopeColor"))
    }

    @Test("Idioms other than universal become themes with the values each device shows")
    func idioms() throws {
        let folder = try ImportTempFolder()
        let phone = #"{"idiom": "iphone", "color": \#(rgb("srgb", "0", "0", "0"))}"#
        try folder.write(
            "A.xcassets/c.colorset/Contents.json", colorset([entry(rgb("srgb", "1", "1", "1")), phone]))
        try folder.write("A.xcassets/phoneOnly.colorset/Contents.json", colorset([phone]))
        let palette = try #require(try importPaths([folder.root + "/A.xcassets"]).first)
        #expect(palette.token(named: "c")?.values[.any]?.color == Color(.srgb, 1, 1, 1))
        // Every colour has one value, so the iphone idiom is one light theme named `iphone`; on an iPhone
        // `c` shows its iphone entry (black), not its universal white.
        #expect(palette.themes.map(\.name) == ["iphone"])
        let iphone = try #require(palette.themes.first)
        #expect(iphone.scheme == .light && !iphone.isIncreasedContrast)
        #expect(palette.token(named: "c")?.values[iphone]?.color == Color(.srgb, 0, 0, 0))
        #expect(!palette.importNotes.contains { $0.reason.contains("not audited") })
        // Without a universal entry, the first idiom is audited (and the note says so).
        #expect(palette.token(named: "phoneOnly")?.values[.any]?.color == Color(.srgb, 0, 0, 0))
        #expect(palette.importNotes.contains { $0.token == "phoneOnly" && $0.reason.contains("no universal entry") })
    }

    /// A small catalog with iPad and Mac entries, values chosen by hand:
    /// - `text`: universal Any #000000, Dark #ffffff; ipad Any #777777 (0x77 = 119, no dark entry, so it
    ///   also serves iPad's dark mode).
    /// - `background`: universal Any #ffffff, Dark #000000; mac Any #eeeeee.
    /// WCAG relative luminance of #777777: 119/255 = 0.466667 → ((0.466667 + 0.055)/1.055)^2.4 = 0.184475,
    /// so on white (1.05)/(0.234475) = 4.478:1 (fails 4.5:1) and on black 0.234475/0.05 = 4.690:1 (passes).
    /// Of #eeeeee: 238/255 = 0.933333 → 0.854993; white text on it in Mac's dark mode (the Mac shows
    /// universal dark text #ffffff over its own #eeeeee): 1.05/0.904993 = 1.160:1 (fails); black text on
    /// it in Mac's light mode: 0.904993/0.05 = 18.10:1 (passes).
    static func idiomCatalog() throws -> ImportTempFolder {
        let folder = try ImportTempFolder()
        func idiom(_ name: String, _ hex: String, appearances: String? = nil) -> String {
            var fields = [#""idiom": "\#(name)""#, #""color": \#(rgb("srgb", hex, hex, hex))"#]
            if let appearances { fields.append(#""appearances": \#(appearances)"#) }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        try folder.write(
            "App.xcassets/text.colorset/Contents.json",
            colorset([
                idiom("universal", "\"0x00\""), idiom("universal", "\"0xFF\"", appearances: dark),
                idiom("ipad", "\"0x77\""),
            ]))
        try folder.write(
            "App.xcassets/background.colorset/Contents.json",
            colorset([
                idiom("universal", "\"0xFF\""), idiom("universal", "\"0x00\"", appearances: dark),
                idiom("mac", "\"0xEE\""),
            ]))
        return folder
    }

    @Test("iPad and Mac entries are audited as ipad-/mac- themes; the universal pairs pass, the device ones fail")
    func idiomThemesAreAudited() throws {
        let folder = try Self.idiomCatalog()
        let palette = try #require(try importPaths([folder.root + "/App.xcassets"]).first)
        #expect(palette.themes.map(\.name) == ["ipad-light", "ipad-dark", "mac-light", "mac-dark"])
        #expect(palette.themes.map(\.scheme) == [.light, .dark, .light, .dark])
        let text = try #require(palette.token(named: "text"))
        let background = try #require(palette.token(named: "background"))
        func theme(_ name: String) throws -> Appearance { try #require(palette.appearance(named: name)) }
        // iPad: its own grey text in both modes (ipad Any), the universal background.
        #expect(text.values[try theme("ipad-light")]?.color.hex == "#777777")
        #expect(text.values[try theme("ipad-dark")]?.color.hex == "#777777")
        #expect(background.values[try theme("ipad-dark")]?.color.hex == "#000000")
        // Mac: universal text, its own background in both modes.
        #expect(text.values[try theme("mac-dark")]?.color.hex == "#ffffff")
        #expect(background.values[try theme("mac-light")]?.color.hex == "#eeeeee")
        #expect(background.values[try theme("mac-dark")]?.color.hex == "#eeeeee")
        // The value is located at the entry it comes from (line of the ipad entry's color object).
        #expect(text.values[try theme("ipad-light")]?.location.line == 3)

        let result = try InProcessCLI.run(["audit", folder.root + "/App.xcassets", "--format", "json"])
        #expect(result.status == 1, "\(result.stderr)")
        let findings = try #require(try result.json()["findings"] as? [[String: Any]])
        let minimum = findings.filter { $0["rule"] as? String == "contrast-minimum" }
        #expect(
            minimum.map { $0["appearance"] as? String }.sorted { ($0 ?? "") < ($1 ?? "") } == [
                "ipad-light", "mac-dark",
            ])
        let ipad = try #require(minimum.first { $0["appearance"] as? String == "ipad-light" })
        #expect(abs((ipad["ratio"] as? Double ?? 0) - 4.478) < 0.001)
        let mac = try #require(minimum.first { $0["appearance"] as? String == "mac-dark" })
        #expect(abs((mac["ratio"] as? Double ?? 0) - 1.160) < 0.001)
    }

    @Test("An idiom Xcode does not know is skipped with a note, not audited as a device of its own")
    func unknownIdiomsAreSkipped() throws {
        let folder = try ImportTempFolder()
        // universal #000000 on line 1 and a `toaster` entry #777777 on line 2 (entries are joined by ",\n").
        try folder.write(
            "App.xcassets/text.colorset/Contents.json",
            colorset([
                #"{"idiom": "universal", "color": \#(rgb("srgb", "\"0x00\"", "\"0x00\"", "\"0x00\""))}"#,
                #"{"idiom": "toaster", "color": \#(rgb("srgb", "\"0x77\"", "\"0x77\"", "\"0x77\""))}"#,
            ]))
        let palette = try #require(try importPaths([folder.root + "/App.xcassets"]).first)
        #expect(palette.themes.isEmpty)
        #expect(palette.appearance(named: "toaster") == nil)
        #expect(palette.token(named: "text")?.values[.any]?.color.hex == "#000000")
        let note = try #require(palette.importNotes.first { $0.reason.contains("toaster") })
        #expect(note.kind == .skipped && note.token == "text")
        #expect(note.reason.hasPrefix("idiom 'toaster' is not a device Xcode gives colour sets; expected universal"))
        #expect(note.location.line == 2)
    }

    @Test("Malformed colour sets are errors with file, line, column and what was expected")
    func malformed() throws {
        let folder = try ImportTempFolder()
        let cases: [(String, String, Int, String)] = [
            ("bad-json", #"{"colors": [}"#, 1, "invalid JSON"),
            ("no-colors", #"{"info": {"version": 1}}"#, 1, "missing 'colors'"),
            ("big-hex", colorset([entry(rgb("srgb", #""0x1FF""#, "0", "0"))]), 1, "0x00…0xFF"),
            // A sign is no hex digit (found while fuzzing: "0x-80" read as −128/255 in extended-srgb).
            ("signed-hex", colorset([entry(rgb("extended-srgb", #""0x-80""#, "0", "0"))]), 1, "0x00…0xFF"),
            ("big-int", colorset([entry(rgb("srgb", #""256""#, "0", "0"))]), 1, "0…255"),
            (
                "space", colorset([entry(#"{"color-space": "display-p4", "components": {}}"#)]), 1,
                "did you mean 'display-p3'"
            ),
            ("range", colorset([entry(rgb("srgb", "1.2", "0", "0"))]), 1, "outside 0…1"),
            // A bare number is a float 0…1 (Apple's Asset Catalog Format Reference); 8 bits are a string.
            ("bare-byte", colorset([entry(rgb("srgb", "255", "0", "0"))]), 1, #"an 8-bit value is a string, "255""#),
            (
                "missing", colorset([entry(#"{"color-space": "srgb", "components": {"red": "1"}}"#)]), 1,
                "missing 'green'"
            ),
            ("word", colorset([entry(rgb("srgb", #""half""#, "0", "0"))]), 1, "not a number"),
            (
                "alpha", colorset([entry(rgb("srgb", "0", "0", "0", alpha: #""0x80""#))]), 1,
                "alpha is written as a float"
            ),
        ]
        for (name, text, line, expected) in cases {
            let path = try folder.write("\(name).colorset/Contents.json", text)
            do {
                _ = try importPaths([path])
                Issue.record("\(name): expected an error")
            } catch let error as PaletteError {
                #expect(error.location.file == path, "\(name)")
                #expect(error.location.line == line && error.location.column > 0, "\(name): \(error)")
                #expect(error.message.contains(expected), "\(name): \(error.message)")
            }
        }
    }

    @Test("The built-in system colour table equals palettes/ios-system-colors.yaml")
    func systemTableMatchesShippedPalette() throws {
        let url = PackagePaths.root.appendingPathComponent("palettes/ios-system-colors.yaml")
        let palette = try NativePaletteImporter().importPalette(contents: try Data(contentsOf: url), path: url.path)
        #expect(palette.tokens.count == AppleSystemColors.table.count)
        for token in palette.tokens {
            let entry = try #require(AppleSystemColors.entry(forReference: token.name + "Color"), "\(token.name)")
            for appearance in [Appearance.light, .dark, .lightHighContrast, .darkHighContrast] {
                #expect(entry.values[appearance] == token.values[appearance]?.color, "\(token.name) \(appearance)")
            }
            #expect(entry.role == token.role)
        }
    }

    @Test("audit and tokens on a catalog through the CLI; malformed catalog exits 2")
    func cli() throws {
        let path = Fixture.url("Real/compound-design-tokens/assets/ios/swift/Colors.xcassets").path
        let result = try InProcessCLI.run(["tokens", "--format", "json", path])
        #expect(result.status == 0)
        let json = try result.json()
        #expect(json["version"] as? Int == 1)
        let tokens = try cast(json["tokens"], "tokens", as: [[String: Any]].self)
        #expect(tokens.count == 4)
        let first = tokens[0]
        #expect(Set(first.keys) == ["name", "file", "format", "formatReason", "role", "roleInferred", "values"])
        // A .xcassets folder is `certain`: the registry's general reason for that level.
        #expect(first["formatReason"] as? String == "a name or signature only this format uses")
        #expect(first["name"] as? String == "alphaBlue100" && first["format"] as? String == "xcassets")
        let values = try cast(first["values"], "values", as: [String: [String: Any]].self)
        #expect(Set(values.keys) == ["light", "dark", "light-high-contrast", "dark-high-contrast"])
        let light = try #require(values["light"])
        #expect(Set(light.keys) == ["written", "space", "srgb", "alpha", "hex", "inherited", "location"])
        #expect(light["written"] as? String == "srgb 0.2196 0.6118 1.0000 / 0.0300")
        #expect(light["alpha"] as? Double == 0.03 && light["inherited"] as? Bool == false)
        let folder = try ImportTempFolder()
        let bad = try folder.write("B.xcassets/x.colorset/Contents.json", #"{"colors": [{"color": 3}]}"#)
        let failed = try InProcessCLI.run(["audit", folder.root + "/B.xcassets"])
        #expect(failed.status == 2)
        #expect(failed.stderr.contains(bad + ":1:"))
    }
}
