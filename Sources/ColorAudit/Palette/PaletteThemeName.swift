import ColorScience

extension Palette {
    /// Whether `name` names this palette's theme (`variant`), as a user would write it to select the
    /// palette: the whole name, the last dot-separated parts of an Android theme's name (`Amoled` or
    /// `Aegis.Amoled` for `Theme.Aegis.Amoled`), or one of the theme names of a combination
    /// (`Casual` for `Casual, Green`); letter case ignored. `false` for a palette without a variant.
    /// A combination whose colours this palette judges too (`sameColours`) is named as well.
    public func isTheme(named name: String) -> Bool {
        guard let variant else { return false }
        let wanted = name.lowercased()
        for theme in ([variant] + sameColours).flatMap({ $0.components(separatedBy: ", ") }) {
            let parts = theme.lowercased().split(separator: ".", omittingEmptySubsequences: false)
            for start in parts.indices where parts[start...].joined(separator: ".") == wanted { return true }
        }
        return false
    }
}
