import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// The repair keeps the distinctions a palette makes today: two colours of one family are not moved onto one
/// value (`PaletteRepair.siblingSeparation`, ΔE00 1), and colour-vision separations that pass today under a
/// deficiency still pass after it, or the plan says which do not (`RepairPlan.lostSeparations`). Contrast
/// ratios follow from the WCAG 2.2 relative luminance and contrast ratio (`HandWCAG`); between neutral greys
/// (a* = b* = 0) CIEDE2000 is |ΔL*| / S_L, S_L = 1 + 0.015 (L̄ − 50)² / √(20 + (L̄ − 50)²) (Sharma, Wu &
/// Dalal 2005, eq. 16), L* = 116 ∛Y − 16 (CIE 15).
@Suite("Repair keeps distinctions")
struct RepairDistinctionTests {
    func plan(_ yaml: String) throws -> (plan: RepairPlan, palette: Palette, folder: ImportTempFolder) {
        let folder = try ImportTempFolder()
        let path = try folder.write("palette.yaml", yaml)
        let palette = try #require(try importPaths([path]).first)
        return (PaletteRepair.plan(palette, configuration: Configuration()), palette, folder)
    }

    /// CIELAB L* of the grey whose three bytes are `v`.
    func lightness(_ v: Double) -> Double { 116 * cbrt(HandWCAG.luminance(v)) - 16 }

    /// ΔE00 of two greys.
    func greyDifference(_ a: Double, _ b: Double) -> Double {
        let (p, q) = (lightness(a), lightness(b))
        let d = (p + q) / 2 - 50
        return abs(p - q) / (1 + 0.015 * d * d / (20 + d * d).squareRoot())
    }

    @Test("Siblings: colours of one role in one namespace")
    func family() {
        #expect(PaletteRepair.isSibling(("color.icon.tertiary", .icon), ("color.icon.secondary", .icon)))
        #expect(PaletteRepair.isSibling(("text.warning.tertiary", .text), ("text.warning.secondary", .text)))
        #expect(PaletteRepair.isSibling(("secondaryLabel", .text), ("tertiaryLabel", .text)))
        // A colour named as the namespace is its default.
        #expect(PaletteRepair.isSibling(("color.text.danger", .text), ("color.text.danger.tertiary", .text)))
        #expect(PaletteRepair.isSibling(("color.text.danger.tertiary", .text), ("color.text.danger", .text)))
        #expect(!PaletteRepair.isSibling(("color.text.danger", .text), ("color.text.danger.tertiary", .icon)))
        // No role: a namespace of their own is needed.
        #expect(PaletteRepair.isSibling(("color.icon.tertiary", nil), ("color.icon.secondary", nil)))
        #expect(!PaletteRepair.isSibling(("rosewater", nil), ("flamingo", nil)))
        // Two statuses, two namespaces, two roles: not siblings.
        #expect(!PaletteRepair.isSibling(("text.danger.tertiary", .text), ("text.warning.tertiary", .text)))
        #expect(!PaletteRepair.isSibling(("color.text.primary", .text), ("color.link.primary", .text)))
        #expect(!PaletteRepair.isSibling(("color.text.primary", .text), ("color.text.disabled", .icon)))
        #expect(!PaletteRepair.isSibling(("secondaryLabel", .text), ("systemBackground", .background)))
        #expect(!PaletteRepair.isSibling(("color.border.interactive", nil), ("color.icon.secondary", nil)))
    }

    /// The three greys of `SurfaceSeparationTests.foregroundsFirst`, failing 4.5:1 on #dadada and kept
    /// apart: the plan must not depend on the order the palette declares them in.
    static let greys: [(name: String, line: String)] = [
        ("secondary", "  secondary: { value: \"#6a6a6a\", role: text }"),
        ("hint", "  hint: { value: \"#686868\", role: text }"),
        ("icon", "  icon: { value: \"#666666\", role: text }"),
    ]

    /// Each permutation of `greys` declared in that order, with the surfaces first or last.
    static var greyOrders: [[Int]] { [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] }

