import ColorScience

/// Guesses a colour's `Role` from its name, for palettes that do not declare roles.
///
/// The rules, in order:
/// 1. **Words.** The name is split into lowercase words at camelCase humps (`secondaryLabel` →
///    secondary, label; `UIColorText` → ui, color, text), at every character that is not a letter or
///    digit (`-`, `_`, `.`, `/`, spaces, `$`…) and at digits, which are dropped (`m3_sys_color` → m,
///    sys, color; `--accent-9` → accent). Matching is case-insensitive; a word also matches when it
///    is a plural with a trailing `s` (`borders`, `icons`).
/// 2. **"on".** Material-style `on` names what something is drawn *on*: the word `on` and every
///    word after it are dropped (`icon-on-color` → icon). When no remaining word matches a
///    category, the colour is `text` (`colorOnPrimary`, `onSurface`, `inverse_on_surface`: Material
///    uses these for text and icons on that surface).
/// 3. **Focus.** A name with the word `focus` or `focused` is a focus indicator (`focus`,
///    `focus-ring`, `focusRing`, `borderColor-focus`, `outline-focus`), wherever the word stands: a
///    focus colour is drawn as a ring or outline around the focused control whatever else the name says.
///    `outline` and `ring` alone stay borders (Material's `outline` is the colour of borders and dividers).
/// 3a. **A component's fill.** A component word followed only by state words (`--button-base`,
///    `--button-hover`, Android's `colorButtonNormal`) is the component's fill: a background
///    (`ComponentFillName`).
/// 3b. **Launcher icons.** A name with the word `launcher` (`ic_launcher_background`) is `decorative`: the
///    launcher draws the app's icon, never behind the app's text (`LauncherIconNames`).
/// 4. **Head segment, then head word.** The name is cut into *segments* at its separators (every
///    character that is not a letter or digit: `bgColor-accent-muted` → bgColor, accent, muted;
///    `color.text.primary` → color, text, primary). Segments are read from the first: design-system
///    names put what the colour *is* at their head and qualify it afterwards (`bgColor-accent-muted`
///    is a background, `fgColor-danger` text, `borderColor-default` a border, Compound's
///    `color.text.action.primary` text, `color.bg.action.primary` a background). Within one segment,
///    a camelCase compound, the words are read from the *last*: English compounds put the thing
///    named last (`CanvasText` is text drawn on the canvas, `labelBackground` a background behind a
///    label, `buttonBorder` a border). The first category word found this way decides, except that a
///    component word (`componentWords`: button, btn, control, toggle, cta, action) yields to a later
///    segment's background, border, icon or text word (`button-primary-bgColor-rest` is a background of
///    the button, `button.text.color` its text; `button-primary` alone stays interactive). One
///    exception: a name whose last segment ends in a surface word (`surfaceWords`: background, bg,
///    backdrop, surface, canvas) is a background, as English compounds read (`icon-background`,
///    `label-background`, `text-bg` are what an icon, a label, text is drawn on; `labelBackground` already
///    was). The categories:
///    - background: background, bg, backdrop, surface, canvas, fill, container, layer, field, page,
///      window, card, sheet, panel, paper, face, overlay, scrim;
///    - border: border, separator, divider, outline, stroke, ring, focus, hairline;
///    - icon: icon, glyph, symbol, pictogram;
///    - interactive: tint, accent, link, hyperlink, button, btn, action, control, interactive, cta,
///      toggle;
///    - text: label, text, foreground, fg, title, subtitle, body, caption, heading, subheading,
///      headline, placeholder, content, paragraph, ink;
///    - decorative: decorative, decoration, shadow, gradient, glow, skeleton, illustration, mascot,
///      artwork (a picture's colours, `DocumentedArtwork`).
/// 4a. **Icons under the text group.** A name decided by a text-group word with an icon word after it
///    (`color-text-icon-error`, Twilio Paste's icon colours) is an icon (`TextGroupIcons`).
/// 4d. **Numbered accent groups.** A name decided by `accent` written with a number (`accent01.light`,
///    `accent02.normal`) is a palette of decorative hues, not the interactive accent: a later role word
///    decides (`accent01.text` is text), else no role (`NumberedAccentGroups`).
/// 4b. **Font and layout colours.** Failing that, `font color` is text and `layout color` a background
///    (`LevelColourNames`: `--x-font-color1`, `--x-layout-color2`).
/// 4c. **Elevation.** Failing that, a name with the word `elevation` is `decorative`: an elevation colour
///    paints the shadow an elevated component casts ("a color use to paint the drop shadows of elevated
///    components", Flutter `ColorScheme.shadow`) or the overlay laid on its surface ("an overlay applied to
///    the background color of Surface components, used to emphasize elevation in dark theme",
///    developer.android.com `androidx.compose.material.ElevationOverlay`); neither is text nor a surface
///    text is judged on alone (`color.light.elevation.primary`, which rule 5 would make interactive).
///    A background word still decides first (Atlassian's `elevation.surface.raised`, Gestalt's
///    `color.background.elevation.floating` are surfaces).
/// 5. **Brand slots.** Failing that, `primary`, `secondary` or `tertiary` makes the colour
///    `interactive` (Material's and Bootstrap's `primary` is the colour of buttons and other key
///    components) — unless the name ends in a digit, which marks a step of a tonal scale
///    (`m3_ref_palette_primary40`, `blue-500`) rather than a role.
/// 5a. **Material's error role.** A name that ends in `error` and is Material 3's error role — the
///    Android theme attribute `colorError`, `m3_sys_color_light_error`, `md_theme_dark_error` — is
///    `text`: "the color to use for input validation errors, e.g. for InputDecoration.errorText"
///    (Flutter `ColorScheme.error`, api.flutter.dev); its `on` colour still finds it as a fill.
/// 6. Otherwise `nil`: status colours (`error`, `success`, `warning`), hue names and scale steps
///    (`amber9`, `yellow 10`) say nothing about what they are drawn as.
///
/// `base` is deliberately not a background word (DaisyUI's `base-content` is text); `primary` is
/// not an interactive word of step 3 (Carbon's `text-primary` is text).
enum RoleInference {
    /// Category words by role (the lists in the type's documentation).
    public static let words: [Role: Set<String>] = [
        .background: [
            "background", "bg", "backdrop", "surface", "canvas", "fill", "container", "layer", "field", "page",
            "window", "card", "sheet", "panel", "paper", "face", "overlay", "scrim",
        ],
        .border: ["border", "separator", "divider", "outline", "stroke", "ring", "hairline"],
        // Rule 3: these make a colour a focus indicator wherever they stand in the name.
        .focus: ["focus", "focused"],
        .icon: ["icon", "glyph", "symbol", "pictogram"],
        .interactive: [
            "tint", "accent", "link", "hyperlink", "button", "btn", "action", "control", "interactive", "cta",
            "toggle",
        ],
        .text: [
            "label", "text", "foreground", "fg", "title", "subtitle", "body", "caption", "heading", "subheading",
            "headline", "placeholder", "content", "paragraph", "ink",
        ],
        .decorative: [
            "decorative", "decoration", "shadow", "gradient", "glow", "skeleton", "illustration", "mascot", "artwork",
        ],
    ]

