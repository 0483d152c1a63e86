/// **Font and layout colours** (`RoleInference` rule 4b). Themes that number their levels name text
/// `font-color` and surfaces `layout-color` (`--x-font-color0` … `--x-font-color3`, `--x-layout-color0` …
/// `--x-layout-color4`, `--x-inverse-font-color1` on `--x-inverse-layout-color1`), with the rule that
/// "font colors [are used] against the corresponding main layout colors" and that numbered sequences
/// "work well together" (JupyterLab's `theme-light-extension/style/variables.css`, the themes' public
/// styling API, jupyterlab.readthedocs.io/en/stable/developer/css.html). CSS has no `font-color`
/// property, so a name saying `font color` means the text colour (the CSS `color` of a font), and
/// `layout color` the colour of a layout's area, its background. Read only when no category word
/// decides the role: `--x-border-color1` stays a border, `--x-content-font-color1` text by `content`.
enum LevelColourNames {
    /// The word before `color` (or `colour`) and the role it gives.
    static let roles: [String: Role] = ["font": .text, "layout": .background]

    /// The role `words` (a name's `RoleInference.splitWords`) give by a `font color` or `layout color`
    /// word pair, or `nil`.
    static func role(_ words: [String]) -> Role? {
        for i in words.indices.dropLast() where words[i + 1] == "color" || words[i + 1] == "colour" {
            if let role = roles[words[i]] { return role }
        }
        return nil
    }
}
