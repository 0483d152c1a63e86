import Foundation
import Testing

@testable import ColorAudit

/// Product groups keep their status families and on-colours to themselves (`PairFormation` rules 29, 32,
/// 9): in a token package with product groups (`orion.error.default`, `orion.error.muted`, as
/// `scripts/scale-inputs.py package` writes them), a product's `error.default` is drawn on its own
/// `error.muted`, not on another product's, and a product's `error.inverse` is not drawn on another
/// product's fills found from values. Expected pairs hand-derived from rule 32 ("a group's foregrounds
/// are drawn on its group's backgrounds") and rule 29's member words. Values hand-picked.
@Suite struct ProductStatusFamilyTests: PairingPalettes {
    private let package = """
        colors:
          background.default: "#ffffff"
          text.default: "#24272a"
          text.inverse: "#ffffff"
          error.default: "#d73847"
          error.muted: "#fbeaec"
          error.inverse: "#ffffff"
          orion.card.background: "#fafafa"
          orion.error.default: "#c22f3d"
          orion.error.muted: "#fdecee"
          orion.error.inverse: "#ffffff"
          vega.background.strong: "#303030"
          vega.error.default: "#b02a37"
          vega.error.muted: "#fbe9eb"
          vega.error.inverse: "#fefefe"
        """

    @Test func groupsOfStatusFamilies() {
        #expect(ProductGroups.statusGroup(of: "color.light.orion.error.muted") == ["orion"])
        #expect(ProductGroups.statusGroup(of: "color.light.error.muted").isEmpty)
        #expect(ProductGroups.statusGroup(of: "text.error.default").isEmpty)
        #expect(ProductGroups.draws([], on: ["vega"]))
        #expect(ProductGroups.draws(["orion"], on: ["orion"]))
        #expect(!ProductGroups.draws(["orion"], on: ["vega"]) && !ProductGroups.draws(["orion"], on: []))
    }

    @Test func aProductsDefaultIsDrawnOnItsOwnMutedFillOnly() throws {
        let formed = names(try pairs(package))
        #expect(formed.contains(["orion.error.default", "orion.error.muted"]))
        #expect(formed.contains(["vega.error.default", "vega.error.muted"]))
        #expect(!formed.contains(["orion.error.default", "vega.error.muted"]))
        #expect(!formed.contains(["vega.error.default", "orion.error.muted"]))
        // The library's own family keeps its pair.
        #expect(formed.contains(["error.default", "error.muted"]))
    }

    @Test func aProductsInverseIsNotDrawnOnAnotherProductsFill() throws {
        let formed = names(try pairs(package))
        // vega's dark strong background: text.default fails on it (1.1:1), the inverse colours pass.
        #expect(formed.contains(["text.inverse", "vega.background.strong"]))
        #expect(formed.contains(["vega.error.inverse", "vega.background.strong"]))
        #expect(!formed.contains(["orion.error.inverse", "vega.background.strong"]))
    }
}
