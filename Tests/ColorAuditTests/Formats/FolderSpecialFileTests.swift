import Foundation
import Testing

@testable import ColorAudit

/// A FIFO among the files of a format's folder (an Android `res/` folder's `values/` or `layout/`, a
/// folder of Spectrum token files) is left out (`ImportUnit.folderEntries`): opening it to read waits
/// for a writer for ever, and `coloraudit audit res` hung. Hand-made folders; the FIFOs are made with
/// mkfifo(3) and nothing ever writes to them.
@Suite struct FolderSpecialFileTests {
    /// Imports `path` on another thread; `nil` (and an issue) when it has not finished in 60 s.
    private func importWithin60s(_ path: String) -> [Palette]? {
        final class Box: @unchecked Sendable { var palettes: [Palette]? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Thread {
            box.palettes = try? importPaths([path])
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + 60) == .success else {
            Issue.record("importing \(path) did not finish in 60 s (blocked on a FIFO?)")
            return nil
        }
        return box.palettes
    }

    @Test("A FIFO in res/values/ or res/layout/ is left out; the folder reads as without it")
    func androidFolder() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "res/values/colors.xml",
            """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="paper">#FFFFFF</color>
                <color name="ink">#111111</color>
                <color name="accent">#939393</color>
            </resources>
            """)
        try folder.write(
            "res/layout/card.xml",
            """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                android:background="@color/paper">
                <TextView android:textColor="@color/ink" />
                <View android:background="@color/accent" />
            </LinearLayout>
            """)
        #expect(mkfifo(folder.root + "/res/values/pipe.xml", 0o600) == 0)
        #expect(mkfifo(folder.root + "/res/layout/pipe.xml", 0o600) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: folder.root + "/res/layout/link.xml", withDestinationPath: folder.root + "/res/layout/pipe.xml")
        let palette = try #require(importWithin60s(folder.root + "/res")?.first)
        #expect(palette.tokens.map(\.name) == ["paper", "ink", "accent"])
        // The layout was read, not left out for a file it could not read: accent is only a view's
        // background there, ink is text.
        #expect(palette.stylesheetUses["accent"] == .background)
        #expect(palette.stylesheetUses["ink"] == .text)
        #expect(palette.importNotes.filter { $0.kind == .skipped }.isEmpty)
    }

    @Test("A loop of symbolic links in res/values/ is left out, as a folder walk leaves it out")
    func androidLinkLoop() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "res/values/colors.xml",
            """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="paper">#FFFFFF</color>
            </resources>
            """)
        let values = folder.root + "/res/values/"
        try FileManager.default.createSymbolicLink(atPath: values + "x1.xml", withDestinationPath: values + "x2.xml")
        try FileManager.default.createSymbolicLink(atPath: values + "x2.xml", withDestinationPath: values + "x1.xml")
        try FileManager.default.createSymbolicLink(
            atPath: values + "gone.xml", withDestinationPath: values + "none.xml")
        let palette = try #require(importWithin60s(folder.root + "/res")?.first)
        #expect(palette.tokens.map(\.name) == ["paper"])
    }

    @Test("A FIFO among a folder's Spectrum token files is left out")
    func spectrumFolder() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "src/color-palette.json",
            """
            {
              "gray-50": {
                "$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/color.json",
                "value": "rgb(255, 255, 255)"
              },
              "gray-900": {
                "$schema": "https://opensource.adobe.com/spectrum-design-data/schemas/token-types/color.json",
                "value": "rgb(0, 0, 0)"
              }
            }
            """)
        #expect(mkfifo(folder.root + "/src/zz-pipe.json", 0o600) == 0)
        let palettes = try #require(importWithin60s(folder.root + "/src"))
        #expect(palettes.flatMap { $0.tokens.map(\.name) }.sorted() == ["gray-50", "gray-900"])
    }

    @Test("A colour set whose Contents.json is a FIFO is an error at that file, not a hang")
    func assetCatalogContents() throws {
        let folder = try ImportTempFolder()
        try folder.write(
            "Assets.xcassets/Ink.colorset/Contents.json",
            """
            {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
              "components": {"red": "0x11", "green": "0x11", "blue": "0x11", "alpha": "1.000"}}}],
             "info": {"author": "xcode", "version": 1}}
            """)
        try FileManager.default.createDirectory(
            atPath: folder.root + "/Assets.xcassets/Bg.colorset", withIntermediateDirectories: true)
        let fifo = folder.root + "/Assets.xcassets/Bg.colorset/Contents.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        final class Box: @unchecked Sendable { var error: (any Error)? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let catalog = folder.root + "/Assets.xcassets"
        Thread {
            do { _ = try importPaths([catalog]) } catch { box.error = error }
            done.signal()
        }.start()
        try #require(
            done.wait(timeout: .now() + 60) == .success,
            "importing the catalog did not finish in 60 s (blocked on the FIFO)")
        let error = try #require(box.error as? PaletteError, "expected an error at the FIFO")
        #expect(error.location.file.hasSuffix("Bg.colorset/Contents.json"))
        #expect(error.message.contains("not a regular file"))
    }
}
