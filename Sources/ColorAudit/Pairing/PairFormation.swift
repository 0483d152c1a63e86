import ColorScience

/// Which backgrounds each foreground-role colour is paired with when pairs are formed from roles (a
/// palette without `pairs:`), so that the formed pairs are the ones a designer would check rather than
/// every foreground on every background.
///
/// The rules, applied to the names' words (`RoleInference.splitWords`, compared lowercase):
/// 1. **"on X" names a surface.** A foreground whose name has the word `on` followed by words X that are
///    not all `genericWords` (Material's `on-primary`, `onSurfaceVariant`, `inverse_on_surface`; Primer's
///    `fgColor-onEmphasis`; Figma SDS's `text.brand.on-brand-secondary`) is paired only with the surfaces
///    X names, looked up among all colours whatever their role (Material's `primary` is interactive, yet
///    `on-primary` is drawn on it):
///    - the colour named by its name with `on` dropped (`md_theme_light_onPrimary` → `md_theme_light_primary`),
///      else the colour named X alone (`labelOnTint` → `tint`);
///    - background-role colours whose name extends that one (`on_surface` → `surface_container_high`,
///      `surface_dim`) unless the extension has an `on` colour of its own (`on_primary` is not paired
///      with `primary_container`, which `on_primary_container` is for);
///    - when neither exists: background-role colours whose name ends with X (`fgColor-onEmphasis` →
///      `bgColor-accent-emphasis`, `bgColor-danger-emphasis`; `on-brand-secondary` →
///      `color.background.brand.secondary`), but not a surface ranked X (`surface`, `canvas` or `page`
///      right before X: iosched's `color_on_secondary` is not drawn on `color_surface_secondary`);
///    - and the state variants of each (`stateWords`: `…brand.hover`, `…brand.secondary-hover`).
///    An `on` colour whose surface is found nowhere (Compound's `text.on-solid.primary`) forms no pair:
///    ColorAudit cannot tell which fills are "solid"; declare its pairs. The surfaces so found are
///    *claimed*: other colours of their namespace are not paired with them (rule 2).
/// 2. **Namespaces.** A colour's namespace is the first word after the word that gave it its role that
///    is longer than one letter and not one of `genericWords` (`color.text.critical.primary` → critical, `bgColor-danger-muted` →
///    danger, `color.bg.canvas.default` → none); for a component word at the head of the name
///    (`button-primary-bgColor-rest`, `RoleInference` rule 4) the component (button). A background
///    without a namespace is a *general surface*; so is one named only by its level over or under the page
///    (`layerWords`: MetaMask's `background.section`, `background.alternative`, "sunken neutral surface"). A foreground without a namespace is paired with every
///    general surface, and a text colour also with every unclaimed namespaced background named as a
///    tint (`tintWords`: `bgColor-danger-muted`, `bg.critical.subtle`, `background.warning.weak`: an
///    alert's body text) unless it is named light or dark (a fixed tone, Gestalt's `text.light`);
///    a foreground with one with every general surface and every background of its
///    namespace that no `on` colour claims (`fgColor-danger` on `bgColor-default` and
///    `bgColor-danger-muted`, not on `bgColor-danger-emphasis`, which `fgColor-onEmphasis` is for). When
///    a palette has no general surface, or no background has a namespace, every foreground is paired
///    with every background (a small palette's `label` on `background` and `groupedBackground`).
/// 3. **Focus rings on the surfaces around controls.** Focus colours are paired with the general
///    surfaces (the page, canvas and layered surfaces: rule 2's list, or every background that is not a
///    fill when the palette has no namespaces), not with namespaced or fill backgrounds: WCAG 2.2 SC
///    1.4.11 and 2.4.13 judge the indicator against the colours *adjacent* to it, and a ring drawn
///    outside a control (CSS `outline`, offset; Primer's `focus-outlineColor` with `outline-offset`)
///    sits on the surface around the control, not on the control's own fill (Compound's
///    `bg.accent.rest`, Primer's `bgColor-accent-emphasis`). When no general surface is left, every
///    background is used.
/// 3a. **Inactive surfaces.** On a background named as inactive (`RoleInference.isInactive`:
///    `bg.action.primary.disabled`) formed pairs get usage `disabled` (exempt, WCAG 2.2 SC 1.4.3/1.4.11),
///    and focus colours form no pair (a disabled control takes no focus) — `PairSequence`.
/// 4. **Never a colour on itself.** A formed pair is skipped in an appearance where its two colours are
///    the same colour by reference: one is an alias of the other, or both are aliases (directly or
///    through a chain) of the same colour — Compound's `text.action.primary` and `bg.action.primary.rest`
///    both `{color.gray.1400}`. Such a pair is 1.00:1 by construction and drawn by nobody. Colours that
///    merely have equal values are still paired (that can be a real mistake).
/// 5. **Backdrops a theme has.** A surface that is translucent in an appearance is composited over its
///    theme's canvas there (`canvasRank`: `canvas-default`, `bgColor-default`, `page`, `background`,
///    `surface`, read past a prefix every colour with a role shares, `sharedPrefixWord`: Pico's
///    `--pico-background-color`, Kong's `kui-color-background` beside its `color.alias.*` primitives; the surest name first, of the surface's scheme when its name says one),
///    the page Primer draws `bgColor-success-muted` (`#2ea04326`) on and Pico its 3.75 % table stripes;
///    only without a canvas opaque in that appearance is the stack judged over black and over white
///    (`LayerStack`).
/// 6. **Nothing is drawn in a fully transparent colour.** A colour with alpha 0 in an appearance
///    (`bgColor-transparent: #ffffff00`, `borderColor-transparent`) forms no pair there, as foreground
///    or as surface.
/// 7. **Fills take their own colours.** A background whose name has one of `fillWords` (emphasis, solid,
///    inverse, strong, bold…: Primer's `bgColor-accent-emphasis` and `bgColor-inverse`, Atlassian's
///    `color.background.brand.bold`), and a Material 3 `X_container` that an `on_X_container` claims (not
///    a `surface_container`), is a *fill*: it is neither a general nor a namespace surface. It is paired
///    with the `on` colours that claim it (rule 1), with the foregrounds named inverse (`inverseWords`:
///    Material's `inverse_primary` on `inverse_surface`, Gestalt's `text.inverse`) when it is named
///    inverse or no `on` colour claims it, and with focus colours; never with other text. A
///    foreground-role colour that is (or extends) an `on` colour's surface and is named `fixed` or
///    `container` (Material's `primary_fixed`, `primary_fixed_dim`) is a fill too and forms no pair as a
///    foreground. Material's `on_X_variant` with no `X_variant` is drawn on X (`on_primary_fixed_variant`
///    on `primary_fixed`), and `on_X_fixed` also on `X_fixed_dim`. A component's fill named by the
///    component and a state (`ComponentFillName`: Water.css's `--button-base`) is a fill too, and so is a
///    background named for its button alone, with no background word (`ComponentFillName.isButtonFill`: an
///    asset catalog's `PrimaryButton`).
/// 8. **Nothing is drawn on a scrim, a shadow or a divider.** A background named scrim, blanket or
///    backdrop (Material's `scrim`, "a color use to paint the scrim around of modal components", Flutter
///    `ColorScheme.scrim`; Atlassian's `color.blanket`; a backdrop "can be used as background to obscure the
///    content behind modal user interface elements", named for "the `::backdrop` CSS pseudo-element",
///    NL Design System's Utrecht Backdrop; Primer's `overlay-backdrop-bgColor`), shadow ("a color use to
///    paint the drop shadows of elevated components", Flutter `ColorScheme.shadow`; `--shadow-bg`), or
///    divider or separator (a line between contents, "for dividers or decorative elements", Flutter
///    `ColorScheme.outlineVariant`; `--divider-bg`) forms no pair: the modal's own surface carries its
///    text, and no text is set in a shadow or on a rule line (`PairSequence`). An overlay is a scrim
///    when translucent (Radix Themes' `--color-overlay`, rule 12); an opaque one is the surface of a
///    popover or dialog (Primer's `overlay-bgColor`) and carries text. An image's tint (`image-tint`) forms
///    no pair at all, and a translucent near-black or near-white dialog or modal background is its
///    backdrop when at most 60 % opaque or beside an opaque surface of that dialog (`Scrims`).
/// 9. **Fills found from values** (`OnColourFills`). A general, namespaced or unclaimed fill background on
///    which, in some appearance, the palette's on-colour family (`text.on-solid.*`, `fgColor-onEmphasis`,
///    `text.inverse`, `text.light`…) reaches WCAG AA while its sound body text fails (Compound's
///    `bg.action.primary.rest`, Gestalt's `background.primary.base`) is a fill: in each appearance where
///    a family reaches AA on it, only that family is paired with it (`addFills`, `PairSequence.forms`).
/// 10. **Component fills take their default text** (`ComponentFills`). Gestalt's button fills
///    `background.{primary,secondary,tertiary,selected}.{base,strong,weak}` and Figma SDS's
///    `background.default.{secondary,tertiary}` (and their hovers) are general surfaces by name, but the
///    systems draw only their default text and icons on them (`text.default`, `icon.default`; on SDS's
///    secondary fill at rest also `text.default.secondary`), besides the on-colours of rule 9: every other
///    foreground forms no pair there (`PairSequence.forms`).
/// 11. **Material 3 colour roles** (`MaterialColorRoles`). In a palette that uses Material's own
///    vocabulary, its roles in any spelling (`md_theme_light_onPrimary`, `--md-sys-color-on-primary`,
///    Android's `colorOnPrimary`) are paired exactly as Material documents them, within their scheme and
///    contrast level, in place of rules 1–7: `onX` only on `X`, the surface roles on every surface level,
///    the inverse roles on `inverseSurface`, `onXFixed(Variant)` on `XFixed` and `XFixedDim`, `outline` on
///    the surfaces as non-text; the fills form no pair as foregrounds, and `surfaceTint` is no surface.
/// 12. **A component's text on its own background** (`PropertyNamespaces`). In component libraries'
///    custom properties (`PropertyNaming`), a component's text, interactive or icon colour is paired with
///    its component's own backgrounds (`--x-button-primary-color` on `--x-button-primary-background-color`
///    and its states), and those backgrounds are then nobody else's surfaces; a translucent overlay or
///    backdrop is a scrim (rule 8). A switch's, slider's or progress bar's own colour is an icon-role
///    graphic (`PropertyNaming.graphicControlWords`): its pair is non-text (`Reason.componentGraphic`).
/// 13. **Radix's contrast colours** (`RadixContrast`). `--X-contrast`, in a palette that declares a step of
///    the scale X (`--X-1` … `--X-12`, even one it could not resolve), is the text on the solid steps
///    `--X-9` and `--X-10` (and the backgrounds aliasing them) only; without them it forms no pair.
///    Its scales' steps 1–10 (`--accent-3`, `--gray-a7`; `RadixThemesSteps`), in a palette that names a
///    scale's steps 1 to 12 and no step 0, are backgrounds, borders and solid fills: no pair as
///    foregrounds (`--focus-8`, the focus ring, excepted); steps 11–12 keep their plans.
/// 14. **Text named for its fill** (`FillText`, `FillTextName`). Beside a colour named X, `X-text`,
///    `X-contrast` or `X-invert` (Simple.css's `--accent-text`, typedoc's `--color-comment-tag-text`,
///    Bulma's `--bulma-primary-invert`, "a color that will look decent on the primary color",
///    bulma.io/documentation/features/color-palettes) is the text of the fill X: it is paired with X and
///    X's states (`X-hover`) only, not with the general surfaces nor with `X-bg`; named so and with no
///    other role, it is text (`PropertyNaming` rule 8).
/// 15. **Adobe Spectrum's colours** (`SpectrumColors`). In a palette in Spectrum's vocabulary, a bold fill
///    `X-background-color-{state}` is a fill (rule 7) paired only with the static text Spectrum draws on
///    it (`static-white-text-color`; `static-black-text-color` on the light hues), `neutral-background-
///    color-*` forms no pair, the subtle fills carry body text and their own X's text and icons
///    (`PairSequence.forms`), `overlay-color` is a scrim (rule 8), scale steps and the other static
///    colours form no pair, and rule 12 is not applied (`X-content-color` is not the text of the fill X).
/// 16. **Status text keeps to its own state tints** (`NamespaceStateSurfaces`). When a namespace has a tint
///    of its own for an interaction state (Compound's `bg.critical.subtle-hovered`; a status's level tint
///    in a state, Figma SDS's `background.danger.tertiary-hover`), its text and borders are not paired
///    with the general surfaces named as a tint or a state (`bg.subtle-primary`,
///    `background.default.hover`): the system draws them on its own tints where neutral controls take
///    the neutral ones (`PairSequence.forms`).
/// 17. **Text named white or black keeps off the page of its tone** (`FixedToneText`). Primer's
///    `fgColor-white` and `fgColor-black` (white and black in every theme, drawn on emphasis fills) are not
///    paired with the general surfaces and tints in an appearance where they are nearer the page canvas
///    than the body text (white in light, black in dark) (`PairSequence.forms`).
/// 18. **Sets grouped by CSS property** (`PropertyGroups`). In a token set named by the CSS property first
///    (`color.base`, `background-color.base`, `border-color.base`; Wikimedia Codex: "The name describing the
///    CSS property or category value always comes first"), which has a `color` group and a
///    `background-color`, `border-color` or `outline-color` group, the `color` group is text
///    (`RoleInference` is not asked: `color-progressive--focus` is text in a state, not a focus ring) and a
///    name of it has its namespace in its first word after `color` that is not generic
///    (`color-progressive--hover` → progressive: drawn on the general surfaces and on
///    `background-color-progressive-subtle`; `color-base` is general text). The set's solid fills
///    (`background-color-progressive`) are fills by their values (rule 9), drawn with `color-inverted`.
/// 19. **Colour groups with one role set** (`RoleSetGroups`). In a set whose groups share one role set
///    (`color.<group>.<role>`: Designsystemet's `data-color` scales, Chakra's `colorPalette` tokens), a
///    group's foregrounds are paired with its own group's surfaces and the page (the general surfaces and
///    a neutral group's page backgrounds), never with another group's; a contrast role
///    (`base-contrast-default`, Chakra's `contrast`) only with its group's fills (`base-*`, `solid`), which
///    carry nothing else (`Reason.colorGroup`, `.colorGroupPage`, `.colorGroupContrast`).
/// 20. **State text keeps to its state** (`InteractionStates`). A foreground named with an interaction
///    state (hover, pressed or `active`, selected) is paired only with surfaces of that state or of none:
///    Wikimedia Codex's `color-progressive--hover` is not drawn on `background-color-progressive--active`
///    (`PairSequence.forms`).
/// 21. **A highlight takes its element's content** (`InteractionStates`). A background named with a state
///    that is no rest surface's state (`list-row-hover-background`, `item-selected-background`) carries
///    text, icons and interactive colours, not borders or focus rings other than its own state's; a
///    selection highlight (`selection-background`) holds text only (`PairSequence.forms`).
/// 22. **Content of a categorical run** (`CategoricalContent`). A numbered run of distinct hues named as
///    backgrounds (`CategoricalRuns`: Compound's `color.bg.decorative.1` … `6`) is no surface of the
///    theme (`PostImport`); a numbered foreground run named like it but for its role word
///    (`color.text.decorative.1` … `6`) is drawn on the background with its own number besides its usual
///    surfaces ("for avatars and usernames", Compound `theme-semantics.json`).
/// 23. **A symmetric scale's steps on their side of it** (`ScaleStepFamilies`, `SymmetricScaleSteps`). In a
///    set naming text steps around a base (`color.text.info.weaker`, `.info`, `.info.strong`: Kong,
///    Atlassian), each family's text and icons go on the page and their own family's backgrounds only (a
///    family named by level words, `primary`, only when its text has steps of its own; its backgrounds are
///    then no general surfaces):
///    the base and strong steps on its tints, a step of the page's tone on its strong fills, as the
///    values of each appearance say; a family's backgrounds take no other family's text, and neutral
///    text only on its tints (`PairSequence.forms`).
/// 24. **Inverse colours on the theme's contrast surfaces** (`InverseSurfaces`). A foreground named inverse
///    or inverted (rule 7) is paired, in each appearance, only with the fills of its own namespace, the
///    surfaces named inverse, inverted or contrast, and the surfaces of the other tone than the page there
///    (nearer the body text than the page canvas: Dialtone's `color.surface.strong` `#535353`, not its
///    light grey `color.surface.bold`); never with a tint (`PairSequence.forms`).
/// 25. **An inverted ramp drawn by its distance from the page** (`InvertedRamps`). A ramp named `P-white`,
///    `P-gray-1` … `P-gray-N`, `P-black`, ordered by luminance in every appearance with its ends swapped
///    between light and dark (Starlight's `--sl-color-*`), is drawn directly: its text-side steps (and the
///    palette's text) on its page-side steps and the backgrounds aliasing them, its middle steps as
///    decorative lines, a hue's `P-X-high` and the text end on `P-X-low`, inverted text on the accent; those
///    pairs are listed with the stylesheet's drawn ones (`CSSStyleUsage`), not formed again from roles.
/// 28. **Region-first names** (`RegionSurfaces`, `RegionNames`). In a theme that names the page's colours
///    `--bg`, `--fg` and every other colour by a region first and its property last (`--sidebar-bg`,
///    `--sidebar-fg`, `--quote-border`, `--table-header-bg`, `--search-mark-bg`), no library prefix, each
///    foreground is drawn on its own region's backgrounds and the page (a border on both, a control's on
///    the page only), the page's text and links on every region without text of its own, a search
///    match's highlight takes only its own region's text, and a state's fill (`--theme-hover`) the page's
///    text and the colours named with an interaction state.
/// 29. **Status families named by their members** (`StatusFamilies`, `StatusFamilyNames`). In a family
///    `error.default`, `error.muted`, `error.inverse` with no role words, `inverse` is drawn on `default`
///    and its states (`error.default-hover`) only, `default` on the general surfaces and its own `muted`
///    (the status is the members' namespace, rule 2), `muted` is a tint general text is drawn on too.
/// 30. **A fill with a label of its own takes that label** (`OwnLabelFills`). A component's background
///    whose name has a twin foreground, the background word swapped for a label word
///    (`action.color.background.inverted.primary.default` and `action.color.foreground.inverted.primary.default`;
///    a state's twin from its rest), forms no pair with another fill's label nor with inverse text other
///    than its label (`PairSequence.forms`): Dialtone's components draw each fill with its twin.
/// 31. **A transparent fill's label on the surfaces under it.** A component's text whose twin fill
///    (rule 30) is fully transparent in every appearance (Dialtone's default button,
///    `action.color.background.base.default: {color.neutral.transparent}`, drawn with
///    `action.color.foreground.base.default`, `button.less` 19–24) is paired with the general surfaces
///    besides its component's backgrounds: a transparent colour is no surface (rule 6), what is under it is.
/// 32. **A product's group on its own group's surfaces** (`ProductGroups`). In a token set whose paths hold a
///    product's or feature's group above the role (`color.light.desktopbrowser.tabbar.pinned-tab-outline-
///    horizontal`), a group's foregrounds are drawn on its group's backgrounds, or, when it has no surface
///    of its own, the nearest enclosing group's (`desktopbrowser.toolbar.button.outline` on
///    `desktopbrowser.chrome-background-desktop`), a border also on the
///    surfaces around its group (the enclosing group's, else the general ones); a group without any
///    surface keeps the other rules. A group's backgrounds stay surfaces of the general colours. A status
///    family in a group (`color.light.PRODUCT.error.default`, `.error.muted`: rule 29) is of its group's
///    namespace (`PRODUCT.error`), and a group's on-colours are drawn on the fills found from values
///    (rule 9) of their own group only (`ProductGroups.draws`).
/// 33. **A package's own family and Material's apart.** When a palette in Material's vocabulary (rule 11)
///    also has a page of its own — a general surface named as a canvas (`canvasRank`) that is no Material
///    role: Brave Leo's `color.light.page.background` beside its Material Theme Builder
///    `color.light.schemes.*` — Material's surface roles are no general surfaces: the package's text, icons
///    and borders are drawn on its own surfaces (Leo's components read `container.background` and
///    `page.background`, never `schemes.surface-container`), Material's roles on Material's (rule 11), and
///    those Material draws on every surface level (`onSurface`, the accents, `outline`, `outlineVariant`)
///    on the package's surfaces too (Leo's toggle track, `schemes.outline-variant`, on its container).
/// 34. **A component's colours keep off other components' fills** (`OwnComponentFills`). In a stylesheet
///    theme of component-named custom properties (rule 12's names), a component's borders and text formed
///    from roles are drawn on its own component's backgrounds and the general surfaces (body, panel), not
///    on another component's background, even one with no text of its own (Miniflux's
///    `--category-border-color` is not judged on `--feed-has-unread-background-color`); a link's or a
///    heading's colour (`--link-color`, `--title-color`), set on its element everywhere, keeps its plan
///    (`PairSequence.forms`). A panel with text of its own (`--panel-color` beside `--panel-background`)
///    is one component of the page too.
/// 35. **A family's colours on state fills** (`FamilyStateFills`). In a family named by its members
///    (rule 29), `muted-hover` and `muted-pressed` are the `muted` fill's states: backgrounds drawn with the
///    family's `default` (and its states) only (MetaMask's danger tertiary button, `text-error-default` on
///    `hover:bg-error-muted-hover`); a warning, success or info `default` is no label of a neutral control:
///    not drawn on the general surfaces named with a state (`background.muted-hover`), which the danger
///    status's is (the danger secondary button). A `primary` family with `default`, `muted` and `inverse`
///    is read as one too; whether `primary.muted` is a surface is `TranslucentTints`' decision.
/// 36. **A fill for one kind of content** (`SpecialPurposeFills`). A background named for an icon
///    (`toolbarIconBackgroundColor`: the circle behind a toolbar icon) takes icon-role colours only; a
///    Material accent container (rule 11) that no `on` colour of the palette claims (Tusky's
///    `colorSecondaryContainer`, the selected menu item's fill) takes text-role colours only; the pairs of
///    explicit plans are kept (`PairSequence.forms`).
/// 37. **A colour documented as drawn on another** (`DocumentedSurfaces`). A foreground whose description
///    places it on a colour named by its token path (MetaMask's `icon.inverse`, "For elements placed on top
///    of icon.default fill"; `primary.inverse`, "… on top of primary/default fill"; `border.alternative`,
///    "Prefer with background.elevated1 / elevated2") is drawn on that colour and its states only, whatever
///    role either name gives.
/// 38. **Family-first role names** (`FamilyFirstRoles`, `FamilyRoleNames`). In a set naming each colour
///    `FAMILY.ROLE[-VARIANT][-STATE]` (`danger.text-strong`, `neutral.surface-weakest-selected`, parallel groups
///    `status.option3.border-press`), a family's text and icons are drawn on its own rest and weak surfaces
///    and on the page (the neutral family's), its weak variants on the page only (`FamilyWeakForegrounds`),
///    its borders against the page only (`FamilyEdgesOnPage`), `X.text-strong` only on `X.surface-strong`
///    and its states, neutral text also on the other families' rest and weak surfaces at rest, a group's
///    text and icons on its own surfaces only, state colours on their state, the focus ring on the page;
///    ahead of rules 19 and 32, whose readings (every other family's surface as the page) these names defeat.
/// 39. **An Android fill named for a component or a purpose** (`PurposeNamedFills`). A colour of Android
///    resources whose name joins a component's or purpose's words to a background word (`badge_background`,
///    `checkbox_fill`, `error_banner_bg`, `dimmed_overlay`) takes the formed foregrounds sharing one of those
///    words, explicit plans and what layouts draw on it, not the app's general text; a fill named only for
///    the page, a container, a tone or a state (`content_background`, `card_background`) stays general.
///
/// Colours that are inputs to aliases (primitives) have no inferred role (`PostImport`), so they form no
/// pairs; nor have the steps of a scale (`ScaleSteps`: `blue-100` … `blue-900`) in a palette with semantic
/// colours, aliased or not (a step referred to only through a computed value is still an option). Everything is computed from indexes by name, namespace and name key: time and memory grow
/// with the colours, and the pairs themselves are produced lazily by `PairSequence`. The conventions that
/// plan exact lists of surfaces per foreground (rules 1, 11 and 12) stop once those lists hold more than
/// `planningLimit` pairs (`stoppedAtLimit`: then no foreground has a plan, and the audit refuses the
/// palette, `Auditor.validate`), so that their time and memory stay bounded by the limit too.
struct PairFormation: Sendable {
    /// The most pairs an audit forms from roles (`AuditLimits.maximumImpliedPairs`), and the most the
    /// explicit plans may hold before planning stops (see the type).
    static let planningLimit = 1_000_000