    /// Words that mark an inactive (disabled) component's colour: pairs of such a foreground get usage
    /// `disabled` unless their usage is written (WCAG 1.4.3/1.4.11 exempt inactive components).
    public static let inactiveWords: Set<String> = ["disabled", "inactive"]

    /// True when the name has one of `inactiveWords` (`textDisabled`, `fgColor-disabled`,
    /// `button_inactive_label`).
    public static func isInactive(name: String) -> Bool {
        splitWords(name).contains { inactiveWords.contains($0) }
    }

    /// Words that make a colour interactive only when nothing else matched (rule 5).
    public static let brandSlotWords: Set<String> = ["primary", "secondary", "tertiary"]

    /// The role the name suggests, or `nil` (see the type's documentation for the rules).
    public static func infer(name: String) -> Role? {
        var words = splitWords(name)
        var hadOn = false
        if let on = words.firstIndex(of: "on") {
            words.removeSubrange(on...)
            hadOn = true
        }
        // Rule 3b: a launcher icon's colour is drawn by the launcher, never with the app's text.
        if words.contains(LauncherIconNames.launcherWord) { return .decorative }
        if let focus = Self.words[.focus], words.contains(where: focus.contains) { return .focus }
        if ComponentFillName.isFill(words) { return .background }
        let parts = segments(name)
        if endsInSurface(parts, words: words.count) { return .background }
        if let decision = decide(parts, words: words.count) {
            // Rule 4d: a numbered accent group (`accent01.light`) is a palette: a later role word decides.
            if NumberedAccentGroups.isNumberedAccent(name, decision: decision) {
                let before = parts.prefix(decision.segment + 1).reduce(0) { $0 + $1.count }
                let rest = Array(parts.dropFirst(decision.segment + 1))
                return decide(rest, words: words.count - before)?.role
            }
            // Rule 4a: an icon named under the text group (`color-text-icon-error`) is an icon.
            return TextGroupIcons.isIcon(parts, words: words.count, decision: decision) ? .icon : decision.role
        }
        if let role = LevelColourNames.role(words) { return role }
        if hadOn { return .text }
        if words.contains(where: elevationWords.contains) { return .decorative }
        let endsInDigit = name.unicodeScalars.last.map { $0.properties.numericType != nil } ?? false
        if !endsInDigit, words.contains(where: { brandSlotWords.contains($0) }) { return .interactive }
        if !endsInDigit, isMaterialErrorRole(words) { return .text }
        return nil
    }

