import Foundation
import Testing

@testable import ColorAudit

/// `PairFormation` rule 38, family-first role names (`FamilyRoleNames`, `FamilyFirstRoles`), on the
/// hand-made package `Fixtures/FamilyFirstTokens/` (README there): every expected surface list below is
/// derived by hand from the convention — a family's text and icons on its own rest and weak surfaces and
/// the page (`neutral.surface`, `-weak`, `-weakest`), but its weak variant on the page only and then its rest
/// one on its own surfaces only (`FamilyWeakForegrounds`), its borders against the page only
/// (`FamilyEdgesOnPage`), `X.text-strong` only on `X.surface-strong` and its states, neutral text also on the
/// other families' rest and weak surfaces at rest, a group's colours on its own surfaces only (its rest text
/// on its strong fill too: it has no on-fill colour; its weak text and borders nowhere), state colours on
/// their state (a family's hovered text on the page and the neutral hover fill too), the focus ring on the
/// page.
@Suite struct FamilyFirstRolesTests: PairingPalettes {
    private var package: String { Fixture.url("FamilyFirstTokens").path }

    /// The package's palette and the surfaces each foreground is paired with, in any appearance.
    private func surfacesByForeground() throws -> (Palette, [String: Set<String>]) {
        let palette = try #require(try importPaths([package]).first)
        var surfaces: [String: Set<String>] = [:]
        for pair in formed(palette) { surfaces[pair[0], default: []].insert(pair[1]) }
        return (palette, surfaces)
    }

    private static let page: Set<String> = ["neutral.surface", "neutral.surface-weak", "neutral.surface-weakest"]
    private static let neutralRest: Set<String> = page.union([
        "neutral.surface-hover", "neutral.surface-press", "neutral.surface-weakest-selected",
        "neutral.surface-disabled",
    ])
    private static let dangerRest: Set<String> = [
        "danger.surface", "danger.surface-weak", "danger.surface-hover", "danger.surface-press",
        "danger.surface-weak-hover",
    ]
    private static let primaryRest: Set<String> = [
        "primary.surface", "primary.surface-weak", "primary.surface-hover", "primary.surface-press",
        "primary.surface-focus",
    ]

    @Test func rolesComeFromTheRoleWord() throws {
        let (palette, _) = try surfacesByForeground()
        #expect(palette.appearances == [.light, .dark])
        let expected: [String: Role] = [
            "danger.text-strong": .text, "danger.icon-strong": .icon, "danger.border-strong": .border,
            "danger.surface-strong-hover": .background, "neutral.surface-weakest-selected": .background,
            // A fill named with the focus word is a surface, not a focus ring; `border-focus` is the ring.
            "primary.surface-focus": .background, "primary.border-focus": .focus,
            "status.option1.border-press": .border, "decorative.option1.surface-weak-hover": .background,
        ]
        for (name, role) in expected {
            #expect(palette.token(named: name)?.role == role, "\(name)")
        }
    }

