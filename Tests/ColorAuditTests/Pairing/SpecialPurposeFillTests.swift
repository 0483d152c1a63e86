import Foundation
import Testing

@testable import ColorAudit

/// `PairFormation` rule 36, a fill for one kind of content (`SpecialPurposeFills`), on Tusky's lines
/// (`TuskyResources`).
@Suite struct SpecialPurposeFillTests: PairingPalettes {
    /// The toolbar icon's circle (`drawable/toolbar_icon_arrow_back_with_background.xml`: an oval of
    /// `?attr/toolbarIconBackgroundColor` under the back arrow, tinted `?attr/iconColor`) carries the icon
    /// only; the selected menu item's `colorSecondaryContainer` (no `colorOnSecondaryContainer` set) carries
    /// the app's text (the selected reblog option: `textColorPrimary`, `textColorTertiary`,
    /// `layout/item_reblog_option.xml` 39, 52), not its icons or accents.
    @Test func fillsForOneKindOfContent() throws {
        let folder = try TuskyResources.folder()
        let palette = try #require(try importPaths([folder.root + "/res"]).first)
        let pairs = formed(palette)
        func on(_ surface: String) -> Set<String> {
            Set(pairs.filter { $0.last == surface }.compactMap(\.first))
        }
        #expect(on("toolbarIconBackgroundColor") == ["iconColor"])
        #expect(on("colorSecondaryContainer").contains("textColorTertiary"))
        #expect(on("colorSecondaryContainer").contains("textColorPrimary"))
        #expect(!on("colorSecondaryContainer").contains("iconColor"))
        #expect(!on("colorSecondaryContainer").contains("colorBackgroundAccent"))
        // The general surfaces keep everything drawn on them.
        for name in ["textColorPrimary", "iconColor", "colorBackgroundAccent"] {
            #expect(on("colorBackground").contains(name), "\(name)")
        }
        let context = AuditContext(palette: palette, configuration: Configuration())
        let reasons = Set(
            context.pairs.filter { $0.declaration.background == "toolbarIconBackgroundColor" }.map {
                $0.declaration.formedBy ?? ""
            })
        #expect(reasons == [PairFormation.Reason.iconBacking.rawValue])
        #expect(SpecialPurposeFills.isIconBacking(RoleInference.splitWords("toolbarIconBackgroundColor")))
        #expect(SpecialPurposeFills.isIconBacking(RoleInference.splitWords("--icon-bg")))
        #expect(!SpecialPurposeFills.isIconBacking(RoleInference.splitWords("ic_launcher_background")))
        #expect(!SpecialPurposeFills.isIconBacking(RoleInference.splitWords("--color-background")))
    }
}