    /// Which backgrounds one foreground is paired with.
    enum Plan: Sendable, Hashable {
        /// Every background-role colour (not the extra surfaces of rule 1).
        case all
        /// The general surfaces.
        case general
        /// The general surfaces, then the tinted surfaces of every namespace (`tinted`): general text.
        case generalAndTints
        /// The general surfaces, then the unclaimed backgrounds of this namespace.
        case namespace(String)
        /// Exactly these surfaces (indices into `surfaces`), ascending.
        case explicit([Int])
    }

    /// The prefix of the namespace keys of rule 23's step families (`scaleNamespace`): no name's namespace
    /// word holds a colon.
    static let scalePrefix = "scale:"

    /// The key of a step family's backgrounds among the namespaces (rule 23).
    static func scaleNamespace(_ family: String) -> String { scalePrefix + family }

    /// Words that qualify a colour without naming a component or namespace (rule 2).
    static let genericWords: Set<String> = qualifierWords.union(layerWords)

    /// The qualifiers of `genericWords`.
    private static let qualifierWords: Set<String> = [
        "color", "colour", "colors", "default", "primary", "secondary", "tertiary", "quaternary", "subtle",
        "subtler", "subtlest", "muted", "emphasis", "emphasized", "strong", "stronger", "strongest", "weak",
        "bold", "bolder", "boldest", "rest", "hover", "hovered", "pressed", "active", "selected", "focus",
        "focused", "disabled", "inactive", "visited", "inverse", "inverted", "alpha", "base", "canvas", "inset",
        "raised", "sunken", "elevated", "lowest", "low", "medium", "high", "highest", "container", "variant",
        "dim", "bright", "light", "dark", "contrast", "transparent", "translucent", "theme", "mode", "scheme",
        "sys", "ref", "md", "m", "ui", "semantic", "root", "static", "level", "on", "background", "bg",
        "backdrop", "surface", "fill", "layer", "page", "window", "text", "fg", "foreground", "label", "content",
        "icon", "border", "stroke", "outline", "separator", "divider", "ink", "body", "plain",
    ]