    /// Words of an elevation colour: a shadow or an elevation overlay (rule 4c).
    public static let elevationWords: Set<String> = ["elevation"]

    /// Whether `words` (lowercase) name Material 3's error role (rule 5a): `color error` (Android's
    /// `colorError`), or ending in `error` after Material's `sys` or `md` prefix words.
    static func isMaterialErrorRole(_ words: [String]) -> Bool {
        guard words.last == "error" else { return false }
        return words == ["color", "error"] || words.contains("sys") || words.first == "md"
    }

    /// Words that, ending a name, make it a background whatever its earlier segments say (rule 4's
    /// exception): `icon-background`, `label-background`, `text-bg`, `card-surface` are the surfaces behind
    /// an icon, a label, text, a card, as `labelBackground` is.
    public static let surfaceWords: Set<String> = ["background", "bg", "backdrop", "surface", "canvas"]

    /// Whether the last segment within the first `words` words (those before an `on`) ends in one of
    /// `surfaceWords`.
    static func endsInSurface(_ segments: [[String]], words: Int) -> Bool {
        var remaining = words
        var last: String?
        for segment in segments where remaining > 0 {
            let kept = segment.prefix(remaining)
            remaining -= kept.count
            last = kept.last
        }
        return last.map(surfaceWords.contains) ?? false
    }

    /// Component words (rule 4): at the head of a name they name the component a colour belongs to, and
    /// a later segment with a category word says what the colour is (`button-primary-bgColor-rest` is a
    /// background, `button.text.color` text); alone they make the colour interactive (`button-primary`).
    public static let componentWords: Set<String> = ["button", "btn", "control", "toggle", "cta", "action"]

    /// Where rule 4 found a colour's category word.
    public struct Decision: Sendable, Hashable {
        /// The role the word gives.
        public var role: Role
        /// The index of the segment holding the word.
        public var segment: Int
        /// The index of the word within its segment.
        public var word: Int
        /// The index of the segment of a head component word the decision was passed on from (rule 4),
        /// `nil` when there was none.
        public var component: Int?
    }

