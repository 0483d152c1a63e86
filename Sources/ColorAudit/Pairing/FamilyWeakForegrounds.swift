/// `PairFormation` rule 38, **a family's weak text beside its components, its rest text on its fills**, in a
/// set of family-first role names (`FamilyRoleNames`):
/// - a non-neutral family's `-weak`, `-weaker` and `-weakest` text and icons (`danger.text-weak`,
///   `danger.icon-weak-hover`) are drawn on the page (the neutral family's rest, weak and weakest surfaces at
///   rest), not on the family's own fills: a field's error message, an invalid checkbox's label;
/// - a family that names such a weak text (or icon) draws that one on the page, and its rest `text` (`icon`)
///   only on its own fills (a callout's `success.text` on `success.surface`); a family that names none
///   (`primary`) draws its rest text on the page too (a link);
/// - a family's text and icons in an interaction state (`-hover`, `-press`) are drawn on their state's own
///   fills, the hovered ones on the neutral family's rest hover fill too (`neutral.surface-hover`, not the
///   subdued tag's `neutral.surface-weak-hover`: a hovered ghost button's label; a pressed one sits on its
///   family's `X.surface-weak-press`), and on the page where the rest text is (a hovered or pressed link);
/// - a group's weak text and icons (`decorative.option1.text-weak`) form no pair (a group is never on the
///   page, and no tag or avatar draws them).
///
/// Workleap Hopper's components (gsoft-inc/wl-hopper ce81a5d, `packages/components/src/`) draw them so:
/// `danger.text-weak` is the error message and the invalid checkbox's, radio's and list item's label on the
/// page (`ErrorMessage/src/ErrorMessage.module.css:2`, `checkbox/src/Checkbox.module.css:57-62`,
/// `ListBox/src/ListBoxItem.module.css:82,88`), the ghost danger button's label, hovered `danger.text-hover`
/// on `neutral.surface-hover` (`buttons/src/Button.module.css:102-105`); the links and ghost primary button
/// `primary.text`, `-hover`, `-press` on the page, hovered on `neutral.surface-hover`, pressed on
/// `primary.surface-weak-press` (`Link/src/Link.module.css:8-11`, `Button.module.css:78-82`); the callouts
/// `X.text` on `X.surface` (`Callout/src/Callout.module.css:20-36`).
/// No component reads `danger.text` or a family's `-weakest` icon. Other systems name no weak variant of a
/// status colour (MetaMask's `error.default` is both its error message on the page and its tag's text on
/// `error.muted`), so this split is read only where a family names one; where it does not, the rest text
/// keeps both places.
enum FamilyWeakForegrounds {
    /// Whether `member`, a non-neutral text or icon, is drawn on the page only (its weak variants).
    static func isBesideComponent(_ member: FamilyRoleNames.Member) -> Bool {
        member.isWeak && !member.isNeutral && member.part != .border && member.part != .surface
    }

    /// Whether `member`, a non-neutral family's text or icon in an interaction state, is drawn on the
    /// neutral hover fill (hovered) and the page (where its rest text is) as well as on its own fills.
    static func isInteractionOnPage(_ member: FamilyRoleNames.Member) -> Bool {
        guard let state = member.state, !member.isNeutral, !member.isGroup else { return false }
        return (state == "hover" || state == "press") && member.part != .border && member.part != .surface
    }

    /// The key of a family's part, for the set of parts with a weak variant.
    static func key(_ member: FamilyRoleNames.Member) -> String { "\(member.family) \(member.part.rawValue)" }
}
