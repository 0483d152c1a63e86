/// Placeholder and hint text is drawn inside fields (`PairFormation` rule 18). HTML's `::placeholder`
/// "represents placeholder text in an input field" (CSS Pseudo-Elements 4 §4.3) and is drawn in the
/// field's box; Android's `android:textColorHint` colours the hint an `EditText` shows in its empty field
/// (developer.android.com, `TextView` attribute `textColorHint`); Material's text fields draw the
/// placeholder inside the filled or outlined container (m3.material.io/components/text-fields/specs). So
/// a foreground named as a placeholder or hint (`placeholderWords`: `--form-placeholder`,
/// `color.text.placeholder`, `textColorHint`) is paired with the palette's field surfaces — backgrounds
/// named as an input, field, form or control (`fieldWords`: `--input-background`, `bg.field`,
/// `control-bgColor-rest`) that are not fills — and never with the page or the other surfaces. A
/// palette with no field surface keeps the general rules: the placeholder is judged on the general
/// surfaces, the only ones it may be drawn on.
enum FieldText {
    /// Words of a placeholder's or hint's name.
    static let placeholderWords: Set<String> = ["placeholder", "hint"]

    /// Words of a field's surface.
    static let fieldWords: Set<String> = ["input", "field", "form", "control", "textfield", "textbox", "textarea"]

    /// Whether a foreground's words (`RoleInference.splitWords`) name placeholder or hint text.
    static func isPlaceholder(_ words: [String]) -> Bool {
        words.contains(where: placeholderWords.contains)
    }

    /// Whether a background's words name a field's surface.
    static func isField(_ words: [String]) -> Bool {
        words.contains(where: fieldWords.contains)
    }
}