    /// Rule 4 over `segments` (from `segments(_:)`), reading only their first `words` words (the words
    /// before an `on`): the first category word, head segment first and within a segment from the last
    /// word; a head component word yields to a later segment's background, border, icon or text word.
    public static func decide(_ segments: [[String]], words: Int) -> Decision? {
        var remaining = words
        var found: Decision?
        for (s, segment) in segments.enumerated() where remaining > 0 {
            let kept = Array(segment.prefix(remaining))
            remaining -= kept.count
            for w in kept.indices.reversed() {
                guard let role = role(of: kept[w]) else { continue }
                if let first = found {
                    guard role != .interactive, role != .decorative else { continue }
                    return Decision(role: role, segment: s, word: w, component: first.segment)
                }
                let decision = Decision(role: role, segment: s, word: w, component: nil)
                guard role == .interactive, componentWords.contains(kept[w]) else { return decision }
                found = decision
                break
            }
        }
        return found
    }

    /// The words of each separator-delimited segment of a name, in order (rule 4): `bgColor-accent`
    /// → [[bg, color], [accent]]. Segments without letters are left out.
    public static func segments(_ name: String) -> [[String]] {
        name.split { !($0.isLetter || $0.isNumber) }.map { splitWords(String($0)) }.filter { !$0.isEmpty }
    }

    /// The lowercase words of a name (rule 1). An ASCII name is split by its bytes (letters A–Z and a–z),
    /// any other by its characters (Unicode letters and case), under the same rules (`words`).
    public static func splitWords(_ name: String) -> [String] {
        let bytes = Array(name.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) {
            func isUpper(_ b: UInt8) -> Bool { b >= 65 && b <= 90 }
            func isLower(_ b: UInt8) -> Bool { b >= 97 && b <= 122 }
            return words(
                bytes, isLetter: { isUpper($0) || isLower($0) }, isUpper: isUpper, isLower: isLower,
                word: { String(decoding: $0.map { isUpper($0) ? $0 + 32 : $0 }, as: UTF8.self) })
        }
        return words(
            Array(name), isLetter: isWordLetter, isUpper: \.isUppercase, isLower: \.isLowercase,
            word: { String($0).lowercased() })
    }

    /// Whether `character` is a letter of a word for `splitWords`: its first scalar a letter that is not a
    /// number, with any marks after it (o + U+0748 is one letter).
    public static func isWordLetter(_ character: Character) -> Bool {
        character.isLetter && !character.isNumber
    }

    /// The words of `elements`: runs of letters, split at a hump (aB) and before the last capital of an
    /// acronym followed by lowercase (UIColor: UI|Color), each made lowercase text by `word`.
    private static func words<Element>(
        _ elements: [Element], isLetter: (Element) -> Bool, isUpper: (Element) -> Bool, isLower: (Element) -> Bool,
        word: ([Element]) -> String
    ) -> [String] {
        var words: [String] = []
        var current: [Element] = []
        func flush() {
            if !current.isEmpty { words.append(word(current)) }
            current.removeAll(keepingCapacity: true)
        }
        for (index, element) in elements.enumerated() {
            guard isLetter(element) else {
                flush()
                continue
            }
            if isUpper(element), let previous = current.last {
                let next = index + 1 < elements.count ? elements[index + 1] : nil
                if isLower(previous) || (isUpper(previous) && next.map(isLower) == true) { flush() }
            }
            current.append(element)
        }
        flush()
        return words
    }

    /// The category a single word names (rule 4's lists, plurals included), or `nil`.
    static func role(ofWord word: String) -> Role? { role(of: word) }

    private static func role(of word: String) -> Role? {
        let order: [Role] = [.background, .border, .icon, .interactive, .text, .decorative]
        for role in order {
            guard let set = words[role] else { continue }
            if set.contains(word) { return role }
            if word.count > 3, word.hasSuffix("s"), set.contains(String(word.dropLast())) { return role }
        }
        return nil
    }
}