    /// Words of a surface's level under or over the page, no namespace (rule 2): MetaMask's
    /// `background.alternative` ("For sunken neutral surface below background/default") and
    /// `background.section` ("For section bg usually over background/default"), `background.subsection`;
    /// Salesforce Theo's `COLOR_BACKGROUND_ALT`, "Second default background color for the app".
    static let layerWords: Set<String> = ["alternative", "alternate", "section", "subsection"]

    /// Words that make a background a **fill** reserved for the colours drawn on it (rule 7): Primer's
    /// emphasis and inverse backgrounds (`fgColor-onEmphasis` pairs with `bgColor-*-emphasis`), solid fills
    /// (Radix step 9, Compound's `on-solid`), Atlassian's bold backgrounds (primary buttons, and the
    /// `bolder` steps past them: `color.background.accent.red.bolder`), strong fills and the steps past
    /// them (`…-stronger`, `…-strongest`: the pressed button's fill under inverse text).
    static let fillWords: Set<String> = [
        "emphasis", "emphasized", "solid", "inverse", "inverted", "strong", "stronger", "strongest", "bold", "bolder",
        "boldest",
    ]

    /// Words of a foreground drawn on fills (rule 7): Material's `inverse_primary` on `inverse_surface`,
    /// Gestalt's `text.inverse`.
    static let inverseWords: Set<String> = ["inverse", "inverted"]

