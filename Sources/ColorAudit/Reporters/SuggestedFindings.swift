import ColorScience
import Foundation

/// Findings in order, each with its suggestions (`Finding.suggestionsWithoutKeeping`), for the streamed
/// JSON report: the findings are taken `batchSize` at a time and the suggestions of a batch are computed
/// on every core (`DispatchQueue.concurrentPerform`; the lightness searches behind deferred suggestions
/// cost more than writing the finding). Each computation gives the same result on any thread, so the
/// sequence is the same as computing them one by one; memory holds one batch.
struct SuggestedFindings<Base: IteratorProtocol>: Sequence, IteratorProtocol where Base.Element == Finding {
    /// Findings per batch.
    static var batchSize: Int { 256 }

    private var base: Base
    private var batch: [Finding] = []
    private var suggestions: [[Suggestion]] = []
    private var index = 0

    /// The findings `base` gives, with their suggestions.
    init(_ base: Base) { self.base = base }

    mutating func next() -> (finding: Finding, suggestions: [Suggestion])? {
        if index == batch.count {
            batch.removeAll(keepingCapacity: true)
            while batch.count < Self.batchSize, let finding = base.next() { batch.append(finding) }
            guard !batch.isEmpty else { return nil }
            suggestions = SuggestionBatch.suggestions(of: batch)
            index = 0
        }
        index += 1
        return (batch[index - 1], suggestions[index - 1])
    }

}

/// Computes the suggestions of a batch of findings on every core (`SuggestedFindings`).
enum SuggestionBatch {
    /// The suggestions of each finding, in order: worker `w` of `n` computes those of findings `w`,
    /// `w + n`, … into its own list.
    static func suggestions(of findings: [Finding]) -> [[Suggestion]] {
        let workers = Swift.max(1, Swift.min(ProcessInfo.processInfo.activeProcessorCount, findings.count / 8))
        guard workers > 1 else { return findings.map(\.suggestionsWithoutKeeping) }
        let lists = (0..<workers).map { _ in WorkerList() }
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            for k in stride(from: w, to: findings.count, by: workers) {
                lists[w].suggestions.append(findings[k].suggestionsWithoutKeeping)
            }
        }
        return findings.indices.map { lists[$0 % workers].suggestions[$0 / workers] }
    }

    /// One worker's results (each worker appends only to its own).
    private final class WorkerList: @unchecked Sendable {
        var suggestions: [[Suggestion]] = []
    }
}
