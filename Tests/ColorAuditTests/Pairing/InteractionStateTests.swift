import Foundation
import Testing

@testable import ColorAudit

/// Interaction states and highlights (`PairFormation` rules 19 and 20, `InteractionStates`), asserted
/// with pairs read from the systems' documentation:
/// - Wikimedia Codex names text and backgrounds per state, `color-progressive--hover` with
///   `background-color-progressive--hover`, `…--active` with `…--active`
///   (doc.wikimedia.org/codex/latest/design-tokens/color.html): CSS `:hover` and `:active` are moments of
///   one element (Selectors 4 §9.1–9.2), so a hover text is never drawn on the active tint.
/// - Atlassian's `color.background.selected` is "for the background of elements in a selected state",
///   with `color.text.selected` "for text in a selected state" (atlassian.design/components/tokens/
///   all-tokens); a focus ring is drawn around the element, against the colours adjacent to it (WCAG 2.2
///   SC 2.4.13), a border is the element's edge; SDS's neutral hover `background-default-default-hover` is
///   the hover of `background-default-default`, whose cards keep their `border-default-default` stroke
///   (figma/sds `cards.css`).
/// - A text-selection highlight takes `color` and `background-color`, no border or outline (CSS
///   Pseudo-Elements 4 §3, www.w3.org/TR/css-pseudo-4/#highlight-styling).
@Suite struct InteractionStateTests: PairingPalettes {
    @Test func stateTextKeepsToItsOwnState() throws {
        let formed = names(
            try pairs(
                """
                colors:
                  background-base: "#ffffff"
                  background-progressive-subtle: "#eaf3ff"
                  background-progressive-subtle-hover: "#dbe8fc"
                  background-progressive-subtle-active: "#c6d9f7"
                  text-progressive: "#3366cc"
                  text-progressive-hover: "#3056a9"
                  text-progressive-active: "#233566"
                """))
        for drawn in [
            ["text-progressive-hover", "background-progressive-subtle-hover"],
            ["text-progressive-hover", "background-base"],
            ["text-progressive-active", "background-progressive-subtle-active"],
            ["text-progressive-active", "background-progressive-subtle"],
            ["text-progressive", "background-progressive-subtle-hover"],
            ["text-progressive", "background-progressive-subtle-active"],
        ] {
            #expect(formed.contains(drawn), "\(drawn)")
        }
        #expect(!formed.contains(["text-progressive-hover", "background-progressive-subtle-active"]))
        #expect(!formed.contains(["text-progressive-active", "background-progressive-subtle-hover"]))
    }

    @Test func aHighlightTakesItsElementsContentNotBordersOrRings() throws {
        let formed = names(
            try pairs(
                """
                colors:
                  surface-default: "#ffffff"
                  text-default: "#172b4d"
                  text-selected: "#0c66e4"
                  icon-default: "#44546f"
                  border-default: "#8590a2"
                  focus-ring: "#388bff"
                  list-row-hover-background: "#f1f2f4"
                  item-selected-background: "#e9f2ff"
                  menu-item-active-bg: "#dcdfe4"
                """))
        for highlight in ["list-row-hover-background", "item-selected-background", "menu-item-active-bg"] {
            #expect(formed.contains(["text-default", highlight]), "\(highlight)")
            #expect(formed.contains(["icon-default", highlight]), "\(highlight)")
            #expect(!formed.contains(["border-default", highlight]), "\(highlight)")
            #expect(!formed.contains(["focus-ring", highlight]), "\(highlight)")
        }
        #expect(formed.contains(["text-selected", "item-selected-background"]))
        #expect(!formed.contains(["text-selected", "list-row-hover-background"]))
        // The page keeps them all.
        for foreground in ["text-default", "icon-default", "border-default", "focus-ring"] {
            #expect(formed.contains([foreground, "surface-default"]), "\(foreground)")
        }
    }

    /// Negative cases: a state of a rest surface the palette has is that element's fill in a state (its
    /// border stays), and a border named with the highlight's own state is its edge in that state.
    @Test func aRestSurfacesStateAndTheStatesOwnBorderStay() throws {
        let formed = names(
            try pairs(
                """
                colors:
                  background-default-default: "#ffffff"
                  background-default-default-hover: "#f5f5f5"
                  text-default-default: "#1e1e1e"
                  border-default-default: "#757575"
                  search-active-background: "#fff8c5"
                  search-active-border: "#9a6700"
                """))
        #expect(formed.contains(["border-default-default", "background-default-default-hover"]))
        #expect(formed.contains(["text-default-default", "background-default-default-hover"]))
        #expect(formed.contains(["search-active-border", "search-active-background"]))
        #expect(!formed.contains(["border-default-default", "search-active-background"]))
    }

    @Test func aSelectionHighlightHoldsTextOnly() throws {
        let formed = names(
            try pairs(
                """
                colors:
                  background: "#ffffff"
                  text: "#24292f"
                  icon: "#57606a"
                  border: "#8c959f"
                  selection-background: "#b6e3ff"
                """))
        #expect(formed.contains(["text", "selection-background"]))
        #expect(!formed.contains(["icon", "selection-background"]))
        #expect(!formed.contains(["border", "selection-background"]))
        #expect(formed.contains(["icon", "background"]))
        #expect(formed.contains(["border", "background"]))
    }
}
