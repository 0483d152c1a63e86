/// How a colour's name says it is the text of a fill (`PairFormation` rule 14, `FillText`; the page text of
/// a stylesheet, `CSSPageText`): beside a colour named X, `X-text`, `X-contrast` (Simple.css's
/// `--accent-text`, typedoc's `--color-comment-tag-text`) or `X-invert` is the colour drawn on X. Bulma
/// names each colour's text so: "`--bulma-primary-invert` which is a color that will look decent on the
/// primary color (in a foreground/background combination)", "`--bulma-primary-light-invert` which is a
/// color that looks good on the `-light` version" (bulma.io/documentation/features/color-palettes; in
/// Sass `$primary-invert`, "the colors and their inverts", bulma.io/documentation/overview/colors). One
/// list, read by the pairing, the roles (`PropertyNaming` rule 8) and the CSS reader alike.
///
/// Only the whole suffix counts, after a letter or digit: `X-text-emphasis` (Bootstrap's
/// `--bs-primary-text-emphasis`) and `--text` name no fill.
enum FillTextName {
    /// The suffixes that name a fill's text, with the separator before them.
    static let suffixes = [
        "-text", "_text", ".text", "Text", "-contrast", "_contrast", ".contrast", "Contrast", "-invert", "_invert",
        ".invert", "Invert",
    ]

    /// The separators a state word follows in a fill's state variant (`--accent-hover`, `accentHover`).
    static let stateSeparators = ["-", "_", "."]

    /// The name of the fill a foreground's name is the text of, with the separator its suffix used:
    /// `--accent-text` → (`--accent`, `-`); `nil` when it has none of `suffixes`.
    static func fill(ofText name: String) -> (fill: String, separator: String)? {
        for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            let fill = String(name.dropLast(suffix.count))
            guard fill.last?.isLetter == true || fill.last?.isNumber == true else { continue }
            let first = suffix.first.map(String.init) ?? ""
            return (fill, stateSeparators.contains(first) ? first : "")
        }
        return nil
    }

    /// Suffixes of a button's title or label colour (`PrimaryButtonTitle`, `button-label`).
    static let titleSuffixes = [
        "-title", "_title", ".title", "Title", "-label", "_label", ".label", "Label",
    ]

    /// The button fill a title or label colour is named for, with the separator before its suffix: the name
    /// without one of `titleSuffixes` when what is left names a button (`ComponentFillName.buttonWords`).
    /// An asset catalog's `PrimaryButtonTitle` is the title on `PrimaryButton`; Mastodon sets
    /// `Colors/Button/userFollowingTitle` as the `baseForegroundColor` of the button it fills with
    /// `Colors/Button/userFollowing` (mastodon-ios `MastodonSDK/Sources/MastodonUI/View/Content/UserView.swift`,
    /// lines 322 and 324).
    static func fill(ofButtonTitle name: String) -> (fill: String, separator: String)? {
        for suffix in titleSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            let fill = String(name.dropLast(suffix.count))
            guard fill.last?.isLetter == true || fill.last?.isNumber == true,
                RoleInference.splitWords(fill).contains(where: ComponentFillName.buttonWords.contains)
            else { continue }
            let first = suffix.first.map(String.init) ?? ""
            return (fill, stateSeparators.contains(first) ? first : "")
        }
        return nil
    }
}
