import Foundation
import Testing

@testable import ColorAudit

/// `PairFormation` rule 38's placement of a family's borders (`FamilyEdgesOnPage`) and weak text
/// (`FamilyWeakForegrounds`), on names and values from Workleap Hopper's token package
/// (gsoft-inc/wl-hopper ce81a5de4388ee6afd902c324a582be48b0e27e5,
/// `packages/tokens/src/tokens/semantic/light/colors.tokens.json`, aliases resolved through
/// `packages/tokens/src/tokens/core/colors.tokens.json`: `neutral.text` `{rock.800}` = #3c3c3c, …). Each
/// expected pair is one Hopper's components draw, or not, at the same commit
/// (`packages/components/src/`, cited per pair): never our own output.
@Suite struct FamilyFirstPlacementTests: PairingPalettes {
    /// A few of Hopper's light semantic colours (the DTCG file's shape, values resolved).
    private static let tokens = """
        {
          "neutral": {
            "text": { "$type": "color", "$value": "#3c3c3c" },
            "text-weakest": { "$type": "color", "$value": "#959593" },
            "icon": { "$type": "color", "$value": "#3c3c3c" },
            "icon-weakest": { "$type": "color", "$value": "#b3b3b1" },
            "border": { "$type": "color", "$value": "#b3b3b1" },
            "border-hover": { "$type": "color", "$value": "#959593" },
            "surface": { "$type": "color", "$value": "#ffffff" },
            "surface-weak": { "$type": "color", "$value": "#ecebe8" },
            "surface-weakest": { "$type": "color", "$value": "#f8f6f3" },
            "surface-hover": { "$type": "color", "$value": "#f8f6f3" }
          },
          "danger": {
            "text": { "$type": "color", "$value": "#952927" },
            "text-hover": { "$type": "color", "$value": "#cb2e31" },
            "text-weak": { "$type": "color", "$value": "#df3236" },
            "text-weak-hover": { "$type": "color", "$value": "#cb2e31" },
            "icon-weak": { "$type": "color", "$value": "#fa4d59" },
            "text-strong": { "$type": "color", "$value": "#ffffff" },
            "border": { "$type": "color", "$value": "#ffbcb7" },
            "border-strong": { "$type": "color", "$value": "#fa4d59" },
            "border-press": { "$type": "color", "$value": "#ba2d2d" },
            "surface": { "$type": "color", "$value": "#fdf6f6" },
            "surface-weak": { "$type": "color", "$value": "#fde6e5" },
            "surface-hover": { "$type": "color", "$value": "#cb2e31" },
            "surface-weak-press": { "$type": "color", "$value": "#ffbcb7" },
            "surface-strong": { "$type": "color", "$value": "#df3236" }
          },
          "primary": {
            "text": { "$type": "color", "$value": "#3b57ff" },
            "text-hover": { "$type": "color", "$value": "#2a43e8" },
            "surface": { "$type": "color", "$value": "#e6ebff" },
            "surface-hover": { "$type": "color", "$value": "#95b1ff" },
            "surface-weak-press": { "$type": "color", "$value": "#d6e0ff" }
          },
          "success": {
            "text": { "$type": "color", "$value": "#115a52" },
            "text-weak": { "$type": "color", "$value": "#47a584" },
            "icon": { "$type": "color", "$value": "#115a52" },
            "icon-weakest": { "$type": "color", "$value": "#aad89d" },
            "border": { "$type": "color", "$value": "#aad89d" },
            "surface": { "$type": "color", "$value": "#f4f9e9" },
            "surface-weak": { "$type": "color", "$value": "#e3f3b9" },
            "surface-strong": { "$type": "color", "$value": "#aad89d" }
          },
          "decorative": {
            "option1": {
              "text": { "$type": "color", "$value": "#152450" },
              "text-weak": { "$type": "color", "$value": "#6c8ffd" },
              "border": { "$type": "color", "$value": "#b9cbff" },
              "surface": { "$type": "color", "$value": "#b9cbff" },
              "surface-weakest": { "$type": "color", "$value": "#f5f6ff" },
              "surface-strong": { "$type": "color", "$value": "#95b1ff" }
            }
          }
        }
        """