    @Test func onFillColoursOnlyOnTheirStrongFill() throws {
        let (_, surfaces) = try surfacesByForeground()
        #expect(surfaces["danger.text-strong"] == ["danger.surface-strong", "danger.surface-strong-hover"])
        #expect(surfaces["danger.icon-strong"] == ["danger.surface-strong", "danger.surface-strong-hover"])
        // Primary's button: its label on its fill and the fill's states (not formed before rule 38).
        #expect(
            surfaces["primary.text-strong"]
                == ["primary.surface-strong", "primary.surface-strong-hover", "primary.surface-strong-press"])
        #expect(surfaces["neutral.text-strong"] == ["neutral.surface-strong", "neutral.surface-strong-hover"])
    }

    @Test func familyColoursOnTheirOwnSurfacesAndThePage() throws {
        let (_, surfaces) = try surfacesByForeground()
        // A field's error message: danger names a weak text, drawn on the page only; its rest text is the
        // colour of its own fills (a callout's).
        #expect(surfaces["danger.text-weak"] == Self.page)
        #expect(surfaces["danger.text"] == Self.dangerRest)
        // Danger names no weak icon: its rest icon on its fills and on the page.
        #expect(surfaces["danger.icon"] == Self.dangerRest.union(Self.page))
        #expect(surfaces["primary.icon"] == Self.primaryRest.union(Self.page))
        // A colour at rest gives way to its family's colour of a state: `primary.text-hover` the hovered label.
        #expect(surfaces["primary.text"] == Self.primaryRest.union(Self.page).subtracting(["primary.surface-hover"]))
    }

    @Test func familyBordersAgainstThePage() throws {
        let (_, surfaces) = try surfacesByForeground()
        // An invalid input's edge, a callout's edge, the pressed edge: judged against the page outside them.
        for name in [
            "danger.border", "danger.border-strong", "danger.border-press", "primary.border",
            "primary.border-strong", "primary.border-press",
        ] {
            #expect(surfaces[name] == Self.page, "\(name)")
        }
    }

    @Test func stateColoursOnlyOnTheirState() throws {
        let (_, surfaces) = try surfacesByForeground()
        // A hovered link or ghost button: its own hover fill, the page and the neutral hover fill.
        #expect(surfaces["primary.text-hover"] == Self.page.union(["primary.surface-hover", "neutral.surface-hover"]))
        #expect(surfaces["neutral.text-disabled"] == ["neutral.surface-disabled"])
    }

    @Test func neutralTextOnEveryFamilysRestSurfaces() throws {
        let (_, surfaces) = try surfacesByForeground()
        // The families' rest and weak surfaces at rest; their state fills take their own family's colour.
        let tints: Set<String> = [
            "danger.surface", "danger.surface-weak", "primary.surface", "primary.surface-weak", "primary.surface-focus",
        ]
        let drawn = Self.neutralRest.union(tints)
        for name in ["neutral.text-weak", "neutral.icon", "neutral.icon-weak"] {
            #expect(surfaces[name] == drawn, "\(name)")
        }
        // `neutral.text-disabled` is the disabled control's text, not `neutral.text`.
        #expect(surfaces["neutral.text"] == drawn.subtracting(["neutral.surface-disabled"]))
        // Neutral borders stay on neutral surfaces.
        for name in ["neutral.border", "neutral.border-weak", "neutral.border-strong"] {
            #expect(surfaces[name] == Self.neutralRest, "\(name)")
        }
    }

    @Test func focusRingOnThePageOnly() throws {
        let (_, surfaces) = try surfacesByForeground()
        #expect(surfaces["primary.border-focus"] == Self.page)
        // `primary.surface-focus` is no foreground.
        #expect(surfaces["primary.surface-focus"] == nil)
    }

    @Test func groupsOnTheirOwnSurfacesOnly() throws {
        let (_, surfaces) = try surfacesByForeground()
        for group in ["status.option1", "status.option2", "decorative.option1"] {
            let rest: Set<String> = [
                "\(group).surface", "\(group).surface-weak", "\(group).surface-press", "\(group).surface-weak-hover",
            ]
            // Avatar initials: the rest text and icon on the strong fill too (the group has no on-fill colour).
            #expect(surfaces["\(group).text"] == rest.union(["\(group).surface-strong"]), "\(group)")
            #expect(surfaces["\(group).icon"] == rest.union(["\(group).surface-strong"]), "\(group)")
            // No tag or avatar draws a group's weak text or its border; a group is never on the page.
            for part in ["text-weak", "border", "border-press"] {
                #expect(surfaces["\(group).\(part)"] == nil, "\(group).\(part)")
            }
        }
    }

    @Test func pairsNobodyDrawsAreNotFormed() throws {
        let (palette, _) = try surfacesByForeground()
        let pairs = formed(palette)
        let never: [[String]] = [
            // Another family's surface (issue 23's `danger.border` on `primary.surface-weak-hover`).
            ["danger.border", "primary.surface-weak"], ["danger.text", "primary.surface-hover"],
            // Another group's or family's surface, or the page, for a group's colours.
            ["status.option1.text", "status.option2.surface"], ["status.option1.text", "neutral.surface"],
            ["decorative.option1.icon", "danger.surface-weak"],
            // On-fill text on rest surfaces; rest text and borders on the strong fill.
            ["danger.text-strong", "danger.surface"], ["danger.text-strong", "neutral.surface"],
            ["danger.text", "danger.surface-strong"], ["danger.border", "danger.surface-strong"],
            ["neutral.text", "danger.surface-strong"], ["neutral.text", "neutral.surface-strong"],
            // A pressed border on the rest fill; neutral text on a group's surface.
            ["danger.border-press", "danger.surface"], ["neutral.text", "status.option1.surface"],
            // A border on its own family's fill (a callout's edge, judged against the page instead).
            ["danger.border", "danger.surface-weak"], ["primary.border-strong", "primary.surface"],
            // The weak text on its family's fill; the rest text, whose family names a weak one, on the page.
            ["danger.text-weak", "danger.surface"], ["danger.text", "neutral.surface"],
            // Neutral text on a family's state fill.
            ["neutral.text", "danger.surface-hover"], ["neutral.icon", "primary.surface-press"],
            // A colour at rest where its family names one for the state.
            ["primary.text", "primary.surface-hover"],
            // The focus ring on a family's fills.
            ["primary.border-focus", "primary.surface-strong"], ["primary.border-focus", "danger.surface"],
        ]
        for pair in never {
            #expect(!pairs.contains(pair), "\(pair[0]) on \(pair[1])")
        }
    }

    @Test func pairsSayTheirConvention() throws {
        let (palette, _) = try surfacesByForeground()
        let context = AuditContext(palette: palette, configuration: Configuration())
        var reasons: [String: String] = [:]
        for pair in context.pairs {
            reasons["\(pair.declaration.foreground) on \(pair.declaration.background)"] = pair.declaration.formedBy
        }
        #expect(reasons["danger.text-strong on danger.surface-strong"] == PairFormation.Reason.familyOwn.rawValue)
        #expect(reasons["danger.text-weak on neutral.surface"] == PairFormation.Reason.familyPage.rawValue)
        #expect(reasons["neutral.text on danger.surface-weak"] == PairFormation.Reason.familyNeutral.rawValue)
    }

    /// Designsystemet's role sets (`color.<group>.text-default`) are no family-first names: rule 19 keeps them.
    @Test func roleSetGroupsAreNotFamilyFirst() {
        let names = ["accent", "neutral", "danger"].flatMap { group in
            [
                "background-default", "surface-default", "surface-hover", "border-default", "border-strong",
                "text-subtle",
                "text-default", "base-default", "base-contrast-default",
            ].map { "color.\(group).\($0)" }
        }
        #expect(FamilyRoleNames(names: names).isEmpty)
        #expect(!RoleSetGroups(names: names).isEmpty)
    }
}
