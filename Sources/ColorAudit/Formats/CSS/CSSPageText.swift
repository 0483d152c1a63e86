/// Text that a rule colours and that no rule gives a background: it is drawn on the page's. CSS 2.2
/// §14.2: "The background of the root element becomes the background of the canvas", and a box whose
/// background is `transparent` (the initial value, CSS Backgrounds 3 §3.2) lets what is behind it show,
/// so `code { color: var(--code) }`, with no background in that rule, the same selector's other rules
/// (`CSSSameSelector`) or the rules around it (CSS Nesting), shows `--code` on the page: the last
/// background the root element's rules (`:root`, `html`, `body`: `CSSRootRules`) set. `CSSStyleRules`
/// forms that pair with `reason` in its reason, so a user sees the background is the page's.
///
/// Limited to colours whose conventions give them no surface of their own, so that no pair nobody draws
/// is formed:
/// - a colour that the stylesheet draws, in a rule other than the root's, on a background of its own
///   (`.flag { color: var(--tag-text); background: var(--tag) }`) keeps those pairs only: another rule
///   that only sets it (`.flag span { color: var(--tag-text) }`) sits inside that component;
/// - an `on-X` colour (`--on-primary`, Material's "on" roles are "text and icons against" X,
///   m3.material.io/styles/color/roles) and the text of a fill named for it (`--accent-text` beside
///   `--accent`, `--accent-contrast`: `FillTextName`, the naming `FillText` pairs by) are drawn on their
///   fill, not on the page;
/// - form controls (`input`, `textarea`, `select`, `button`) and their placeholders (`::placeholder`) are
///   not on the page: the user agent gives them a background of their own (HTML Living Standard §15.5,
///   the `Field` and `ButtonFace` system colours of CSS Color 4 §6.2).
/// The root's own rule (`body { color: var(--text) }` under `html { background: var(--page) }`) is the
/// page's text: always kept.
enum CSSPageText {
    /// What the reason of a pair on the page's background adds.
    static let reason = "; on the page's background, the root's: the rule sets none (CSS 2.2 §14.2)"

    /// Elements the user agent gives a background of their own.
    static let formControls: Set<String> = ["input", "textarea", "select", "button", "option", "optgroup"]

    /// The names of the pseudo-classes and pseudo-elements of `compound`, without their colons
    /// (`.a::placeholder:hover` → `placeholder`, `hover`); an escaped colon (`.md\:x`) starts none.
    static func pseudoNames(_ compound: Substring) -> [Substring] {
        var names: [Substring] = []
        var index = compound.startIndex
        while index < compound.endIndex {
            let character = compound[index]
            if character == "\\" {
                index = compound.index(after: index)
                if index < compound.endIndex { index = compound.index(after: index) }
                continue
            }
            guard character == ":" else {
                index = compound.index(after: index)
                continue
            }
            var start = compound.index(after: index)
            if start < compound.endIndex, compound[start] == ":" { start = compound.index(after: start) }
            let end =
                compound[start...].firstIndex {
                    !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || !$0.isASCII)
                } ?? compound.endIndex
            if end > start { names.append(compound[start..<end]) }
            index = end > start ? end : start
        }
        return names
    }

    /// The names (after `:` or `::`, lowercase) of a form control's parts and states: its placeholder
    /// (`::placeholder`, CSS Pseudo-Elements 4 §4.3, and the prefixed spellings `::-moz-placeholder`,
    /// `:-moz-placeholder`, `:-ms-input-placeholder`, `::-ms-input-placeholder`,
    /// `::-webkit-input-placeholder`), an input showing it (`:placeholder-shown`, Selectors 4 §13.3.4:
    /// only an input or textarea matches) and a file input's button (`::file-selector-button`). A name is
    /// matched whole: a class that holds the word (`.placeholder-text`) is none.
    static let controlParts: Set<Substring> = [
        "placeholder", "-moz-placeholder", "-ms-input-placeholder", "-webkit-input-placeholder",
        "placeholder-shown", "file-selector-button",
    ]

    /// Whether the subject of `selector` (one selector, no list) is a form control or a part of one.
    static func isFormControl(_ selector: String) -> Bool {
        let lowered = selector.lowercased()
        guard let subject = CSSContainerEdges.compoundSelectors(lowered[...]).last else { return false }
        if pseudoNames(subject).contains(where: controlParts.contains) { return true }
        return CSSContainerEdges.parts(subject).element.map(formControls.contains) == true
    }

    /// Whether the colour `name`'s name gives it a surface of its own among `colors` (see the type): an
    /// `on-X` colour, or `X-text`/`X-contrast` beside a colour X.
    static func hasOwnSurface(_ name: String, colors: Set<String>) -> Bool {
        let words = RoleInference.splitWords(name)
        if let on = words.firstIndex(of: "on"), on < words.count - 1 { return true }
        guard let (fill, _) = FillTextName.fill(ofText: name) else { return false }
        return colors.contains(fill)
    }
}