    /// Why a formed pair is checked, as written in findings (`pairing`) and by `coloraudit pairs`.
    enum Reason: String, Sendable {
        case onColor = "convention: on-X is drawn on X (Material 3 on-roles, Primer fgColor-onEmphasis)"
        case inverseOnFill = "convention: inverse colours on fills (Material 3 inverse roles)"
        case focus = "convention: focus colours on the general surfaces around controls (WCAG 2.4.13)"
        case everyBackground = "formed: every foreground on every background that is not a fill (no namespaces)"
        case generalSurface = "convention: foreground on a general surface"
        case tintedSurface = "convention: general text on a namespace's tinted surface (Primer bgColor-*-muted)"
        case namespace = "convention: namespaced foreground on its namespace's surface"
        case material = "convention: Material 3 colour roles (m3.material.io/styles/color/roles)"
        case component = "convention: a component's text on its own background (CSS X-color on X-background-color)"
        case componentGraphic =
            "convention: a switch's, slider's or progress bar's X-color on X-background-color is non-text (WCAG 1.4.11)"
        case radixContrast = "convention: Radix X-contrast is the text on the solid steps X-9 and X-10 (Radix Themes)"
        case radixStep =
            "convention: Radix steps 1-10 are backgrounds, borders and solid fills; 11-12 are the text (Radix Themes)"
        case fillText =
            "convention: X-text (X-contrast, X-invert) is the text of the fill X (drawn on X and its states)"
        case colorGroup =
            "convention: colour groups with one role set (data-color, colorPalette): a group's colour on its own group's surface"
        case colorGroupPage =
            "convention: colour groups with one role set (data-color, colorPalette): a group's colour on the page"
        case colorGroupContrast =
            "convention: colour groups with one role set: a group's X-contrast text on its fills X (base, solid)"
        case spectrumStatic =
            "convention: Spectrum's bold fills X-background-color take static white or black text (Spectrum Badge, Button)"
        case categoricalContent =
            "convention: numbered content N on the background N of a categorical run (Compound text.decorative.N on bg.decorative.N)"
        case region =
            "convention: region-first names: a region's colours on its own background and the page, the page's text on every region without its own, a text highlight holds its own text only"
        case transparentFill =
            "convention: the label of a fully transparent fill is drawn on the surfaces under it (Dialtone's default button)"
        case scaleStep =
            "convention: a symmetric step scale's text on its own tints and the page, its page-toned steps on its strong fills (Kong, Atlassian)"
        case statusInverse =
            "convention: a status family's inverse is drawn on its default fill and the fill's states (error.inverse on error.default)"
        case documentedSurface =
            "convention: a colour its description places on another colour is drawn on it and its states (\"for elements placed on top of primary/default fill\")"
        case productGroup =
            "convention: a product group's colours on its own group's backgrounds (color.<product>.<part>.*: a tab bar's outline on the tab bar)"
        case iconBacking =
            "convention: a background named for an icon (toolbarIconBackgroundColor) is the shape behind an icon: icons only"
        case purposeFill =
            "convention: an Android fill named for a component or purpose (badge_background) carries that component's content"
        case openContainer =
            "convention: a Material container no on-colour of the palette claims carries the app's text (Material 3 on-X-container)"
        case familyOwn =
            "convention: family-first role names: a family's colours on its own surfaces, X.text-strong only on X.surface-strong (danger.text-strong on danger.surface-strong)"
        case familyPage =
            "convention: family-first role names: a family's text, icon or border on the page (danger.text-weak on neutral.surface)"
        case familyNeutral =
            "convention: family-first role names: neutral text and icons on a family's rest and weak surfaces (neutral.text on danger.surface-weak)"
    }

    /// Words of a background nothing is drawn on (rule 8): a scrim (Material's `scrim`, Atlassian's
    /// `color.blanket`, a dialog's `::backdrop`), a shadow, a divider or separator line.
    static let scrimWords: Set<String> = ["scrim", "blanket", "backdrop", "shadow", "divider", "separator"]

    /// Words that name a namespace's light tint, on which general text is drawn too (rule 2).
    static let tintWords: Set<String> = ["muted", "subtle", "subtler", "subtlest", "weak", "soft", "faint", "tint"]

    /// Interaction-state words: `X.hover` is X in its hover state (rule 1).
    static let stateWords: [String] = ["hover", "hovered", "pressed", "active", "selected"]

    /// The backgrounds pairs are formed on: the background-role colours, then the surfaces of `on`
    /// colours that have another role (rule 1).
    let surfaces: [ColorToken]
    /// The plan of each foreground from its name (rules 1–7), by index; `addFills` appends the fills
    /// found from values to some (rule 9).
    let plans: [Plan]
    /// Indices of the backgrounds named as fills (rule 7).
    let fills: Set<Int>
    /// Indices of the Material accent containers that no `on` colour claims (rule 36): text only.
    let openContainers: Set<Int>
    /// The foregrounds that are `on` colours (rule 1), with the surfaces their names found.
    let onColours: [Int: [Int]]
    /// The fills found from values (rule 9, `addFills`), ascending: after its plan, each of
    /// `fillMembers` is paired with them too (one shared list, so memory grows with the colours).
    private(set) var foundFills: [Int] = []
    /// The foregrounds paired with `foundFills` after their plan.
    private(set) var fillMembers: Set<Int> = []
    /// Indices of the general surfaces, in file order.
    let general: [Int]
    /// Indices of the unclaimed backgrounds of each namespace, in file order.
    let byNamespace: [String: [Int]]
    /// Indices of the unclaimed namespaced backgrounds named as a tint (`tintWords`: Primer's
    /// `bgColor-danger-muted`, Gestalt's `background.warning.weak`), in file order: general text is drawn
    /// on them too (an alert's body text), rule 2.
    let tinted: [Int]
    /// Number of background-role colours (the first `backgroundCount` of `surfaces`).
    let backgroundCount: Int
    /// The foregrounds whose explicit plan comes from rule 7 (inverse colours on fills), not rule 1.
    let inverseForegrounds: Set<Int>
    /// The foregrounds named as fills (rule 7: Material's `primary_fixed`), which form no pair.
    let fillForegrounds: Set<Int>
    /// The foregrounds whose pairs are Material 3's documented ones (rule 11, `MaterialColorRoles`).
    let materialForegrounds: Set<Int>
    /// The Android theme attributes that alias Material roles (rule 11, `MaterialColorRoles.aliases`): by
    /// foreground, the surfaces each referred attribute is drawn on, by its name.
    let materialAliases: [Int: [String: Set<String>]]
    /// The foregrounds whose explicit plan is their component's own background (rule 12).
    let componentForegrounds: Set<Int>
    /// The foregrounds whose explicit plan a naming convention of rules 13– gave, with its reason.
    let conventionReasons: [Int: Reason]
    /// The labels of fully transparent fills (rule 31), with the general surfaces added to their plans.
    let underTransparentFills: [Int: Set<Int>]
    /// The foregrounds drawn on a categorical run's background with their number (rule 22), with that
    /// background's index; their other surfaces are their general and namespace surfaces.
    let categoricalForegrounds: [Int: Int]
    /// Adobe Spectrum's fills, subtle fills and underlays when the palette uses its vocabulary (rule 15).
    let spectrum: SpectrumColors
    /// The colour groups sharing one role set among the palette's colours (rule 19), found once for the
    /// palette's pairs (`PairSequence`'s rule 30 asks whether there are any).
    let roleSetGroups: RoleSetGroups
    /// The plans of family-first role names (rule 38, `FamilyFirstRoles`).
    let familyFirst: FamilyFirstRoles
    /// The families of a symmetric step scale (rule 23, `ScaleStepFamilies`).
    let scaleFamilies: ScaleStepFamilies
    /// True when the palette has no general surface or no namespaced background: `general` then holds
    /// every background that is not a fill (rule 2).
    let pairsEverything: Bool
    /// True when the explicit plans would hold more than the limit given (see the type): every plan is
    /// then empty.
    let stoppedAtLimit: Bool

