import ColorScience

extension Palette {
    /// The palette as screens show it: every colour value outside Display P3 replaced by its mapping
    /// into Display P3 (`Color.displayed(_:)`), the colour as written kept in `ColorValue.writtenColor`.
    /// Values inside Display P3, names, pairs, groups and settings are unchanged.
    public func displayed(_ mapping: GamutMapping) -> Palette {
        var result = self
        // Read from `self`, so that `result` (sharing its storage) is copied only when a colour changes: a
        // palette of colours inside Display P3 is returned as it is.
        for t in tokens.indices {
            for (appearance, value) in tokens[t].values where !value.color.isDisplayable {
                var shown = value
                shown.writtenColor = value.color
                shown.color = value.color.displayed(mapping)
                result.tokens[t].values[appearance] = shown
            }
        }
        return result
    }
}
