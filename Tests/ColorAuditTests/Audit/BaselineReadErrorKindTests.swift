import Foundation
import Testing

@testable import ColorAudit

/// `Baseline.ReadError.kind` sorts every reason a baseline file cannot be used: one hand-made file per
/// kind.
@Suite struct BaselineReadErrorKindTests {
    /// A broken baseline of each kind, by an exhaustive switch.
    static func brokenFile(_ kind: Baseline.ReadError.Kind) -> String {
        switch kind {
        case .empty: return " \n"
        case .notJSON: return "{\"version\": "
        case .unsupportedVersion: return "{\"version\": \(Baseline.formatVersion + 1), \"findings\": []}"
        case .invalidContent: return "{\"version\": \(Baseline.formatVersion)}"
        }
    }

    @Test(arguments: Baseline.ReadError.Kind.allCases)
    func aBrokenBaselineHasItsKind(kind: Baseline.ReadError.Kind) {
        do {
            _ = try Baseline.read(Data(Self.brokenFile(kind).utf8), path: "base.json")
            Issue.record("no error for \(kind)")
        } catch {
            #expect(error.kind == kind, "\(error)")
        }
    }
}