    /// Plans the pairs of `foregrounds` on `backgrounds` (both lists of palette tokens), looking `on`
    /// surfaces up among `tokens` (all the palette's colours); `unresolved` are the names of colours the
    /// palette declares but could not resolve (rule 13: a Radix scale's steps); stops when the explicit
    /// plans hold more than `limit` pairs (see the type); `spectrumVocabulary` is whether the palette uses
    /// Spectrum's names (`AuditContext.usesSpectrumVocabulary`; found from `tokens` when `nil`).
    init(
        foregrounds: [ColorToken], backgrounds: [ColorToken], tokens: [ColorToken], unresolved: Set<String> = [],
        spectrumVocabulary: Bool? = nil, limit: Int = planningLimit
    ) {
        backgroundCount = backgrounds.count
        // The pairs of the explicit plans made so far (rules 11, 1 and 12).
        var plannedPairs = 0
        var plans: [Plan] = []
        var claimed = Set<Int>()
        var onPlans: [Int: [Int]] = [:]
        var surfaces = backgrounds
        // Rule 1's lookups are built only when some foreground is an `on` colour.
        let onSurfaces = foregrounds.map { token in
            token.role == .focus ? nil : Self.onSurface(RoleInference.splitWords(token.name))
        }
        let anyOn = onSurfaces.contains { $0 != nil }
        let backgroundWords = backgrounds.map { RoleInference.splitWords($0.name) }
        var backgroundByKey: [String: Int] = [:]  // name key → index into `surfaces`
        for (b, words) in backgroundWords.enumerated() where backgroundByKey[Self.key(words)] == nil {
            backgroundByKey[Self.key(words)] = b
        }
        var tokenByKey: [String: Int] = [:]
        for (t, token) in tokens.enumerated() where anyOn {
            let key = Self.key(RoleInference.splitWords(token.name))
            if tokenByKey[key] == nil { tokenByKey[key] = t }
        }
        let sortedKeys = backgroundWords.indices.map { (Self.key(backgroundWords[$0]), $0) }.sorted { $0.0 < $1.0 }
        var byLastWord: [String: [Int]] = [:]
        for (b, words) in backgroundWords.enumerated() {
            if let last = words.last { byLastWord[last, default: []].append(b) }
        }
        // Rule 11: Material 3's roles, exactly as documented, in place of rule 1's name matching.
        let material = MaterialColorRoles(foregrounds: foregrounds, tokens: tokens)
        var materialPlans: [Int: [Int]] = [:]
        let backgroundByName = Dictionary(
            backgrounds.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        for (f, targets) in material.targets.sorted(by: { $0.key < $1.key }) where plannedPairs <= limit {
            var planned = Set<Int>()
            for t in targets {
                if let b = backgroundByName[tokens[t].name] {
                    planned.insert(b)
                } else {
                    let key = Self.key(RoleInference.splitWords(tokens[t].name))
                    if let b = backgroundByKey[key], surfaces[b].name == tokens[t].name {
                        planned.insert(b)
                    } else {
                        backgroundByKey[key] = surfaces.count
                        surfaces.append(tokens[t])
                        planned.insert(surfaces.count - 1)
                    }
                }
            }
            materialPlans[f] = planned.sorted()
            plannedPairs += planned.count
            // An `on` role claims its surfaces, as rule 1 does.
            if onSurfaces[f] != nil {
                claimed.formUnion(planned)
                onPlans[f] = planned.sorted()
            }
        }
        let notSurfaces = Set(material.nonSurfaceTokens.compactMap { backgroundByName[tokens[$0].name] })
        for (f, found) in onSurfaces.enumerated() where plannedPairs <= limit {
            guard var surface = found, materialPlans[f] == nil else { continue }
            // Material 3: `on_X_variant` with no `X_variant` is the lower-emphasis text on X
            // (`on_primary_fixed_variant` on `primary_fixed`).
            if surface.after.count > 1, surface.after.last == "variant",
                tokenByKey[Self.key(surface.before + surface.after)] == nil, tokenByKey[Self.key(surface.after)] == nil
            {
                surface.after.removeLast()
            }
            var targets = Set<Int>()
            var exact = surface.before + surface.after
            var exactKey = Self.key(exact)
            if tokenByKey[exactKey] == nil, tokenByKey[Self.key(surface.after)] != nil {
                // No `before X`, but a colour named X alone (`labelOnTint` on `tint`).
                exact = surface.after
                exactKey = Self.key(exact)
            }
            let exactFound = tokenByKey[exactKey] != nil
            // Material 3's `X_fixed_dim` is drawn on by `on_X_fixed` as `X_fixed` is.
            for key in [exactKey, exactKey + ".dim"] where key == exactKey || exact.last == "fixed" {
                if let b = backgroundByKey[key] {
                    targets.insert(b)
                } else if let t = tokenByKey[key] {
                    // The surface has another role (Material's interactive `primary`): it is this pair's
                    // background all the same.
                    backgroundByKey[key] = surfaces.count
                    surfaces.append(tokens[t])
                    targets.insert(surfaces.count - 1)
                }
            }
            if exactFound {
                // Extensions: background names that start with the surface's words plus more.
                let prefix = exactKey + "."
                var low = sortedKeys.lowerBound { $0.0 < prefix }
                while low < sortedKeys.count, sortedKeys[low].0.hasPrefix(prefix) {
                    let b = sortedKeys[low].1
                    let more = Array(backgroundWords[b].dropFirst(exact.count))
                    let ownOn = Self.key(surface.before + ["on"] + surface.after + more)
                    if tokenByKey[ownOn] == nil { targets.insert(b) }
                    low += 1
                }
            }
            if !exactFound && targets.isEmpty, let last = surface.after.last {
                for b in byLastWord[last] ?? []
                where backgroundWords[b].ends(with: surface.after)
                    && !Self.isSurfaceRank(backgroundWords[b], suffix: surface.after.count)
                {
                    targets.insert(b)
                }
            }
            for b in Array(targets) where b < backgrounds.count {
                for state in Self.stateWords {
                    if let variant = backgroundByKey[Self.key(backgroundWords[b] + [state])] { targets.insert(variant) }
                }
            }
            claimed.formUnion(targets)
            onPlans[f] = targets.sorted()
            plannedPairs += targets.count
        }
        // Rules 13–14: surfaces named by a convention (Radix's `X-contrast` on `X-9` and `X-10`; `X-text`
        // on X).
        var conventionPlans: [Int: (targets: [Int], reason: Reason)] = [:]
        let tokenNames = Set(tokens.map(\.name))
        let declaredNames = tokenNames.union(unresolved)
        let radix = RadixContrast.solidSteps(foregrounds: foregrounds, names: declaredNames)
        let radixSteps = RadixThemesSteps.silent(foregrounds: foregrounds, names: declaredNames)
        var fillTexts = FillText.surfaces(foregrounds: foregrounds, names: tokenNames)
        for f in radix.keys { fillTexts[f] = nil }
        // Rule 29: a status family's `inverse` on its `default` fill and the fill's states.
        let statusInverses = StatusFamilies.surfaces(foregrounds: foregrounds, names: tokens.map(\.name))
        // Rule 37: a colour its description places on another colour (`icon.inverse`, "For elements placed on
        // top of icon.default fill") on that colour and its states.
        let documented = DocumentedSurfaces.surfaces(foregrounds: foregrounds, tokens: tokens)
        // Rule 19: numbered content on the background with its number of a categorical run.
        let categorical = CategoricalContent.surfaces(foregrounds: foregrounds, tokens: tokens)
        var categoricalSurfaces: [Int: Int] = [:]
        // Rule 15: Spectrum's static text on its bold fills; its scale steps and other static colours form
        // no pair.
        let spectrum = SpectrumColors(
            foregrounds: foregrounds, backgrounds: backgrounds,
            usesVocabulary: spectrumVocabulary ?? SpectrumColors.usesVocabulary(tokenNames))
        for f in radixSteps where materialPlans[f] == nil && onPlans[f] == nil {
            conventionPlans[f] = ([], .radixStep)
        }
        if !radix.isEmpty || !fillTexts.isEmpty || !spectrum.staticText.isEmpty || !spectrum.silent.isEmpty
            || !categorical.isEmpty || !statusInverses.isEmpty || !documented.isEmpty
        {
            var surfaceByName: [String: Int] = [:]
            for (b, surface) in surfaces.enumerated() where surfaceByName[surface.name] == nil {
                surfaceByName[surface.name] = b
            }
            let tokenByName = Dictionary(tokens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            func surfaceIndex(_ name: String) -> Int? {
                if let b = surfaceByName[name] { return b }
                guard let token = tokenByName[name] else { return nil }
                surfaces.append(token)
                surfaceByName[name] = surfaces.count - 1
                return surfaces.count - 1
            }
            var aliasing: [String: [Int]] = [:]
            for (b, background) in backgrounds.enumerated() {
                for target in Set(background.values.values.compactMap(\.aliasOf)) {
                    aliasing[target, default: []].append(b)
                }
            }
            for (f, steps) in radix where materialPlans[f] == nil && onPlans[f] == nil {
                var targets = Set(steps.compactMap(surfaceIndex))
                for step in steps { targets.formUnion(aliasing[step] ?? []) }
                conventionPlans[f] = (targets.sorted(), .radixContrast)
                claimed.formUnion(targets)
                plannedPairs += targets.count
            }
            for (f, names) in fillTexts where materialPlans[f] == nil && onPlans[f] == nil {
                let targets = names.compactMap(surfaceIndex).sorted()
                conventionPlans[f] = (targets, .fillText)
                claimed.formUnion(targets)
            }
            for (f, names) in documented where materialPlans[f] == nil && onPlans[f] == nil {
                let targets = names.compactMap(surfaceIndex).sorted()
                conventionPlans[f] = (targets, .documentedSurface)
                claimed.formUnion(targets)
                plannedPairs += targets.count
            }
            for (f, names) in statusInverses
            where materialPlans[f] == nil && onPlans[f] == nil && conventionPlans[f] == nil {
                let targets = names.compactMap(surfaceIndex).sorted()
                conventionPlans[f] = (targets, .statusInverse)
                claimed.formUnion(targets)
                plannedPairs += targets.count
            }
            for f in spectrum.silent where materialPlans[f] == nil && onPlans[f] == nil {
                conventionPlans[f] = ([], .spectrumStatic)
            }
            for (f, name) in categorical where materialPlans[f] == nil && onPlans[f] == nil {
                if let b = surfaceIndex(name) { categoricalSurfaces[f] = b }
            }
            for (f, names) in spectrum.staticText where materialPlans[f] == nil && onPlans[f] == nil {
                let targets = names.compactMap(surfaceIndex).sorted()
                conventionPlans[f] = (targets, .spectrumStatic)
                claimed.formUnion(targets)
                plannedPairs += targets.count
            }
        }
        // Rule 38: family-first role names (`danger.text-strong` on `danger.surface-strong`), planned exactly.
        let familyFirst = FamilyFirstRoles(
            foregrounds: foregrounds, surfaces: surfaces, names: FamilyRoleNames(names: tokens.map(\.name)))
        for (f, targets) in familyFirst.plans.sorted(by: { $0.key < $1.key })
        where materialPlans[f] == nil && onPlans[f] == nil && conventionPlans[f] == nil && plannedPairs <= limit {
            conventionPlans[f] = (targets, .familyOwn)
            plannedPairs += targets.count
        }
        claimed.formUnion(familyFirst.reserved)
        // Rule 19: colour groups sharing one role set; a group's contrast text on the group's fills.
        let roleSetGroups = RoleSetGroups(names: tokens.map(\.name))
        // A colour that only aliases members of one group (Designsystemet's unprefixed `surface-active`, the
        // current `data-color`'s, `{color.accent.surface-active}`) is drawn as that member, in its group.
        func groupMember(_ token: ColorToken) -> RoleSetGroups.Member? {
            if let member = roleSetGroups.members[token.name] { return member }
            guard !roleSetGroups.isEmpty else { return nil }
            let targets = Set(token.values.values.compactMap(\.aliasOf))
            let found = targets.compactMap { roleSetGroups.members[$0] }
            guard !found.isEmpty, found.count == targets.count, found.allSatisfy({ $0.group == found[0].group })
            else { return nil }
            return found[0]
        }
        var groupFills = Set<Int>()
        if !roleSetGroups.isEmpty {
            var groupSurface: [String: Int] = [:]
            for (b, background) in backgrounds.enumerated() {
                guard let member = groupMember(background) else { continue }
                if member.kind == .fill { groupFills.insert(b) }
                guard roleSetGroups.members[background.name] != nil else { continue }
                groupSurface[member.group + "\u{0}" + member.role] = b
            }
            for (f, token) in foregrounds.enumerated()
            where materialPlans[f] == nil && onPlans[f] == nil && conventionPlans[f] == nil {
                guard let member = groupMember(token), case .contrastText(let roles) = member.kind
                else { continue }
                let targets = roles.compactMap { groupSurface[member.group + "\u{0}" + $0] }.sorted()
                conventionPlans[f] = (targets, .colorGroupContrast)
                claimed.formUnion(targets)
                plannedPairs += targets.count
            }
            claimed.formUnion(groupFills)
        }
        // Rule 28: region-first names (`--sidebar-fg` on `--sidebar-bg`, `--quote-border` on `--quote-bg` and
        // the page, text only on a search match's `--search-mark-bg`).
        let regionSurfaces = RegionSurfaces(
            foregrounds: foregrounds, backgrounds: backgrounds, names: tokens.map(\.name),
            planned: Set(materialPlans.keys).union(onPlans.keys).union(conventionPlans.keys))
        for (f, targets) in regionSurfaces.plans where plannedPairs <= limit {
            conventionPlans[f] = (targets, .region)
            plannedPairs += targets.count
        }
        // Rule 7: fills, reserved for the colours drawn on them. Material's `X_container` is one when an
        // `on_X_container` claims it (a `surface_container` is a surface for all text).
        var fills = Set<Int>()
        for (b, words) in backgroundWords.enumerated() where !notSurfaces.contains(b) {
            let container = words.indices.contains { i in
                words[i] == "container" && (i == 0 || words[i - 1] != "surface")
            }
            if words.contains(where: Self.fillWords.contains) || (container && claimed.contains(b))
                || ComponentFillName.isFill(words) || ComponentFillName.isButtonFill(words)
                || spectrum.fills.contains(backgrounds[b].name)
            {
                // Rule 38: the convention's strong surfaces are planned exactly, not fills for other colours.
                if !familyFirst.reserved.contains(b) { fills.insert(b) }
            }
        }
        // Rule 36: a Material accent container that no `on` colour claims carries the app's text only.
        var openContainers = Set<Int>()
        if !material.roleTokens.isEmpty {
            for (b, background) in backgrounds.enumerated() where !claimed.contains(b) && !fills.contains(b) {
                guard let role = MaterialColorRoles.parse(background.name)?.role, role.count == 2,
                    role[1] == "container", MaterialColorRoles.accents.contains(role[0])
                else { continue }
                openContainers.insert(b)
            }
        }
        self.openContainers = openContainers
        // Every fill that no `on` colour is paired with, and every fill named inverse, takes the
        // inverse foregrounds.
        let inverseFills = fills.filter { b in
            !claimed.contains(b) || backgroundWords[b].contains(where: Self.inverseWords.contains)
        }.sorted()
        // A foreground-role colour that is an `on` colour's surface, or extends one, and is named as a
        // fill (Material's `primary_fixed`, which `on_primary_fixed` is drawn on, and `primary_fixed_dim`)
        // is a fill itself: no pairs as foreground.
        var surfaceKeys = Set<String>()
        for b in claimed where b >= backgrounds.count {
            surfaceKeys.insert(Self.key(RoleInference.splitWords(surfaces[b].name)))
        }
        // Rule 32: a status family in a product's group (`color.light.PRODUCT.error.muted`) is of that
        // group's namespace, not of every product's `error`.
        let groupPrefix = ProductGroups.sharedPrefix((foregrounds + backgrounds).lazy.map(\.name))
        func namespace(of name: String, propertyGroups: Bool = false) -> String? {
            guard let namespace = Self.namespace(of: name, propertyGroups: propertyGroups) else { return nil }
            let group = ProductGroups.statusGroup(of: name, skipping: groupPrefix)
            return group.isEmpty ? namespace : (group + [namespace]).joined(separator: ".")
        }
        let namespaces = backgrounds.map { background -> String? in
            // Rule 19: a group's surfaces are its namespace; a neutral group's page backgrounds are the page.
            guard let member = groupMember(background) else {
                return namespace(of: background.name)
            }
            return member.kind == .surface(page: true) ? nil : member.group
        }
        // Rule 18: text of a set grouped by CSS property (`color-progressive`) has its namespace after `color`.
        let propertyGroups = PropertyGroups.isUsed(tokens.lazy.map(\.name))
        var general: [Int] = []
        var byNamespace: [String: [Int]] = [:]
        for (b, namespace) in namespaces.enumerated() where !fills.contains(b) && !notSurfaces.contains(b) {
            if let namespace {
                if !claimed.contains(b) { byNamespace[namespace, default: []].append(b) }
            } else {
                general.append(b)
            }
        }
        let pairsEverything = roleSetGroups.isEmpty && (general.isEmpty || namespaces.allSatisfy { $0 == nil })
        if pairsEverything {
            // Every foreground on every background that is not a fill: one list of general surfaces.
            general = backgrounds.indices.filter { !fills.contains($0) && !notSurfaces.contains($0) }
            byNamespace = [:]
        }
        // Rule 30: a package with a page of its own beside Material's roles keeps each family on its own
        // surfaces.
        // Material's roles drawn "on all types of surfaces" are drawn on the package's own too (Leo's toggle
        // track, `schemes.outline-variant`, on `container.background`).
        let materialSurfaces = Set(material.roleTokens.compactMap { backgroundByName[tokens[$0].name] })
        var ownSurfaces: [Int] = []
        if !pairsEverything, !materialSurfaces.isEmpty {
            let own = general.filter { !materialSurfaces.contains($0) }
            if own.contains(where: { Self.canvasRank(backgroundWords[$0]) != nil }) {
                general = own
                ownSurfaces = own
                plannedPairs += ownSurfaces.count * material.surfaceDrawn.count
            }
        }
        // Rule 12: a component's backgrounds claimed by its own text are nobody else's surfaces.
        // Spectrum's `X-content-color` is not the text of `X-background-color` (rule 15).
        let properties = PropertyNamespaces(
            foregrounds: spectrum.isActive ? [] : foregrounds, backgrounds: backgrounds, names: tokens.map(\.name),
            planned: Set(conventionPlans.keys).union(
                foregrounds.indices.filter { groupMember(foregrounds[$0]) != nil }),
            limit: plannedPairs <= limit ? limit - plannedPairs : 0)
        let propertiesStopped = properties.stoppedAtLimit
        if !properties.claimed.isEmpty {
            general.removeAll(where: properties.claimed.contains)
            byNamespace = byNamespace.mapValues { $0.filter { !properties.claimed.contains($0) } }
        }
        // Rule 23: a step family's backgrounds may be tints whatever their step word (`SymmetricScaleSteps`
        // keeps the tints by their values).
        let scaleFamilies = ScaleStepFamilies(foregrounds: foregrounds, backgrounds: backgrounds)
        // Rule 23: a family's background named by a level word (Kong's `kui-color-background-primary`, the
        // primary family's base fill, blue.60, "Background color for primary actions") is its family's,
        // not a general surface: the page's borders, focus rings and other families' text are not drawn on it.
        if !pairsEverything { general.removeAll { scaleFamilies.backgroundFamily[$0] != nil } }
        var tinted = byNamespace.values.joined().filter {
            backgroundWords[$0].contains(where: Self.tintWords.contains) || scaleFamilies.backgroundFamily[$0] != nil
        }.sorted()
        // Rule 23: a family's own backgrounds (its fills too) besides the general surfaces, as a namespace of
        // its own (`scaleNamespace`), so that its plans stay shared lists.
        let generalSet = Set(general)
        for (b, family) in scaleFamilies.backgroundFamily where !notSurfaces.contains(b) && !generalSet.contains(b) {
            byNamespace[Self.scaleNamespace(family), default: []].append(b)
        }
        for family in Set(scaleFamilies.backgroundFamily.values) {
            byNamespace[Self.scaleNamespace(family)]?.sort()
        }
        // Rule 32: a product group's foregrounds on its own group's backgrounds (a border also on the final
        // general surfaces around a group enclosed by none). Groups sharing one role set are rule 19's.
        let roleSetMembers = Set(foregrounds.indices.filter { roleSetGroups.members[foregrounds[$0].name] != nil })
        let productGroups = ProductGroups(
            foregrounds: foregrounds, backgrounds: backgrounds,
            planned: Set(materialPlans.keys).union(material.silent).union(onPlans.keys).union(conventionPlans.keys)
                .union(properties.plans.keys).union(roleSetMembers),
            fills: fills, excluded: notSurfaces, general: general)
        plannedPairs += productGroups.plans.values.reduce(0) { $0 + $1.count }
        stoppedAtLimit = plannedPairs > limit || propertiesStopped
        self.pairsEverything = pairsEverything
        var inverseForegrounds = Set<Int>()
        var fillForegrounds = Set<Int>()
        var componentForegrounds = Set<Int>()
        var conventionReasons: [Int: Reason] = [:]
        var categoricalForegrounds: [Int: Int] = [:]
        var underTransparentFills: [Int: Set<Int>] = [:]
        let transparentFillLabels = Self.transparentFillLabels(foregrounds: foregrounds, backgrounds: backgrounds)
        for (f, token) in foregrounds.enumerated() {
            let words = RoleInference.splitWords(token.name)
            if let targets = materialPlans[f] {
                let own = material.surfaceDrawn.contains(f) ? ownSurfaces : []
                plans.append(.explicit(own.isEmpty ? targets : Set(targets).union(own).sorted()))
            } else if material.silent.contains(f) {
                plans.append(.explicit([]))
                fillForegrounds.insert(f)
            } else if let targets = onPlans[f] {
                plans.append(.explicit(targets))
            } else if let (targets, reason) = conventionPlans[f] {
                plans.append(.explicit(targets))
                conventionReasons[f] = reason
            } else if let targets = properties.plans[f] {
                // Rule 30: the label of a fully transparent fill is drawn on the surfaces under it too.
                if transparentFillLabels.contains(f) {
                    let under = general.filter { !targets.contains($0) }
                    plans.append(.explicit((targets + under).sorted()))
                    underTransparentFills[f] = Set(under)
                } else {
                    plans.append(.explicit(targets))
                }
                componentForegrounds.insert(f)
                if token.role == .icon, PropertyNaming.namesGraphicControl(words) {
                    conventionReasons[f] = .componentGraphic
                }
            } else if token.role != .focus, words.contains("fixed") || words.contains("container"),
                words.indices.contains(where: { surfaceKeys.contains(Self.key(Array(words.prefix($0 + 1)))) })
            {
                plans.append(.explicit([]))
                fillForegrounds.insert(f)
            } else if token.role != .focus, words.contains(where: Self.inverseWords.contains) {
                plans.append(.explicit(inverseFills))
                inverseForegrounds.insert(f)
            } else if token.role == .focus {
                plans.append(general.isEmpty && roleSetGroups.isEmpty ? .all : .general)
            } else if let member = groupMember(token) {
                // Rule 19: on its own group's surfaces and the page.
                plans.append(.namespace(member.group))
            } else if let family = scaleFamilies.foregroundFamily[f] {
                // Rule 23: on the page and its own family's backgrounds (`SymmetricScaleSteps` picks by value).
                plans.append(.namespace(Self.scaleNamespace(family)))
            } else if let b = categoricalSurfaces[f], conventionPlans[f] == nil {
                // Rule 22: its plan's surfaces (the general ones and its namespace's) and its own background.
                let own = namespace(of: token.name, propertyGroups: propertyGroups).flatMap { byNamespace[$0] } ?? []
                plans.append(.explicit(Array(Set(general + own + [b])).sorted()))
                categoricalForegrounds[f] = b
            } else if let targets = productGroups.plans[f] {
                // Rule 29: on its own group's backgrounds.
                plans.append(.explicit(targets))
                conventionReasons[f] = .productGroup
            } else if let namespace = namespace(of: token.name, propertyGroups: propertyGroups) {
                plans.append(.namespace(namespace))
            } else {
                // Text named for a fixed tone (Gestalt's `text.light`, `text.dark`: for dark and light
                // fills) is not body text on a tint.
                let fixedTone = words.contains("light") || words.contains("dark")
                plans.append(token.role == .text && !tinted.isEmpty && !fixedTone ? .generalAndTints : .general)
            }
        }
        // Rule 38: the convention's surfaces other than the page are no one else's.
        if !familyFirst.reserved.isEmpty {
            general.removeAll(where: familyFirst.reserved.contains)
            byNamespace = byNamespace.mapValues { $0.filter { !familyFirst.reserved.contains($0) } }
            tinted = tinted.filter { !familyFirst.reserved.contains($0) }
        }
        self.familyFirst = familyFirst
        // Past the limit no foreground has a plan: the palette is refused (see the type).
        self.plans = stoppedAtLimit ? Array(repeating: .explicit([]), count: foregrounds.count) : plans
        self.fills = fills
        self.onColours = onPlans
        self.inverseForegrounds = inverseForegrounds
        self.fillForegrounds = fillForegrounds
        materialForegrounds = Set(materialPlans.keys)
        materialAliases = material.aliases
        self.componentForegrounds = componentForegrounds
        self.conventionReasons = conventionReasons
        self.categoricalForegrounds = categoricalForegrounds
        self.underTransparentFills = underTransparentFills
        self.spectrum = spectrum
        self.roleSetGroups = roleSetGroups
        self.scaleFamilies = scaleFamilies
        self.surfaces = surfaces
        self.general = general
        self.byNamespace = byNamespace
        self.tinted = tinted
    }

    /// The foregrounds (indices) that are the twin label (`OwnLabelFills.key`) of a background whose every
    /// value is fully transparent (rule 31), read past the prefix every colour with a role shares.
    static func transparentFillLabels(foregrounds: [ColorToken], backgrounds: [ColorToken]) -> Set<Int> {
        let transparent = backgrounds.filter { background in
            !background.values.isEmpty && background.values.values.allSatisfy { $0.color.alpha <= 1e-9 }
        }
        guard !transparent.isEmpty else { return [] }
        let prefix = sharedPrefixWord(
            (foregrounds + backgrounds).filter { $0.role != nil }.map { RoleInference.splitWords($0.name) })
        let keys = Set(
            transparent.compactMap {
                OwnLabelFills.key(
                    RoleInference.splitWords($0.name), roleWords: OwnLabelFills.backgroundWords, prefix: prefix)
            })
        return Set(
            foregrounds.indices.filter { f in
                guard foregrounds[f].role != .focus, foregrounds[f].role != .border,
                    let key = OwnLabelFills.key(
                        RoleInference.splitWords(foregrounds[f].name), roleWords: OwnLabelFills.labelWords,
                        prefix: prefix)
                else { return false }
                return keys.contains(key)
            })
    }

    /// Adds `surfaces` (indices of backgrounds) to the plans of `foregrounds` (rule 9: fills found from
    /// values, on which the palette's on-colours are drawn); `PairSequence` forms those pairs only in the
    /// appearances where the surface is such a fill.
    /// A surface its plan already holds is not paired again (`repeats`).
    mutating func addFills(_ surfaces: [Int], to foregrounds: Set<Int>) {
        guard !surfaces.isEmpty, !foregrounds.isEmpty else { return }
        foundFills = surfaces.sorted()
        // Rule 38's foregrounds keep to their exact plans.
        fillMembers = familyFirst.isEmpty ? foregrounds : foregrounds.filter { familyFirst.plans[$0] == nil }
    }

    /// Whether surface `b` is paired with foreground `f` only as a fill found from values (rule 9), not
    /// by its plan.
    func isAddedFill(_ f: Int, _ b: Int) -> Bool {
        fillMembers.contains(f) && Self.index(of: b, in: foundFills) != nil && position(of: b, in: plans[f]) == nil
    }

    /// Whether position `j` of foreground `f`'s pairs is a found fill its plan already holds (formed at
    /// its plan's position, not again).
    func repeats(_ f: Int, _ j: Int) -> Bool {
        let base = baseCount(f)
        return j >= base && position(of: foundFills[j - base], in: plans[f]) != nil
    }

    /// Whether foreground `f`'s plan is an explicit list that names surface `b` (rules 1, 11–15, 28…): a
    /// pair a convention chose on purpose.
    func plansExplicitly(_ f: Int, _ b: Int) -> Bool {
        guard case .explicit(let targets) = plans[f] else { return false }
        return Self.index(of: b, in: targets) != nil
    }

    /// Why foreground `f` is paired with surface `b` by its plan.
    func reason(_ f: Int, surface b: Int, isFocus: Bool) -> Reason {
        let plan = plans[f]
        return reason(plan, f, position(of: b, in: plan) ?? 0, isFocus: isFocus)
    }

    /// Why foreground `f` is paired with the background at position `j` of `plan`.
    private func reason(_ plan: Plan, _ f: Int, _ j: Int, isFocus: Bool) -> Reason {
        switch plan {
        case .all: return isFocus ? .focus : .everyBackground
        case .general, .generalAndTints:
            if isFocus { return .focus }
            if j >= general.count { return .tintedSurface }
            return pairsEverything ? .everyBackground : .generalSurface
        case .namespace(let namespace):
            if roleSetGroups.groups.contains(namespace) { return j < general.count ? .colorGroupPage : .colorGroup }
            if namespace.hasPrefix(Self.scalePrefix) { return .scaleStep }
            return j < general.count ? .generalSurface : .namespace
        case .explicit(let targets):
            if let own = categoricalForegrounds[f] {
                if targets[j] == own { return .categoricalContent }
                return Self.index(of: targets[j], in: general) != nil ? .generalSurface : .namespace
            }
            if underTransparentFills[f]?.contains(targets[j]) == true { return .transparentFill }
            if familyFirst.plans[f] != nil {
                switch familyFirst.kind(f, targets[j]) {
                case .own: return .familyOwn
                case .page: return .familyPage
                case .neutralOnFamily: return .familyNeutral
                }
            }
            if let reason = conventionReasons[f] { return reason }
            if materialForegrounds.contains(f) { return .material }
            if inverseForegrounds.contains(f) { return .inverseOnFill }
            return componentForegrounds.contains(f) ? .component : .onColor
        }
    }

    /// Number of backgrounds foreground `f` is paired with: its plan's, then the found fills (rule 9).
    func count(_ f: Int) -> Int {
        baseCount(f) + (fillMembers.contains(f) ? foundFills.count : 0)
    }

    /// Number of backgrounds of foreground `f`'s plan.
    private func baseCount(_ f: Int) -> Int {
        switch plans[f] {
        case .all: return backgroundCount
        case .general: return general.count
        case .generalAndTints: return general.count + tinted.count
        case .namespace(let namespace): return general.count + (byNamespace[namespace]?.count ?? 0)
        case .explicit(let targets): return targets.count
        }
    }

    /// A function giving, for a foreground, the number of its surfaces for which `include` (by surface
    /// index) is true; the counts of the shared lists are taken once, so the time grows with the
    /// surfaces and foregrounds, not with the pairs.
    func counter(where include: [Bool]) -> (Int) -> Int {
        let all = include.prefix(backgroundCount).filter { $0 }.count
        let generalCount = general.filter { include[$0] }.count
        let tintedCount = tinted.filter { include[$0] }.count
        let namespaces = byNamespace.mapValues { list in list.filter { include[$0] }.count }
        let fillCount = foundFills.filter { include[$0] }.count
        return { [plans, fillMembers] f in
            let extra = fillMembers.contains(f) ? fillCount : 0
            switch plans[f] {
            case .all: return all + extra
            case .general: return generalCount + extra
            case .generalAndTints: return generalCount + tintedCount + extra
            case .namespace(let namespace): return generalCount + (namespaces[namespace] ?? 0) + extra
            case .explicit(let targets): return targets.filter { include[$0] }.count + extra
            }
        }
    }

    /// The background (index) at position `j` (0 ..< `count(f)`) of foreground `f`'s plan.
    func background(_ f: Int, _ j: Int) -> Int {
        let base = baseCount(f)
        if j >= base { return foundFills[j - base] }
        switch plans[f] {
        case .all: return j
        case .general, .generalAndTints: return j < general.count ? general[j] : tinted[j - general.count]
        case .namespace(let namespace):
            return j < general.count ? general[j] : (byNamespace[namespace] ?? [])[j - general.count]
        case .explicit(let targets): return targets[j]
        }
    }

    /// The position in foreground `f`'s plan at which surface `b` stands, `nil` when it is not in it.
    func position(of b: Int, in f: Int) -> Int? {
        if let j = position(of: b, in: plans[f]) { return j }
        guard fillMembers.contains(f) else { return nil }
        return Self.index(of: b, in: foundFills).map { baseCount(f) + $0 }
    }

    /// The position in `plan` at which surface `b` stands, `nil` when it is not in it.
    private func position(of b: Int, in plan: Plan) -> Int? {
        switch plan {
        case .all: return b < backgroundCount ? b : nil
        case .general: return Self.index(of: b, in: general)
        case .generalAndTints:
            if let j = Self.index(of: b, in: general) { return j }
            return Self.index(of: b, in: tinted).map { general.count + $0 }
        case .namespace(let namespace):
            if let j = Self.index(of: b, in: general) { return j }
            return Self.index(of: b, in: byNamespace[namespace] ?? []).map { general.count + $0 }
        case .explicit(let targets): return Self.index(of: b, in: targets)
        }
    }

    /// Index of `value` in the ascending array `sorted`, by binary search.
    private static func index(of value: Int, in sorted: [Int]) -> Int? {
        let i = sorted.lowerBound { $0 < value }
        return i < sorted.count && sorted[i] == value ? i : nil
    }

    /// Words a canvas's name may hold besides its kind (`canvasRank`): qualifiers, scheme words and
    /// the background words themselves.
    static let canvasQualifiers: Set<String> = [
        "color", "colour", "colors", "sys", "md", "m3", "ref", "theme", "mode", "scheme", "light", "dark", "semantic",
        "root", "app", "default", "base", "primary", "main", "global", "bg", "background", "backgrounds",
    ]

    /// The first word of every name in `names` (their `RoleInference.splitWords`) when there are at
    /// least two names of two words or more and all of them start with that word and it says nothing of
    /// a canvas (it is no `canvasQualifiers` word): a design system's prefix (Pico's `--pico-`,
    /// Shoelace's `--sl-`), which `canvasRank` reads past. `nil` otherwise.
    static func sharedPrefixWord(_ names: [[String]]) -> String? {
        guard names.count >= 2, let first = names.first?.first, !canvasQualifiers.contains(first),
            !surfaceKindWords.contains(first),
            names.allSatisfy({ $0.count >= 2 && $0.first == first })
        else { return nil }
        return first
    }

    /// How surely a colour's name (its `RoleInference.splitWords`) names the canvas of its theme — the
    /// page every other surface is drawn on, over which a translucent background is composited (rule 5)
    /// — lower is surer; `nil` when it does not. The name's words other than `canvasQualifiers` and
    /// one-letter abbreviations (`isAbbreviation`) must be
    /// at most one kind word, and some word must name a background:
    /// 0 `canvas` (Primer's `canvas-default`, `color.bg.canvas.default`); 1 a background word with
    /// `default` (Primer's `bgColor-default`); 2 `page`; 3 a background word alone (`background`,
    /// `color-background`, Material's `md_theme_light_background`); 4 `surface`. `body` ranks as `page`
    /// for a background only (`isBackground`): `--body-color` read as the page (`PropertyNaming` rule 14)
    /// is the body's background, while a `--color-body` that is text names no canvas.
    static func canvasRank(_ words: [String], isBackground: Bool = true) -> Int? {
        let kinds = Set(words.filter { !canvasQualifiers.contains($0) && !isAbbreviation($0) })
        let backgroundWord = words.contains("bg") || words.contains("background")
        switch kinds {
        case ["canvas"]: return 0
        case ["page"]: return 2
        case ["body"] where isBackground: return 2
        case ["surface"]: return 4
        case []:
            guard backgroundWord else { return nil }
            return words.contains("default") ? 1 : 3
        default: return nil
        }
    }

    /// Whether a word is one letter, an abbreviation that names no kind (`--x-c-bg`, `c` for colour).
    static func isAbbreviation(_ word: String) -> Bool { word.count == 1 && word.allSatisfy(\.isLetter) }

    /// Words naming a kind of surface: `surface secondary` is a surface of rank "secondary", not the
    /// fill "secondary" that `on secondary` is drawn on (rule 1).
    static let surfaceKindWords: Set<String> = ["surface", "canvas", "page"]

    /// Whether `words` end in a surface kind word followed by their last `suffix` words (iosched's
    /// `color_surface_secondary` for `color_on_secondary`).
    static func isSurfaceRank(_ words: [String], suffix: Int) -> Bool {
        let before = words.count - suffix - 1
        return before >= 0 && surfaceKindWords.contains(words[before])
    }

    /// The words of a name joined into one comparable key.
    static func key(_ words: [String]) -> String { words.joined(separator: ".") }

    /// Words that say nothing about a surface: `icon-on-color` is not drawn on a colour named "color".
    static let vacuousWords: Set<String> = ["color", "colour", "colors", "theme", "mode", "value"]

    /// For a name with the word `on` followed by words that are not all `vacuousWords`: the words before
    /// its last `on` and those after it (rule 1); `nil` otherwise.
    static func onSurface(_ words: [String]) -> (before: [String], after: [String])? {
        guard let on = words.lastIndex(of: "on") else { return nil }
        let surface = Array(words[(on + 1)...])
        guard surface.contains(where: { !vacuousWords.contains($0) }) else { return nil }
        return (Array(words[..<on]), surface)
    }

    /// The namespace of a colour's name (rule 2), or `nil` for a general colour: the head component word
    /// when the role was passed on from one, else the first word after the deciding word that is not
    /// one of `genericWords`; in a set grouped by CSS property (`propertyGroups`, rule 18), for a name of its
    /// `color` group, the first such word after `color` (`color-progressive--hover` → progressive).
    static func namespace(of name: String, propertyGroups: Bool = false) -> String? {
        if propertyGroups, let words = PropertyGroups.colorGroupWords(name) {
            return words.first { $0.count > 1 && !genericWords.contains($0) }
        }
        // Rule 29: a status family's `muted` fill is of its status's namespace (a level's, `primary.muted`, of
        // its level's: `TranslucentTints`, below).
        if let read = StatusFamilyNames.read(name), StatusFamilyNames.isStatusTint(read) { return read.status }
        let segments = RoleInference.segments(name)
        let words = segments.reduce(0) { $0 + $1.count }
        guard let decision = RoleInference.decide(segments, words: words) else {
            // Rule 29: a status family's member (`error.muted`) is of its status's namespace.
            return StatusFamilyNames.read(name)?.status ?? TranslucentTints.level(ofTintNamed: name)
        }
        if let component = decision.component {
            return segments[component].first { !genericWords.contains($0) && RoleInference.componentWords.contains($0) }
                ?? segments[component].first { !genericWords.contains($0) }
        }
        let after =
            segments[decision.segment].dropFirst(decision.word + 1) + segments.dropFirst(decision.segment + 1).joined()
        // A level's tint (`primary.muted`, `TranslucentTints`) is of its level's namespace.
        return after.first { $0.count > 1 && !genericWords.contains($0) } ?? TranslucentTints.level(ofTintNamed: name)
    }
}

extension Array where Element: Equatable {
    /// True when the array's last elements are `suffix`.
    func ends(with suffix: [Element]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}

extension Array {
    /// The first index whose element is not `isBefore` (binary search; the array must hold every element
    /// that is `isBefore` ahead of every one that is not); `count` when all are.
    func lowerBound(_ isBefore: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(self[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
