import Foundation
import Testing

@testable import ColorAudit

/// Image tints and modal backdrops are scrims (`Scrims`, `PairFormation` rule 8), from the systems'
/// documented backdrops: Material 3's dialog scrim is `scrim` at 32 % (m3.material.io/components/dialogs/
/// specs), Fluent 2's `colorBackgroundOverlay` 40 % black (react.fluentui.dev, Theme/Colors), Atlassian's
/// `color.blanket` 49 % (atlassian.design/components/tokens/all-tokens); Material's scrims "can be applied
/// to images … to improve text legibility" (m2.material.io/design/environment/surfaces.html#scrims).
/// A dialog's own surface, opaque or frosted with no other dialog surface, still carries its text.
@Suite struct ScrimTests: PairingPalettes {
    @Test func aFaintNeutralDialogBackgroundIsABackdrop() throws {
        let formed = names(
            try pairs(
                """
                colors:
                  layout-background: "#ffffff"
                  text: "#000000"
                  border: "#bdbdbd"
                  dialog-background: "#00000040"
                """))
        #expect(!formed.contains { $0[1] == "dialog-background" }, "\(formed)")
        #expect(formed.contains(["text", "layout-background"]))
    }

    @Test func aDialogSurfaceIsStillASurface() throws {
        let opaque = names(
            try pairs(
                """
                colors:
                  page-background: "#f5f5f5"
                  text: "#1b1b1b"
                  dialog-background: "#ffffff"
                """))
        #expect(opaque.contains(["text", "dialog-background"]))
        // Frosted at 85 %, with no other dialog surface: the panel the dialog's text is on.
        let frosted = names(
            try pairs(
                """
                colors:
                  page-background: "#f5f5f5"
                  text: "#1b1b1b"
                  modal-background: "#ffffffd9"
                """))
        #expect(frosted.contains(["text", "modal-background"]))
        // A tinted translucent dialog colour is no neutral dimming layer.
        let tinted = names(
            try pairs(
                """
                colors:
                  page-background: "#f5f5f5"
                  text: "#1b1b1b"
                  dialog-background: "#3366cc40"
                """))
        #expect(tinted.contains(["text", "dialog-background"]))
    }

    /// At 80 % black it is a backdrop only beside the dialog's own opaque surface.
    @Test func aDenseBackdropBesideTheDialogsPanel() throws {
        let formed = names(
            try pairs(
                """
                colors:
                  page-background: "#ffffff"
                  text: "#1b1b1b"
                  dialog-background: "#000000cc"
                  dialog-content-background: "#ffffff"
                """))
        #expect(!formed.contains(["text", "dialog-background"]))
        #expect(formed.contains(["text", "dialog-content-background"]))
    }

    @Test func anImageTintFormsNoPair() throws {
        let formed = names(
            try pairs(
                """
                colors:
                  background: "#ffffff"
                  text: "#222222"
                  image-tint: "#00000066"
                  photo-overlay-background: "#00000080"
                """))
        #expect(!formed.contains { $0.contains("image-tint") || $0.contains("photo-overlay-background") }, "\(formed)")
        #expect(formed.contains(["text", "background"]))
    }
}
