/// Which colours of a `res/` folder go into each theme family's palette, and in which appearances:
/// every colour except those another family of the folder points at and this one does not, read in the
/// family's appearances.
///
/// A family's palette holds its theme attributes beside the folder's colour resources; the colours its
/// attributes point at (`@color/…`, directly or through other colours) are its inputs and form no pairs
/// of their own. A colour that only another theme points at is that theme's input: Aegis's
/// `md_theme_light_surface` belongs to `Theme.Aegis.Light`, and read in `Theme.Aegis.Amoled` (whose
/// surfaces are `#000000`) it would be judged as an unthemed colour of the AMOLED palette, paired with
/// every other such colour and across the light and dark schemes. Colours no theme points at (used by
/// layouts directly) stay in every family's palette, as in a folder with one theme.
///
/// Two more kinds of colour belong to another theme:
/// - one a content theme of the folder points at that is not read as a family (beyond
///   `AndroidThemes.maximumFamilies`: NewPipe's `LightTheme.SoundCloud`, `values/styles_services.xml:17`,
///   points at `light_soundcloud_primary_color`), and that this family does not point at;
/// - one whose name starts with another family's scheme word (`schemeWords`) and that this family does not
///   point at: NewPipe's `dark_license_text_color` and `black_border_color` (`values/colors.xml:21-43`,
///   under the comments "Dark Theme" and "Black Theme") belong to `DarkTheme` and `BlackTheme`, not to
///   `LightSettingsTheme`. A family's own scheme words are the scheme words of its name and those of its
///   appearances (light for light or the default, dark for dark).
enum AndroidThemeInputs {
    /// Words that, heading a colour's name, name the theme it is for (`light_background_color`,
    /// `dark_ripple_color`, `black_card_item_background_color`, `amoled_surface`).
    static let schemeWords: Set<String> = ["light", "dark", "black", "night", "day", "amoled", "oled", "dim"]

    /// The scheme words `family` owns (see the type).
    static func ownWords(_ family: AndroidThemes.Family) -> Set<String> {
        var words = Set(family.name.split(separator: ".").flatMap { RoleInference.splitWords(String($0)) })
            .intersection(schemeWords)
        let appearances = Set(family.attributes.flatMap(\.values.keys))
        if appearances.contains(.light) || appearances.contains(.any) { words.formUnion(["light", "day"]) }
        if appearances.contains(.dark) { words.formUnion(["dark", "night"]) }
        return words
    }

    /// The scheme word heading `name`, when `name` has more words after it.
    static func headWord(_ name: String) -> String? {
        let words = RoleInference.splitWords(name)
        guard words.count > 1, let first = words.first, schemeWords.contains(first) else { return nil }
        return first
    }

    /// For each family, the names of the colours to leave out of its palette (see the type).
    /// `references(name)` gives the colours a colour resource refers to (its `@color/` targets in every
    /// appearance).
    /// `colours` are the folder's colour resources, `themeReferences` the colours its content themes'
    /// items name (`@color/…`), those of themes not read as a family too.
    static func excluded(
        _ families: [AndroidThemes.Family], colours: [String] = [], themeReferences: [String] = [],
        references: (String) -> [String]
    ) -> [Set<String>] {
        guard families.count > 1 else { return families.map { _ in [] } }
        func closure(_ start: [String]) -> Set<String> {
            var reached = Set<String>()
            var pending = start
            while let name = pending.popLast() {
                guard reached.insert(name).inserted else { continue }
                pending.append(contentsOf: references(name))
            }
            return reached
        }
        let pointed = families.map { family in
            closure(family.attributes.flatMap { $0.values.values.compactMap(\.aliasOf) })
        }
        let themed = closure(themeReferences)
        let owned = families.map(ownWords)
        let allWords = owned.reduce(into: Set<String>()) { $0.formUnion($1) }
        let headed = colours.compactMap { name in headWord(name).map { (name, $0) } }
        return pointed.indices.map { index in
            var others = themed
            for (other, names) in pointed.enumerated() where other != index { others.formUnion(names) }
            for (name, word) in headed where allWords.contains(word) && !owned[index].contains(word) {
                others.insert(name)
            }
            return others.subtracting(pointed[index])
        }
    }

    /// `token`, a colour resource in the palette of a family whose themes give only `appearances`, read in
    /// those appearances: a family of dark themes only (`Theme.Aegis.Amoled`, on `Theme.Material3.Dark`)
    /// reads each colour as Android resolves `@color/…` for it in the night configuration (its
    /// `values-night` value, else its default), a family of light themes only takes the default values;
    /// a family with both (or the default) keeps the colour as it is. Otherwise the palette's colours of
    /// every appearance would give a dark-only theme a light appearance, its roles judged twice.
    static func read(_ token: ColorToken, in appearances: Set<Appearance>) -> ColorToken {
        var read = token
        if appearances == [.dark] {
            guard let value = token.values[.dark] ?? token.values[.any] else { return token }
            read.values = [.dark: value]
        } else if appearances == [.light] {
            guard let value = token.values[.light] ?? token.values[.any] else { return token }
            read.values = [.light: value]
        }
        return read
    }
}
