/// `PairFormation` rule 35, **a family's colours on state fills**, in a package whose families are named by
/// their members (`StatusFamilyNames`: `error.default`, `error.muted`, `error.inverse`):
/// - **a family's tint in a state takes its family's colour.** The `muted` fill's states `error.muted-hover`
///   and `error.muted-pressed` ("Hover state surface for error/muted", "Pressed state surface for
///   error/muted", translucent: #ca354226, #ca354233) are backgrounds drawn only with the family's own
///   colour — its `default` and the `default`'s states that have a role of their own — never with the page's
///   text, other families' colours, borders or focus rings;
/// - **only the danger status labels a neutral control.** A status family's `default` other than the danger
///   ones (`dangerWords`: a warning, success or info colour) is not drawn on the general surfaces named with
///   an interaction state (`background.default-pressed`, `background.muted-hover`, `background.hover`), the
///   fills of neutral controls in a state: those colours are status messages (help text, tags, banner and
///   toast icons), while a destructive action is a control of its own.
///
/// MetaMask's components (MetaMask/metamask-design-system 282b7b9, `packages/design-system-react/src/
/// components/`) draw them so: the danger tertiary button is `bg-transparent text-error-default`,
/// `hover:bg-error-muted-hover`, `active:bg-error-muted-pressed`, and loading `bg-error-muted-pressed
/// text-error-default-pressed` (`Button/variants/ButtonTertiary/ButtonTertiary.tsx` 31–33, 55–58); the danger
/// secondary button `bg-muted text-error-default` with `hover:bg-muted-hover`, `active:bg-muted-pressed`, and
/// the inverse one `bg-default text-error-default` with `active:bg-default-pressed` (`ButtonSecondary.tsx`
/// 31, 45, 52–57); warning, success and info text is only help text, tags and icons (`HelpText.constants.ts`
/// 6–8, `Tag.constants.ts` 21–32, `Toast.constants.ts` 17–21, `BannerAlert.constants.ts` 25–26), on the page
/// and its tints. Other systems give destructive actions alone the subtle and ghost kinds in a status
/// colour: Carbon's `danger--tertiary` and `danger--ghost` buttons, Primer's danger button
/// (`button-danger-fgColor-rest` on `button-danger-bgColor-hover`). The rest tint (`error.muted`, a
/// banner's fill under `text.default`, `BannerAlert.constants.ts` 35–38) keeps rule 29's pairs.
///
/// The tints' states say nothing of the family's text elsewhere: the same package draws `error.default` on
/// the neutral `background.muted-hover`, so they are no state tints of rule 16 (`NamespaceStateSurfaces`).
struct FamilyStateFills: Sendable {
    /// Status words of a destructive action, whose colour labels neutral controls too.
    static let dangerWords: Set<String> = ["error", "danger", "critical", "negative"]

    /// The family of each surface that is a family's tint in a state, by surface index.
    let surfaceFamilies: [Int: String]
    /// The family of each formed foreground that is a family's `default` or one of its states.
    let foregroundFamilies: [Int: String]
    /// The formed foregrounds that are a status message's colour: a non-danger status family's `default`.
    let statusMessages: Set<Int>
    /// The general surfaces named with an interaction state, when `statusMessages` is not empty.
    let neutralStates: Set<Int>

    /// Reads the families among `names` (the palette's colours) and places `foregrounds` and `surfaces`
    /// (indexed as `PairFormation`'s) in them; `general` are the general surfaces' indices.
    init(foregrounds: [ColorToken], surfaces: [ColorToken], general: [Int], names: [String]) {
        let members = StatusFamilyNames.members(names)
        var surfaceFamilies: [Int: String] = [:]
        for (b, surface) in surfaces.enumerated() {
            if let read = members[surface.name], read.member == .tintState { surfaceFamilies[b] = read.family }
        }
        self.surfaceFamilies = surfaceFamilies
        var foregroundFamilies: [Int: String] = [:]
        var statusMessages = Set<Int>()
        for (f, token) in foregrounds.enumerated() {
            guard let read = members[token.name], read.member == .base || read.member == .state else { continue }
            foregroundFamilies[f] = read.family
            if read.member == .base, StatusFamilyNames.statusWords.contains(read.status),
                !Self.dangerWords.contains(read.status)
            {
                statusMessages.insert(f)
            }
        }
        self.foregroundFamilies = foregroundFamilies
        self.statusMessages = statusMessages
        let states = Set(PairFormation.stateWords)
        neutralStates =
            statusMessages.isEmpty
            ? [] : Set(general.filter { RoleInference.splitWords(surfaces[$0].name).contains(where: states.contains) })
    }

    /// Whether foreground `f` is kept off surface `b` (see the type): `b` is a family's tint in a state and
    /// `f` is not that family's colour, or `b` a neutral state fill and `f` a status message's colour.
    func keepsOff(_ f: Int, surface b: Int) -> Bool {
        if let family = surfaceFamilies[b] { return foregroundFamilies[f] != family }
        return statusMessages.contains(f) && neutralStates.contains(b)
    }
}