    @Test("Siblings moved together: the same values whatever order the palette declares them in")
    func declarationOrder() throws {
        // Hand-derived (`SurfaceSeparationTests.foregroundsFirst`): #5f5f5f, #5c5c5c, #595959, lightest first.
        #expect(greyDifference(0x5f, 0x5c) >= 1)
        #expect(greyDifference(0x5c, 0x59) >= 1)
        #expect(greyDifference(0x5f, 0x5d) < 1)
        #expect(greyDifference(0x5c, 0x5a) < 1)
        let surfaces = """
              gray.400: "#dadada"
              page: { value: "#ffffff", role: background }
              subtle: { value: "{gray.400}", role: background }
            """
        for (k, order) in Self.greyOrders.enumerated() {
            let lines = order.map { Self.greys[$0].line }.joined(separator: "\n")
            let body = k % 2 == 0 ? surfaces + "\n" + lines : lines + "\n" + surfaces
            let (result, _, folder) = try plan("fixed: [page, subtle]\ncolors:\n" + body + "\n")
            withExtendedLifetime(folder) {}
            #expect(result.unmet.isEmpty, "order \(order)")
            let values = Dictionary(result.changes.map { ($0.token, $0.replacement) }, uniquingKeysWith: { $1 })
            #expect(values == ["secondary": "#5f5f5f", "hint": "#5c5c5c", "icon": "#595959"], "order \(order)")
        }
    }

