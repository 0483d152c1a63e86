import ColorScience

/// Counted words in English messages and summaries.
enum Plural {
    /// "1 error", "2 errors": `n` and `word`, with an `s` unless `n` is 1.
    static func phrase(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
