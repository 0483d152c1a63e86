import ColorScience

/// The text size a pair declares, as the numeric measurements every pair finding carries.
enum TextSizeFacts {
    /// `fontSize` (in the pair's platform unit; `AuditContext` converts sizes written with a unit) and `fontWeight` (CSS 1…1000) when the declaration gives
    /// them.
    static func measurements(_ pair: ResolvedPair) -> [String: Finding.Measurement] {
        var result: [String: Finding.Measurement] = [:]
        for name in ["fontSize", "fontWeight"] { result[name] = measurement(name, of: pair) }
        return result
    }

    /// The measurement `name` (`fontSize` or `fontWeight`) of `pair`, when its declaration gives it.
    static func measurement(_ name: String, of pair: ResolvedPair) -> Finding.Measurement? {
        switch name {
        case "fontSize": return pair.declaration.fontSize.map { .fontSize($0, platform: pair.platform) }
        case "fontWeight": return pair.declaration.fontWeight.map { .fontWeight($0) }
        default: return nil
        }
    }
}
