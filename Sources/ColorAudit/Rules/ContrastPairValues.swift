import ColorScience

/// A contrast finding's measurements and swatches, read from its pair when a report asks (`MeasuredSource`):
/// the pair is held anyway (by the findings' deferred suggestions and `ResolvedPairStore`), so the finding
/// keeps no dictionary and array of its own.
struct ContrastPairValues: MeasuredSource {
    /// The pair judged.
    let pair: ResolvedPair
    /// The ratio it was required to reach.
    let required: Double

    /// Every measurement's name, in the order they are looked up to build `measurements`.
    private static let names = ["ratio", "required", "apca", "ratioMax", "fontSize", "fontWeight"]

    /// `ratio` and `apca` of the worst case, `required` (a limit), `ratioMax` (the best case) when the
    /// ratio depends on the backdrop, and the declared text size (`TextSizeFacts`).
    var measurements: [String: Finding.Measurement] {
        var result: [String: Finding.Measurement] = [:]
        for name in Self.names { result[name] = measurement(name) }
        return result
    }

    func measurement(_ name: String) -> Finding.Measurement? {
        switch name {
        case "ratio": return .ratio(pair.stack.worstCase.ratio)
        case "required": return .ratio(required, isLimit: true)
        case "apca": return .lc(pair.stack.worstCase.apca)
        case "ratioMax": return pair.stack.dependsOnBackdrop ? .ratio(pair.stack.bestRatio) : nil
        case "fontSize", "fontWeight": return TextSizeFacts.measurement(name, of: pair)
        default: return nil
        }
    }

    /// The pair's colours as written, with the composited colours of the worst case when translucency
    /// changed them (`ContrastFinding.swatches`).
    var swatches: [Finding.Swatch] { ContrastFinding.swatches(pair, pair.stack.worstCase) }
}