    private func pairs() throws -> Set<[String]> {
        formed(try importedPalette(Self.tokens, file: "colors.tokens.json"))
    }

    @Test func drawnPairsAreFormed() throws {
        let pairs = try pairs()
        let drawn: [[String]] = [
            // ErrorMessage/src/ErrorMessage.module.css:2, the field's error message on the page.
            ["danger.text-weak", "neutral.surface"],
            // checkbox/src/Checkbox.module.css:58,60: the hovered invalid checkbox's label, its icon.
            ["danger.text-weak-hover", "neutral.surface"], ["danger.icon-weak", "neutral.surface"],
            // inputs/src/InputGroup.module.css:13 and Checkbox.module.css:50: the invalid and the pressed
            // invalid box's edge, against the page around it.
            ["danger.border-strong", "neutral.surface"], ["danger.border-press", "neutral.surface"],
            // Callout/src/Callout.module.css:24-26: the success callout's text on its fill, its edge on the page.
            ["success.text", "success.surface"], ["success.border", "neutral.surface"],
            // Link/src/Link.module.css:8,10; buttons/src/Button.module.css:79,81,103,106: links and ghost buttons.
            ["primary.text", "neutral.surface"], ["primary.text-hover", "neutral.surface"],
            ["primary.text-hover", "neutral.surface-hover"], ["danger.text-hover", "neutral.surface-hover"],
            // inputs/src/Input.module.css:6, the placeholder; InputGroup.module.css:10,12, the hovered field.
            ["neutral.text-weakest", "neutral.surface"], ["neutral.border-hover", "neutral.surface-hover"],
            // Avatar/src/Avatar.module.css:7,16, the initials.
            ["decorative.option1.text", "decorative.option1.surface-strong"],
        ]
        for pair in drawn {
            #expect(pairs.contains(pair), "\(pair[0]) on \(pair[1])")
        }
    }

    @Test func pairsNoComponentDrawsAreNotFormed() throws {
        let pairs = try pairs()
        let never: [[String]] = [
            // An edge on its own fill: the callout's edge and the pressed invalid box's (Checkbox.module.css:50-51)
            // are judged against the page.
            ["success.border", "success.surface"], ["danger.border", "danger.surface-weak"],
            ["danger.border-press", "danger.surface-weak-press"],
            // Weak text and icons on their family's fills.
            ["danger.text-weak", "danger.surface"], ["success.icon-weakest", "success.surface"],
            // A family's rest text and icon on the page where it names a weak one for it: no component reads
            // `danger.text`; the callouts hold `success.text` and its icon on `success.surface`.
            ["danger.text", "neutral.surface"], ["success.text", "neutral.surface"],
            ["success.icon", "neutral.surface"],
            // The placeholder and the weakest icon on a family's fill (Input.module.css:6 only).
            ["neutral.text-weakest", "success.surface"], ["neutral.icon-weakest", "success.surface-weak"],
            // The hovered ghost danger button's label on the plain page: at rest it is `danger.text-weak`,
            // hovered its fill is `neutral.surface-hover` (Button.module.css:102-105).
            ["danger.text-hover", "neutral.surface"],
            // Neutral text on a family's hovered fill: the invalid list item switches to `danger.text-strong`
            // (ListBox/src/ListBoxItem.module.css:77,83).
            ["neutral.text", "danger.surface-hover"],
        ]
        for pair in never {
            #expect(!pairs.contains(pair), "\(pair[0]) on \(pair[1])")
        }
        // The option group's weak text and border: read by no component, no tag or avatar border.
        for name in ["decorative.option1.text-weak", "decorative.option1.border"] {
            #expect(!pairs.contains { $0[0] == name }, "\(name)")
        }
    }
}
