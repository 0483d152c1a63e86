import ColorScience

/// The text size a pair declares, as the numeric measurements every pair finding carries.
enum TextSizeFacts {
    /// `fontSize` (in the pair's platform unit; `AuditContext` converts sizes written with a unit) and `fontWeight` (CSS 1…1000) when the declaration gives
    /// them.
    static func measurements(_ pair: ResolvedPair) -> [String: Finding.Measurement] {
        var result: [String: Finding.Measurement] = [:]
        if let size = pair.declaration.fontSize { result["fontSize"] = .fontSize(size, platform: pair.platform) }
        if let weight = pair.declaration.fontWeight { result["fontWeight"] = .fontWeight(weight) }
        return result
    }
}
