import Foundation
import Testing

@testable import ColorAudit

/// Font and layout colours (`LevelColourNames`, `RoleInference` rule 4b) and the pairs they form, as
/// JupyterLab's theme API documents them (jupyterlab/jupyterlab `packages/theme-light-extension/style/
/// variables.css`): "Use these font colors against the corresponding main layout colors", the borders
/// with the layouts ("`--jp-border-color1` should be used with `--jp-layout-color1`"), and the inverse
/// font colours on the inverse layouts (named inverse: fills, `PairFormation` rule 7), never the body
/// text on an inverse layout. Brand and status levels (`--x-brand-color1`) say nothing of what is drawn
/// on them and form no pair.
@Suite struct LevelColourPairTests: PairingPalettes {
    @Test func fontAndLayoutLevelsPair() throws {
        let formed = names(
            try pairs(
                """
                colors:
                  x-font-color0: "#000000"
                  x-font-color2: "#757575"
                  x-layout-color0: "#ffffff"
                  x-layout-color2: "#eeeeee"
                  x-border-color1: "#bdbdbd"
                  x-inverse-font-color1: "#ffffff"
                  x-inverse-layout-color1: "#212121"
                  x-brand-color1: "#1976d2"
                """))
        for drawn in [
            ["x-font-color0", "x-layout-color0"], ["x-font-color2", "x-layout-color2"],
            ["x-border-color1", "x-layout-color0"], ["x-inverse-font-color1", "x-inverse-layout-color1"],
        ] {
            #expect(formed.contains(drawn), "\(drawn)")
        }
        for never in [
            ["x-font-color0", "x-inverse-layout-color1"], ["x-inverse-font-color1", "x-layout-color0"],
            ["x-border-color1", "x-inverse-layout-color1"],
        ] {
            #expect(!formed.contains(never), "\(never)")
        }
        #expect(!formed.contains { $0.contains("x-brand-color1") })
    }
}
