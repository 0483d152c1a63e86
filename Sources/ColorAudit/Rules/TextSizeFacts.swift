/// The text size a pair declares, as the numeric measurements every pair finding carries.
enum TextSizeFacts {
    /// `fontSize` (platform unit) and `fontWeight` (CSS 1…1000) when the declaration gives them.
    static func measurements(_ declaration: PairDeclaration) -> [String: Double] {
        var result: [String: Double] = [:]
        if let size = declaration.fontSize { result["fontSize"] = size }
        if let weight = declaration.fontWeight { result["fontWeight"] = weight }
        return result
    }
}
