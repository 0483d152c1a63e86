/// Colours **documented as a picture's**: a colour whose own description (`ColorToken.documentation`: a DTCG
/// `$description`, a Tokens Studio `description`, the XML comment beside or heading an Android `<color>`)
/// says it is used in an illustration, a mascot, artwork, an app's drawables, its app or launcher icon,
/// its logo or splash screen gets the inferred role `decorative` (exempt, no pair): a picture's colours are
/// painted next to each other inside the picture, never as text or as an icon on the app's surfaces.
///
/// WCAG 2.2 SC 1.4.3 exempts "text that is part of a logo or brand name" and text in "a picture that
/// contains significant other visual content"; SC 1.4.11 asks 3:1 only of the parts of graphics "required to
/// understand the content". Tusky documents its mascot's colours so (tuskyapp/Tusky @ 43ae0bb,
/// `app/src/main/res/values/colors.xml` 46–57):
///
///     <!-- colors used in the elephant friend drawables -->
///     <color name="elephant_friend_border_color">#121419</color>
///     …
///     <!-- colors used in the app icon -->
///     <color name="icon_background">#09497b</color>
///
/// and draws them only as `android:fillColor`s of `drawable/elephant_friend_empty.xml`, the empty-timeline
/// picture; the names alone (`elephant_friend_body_color`: `body`, text) would pair them as text on every
/// surface.
///
/// Read so: a description with one of `phrases`, or with one of `words` and none of `contentWords` (a
/// colour "used in the icon drawables" or for "the logo text" is drawn as an icon or as text, and keeps
/// the role of its name). A declared role, or one given by a pattern, is kept.
enum DocumentedArtwork {
    /// Phrases of a description that name an app's icon or splash screen (see the type), as words; not
    /// after `in` ("in-app icon" is an icon of the app's own screens).
    static let phrases: [[String]] = [
        ["app", "icon"], ["application", "icon"], ["launcher", "icon"], ["splash", "screen"],
    ]

    /// Words of a description that name a picture (see the type), compared lowercase.
    static let words: Set<String> = [
        "illustration", "illustrations", "mascot", "mascots", "artwork", "artworks", "drawable", "drawables",
        "launcher", "logo", "logos", "splash",
    ]

    /// Words of a description that say the colour is drawn as text or an icon of the app.
    static let contentWords: Set<String> = ["text", "texts", "label", "labels", "icon", "icons", "glyph", "glyphs"]

    /// Whether `documentation`, a colour's description, documents it as a picture's (see the type).
    static func documentsArtwork(_ documentation: String?) -> Bool {
        guard let documentation else { return false }
        let found = documentation.lowercased().split { !$0.isLetter }.map(String.init)
        for phrase in phrases {
            for start in found.indices where found[start...].starts(with: phrase) {
                if start == 0 || found[start - 1] != "in" { return true }
            }
        }
        return found.contains(where: words.contains) && !found.contains(where: contentWords.contains)
    }
}
