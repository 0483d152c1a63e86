import ColorScience

/// `PairFormation` rule 36, **a fill for one kind of content**: two kinds of background carry one kind of
/// foreground, not everything the page carries.
///
/// 1. **An icon's backing.** A background named for an icon (the word `icon` right before its background
///    word: `toolbarIconBackgroundColor`, `--icon-bg`, `split-view-icon-background`) is the shape drawn
///    behind an icon — Tusky's translucent circle behind the toolbar's back and overflow icons over the
///    account header (tuskyapp/Tusky @ 43ae0bb, `res/drawable/toolbar_icon_arrow_back_with_background.xml`:
///    an oval `<solid android:color="?attr/toolbarIconBackgroundColor" />` under `ic_arrow_back_24dp`,
///    tinted `?attr/iconColor`). Only icon-role colours are paired with it: the page's text, its accents and
///    borders are never drawn there. (A launcher icon's `icon_background` is the launcher's, no surface:
///    `LauncherIconNames`.)
/// 2. **A Material container no on-colour of the palette claims.** In a palette in Material's vocabulary
///    (rule 11), an accent container (`primaryContainer`, `secondaryContainer`, `tertiaryContainer`,
///    `errorContainer`) is a fill for "text and icons against" it, `onXContainer` (m3.material.io/styles/
///    color/roles): the tonal button, the selected navigation item, the selected menu item. When the
///    palette sets the container and not its on-colour (Tusky's `colorSecondaryContainer`, "used for e.g.
///    selected menu items", `res/values/styles.xml` 68–69; Material's theme supplies
///    `colorOnSecondaryContainer`), the app's own text is what a selected item shows on it (Tusky's
///    selected reblog option: `?android:attr/textColorPrimary` and `textColorTertiary` on
///    `colorSecondaryContainer`, `layout/item_reblog_option.xml` 39, 52, `view/ConfirmationBottomSheet.kt`
///    113–120): only text-role colours are paired with it, not the app's icons, accents, outlines or
///    fills.
///
/// Pairs a foreground's explicit plan names (its `on` surface, a component's own background, Material's
/// roles) are kept (`PairSequence.forms`).
struct SpecialPurposeFills: Sendable {
    /// The words of a background that an icon's name comes right before (see the type).
    static let backgroundWords: Set<String> = ["background", "bg", "backdrop", "fill", "surface"]

    /// The surfaces (indices) that are an icon's backing.
    let iconBackings: Set<Int>
    /// The surfaces (indices) that are a Material accent container no on-colour claims.
    let openContainers: Set<Int>

    init(surfaces: [ColorToken], openContainers: Set<Int>) {
        iconBackings = Set(surfaces.indices.filter { Self.isIconBacking(RoleInference.splitWords(surfaces[$0].name)) })
        self.openContainers = openContainers
    }

    /// Whether a background's name (its `RoleInference.splitWords`) names an icon's backing: `icon` right
    /// before one of `backgroundWords`, and no `launcher` (see the type).
    static func isIconBacking(_ words: [String]) -> Bool {
        guard !words.contains(LauncherIconNames.launcherWord) else { return false }
        return zip(words, words.dropFirst()).contains { $0 == "icon" && backgroundWords.contains($1) }
    }

    /// Why a pair on surface `b` is formed when `b` is such a fill (not by an explicit plan), else `nil`.
    func reason(surface b: Int) -> PairFormation.Reason? {
        if iconBackings.contains(b) { return .iconBacking }
        if openContainers.contains(b) { return .openContainer }
        return nil
    }

    /// Whether a foreground of `role` is kept off surface `b` (see the type); the caller keeps the pairs of
    /// explicit plans.
    func keepsOff(role: Role?, surface b: Int) -> Bool {
        if iconBackings.contains(b) { return role != .icon }
        if openContainers.contains(b) { return role != .text }
        return false
    }
}
