import Testing

@testable import ColorAudit

/// `GlobError.kind` sorts every malformed wildcard pattern: one hand-made pattern per kind.
@Suite struct GlobErrorKindTests {
    /// A malformed pattern of each kind, by an exhaustive switch; `pair` when it is a pair pattern
    /// (`NamePattern`, whose `{name}` placeholders a plain glob does not have).
    static func brokenPattern(_ kind: GlobError.Kind) -> (pattern: String, pair: Bool) {
        switch kind {
        case .trailingEscape: return ("text-\\", false)
        case .unclosedSet: return ("text-[ab", false)
        case .backwardsRange: return ("text-[z-a]", false)
        case .invalidPlaceholder: return ("{role}-{", true)
        }
    }

    @Test(arguments: GlobError.Kind.allCases)
    func aMalformedPatternHasItsKind(kind: GlobError.Kind) {
        let (pattern, pair) = Self.brokenPattern(kind)
        do {
            if pair { _ = try NamePattern(pattern) } else { _ = try Glob(pattern) }
            Issue.record("no error for \(pattern)")
        } catch {
            #expect(error.kind == kind, "\(error)")
            #expect(error.pattern == pattern)
        }
    }
}
