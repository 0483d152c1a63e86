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
enum AndroidThemeInputs {
    /// For each family, the names of the colours to leave out of its palette (see the type).
    /// `references(name)` gives the colours a colour resource refers to (its `@color/` targets in every
    /// appearance).
    static func excluded(_ families: [AndroidThemes.Family], references: (String) -> [String]) -> [Set<String>] {
        guard families.count > 1 else { return families.map { _ in [] } }
        let pointed = families.map { family in
            var reached = Set<String>()
            var pending = family.attributes.flatMap { $0.values.values.compactMap(\.aliasOf) }
            while let name = pending.popLast() {
                guard reached.insert(name).inserted else { continue }
                pending.append(contentsOf: references(name))
            }
            return reached
        }
        return pointed.indices.map { index in
            var others = Set<String>()
            for (other, names) in pointed.enumerated() where other != index { others.formUnion(names) }
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
