import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// How an app's layouts, drawables, colour state lists and widget styles draw its colours
/// (`AndroidLayoutUses`), and what the audit makes of it (`PostImport` rule 1). Hand-made `res/` folders;
/// ratios derived by hand from WCAG 2.2's relative luminance: #939393 has L = ((147/255 + 0.055) /
/// 1.055)^2.4 = 0.2918, #949494 L = 0.2961, #DDDDDD L = 0.7231, white L = 1, so #939393 on white is
/// 1.05 / 0.3418 = 3.07:1 (under text's 4.5:1, over non-text's 3:1) and on #DDDDDD 0.7731 / 0.3418 =
/// 2.26:1; #949494 on white 1.05 / 0.3461 = 3.03:1.
@Suite struct AndroidLayoutUsesTests {
    /// The app's values: two attributes of its own (`colorAccentAlternative`, `colorTextCaption`, and
    /// `colorProgress` pointing at the first), Material's `colorPrimary` and two surfaces.
    private func values(_ folder: ImportTempFolder, styles: String = "") throws {
        try folder.write(
            "res/values/colors.xml",
            AndroidFixture.resources(
                #"<color name="grey">#949494</color><color name="accent">#939393</color><color name="ink">#000000</color>"#
                    + #"<color name="paper">#FFFFFF</color>"#
                    + #"<color name="mist">#DDDDDD</color>"#))
        try folder.write(
            "res/values/attrs.xml",
            AndroidFixture.resources(
                #"<attr name="colorAccentAlternative" format="color" /><attr name="colorTextCaption" />"#
                    + #"<declare-styleable name="Dots"><attr name="colorProgress" format="color" />"#
                    + #"<attr name="colorPrimary" /></declare-styleable>"#))
        try folder.write(
            "res/values/themes.xml",
            AndroidFixture.resources(
                #"<style name="Theme.App" parent="Theme.Material3.Light">"#
                    + #"<item name="colorSurface">@color/paper</item>"#
                    + #"<item name="colorSurfaceVariant">@color/mist</item>"#
                    + #"<item name="colorPrimary">@color/ink</item>"#
                    + #"<item name="colorAccentAlternative">@color/accent</item>"#
                    + #"<item name="colorProgress">?attr/colorAccentAlternative</item>"#
                    + #"<item name="colorTextCaption">@color/grey</item></style>"# + styles))
    }

    /// A layout drawing the caption as text, the accent and `colorPrimary` as view backgrounds, and a
    /// drawable filling a progress bar with `colorProgress` (`<solid>`) and outlining it (`<stroke>`).
    private func layouts(_ folder: ImportTempFolder, extra: String = "") throws {
        try folder.write(
            "res/layout/card.xml",
            """
            <?xml version="1.0" encoding="utf-8"?>
            <LinearLayout \(AndroidFixture.namespaces) android:background="?attr/colorSurface">
                <TextView android:textColor="?attr/colorTextCaption" android:text="@string/caption" />
                <ImageView android:background="?attr/colorAccentAlternative" android:src="@drawable/check"
                    tools:textColor="?attr/colorAccentAlternative" />
                <View android:background="?colorPrimary" />
                \(extra)
            </LinearLayout>
            """)
        try folder.write(
            "res/drawable/progress.xml",
            """
            <layer-list \(AndroidFixture.namespaces)><item><shape>
                <solid android:color="?attr/colorProgress" />
                <stroke android:width="1dp" android:color="?android:attr/colorBackground" />
            </shape></item></layer-list>
            """)
    }

    private func audit(_ folder: ImportTempFolder) throws -> (palette: Palette, report: PaletteReport) {
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        return (palette, Auditor().audit(palette))
    }

    private func ruleFindings(_ report: PaletteReport, _ rule: RuleID, _ foreground: String) -> [Finding] {
        report.findings.filter { $0.rule == rule && $0.tokens.first == foreground }
    }

    /// Without layouts the names decide: the accent is a foreground judged as text (3.07:1 < 4.5:1 on
    /// white), as before layouts were read.
    @Test func withoutLayoutsTheNamesDecide() throws {
        let folder = try ImportTempFolder()
        try values(folder)
        let (palette, report) = try audit(folder)
        let role = try #require(palette.token(named: "colorAccentAlternative")?.role)
        #expect(role == .interactive || role == .text)
        #expect(palette.stylesheetUses.isEmpty)
        let onPaper = ruleFindings(report, .contrastMinimum, "colorAccentAlternative").filter {
            $0.tokens.last == "colorSurface"
        }
        #expect(onPaper.count == 1)
        #expect(abs((onPaper.first?.measurements["ratio"]?.value ?? 0) - 3.07) < 0.01)
    }

    /// The app's own attribute drawn only as a view's background and, through `colorProgress`, a shape's
    /// `<solid>` is a non-text fill: 3.07:1 on white passes 3:1, 2.26:1 on #DDDDDD fails it, and no
    /// text check is made. The caption, drawn as `android:textColor`, stays text (3.03:1 < 4.5:1).
    @Test func aFillOfTheAppsOwnIsJudgedAsNonText() throws {
        let folder = try ImportTempFolder()
        try values(folder)
        try layouts(folder)
        let (palette, report) = try audit(folder)
        #expect(palette.stylesheetUses["colorAccentAlternative"] == .background)
        #expect(palette.stylesheetUses["colorProgress"] == .background)
        #expect(palette.stylesheetUses["colorTextCaption"] == .text)
        #expect(palette.token(named: "colorAccentAlternative")?.role == .icon)
        #expect(ruleFindings(report, .contrastMinimum, "colorAccentAlternative").isEmpty)
        let nonText = ruleFindings(report, .nonTextContrast, "colorAccentAlternative")
        #expect(nonText.map { $0.tokens.last } == ["colorSurfaceVariant"])
        #expect(abs((nonText.first?.measurements["ratio"]?.value ?? 0) - 2.26) < 0.01)
        #expect(nonText.first?.measurements["required"]?.value == 3)
        #expect(palette.token(named: "colorTextCaption")?.role == .text)
        let caption = ruleFindings(report, .contrastMinimum, "colorTextCaption").filter {
            $0.tokens.last == "colorSurface"
        }
        #expect(caption.count == 1)
        #expect(caption.first?.measurements["required"]?.value == 4.5)
    }

    /// Material's `colorPrimary` (declared by the library; the app's `declare-styleable` only names it,
    /// with no format) is drawn by Material's widgets where no layout shows it: one background in a
    /// layout changes nothing.
    @Test func aLibraryAttributeKeepsItsName() throws {
        let bare = try ImportTempFolder()
        try values(bare)
        let named = try audit(bare).palette.token(named: "colorPrimary")?.role
        let folder = try ImportTempFolder()
        try values(folder)
        try layouts(folder)
        let palette = try audit(folder).palette
        #expect(palette.stylesheetUses["colorPrimary"]?.contains(.indirect) == true)
        #expect(palette.token(named: "colorPrimary")?.role == named)
    }

    /// A text use anywhere keeps the name's role: through a colour state list (`res/color/`) a layout
    /// draws as `android:textColor`, or a widget style's `android:textColor`.
    @Test func aTextUseThroughAStateListOrAStyleKeepsText() throws {
        let stateList = try ImportTempFolder()
        try values(stateList)
        try layouts(stateList, extra: #"<TextView android:textColor="@color/caption_states" />"#)
        try stateList.write(
            "res/color/caption_states.xml",
            """
            <selector \(AndroidFixture.namespaces)>
                <item android:state_enabled="false" android:color="?attr/colorTextCaption" />
                <item android:color="?attr/colorAccentAlternative" />
            </selector>
            """)
        let viaList = try audit(stateList).palette
        #expect(viaList.stylesheetUses["colorAccentAlternative"] == [.background, .text])
        #expect(viaList.token(named: "colorAccentAlternative")?.role != .icon)

        let styled = try ImportTempFolder()
        try values(
            styled,
            styles: #"<style name="Widget.App.Badge" parent="Widget.Material3.Chip.Assist">"#
                + #"<item name="android:textColor">?attr/colorAccentAlternative</item></style>"#)
        try layouts(styled)
        let viaStyle = try audit(styled).palette
        #expect(viaStyle.stylesheetUses["colorAccentAlternative"] == [.background, .text])
        #expect(viaStyle.token(named: "colorAccentAlternative")?.role != .icon)
    }

    /// A layout that is no well-formed XML is a note at its file and line; the audit goes on as without
    /// layouts (a file not read may hold a colour's one text use).
    @Test func aBrokenLayoutIsANoteAndNoEvidence() throws {
        let folder = try ImportTempFolder()
        try values(folder)
        try layouts(folder)
        let broken = try folder.write(
            "res/layout/broken.xml", "<LinearLayout>\n  <TextView android:text=\"a\">\n</LinearLayout>\n")
        let (palette, _) = try audit(folder)
        #expect(palette.stylesheetUses.isEmpty)
        let role = try #require(palette.token(named: "colorAccentAlternative")?.role)
        #expect(role == .interactive || role == .text)
        let notes = palette.importNotes.filter { $0.location.file == broken }
        #expect(notes.count == 1)
        #expect(notes.first?.kind == .skipped)
        #expect(notes.first?.location.line == 3)
        #expect(notes.first?.reason.contains("invalid XML") == true)
    }

    /// A layout file that is empty or only white space draws nothing and Android cannot inflate it
    /// (`aapt2` refuses a layout without a root element); libxml2 reports no error for it. One note at its
    /// line 1, column 1, and the folder's other layouts are used as read. (A file with only an XML
    /// declaration or a comment is already a note: libxml2 reports its missing root as invalid XML.)
    @Test func anEmptyLayoutIsANoteAndTheOthersAreRead() throws {
        for input in [Data(), Data(" \n\n".utf8)] {
            let folder = try ImportTempFolder()
            try values(folder)
            try layouts(folder)
            let empty = try folder.write("res/layout/empty.xml", input)
            let (palette, _) = try audit(folder)
            let notes = palette.importNotes.filter { $0.location.file == empty }
            #expect(notes.count == 1, "\(input.count) bytes")
            #expect(notes.first?.location.line == 1)
            #expect(notes.first?.location.column == 1)
            #expect(notes.first?.kind == .skipped)
            #expect(notes.first?.reason.contains("no XML element") == true)
            #expect(palette.stylesheetUses["colorTextCaption"] == .text)
        }
        for input in [Data("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n".utf8), Data("<!-- nothing -->\n".utf8)] {
            let folder = try ImportTempFolder()
            try values(folder)
            let layout = try folder.write("res/layout/empty.xml", input)
            let palette = try #require(try importPaths([folder.root + "/res"]).first)
            let notes = palette.importNotes.filter { $0.location.file == layout }
            #expect(notes.count == 1)
            #expect(notes.first?.reason.contains("invalid XML") == true)
        }
    }

    /// Whatever a layout holds, the folder imports: empty, not XML, cut, in an encoding libxml2 ended the
    /// process on (FuzzAndroid's findings for values files), bytes that are no UTF-16 after its mark, an
    /// external entity. Each is one note at the layout, none an error.
    @Test func noLayoutFailsTheImport() throws {
        let inputs: [Data] = [
            Data(), Data("not xml".utf8), Data("<LinearLayout><TextView>".utf8),
            Data(#"<?xml version="1.0" encoding="utf-7"?><a/>"#.utf8), Data([0xFF, 0xFE, 0x00, 0xD8, 0x3C]),
            Data(#"<!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a android:textColor="&e;"/>"#.utf8),
        ]
        for input in inputs {
            let folder = try ImportTempFolder()
            try values(folder)
            let layout = try folder.write("res/layout/fuzz.xml", input)
            let palette = try #require(try importPaths([folder.root + "/res"]).first)
            let notes = palette.importNotes.filter { $0.location.file == layout }
            #expect(notes.count <= 1)
            #expect(notes.allSatisfy { $0.location.line >= 1 && !$0.reason.isEmpty })
        }
    }

    /// A byte that is not UTF-8 in a comment (FuzzAndroid): libxml2 reports it and goes on, and
    /// FoundationXML then ended the process on the comment (SIGILL). Reading stops at the first error,
    /// at its line and column (the byte is the 20th character of line 1), and the folder audits as its
    /// values alone.
    @Test func aCommentWithBytesThatAreNotUTF8IsOneNote() throws {
        let inputs: [(bytes: Data, column: Int)] = [
            (Data("<LinearLayout><!-- ".utf8) + Data([0xFF]) + Data(" --></LinearLayout>\n".utf8), 20),
            (Data("<!-- ".utf8) + Data([0xFF]) + Data(" -->\n<LinearLayout/>\n".utf8), 6),
        ]
        for (bytes, column) in inputs {
            let folder = try ImportTempFolder()
            try values(folder)
            let layout = try folder.write("res/layout/comment.xml", bytes)
            let palette = try #require(try importPaths([folder.root + "/res"]).first)
            let notes = palette.importNotes.filter { $0.location.file == layout }
            #expect(notes.count == 1)
            #expect(notes.first?.location.line == 1)
            #expect(notes.first?.location.column == column)
            #expect(notes.first?.reason.contains("invalid XML") == true)
            #expect(palette.stylesheetUses.isEmpty)
        }
    }

    /// Reading stops at an error, but not at a prefix without its `xmlns:` declaration (libxml2's
    /// namespace errors, which it goes on past): such a layout is read as before.
    @Test func aPrefixWithoutItsDeclarationIsRead() throws {
        let folder = try ImportTempFolder()
        try values(folder)
        let layout = try folder.write(
            "res/layout/bare.xml",
            #"<LinearLayout><View android:background="?attr/colorAccentAlternative" /></LinearLayout>"#)
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        #expect(palette.importNotes.filter { $0.location.file == layout }.isEmpty)
        #expect(palette.stylesheetUses["colorAccentAlternative"]?.contains(.background) == true)
    }

    /// What each attribute draws, as the type documents it.
    @Test func attributesAndReferences() {
        #expect(AndroidLayoutUses.use(of: "textColor", in: "TextView") == .text)
        #expect(AndroidLayoutUses.use(of: "textColorHint", in: "EditText") == .text)
        #expect(AndroidLayoutUses.use(of: "titleTextColor", in: "Toolbar") == .text)
        #expect(AndroidLayoutUses.use(of: "background", in: "View") == .background)
        #expect(AndroidLayoutUses.use(of: "backgroundTint", in: "Button") == .background)
        #expect(AndroidLayoutUses.use(of: "cardBackgroundColor", in: "MaterialCardView") == .background)
        #expect(AndroidLayoutUses.use(of: "color", in: "solid") == .background)
        #expect(AndroidLayoutUses.use(of: "color", in: "stroke") == .boundary)
        #expect(AndroidLayoutUses.use(of: "strokeColor", in: "MaterialCardView") == .boundary)
        #expect(AndroidLayoutUses.use(of: "strokeColor", in: "path") == .graphic)
        #expect(AndroidLayoutUses.use(of: "fillColor", in: "path") == .graphic)
        #expect(AndroidLayoutUses.use(of: "tint", in: "ImageView") == .graphic)
        #expect(AndroidLayoutUses.use(of: "divider", in: "ListView") == .edge)
        #expect(AndroidLayoutUses.reference("?attr/colorPrimary") == "colorPrimary")
        #expect(AndroidLayoutUses.reference("?colorPrimary") == "colorPrimary")
        #expect(AndroidLayoutUses.reference("?android:attr/colorBackground") == "android:colorBackground")
        #expect(AndroidLayoutUses.reference("?android:textColorPrimary") == "android:textColorPrimary")
        #expect(AndroidLayoutUses.reference("@color/brand") == "brand")
        #expect(AndroidLayoutUses.reference("@android:color/white") == nil)
        #expect(AndroidLayoutUses.reference("#FF0000") == nil)
        #expect(AndroidLayoutUses.reference("@drawable/check") == nil)
    }
}
