import ColorScience

/// Roles from the CSS property a token set groups its colours by, when the property comes *first* in the
/// name: `background-color-base`, `border-color-subtle`, `outline-color-progressive--focus` and the plain
/// `color-base`, `color-subtle`, `color-progressive` (in Style Dictionary or DTCG files the groups
/// `background-color`, `border-color`, `color`, read as `background-color.base`, `color.subtle`).
///
/// The convention, as a system that uses it documents it: "The JSON keys follow CSS property names …
/// The name describing the CSS property or category value always comes first, which makes it obvious
/// when a token is improperly applied to a different property, e.g. `color: @background-color-base`"
/// (Wikimedia Codex, "Design tokens: Definition and structure", "Naming and definition structure",
/// doc.wikimedia.org/codex/latest/design-tokens/definition-and-structure.html); its colour page lists the
/// group `color` under "Text colors" and `background-color` under "Background colors"
/// (`design-tokens/color.md`). In CSS, "This property describes the foreground color of an element's text
/// content" (CSS 2.1 §14.1, "Foreground color: the 'color' property"; CSS Color 4 §3). So in such a
/// set the group `color` is text, `background-color` the backgrounds, `border-color` and `outline-color`
/// borders (non-text UI, WCAG 2.2 SC 1.4.11), whatever state words follow: `color-progressive--focus` is the
/// progressive text in its focus state, `background-color-progressive--focus` a background, not focus
/// indicators (`RoleInference` rule 3); a `border-color` or `outline-color` named for focus stays one.
/// `box-shadow-color-*` is left to `RoleInference` (a shadow's colour is decoration; one named for focus
/// is a focus ring).
///
/// Recognised only when the set shows it (`isUsed`): some name is in the `color` group and some in the
/// `background-color`, `border-color` or `outline-color` group. Most token sets start every name with
/// `color` (`color.text.primary`, `color.bg.canvas`), and have no `background-color` group: their names
/// keep the roles `PropertyNaming` and `RoleInference` give them. A name of the `color` group whose words
/// after `color` name a background, border or focus colour (`color.background.base`) is not read as text.
enum PropertyGroups {
    /// A CSS property a set groups its colours by.
    enum Group: Sendable, Hashable {
        /// `color`: the text colour.
        case color
        /// `background-color`.
        case backgroundColor
        /// `border-color`.
        case borderColor
        /// `outline-color`.
        case outlineColor
        /// `box-shadow-color`.
        case boxShadowColor
    }

    /// The group the name whose segments are `segments` (`RoleInference.segments`) starts with, and the
    /// segments after it (with the group's words removed), when at least one word follows the group.
    static func group(_ segments: [[String]]) -> (group: Group, rest: [[String]])? {
        let words = segments.joined()
        var iterator = words.makeIterator()
        let first = iterator.next()
        let second = iterator.next()
        let third = iterator.next()
        let group: Group
        let length: Int
        switch (first, second, third) {
        case ("background"?, "color"?, _): (group, length) = (.backgroundColor, 2)
        case ("border"?, "color"?, _): (group, length) = (.borderColor, 2)
        case ("outline"?, "color"?, _): (group, length) = (.outlineColor, 2)
        case ("box"?, "shadow"?, "color"?): (group, length) = (.boxShadowColor, 3)
        case ("color"?, _, _): (group, length) = (.color, 1)
        default: return nil
        }
        var dropped = 0
        var rest: [[String]] = []
        for segment in segments {
            let kept = segment.dropFirst(max(0, length - dropped))
            dropped += segment.count - kept.count
            if !kept.isEmpty { rest.append(Array(kept)) }
        }
        return rest.isEmpty ? nil : (group, rest)
    }

    /// The role of a name in a set that uses the convention (`isUsed`), or `nil` when the name is not in
    /// one of its groups (or in `box-shadow-color`): left to `PropertyNaming` and `RoleInference`.
    static func role(of name: String) -> Role? {
        guard let (group, rest) = group(RoleInference.segments(name)) else { return nil }
        let focus = rest.joined().contains { $0 == "focus" || $0 == "focused" }
        switch group {
        case .backgroundColor: return .background
        case .borderColor, .outlineColor: return focus ? .focus : .border
        case .boxShadowColor: return nil
        case .color:
            let words = rest.reduce(0) { $0 + $1.count }
            switch RoleInference.decide(rest, words: words)?.role {
            case .background?, .border?, .focus?: return nil
            case .icon?: return .icon
            case .interactive?: return .interactive
            case .decorative?: return .decorative
            case .text?, nil: return .text
            }
        }
    }

    /// The words after `color` of a name in the `color` group that `role(of:)` reads as a foreground,
    /// else `nil`: `PairFormation` finds the namespace there (`color-progressive--hover` → progressive).
    static func colorGroupWords(_ name: String) -> [String]? {
        guard let (group, rest) = group(RoleInference.segments(name)), group == .color, role(of: name) != nil
        else { return nil }
        return Array(rest.joined())
    }

    /// Whether `names` (one palette's colours) use the convention: some name is in the `color` group as a
    /// foreground and some in the `background-color`, `border-color` or `outline-color` group.
    static func isUsed(_ names: some Sequence<String>) -> Bool {
        var hasColor = false
        var hasSurfaceOrEdge = false
        for name in names {
            guard let (group, _) = group(RoleInference.segments(name)) else { continue }
            switch group {
            case .color: hasColor = hasColor || role(of: name) != nil
            case .backgroundColor, .borderColor, .outlineColor: hasSurfaceOrEdge = true
            case .boxShadowColor: break
            }
            if hasColor && hasSurfaceOrEdge { return true }
        }
        return false
    }
}