    @Test("Siblings made lighter keep their order too, from the darkest up")
    func lighterTogether() throws {
        // On a dark page #1f1f1f (fixed), secondary #7a7a7a, hint #7c7c7c and icon #7e7e7e fail 4.5:1. The
        // darkest grey reaching it is #868686 (4.53:1; #858585 is 4.47:1), L* 55.93; the next lighter greys
        // ΔE00 1 apart are #898989 (L* 57.09: 1.08; #888888 is 0.72) and #8c8c8c (L* 58.25: 1.05; #8b8b8b is
        // 0.70). The darkest today, secondary, takes the nearest value; the others step up from it.
        let page = HandWCAG.luminance(0x1f)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x85), page) < 4.5)
        for grey in [0x86, 0x89, 0x8c] { #expect(HandWCAG.ratio(HandWCAG.luminance(Double(grey)), page) >= 4.5) }
        #expect(greyDifference(0x86, 0x89) >= 1 && greyDifference(0x89, 0x8c) >= 1)
        #expect(greyDifference(0x86, 0x88) < 1 && greyDifference(0x89, 0x8b) < 1)
        let (result, _, folder) = try plan(
            """
            fixed: [page]
            colors:
              icon: { value: "#7e7e7e", role: text }
              hint: { value: "#7c7c7c", role: text }
              secondary: { value: "#7a7a7a", role: text }
              page: { value: "#1f1f1f", role: background }
            """)
        withExtendedLifetime(folder) {}
        #expect(result.unmet.isEmpty)
        let values = Dictionary(result.changes.map { ($0.token, $0.replacement) }, uniquingKeysWith: { $1 })
        #expect(values == ["secondary": "#868686", "hint": "#898989", "icon": "#8c8c8c"])
    }

    /// Compound's `color.icon.tertiary` (`{color.gray.800}`) failing beside `color.icon.secondary`
    /// (`{color.gray.900}`), in greys: #909090 is 3.19:1 on white (fails 4.5:1), #767676 4.54:1, #636363
    /// 6.01:1. The nearest step that passes, `gray.900`, is `text.secondary`'s colour; `gray.1000` passes
    /// and differs from it by ΔE00 (49.64 − 41.96) / S_L ≈ 7.5.
    static let steps = """
        fixed: [page]
        colors:
          gray.800: "#909090"
          gray.900: "#767676"
          gray.1000: "#636363"
          text.secondary: { value: "{gray.900}", role: text }
          text.tertiary: { value: "{gray.800}", role: text }
          page: { value: "#ffffff", role: background }
        """

    @Test("An alias is not re-pointed onto the step a colour of its family names")
    func stepOfSibling() throws {
        let white = 1.0
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x90), white) < 4.5)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x76), white) >= 4.5)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x63), white) >= 4.5)
        #expect(greyDifference(0x76, 0x63) > PaletteRepair.siblingSeparation)
        let (result, _, folder) = try plan(Self.steps)
        withExtendedLifetime(folder) {}
        #expect(result.unmet.isEmpty)
        let change = try #require(result.changes.first { $0.token == "text.tertiary" })
        #expect(result.changes.count == 1)
        #expect(change.replacement == "{gray.1000}")
        #expect(change.passedOver == ["gray.900 is the colour of text.secondary [any]"])
        #expect(change.sameAs.isEmpty)
    }

    @Test("Without a step apart from the sibling, a new value is written at the step only the alias names")
    func newValueAtOwnStep() throws {
        // Without gray.1000 only gray.900 passes (#767676, 4.54:1), `text.secondary`'s colour. gray.800 is
        // named by `text.tertiary` alone and by no pair, so the new value is written there (the alias kept):
        // the lightest grey darker than #767676 by ΔE00 1 or more, #737373 (`literalNotSibling`).
        let yaml = Self.steps.replacingOccurrences(of: "  gray.1000: \"#636363\"\n", with: "")
        let (result, _, folder) = try plan(yaml)
        withExtendedLifetime(folder) {}
        #expect(result.unmet.isEmpty)
        let change = try #require(result.changes.first)
        #expect(result.changes.count == 1)
        #expect(change.token == "gray.800")
        #expect(change.aliasedBy == "text.tertiary")
        #expect(change.replacement == "#737373")
        #expect(change.sameAs.isEmpty)
    }

    @Test("When every change that meets the pairs is a sibling's colour, the step is taken and the plan says so")
    func stepOfSiblingSaid() throws {
        // gray.800 is named by `border.subtle` too (#909090 is 3.19:1 on white, enough for a border's 3:1), so
        // no new value is written there; the only step that passes is gray.900, `text.secondary`'s colour.
        let yaml =
            Self.steps.replacingOccurrences(of: "  gray.1000: \"#636363\"\n", with: "")
            + "\n  border.subtle: { value: \"{gray.800}\", role: border }\n"
        let (result, _, folder) = try plan(yaml)
        withExtendedLifetime(folder) {}
        #expect(result.unmet.isEmpty)
        let change = try #require(result.changes.first { $0.token == "text.tertiary" })
        #expect(change.replacement == "{gray.900}")
        #expect(change.sameAs == ["text.secondary [any]"])
    }

    /// `text.secondary` #8a8a8a is 3.45:1 on white; the nearest grey reaching 4.5:1 is #767676 (4.54:1;
    /// #777777 is 4.48:1) — `text.primary`'s value. The greys darker than it: #757575 is ΔE00 0.40 from it,
    /// #747474 0.80, #737373 1.19 (L* 49.64, 49.24, 48.84, 48.44; S_L ≈ 1.00): the nearest new value a
    /// just-noticeable difference apart is #737373 (4.74:1).
    @Test("A new value is not the value of a colour of its family: the nearest one a JND apart")
    func literalNotSibling() throws {
        #expect(greyDifference(0x74, 0x76) < 1)
        #expect(greyDifference(0x73, 0x76) >= 1)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x73), 1) >= 4.5)
        let (result, _, folder) = try plan(
            """
            fixed: [page]
            colors:
              text.primary: { value: "#767676", role: text }
              text.secondary: { value: "#8a8a8a", role: text }
              page: { value: "#ffffff", role: background }
            """)
        withExtendedLifetime(folder) {}
        #expect(result.unmet.isEmpty)
        let change = try #require(result.changes.first)
        #expect(result.changes.count == 1)
        #expect(change.token == "text.secondary")
        #expect(change.replacement == "#737373")
        #expect(change.sameAs.isEmpty)
    }

    @Test("Colours that are one today may stay one")
    func alreadyOne() throws {
        // text.secondary #8a8a8a and text.hint #8a8a8a are one colour today: both may become #767676, the
        // nearest grey reaching 4.5:1 (the sibling check compares only colours that differ today).
        let (result, _, folder) = try plan(
            """
            fixed: [page]
            colors:
              text.secondary: { value: "#8a8a8a", role: text }
              text.hint: { value: "#8a8a8a", role: text }
              page: { value: "#ffffff", role: background }
            """)
        withExtendedLifetime(folder) {}
        #expect(result.unmet.isEmpty)
        // The second moved keeps a JND from the first (they are two colours now), so one of them is #767676.
        #expect(result.changes.contains { $0.replacement == "#767676" })
    }

    /// The colour-vision collisions among `names` in `appearance` of `palette`, with the repair's changes
    /// made (`after`) or not, per deficiency simulated by `cvd-collision`'s defaults.
    func collisions(_ palette: Palette, _ plan: RepairPlan?, _ names: [String]) throws -> Set<String> {
        var colors: [Color] = []
        for name in names {
            let token = try #require(palette.tokens.first { $0.name == name })
            let change = plan?.changes.first { $0.token == name }
            colors.append(try #require(change?.after ?? token.resolve(.any)?.value.color))
        }
        let simulators = CVDCollisionRule.simulators(for: Configuration())
        let search = CVDCollisionSearch(colors: colors, simulators: simulators)
        var found = Set<String>()
        for i in names.indices {
            for j in names.indices where i < j {
                for k in simulators.indices where search.collides(i, j, simulator: k, threshold: 10) {
                    found.insert("\(names[i]) \(names[j]) \(simulators[k].deficiency.rawValue)")
                }
            }
        }
        return found
    }

    /// iOS `systemRed` #ff3b30 and `systemGreen` #34c759 (Apple HIG, Color › Specifications, light) as text
    /// on white, in a declared group: #ff3b30 is 3.55:1 and #34c759 2.22:1 (both fail 4.5:1). A
    /// deficiency that collapses them today (deuteranopia) does not free the others: no collision the
    /// repair makes is new under any deficiency, or the plan names it.
    @Test("A pair one deficiency collapses today keeps the other deficiencies apart")
    func perDeficiency() throws {
        #expect(HandWCAG.ratio(HandWCAG.luminance(0xff, 0x3b, 0x30), 1) < 4.5)
        #expect(HandWCAG.ratio(HandWCAG.luminance(0x34, 0xc7, 0x59), 1) < 4.5)
        let (result, palette, folder) = try plan(
            """
            fixed: [page]
            colors:
              systemRed: { value: "#ff3b30", role: text }
              systemGreen: { value: "#34c759", role: text }
              page: { value: "#ffffff", role: background }
            groups:
              status: [systemRed, systemGreen]
            """)
        withExtendedLifetime(folder) {}
        let names = ["systemRed", "systemGreen"]
        let before = try collisions(palette, nil, names)
        let after = try collisions(palette, result, names)
        #expect(!before.isEmpty)
        let lost = Set(result.lostSeparations.map { "\($0.first) \($0.second) \($0.deficiency)" })
        #expect(after.subtracting(before).allSatisfy { lost.contains($0) || lost.contains(swapped($0)) })
        #expect(after.isSubset(of: before))
    }

    func swapped(_ entry: String) -> String {
        let parts = entry.split(separator: " ")
        return "\(parts[1]) \(parts[0]) \(parts[2])"
    }

    /// A colour aliasing the one moved follows it: its separations are kept too. `danger-icon` names
    /// `danger`, which fails 4.5:1 as text on white (#ff5a50: 3.08:1); `warning-icon` is a status sibling
    /// of `danger-icon` (`cvd-collision` tells status icons apart), not of the text.
    @Test("The separations of a colour aliasing a moved one are kept")
    func aliasFollows() throws {
        #expect(HandWCAG.ratio(HandWCAG.luminance(0xff, 0x5a, 0x50), 1) < 4.5)
        let (result, palette, folder) = try plan(
            """
            fixed: [page, warning-icon]
            colors:
              danger: { value: "#ff5a50", role: text }
              danger-icon: { value: "{danger}", role: icon }
              warning-icon: { value: "#8a6d00", role: icon }
              page: { value: "#ffffff", role: background }
            """)
        withExtendedLifetime(folder) {}
        let names = ["danger-icon", "warning-icon"]
        var after = result
        // The icon draws the value `danger` is given.
        if let change = result.changes.first(where: { $0.token == "danger" }) {
            var icon = change
            icon.token = "danger-icon"
            after.changes.append(icon)
        }
        let lost = Set(result.lostSeparations.map { "\($0.first) \($0.second) \($0.deficiency)" })
        let new = try collisions(palette, after, names).subtracting(try collisions(palette, nil, names))
        #expect(new.allSatisfy { lost.contains($0) || lost.contains(swapped($0)) })
        #expect(lost.isEmpty)
    }
}
