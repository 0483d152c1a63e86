import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

/// Deferred suggestions (`Finding.deferSuggestions`): computed on first read, and never by hashing.
@Suite struct DeferredSuggestionsTests {
    /// Counts the computations (the computation is `@Sendable`).
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    static func finding(_ counter: Counter) -> Finding {
        var finding = Finding(
            rule: "contrast-minimum", severity: .error, appearance: .light, tokens: ["text", "page"],
            message: "m", location: SourceLocation(file: "p.yaml", line: 3, column: 5))
        finding.deferSuggestions {
            counter.add()
            return [
                Suggestion(
                    kind: .contrast, change: "foreground", token: "text", original: "#777", value: "#767676",
                    color: nil, deltaE00: 0.3, achieves: ["ratio": 4.54], note: "n")
            ]
        }
        return finding
    }

    @Test func hashingAFindingDoesNotComputeItsSuggestions() {
        let counter = Counter()
        let finding = Self.finding(counter)
        var hasher = Hasher()
        finding.hash(into: &hasher)
        _ = hasher.finalize()
        // A set and a dictionary of findings (a baseline comparison's states) hash them; copies of one
        // finding share the deferred box and are equal without computing.
        let set: Set<Finding> = [finding, finding]
        #expect(set.count == 1)
        #expect(counter.value == 0)
        // Equal findings hash equally: another finding with the same suggestions, computed for `==`.
        let other = Self.finding(counter)
        #expect(other == finding)
        #expect(other.hashValue == finding.hashValue)
        #expect(Set([finding, other]).count == 1)
        #expect(counter.value == 2)
        #expect(finding.suggestions.first?.value == "#767676")
    }

    @Test func findingsWrittenOnEveryCoreKeepTheirOrder() throws {
        // 1,000 findings (four batches, the last one short, each of chunks written on several threads),
        // each deferring a suggestion that names its index: the text is the findings', in order, each
        // with its own suggestion, as written one by one: the elements one a line, commas between, handed
        // on whenever 64 KB have gathered (about 100 KB in all here).
        let padding = String(repeating: "x", count: 80)
        let findings = (0..<1000).map { k in
            var finding = Finding(
                rule: "contrast-minimum", severity: .error, appearance: .light, tokens: ["t\(k)", "page"],
                message: "m\(k)\(padding)", location: SourceLocation(file: "p.yaml", line: k + 1, column: 5))
            if k % 3 != 0 {
                finding.deferSuggestions {
                    [
                        Suggestion(
                            kind: .contrast, change: "foreground", token: "t\(k)", original: "#777", value: "v\(k)",
                            color: nil, deltaE00: nil, achieves: [:], note: "n")
                    ]
                }
            }
            return finding
        }
        var writer = JSONTextWriter()
        var flushed = ""
        FindingTextBatches.write(
            findings, to: &writer, level: 1, flush: { flushed += $0.take() },
            makeElement: {
                { writer, finding in
                    let values = finding.suggestionsWithoutKeeping.compactMap(\.value)
                    writer.string(finding.message + " " + values.joined())
                }
            })
        let text = flushed + writer.take()
        let expected = findings.indices.map { "\n  \"m\($0)\(padding) \($0 % 3 != 0 ? "v\($0)" : "")\"" }.joined(
            separator: ",")
        #expect(text == expected)
        #expect(flushed.utf8.count >= 1 << 16)
    }
}
