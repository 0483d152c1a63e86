import ColorScience

/// Reads `themes:` of a native palette: named themes beyond the four standard appearances.
///
/// ```yaml
/// themes:
///   dark-dimmed: { base: dark }
///   dark-high-contrast-2: { base: dark, increasedContrast: true }
///   light-tritanopia: light          # short for { base: light }
/// ```
///
/// Each key is a theme name (non-empty, kept exactly; not `any`, `value`, `role` or a standard
/// appearance name); each value is a mapping with `base` (`light` or `dark`, required) and
/// `increasedContrast` (`true`/`false`, default false), or the base alone as a string. Colours then give
/// values under the theme's name (`dark-dimmed: "#22272e"`). Errors name the line of the key or value.
struct NativeThemes {
    let reader: NodeReader

    /// Names a theme may not take: the standard appearances and the other keys of a colour mapping.
    static let reservedNames = Appearance.standard.map(\.rawValue) + ["value", "role"]

    /// The declared themes, in file order.
    func read(_ node: DocumentNode) throws(PaletteError) -> [Appearance] {
        let entries = try reader.mapping(
            node, "themes", expected: "a mapping of theme names to {base: light|dark, increasedContrast: true|false}")
        let schemes = Appearance.Scheme.allCases.map(\.rawValue)
        var themes: [Appearance] = []
        for entry in entries {
            let name = entry.key
            let context = "theme '\(name)'"
            guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw reader.error(.invalidValue, entry.keyMark, "themes: a theme name cannot be empty")
            }
            guard !Self.reservedNames.contains(name) else {
                throw reader.error(
                    .invalidValue,
                    entry.keyMark,
                    "themes: '\(name)' is "
                        + (Appearance(rawValue: name) != nil
                            ? "a standard appearance; give its values under '\(name)' without declaring it"
                            : "a key of colour mappings and cannot name a theme"))
            }
            var baseNode: DocumentNode?
            var increasedContrast = false
            if case .mapping(let options) = entry.value.content {
                try reader.checkKeys(options, allowed: ["base", "increasedContrast"], context)
                baseNode = options.first { $0.key == "base" }?.value
                if let flagNode = options.first(where: { $0.key == "increasedContrast" })?.value {
                    increasedContrast = try reader.flag(flagNode, "\(context) increasedContrast")
                }
                if baseNode == nil {
                    throw reader.error(
                        .structure,
                        entry.value.mark, "\(context): missing 'base' (light or dark: the appearance it varies)")
                }
            } else {
                baseNode = entry.value
            }
            let baseText = try reader.string(
                baseNode!, "\(context) base", expected: "light or dark, or {base: light|dark, increasedContrast: …}")
            guard let scheme = Appearance.Scheme(rawValue: baseText) else {
                let hint =
                    baseText.hasSuffix("-high-contrast")
                    ? "; for an increased-contrast theme write { base: \(baseText.dropLast("-high-contrast".count)), "
                        + "increasedContrast: true }"
                    : NodeReader.suggestion(for: baseText, among: schemes)
                throw reader.error(
                    .invalidValue,
                    baseNode!.mark, "\(context) base: unknown value '\(baseText)'\(hint); expected light or dark")
            }
            themes.append(Appearance(theme: name, scheme: scheme, increasedContrast: increasedContrast))
        }
        return themes
    }
}
