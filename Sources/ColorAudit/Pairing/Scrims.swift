import ColorScience

/// **Image tints and modal backdrops are scrims** (`PairFormation` rule 8, extended).
///
/// - **An image's tint** darkens or lightens a picture so that text laid on the picture can be read; it is
///   a layer over an image, neither a surface text is judged on alone nor a colour drawn as text:
///   Material's scrims "can be applied to images … to improve text legibility"
///   (m2.material.io/design/environment/surfaces.html#scrims; m3 `scrim`); Bootstrap's `.card-img-overlay`
///   lays content over the image, not over the tint's colour alone. A colour named with an image word
///   (`imageWords`: image, img, photo, picture, media, video, thumbnail) and a tint word (`tintWords`: tint,
///   overlay, scrim, shade, dim, darken, lighten) forms no pair, as foreground or as surface.
/// - **A modal's backdrop** named as the dialog's background. A translucent, nearly neutral colour named
///   for a dialog or modal (`modalWords`) with a background word, nearly black or nearly white
///   (`isNeutralExtreme`), is the backdrop behind the dialog when the dialog's content has a surface of its
///   own: a panel shows at most a hint of the page through it, while a backdrop lets the page show: Material
///   3's scrim is 32 % of `scrim` (m3.material.io/components/dialogs/specs: "Scrim: scrim, opacity 32%"),
///   Fluent 2's `colorBackgroundOverlay` 40 % black (react.fluentui.dev Theme/Colors, "Dialog backdrop"),
///   Atlassian's `color.blanket` 49 % (atlassian.design/components/tokens/all-tokens). So it is a scrim when
///   its opacity is at most `backdropOpacity` in every appearance, or when an opaque background named with
///   the same modal word holds the dialog's content (`dialog-content-background` beside
///   `dialog-background`). A dialog surface (an opaque `dialog-background`, or a frosted 85 % white panel
///   with no other dialog surface) stays a surface.
enum Scrims {
    /// Words naming a picture.
    static let imageWords: Set<String> = ["image", "img", "photo", "picture", "media", "video", "thumbnail"]
    /// Words naming a tint laid over a picture.
    static let tintWords: Set<String> = ["tint", "overlay", "scrim", "shade", "dim", "darken", "lighten"]
    /// Words naming a modal component.
    static let modalWords: Set<String> = ["dialog", "modal", "lightbox"]
    /// The highest opacity of a backdrop that is a scrim without a dialog surface beside it.
    static let backdropOpacity = 0.6

    /// Whether `words` name an image's tint.
    static func isImageTint(_ words: [String]) -> Bool {
        words.contains(where: imageWords.contains) && words.contains(where: tintWords.contains)
    }

    /// The names among `backgrounds` that are modal backdrops (see the type).
    static func modalBackdrops(_ backgrounds: [ColorToken]) -> Set<String> {
        let words = backgrounds.map { RoleInference.splitWords($0.name) }
        var backdrops = Set<String>()
        for (b, token) in backgrounds.enumerated() {
            guard let modal = words[b].first(where: modalWords.contains),
                words[b].contains(where: RoleInference.surfaceWords.contains), !token.values.isEmpty,
                token.values.values.allSatisfy({ !$0.color.isOpaque && isNeutralExtreme($0.color) })
            else { continue }
            let faint = token.values.values.allSatisfy { $0.color.alpha <= backdropOpacity }
            let panel = backgrounds.indices.contains { other in
                other != b && words[other].contains(modal)
                    && backgrounds[other].values.values.allSatisfy(\.color.isOpaque)
            }
            if faint || panel { backdrops.insert(token.name) }
        }
        return backdrops
    }

    /// Whether `color` is nearly black or nearly white (sRGB channels within 0.1 of each other, all at most
    /// 0.2 or all at least 0.8): a dimming or washing layer, not a tinted panel.
    static func isNeutralExtreme(_ color: Color) -> Bool {
        let c = color.converted(to: .srgb).components
        let low = min(c.x, c.y, c.z)
        let high = max(c.x, c.y, c.z)
        return high - low <= 0.1 && (high <= 0.2 || low >= 0.8)
    }
}
