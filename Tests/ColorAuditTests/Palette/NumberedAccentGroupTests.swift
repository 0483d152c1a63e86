import Foundation
import Testing

@testable import ColorAudit

/// Numbered accent groups (`NumberedAccentGroups`, `RoleInference` rule 4d): `accent01.light`,
/// `accent01.normal`, `accent01.dark`, `accent02.*` … are a palette of decorative hues (avatars,
/// illustrations, tags), not the interactive accent: no role, so no pair, unless a later word names one.
/// A system's single accent (`--color-accent`) and Radix's scale steps (`--accent-9`, the number a segment of
/// its own at the end) keep rule 4's interactive role.
@Suite struct NumberedAccentGroupTests: PairingPalettes {
    @Test func aNumberedAccentHasNoRole() {
        for name in [
            "accent01.light", "accent01.normal", "accent02.dark", "accent12.light", "Accent3", "accent-04-light",
        ] {
            #expect(RoleInference.infer(name: name) == nil, "\(name)")
            #expect(PropertyNaming.role(of: name) == nil, "\(name)")
        }
    }

    @Test func aLaterRoleWordStillDecides() {
        #expect(RoleInference.infer(name: "accent01.text") == .text)
        #expect(RoleInference.infer(name: "accent02.border") == .border)
        #expect(RoleInference.infer(name: "accent03.bg") == .background)
    }

    @Test func anUnnumberedAccentKeepsItsRole() {
        for name in ["accent", "--color-accent", "--accent-9", "colorAccent", "accent.light", "--sl-color-accent"] {
            #expect(RoleInference.infer(name: name) == .interactive, "\(name)")
        }
    }

    /// A token package's page, its text and two accent groups (values hand-picked: light, mid and dark steps
    /// of an orange and a purple). Before, each `accentNN.*` was interactive, judged as text on the page; now
    /// only the text is.
    @Test func accentGroupsFormNoPair() throws {
        let pairs = try pairs(
            """
            colors:
              background.default: "#ffffff"
              text.default: "#24272a"
              accent01.light: "#ffe5d4"
              accent01.normal: "#ff8c3c"
              accent01.dark: "#8a3a06"
              accent02.light: "#eee0ff"
              accent02.normal: "#a56cf2"
              accent02.dark: "#4c1d95"
            """)
        #expect(names(pairs) == [["text.default", "background.default"]])
    }
}
