import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// An alias whose colour is shared is not replaced by a new value (`PaletteRepair`): typedoc's
/// `style.css` (TypeStrong/typedoc, `static/style.css`) writes `--color-background-active:
/// var(--dark-color-background-active)` and `--dark-color-active-menu-item:
/// var(--dark-color-background-active)` — one colour by design; a literal written over the first parts
/// them. The repair re-points the alias to a colour named like the one it names, of the same hue family,
/// or leaves the pair as a design decision. Ratios from the WCAG 2.2 relative luminance formula; hue
/// families from OKLCH (`HueFamily`: grey below chroma 0.025).
@Suite("Repair: shared aliases")
struct RepairSharedAliasTests {
    func plan(_ yaml: String) throws -> RepairPlan {
        let folder = try ImportTempFolder()
        let path = try folder.write("palette.yaml", yaml)
        let palette = try #require(try importPaths([path]).first)
        return PaletteRepair.plan(palette, configuration: Configuration())
    }

    /// typedoc's dark link #00aff4 (L 0.372) on its dark active background #5d5d6a (L 0.112): 2.61:1. The
    /// link is fixed, so the background must darken: L ≤ (0.372 + 0.05) / 4.5 − 0.05 = 0.044.
    /// `slate.rose` #4a0d0d (L 0.0177, 6.23:1) passes but is red (OKLCH hue 25.7°, chroma 0.091), not a grey
    /// like #5d5d6a (chroma 0.021); `slate.sun` #bebe00 (L 0.478) is lighter still.
    static let shared = """
        colors:
          slate.active: "#5d5d6a"
          slate.rose: "#4a0d0d"
          slate.sun: "#bebe00"
          menu: "{slate.active}"
          active: { value: "{slate.active}", role: background }
          link: { value: "#00aff4", role: text }
        fixed: [link]
        """

    @Test("A shared alias with no colour of its hue that passes: a design decision, nothing written")
    func sharedAliasIsADecision() throws {
        let link = HandWCAG.luminance(0x00, 0xaf, 0xf4)
        #expect(abs(HandWCAG.ratio(link, HandWCAG.luminance(0x5d, 0x5d, 0x6a)) - 2.61) < 0.01)
        #expect(HandWCAG.ratio(link, HandWCAG.luminance(0x4a, 0x0d, 0x0d)) >= 4.5)
        #expect(HandWCAG.ratio(link, HandWCAG.luminance(0xbe, 0xbe, 0x00)) < 4.5)
        let result = try plan(Self.shared)
        #expect(result.failingBefore == 1)
        #expect(result.changes.isEmpty)
        let unmet = try #require(result.unmet.first)
        #expect(result.unmet.count == 1)
        #expect(
            unmet.reason.hasPrefix(
                "needs a design decision: active names slate.active, which menu also names; no step or colour "
                    + "named like slate.active of its hue meets its pairs, and the nearest new value, #"))
        #expect(
            unmet.reason.hasSuffix(
                "change slate.active (every colour naming it follows), or give active a colour of its own "
                    + "(link is fixed)"))
    }

    @Test("A shared alias is re-pointed to a colour named like its own, of its hue, that passes")
    func sharedAliasRepointed() throws {
        // slate.deep #2b2e33 (L 0.0271): 5.47:1, a grey (OKLCH chroma 0.010).
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x00, 0xaf, 0xf4), HandWCAG.luminance(0x2b, 0x2e, 0x33)) >= 4.5)
        let result = try plan(
            Self.shared.replacingOccurrences(of: "  menu:", with: "  slate.deep: \"#2b2e33\"\n  menu:"))
        #expect(result.unmet.isEmpty)
        let change = try #require(result.changes.first)
        #expect(result.changes.count == 1)
        #expect(change.token == "active")
        #expect(change.replacement == "{slate.deep}")
        #expect(change.repointed?.from == "slate.active")
        #expect(change.repointed?.to == "slate.deep")
    }

    /// A colour named like the one an alias names carries no step number, so none lies between the two
    /// (`RepairPlan.Change.passedOver`: only steps between the one named and the one chosen, nearer than
    /// it): a nearer colour named like it that fails a pair is not listed. `caption` names `gray-mid`
    /// #777777 (L 0.1845), which `note` also names: 4.48:1 on `page` #ffffff and 3.39:1 on `tint` #e0e0e0
    /// (L 0.7454), both below 4.5:1. `gray-soft` #666666 (L 0.1329) is nearer but 4.35:1 on `tint`;
    /// `gray-deep` #555555 (L 0.0908) gives 7.45:1 and 5.65:1.
    @Test("A colour named like the alias's, passed over, is no nearer step")
    func namedLikeIsNoNearerStep() throws {
        let tint = HandWCAG.luminance(0xe0)
        let white = HandWCAG.luminance(0xff)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x77), white) < 4.5)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x77), tint) < 4.5)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x66), white) >= 4.5)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x66), tint) < 4.5)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x55), tint) >= 4.5)
        let result = try plan(
            """
            colors:
              gray-mid: "#777777"
              gray-soft: "#666666"
              gray-deep: "#555555"
              caption: { value: "{gray-mid}", role: text }
              note: { value: "{gray-mid}", role: text }
              page: { value: "#ffffff", role: background }
              tint: { value: "#e0e0e0", role: background }
            pairs:
              - { foreground: caption, background: page }
              - { foreground: caption, background: tint }
            """)
        #expect(result.unmet.isEmpty)
        let change = try #require(result.changes.first)
        #expect(result.changes.count == 1)
        #expect(change.token == "caption")
        #expect(change.replacement == "{gray-deep}")
        #expect(change.repointed?.from == "gray-mid")
        #expect(change.repointed?.to == "gray-deep")
        #expect(change.passedOver.isEmpty)
    }

    @Test("An alias only it names keeps it: the new value is written where it points")
    func soleAliasWrittenAtTarget() throws {
        // Without `menu`, slate.active is named by `active` only: it changes, and `active` still names it.
        let result = try plan(Self.shared.replacingOccurrences(of: "  menu: \"{slate.active}\"\n", with: ""))
        #expect(result.unmet.isEmpty)
        let change = try #require(result.changes.first)
        #expect(result.changes.count == 1)
        #expect(change.token == "slate.active")
        #expect(change.aliasedBy == "active")
        #expect(change.replacement.hasPrefix("#"))
    }

    @Test("Colours named like another: the same name but for its last word")
    func namedLike() {
        let index = [
            "--dark-color-background": ["--dark-color-background-active", "--dark-color-background-secondary"]
        ]
        #expect(
            PaletteRepair.namedLike("--dark-color-background-active", in: index) == [
                "--dark-color-background", "--dark-color-background-secondary",
            ])
        #expect(PaletteRepair.familyPrefix("deep_sky_blue") == "deep_sky")
        #expect(PaletteRepair.familyPrefix("white") == nil)
        #expect(PaletteRepair.familyPrefix("--x") == nil)
        #expect(PaletteRepair.sameHue(.brown, .orange))
        #expect(!PaletteRepair.sameHue(.red, .gray))
    }
}
