/// `PairFormation` rule 38, **a family's border is judged against the page**, in a set of family-first role
/// names (`FamilyRoleNames`): `danger.border`, `danger.border-strong`, `danger.border-press`,
/// `information.border` — any variant but the focus ring, at rest or in a state — are paired with the page
/// (the neutral family's rest, weak and weakest surfaces at rest), not with their own family's fills.
///
/// The border is the edge of a component drawn on the page: a callout's edge around its fill, an invalid
/// field's or checkbox's edge. WCAG 2.2 SC 1.4.11 asks the visual information that identifies a component
/// to reach 3:1 "against adjacent color(s)", and W3C's Understanding SC 1.4.11 (User Interface Components)
/// measures a component's boundary against the background outside it, the fill itself being the component's
/// own indicator — not the edge against its own fill. The systems document their borders so:
/// - Workleap Hopper (gsoft-inc/wl-hopper ce81a5d, `packages/components/src/`): the invalid checkbox and
///   radio draw `danger.border-strong` and, pressed, `danger.border-press` around the box on the page
///   (`checkbox/src/Checkbox.module.css:46-51`), the invalid field `danger.border-strong`
///   (`inputs/src/InputGroup.module.css:13`), the callouts `X.border` around `X.surface`
///   (`Callout/src/Callout.module.css:19-36`); the status and option tags set their border `transparent`
///   (`tag/src/Tag.module.css:52,72`).
/// - MetaMask's error checkbox and field border, `error.default` on `background.default`; Kong's
///   `color.border` on `color.background`; Dialtone's input and outlined button borders on
///   `color.surface.primary` (the components' documented pairs of the spent evaluation sets).
///
/// A group's border (`status.option3.border`, `decorative.option7.border`: a tag's or avatar's) forms no
/// pair: a group's colours are never on the page (rule 38), and its components are identified by their
/// fill and label. The neutral family's borders keep their pairs on the neutral surfaces: those are the
/// page and the neutral controls' fills (Hopper's hovered field, `neutral.border-hover` on
/// `neutral.surface-hover`, `inputs/src/InputGroup.module.css:10,12`).
enum FamilyEdgesOnPage {
    /// Whether `member` is a border judged against the page only (see the type).
    static func isEdge(_ member: FamilyRoleNames.Member) -> Bool {
        member.part == .border && !member.isNeutral && !member.isFocusRing
    }

    /// The surfaces the edge `member` is judged against: `pages` for a family's, none for a group's.
    static func targets(_ member: FamilyRoleNames.Member, pages: [Int]) -> [Int] {
        member.isGroup ? [] : pages
    }
}
