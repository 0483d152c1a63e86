import Foundation
import Testing

@testable import ColorAudit
@testable import ColorScience

@Suite("Alias graph and post-import pass")
struct AliasGraphTests {
    private func ref(_ from: String, _ to: String, line: Int) -> AliasGraph<String>.Reference {
        .init(from: from, to: to, location: SourceLocation(file: "t", line: line, column: 1), written: "{\(to)}")
    }

    @Test("Targets come before the names referring to them, along chains")
    func order() throws {
        var graph = AliasGraph<String>()
        // c → b → a, d alone, e → a: a must precede b, b precede c, a precede e.
        for name in ["c", "b", "a", "d", "e"] { graph.add(name) }
        graph.addReference(ref("c", "b", line: 1))
        graph.addReference(ref("b", "a", line: 2))
        graph.addReference(ref("e", "a", line: 5))
        let order = try graph.resolutionOrder()
        #expect(Set(order) == ["a", "b", "c", "d", "e"] && order.count == 5)
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        #expect(position["a"]! < position["b"]! && position["b"]! < position["c"]! && position["a"]! < position["e"]!)
    }

    @Test("A cycle gives every reference on it, so both locations of a two-name cycle")
    func cycle() {
        var graph = AliasGraph<String>()
        graph.add("x")
        graph.addReference(ref("a", "b", line: 3))
        graph.addReference(ref("b", "a", line: 7))
        do {
            _ = try graph.resolutionOrder()
            Issue.record("expected a cycle")
        } catch {
            guard case .cycle(let references) = error else {
                Issue.record("expected a cycle, got \(error)")
                return
            }
            #expect(references.map(\.from) == ["a", "b"])
            let message = error.paletteError(describe: { $0 })
            #expect(message.location.line == 3)
            #expect(message.message.contains("alias cycle: a → b → a"))
            #expect(message.message.contains("t:3:1") && message.message.contains("t:7:1"))
        }
    }

    @Test("An unknown target is reported at its reference")
    func unknown() {
        var graph = AliasGraph<String>()
        graph.addReference(ref("a", "missing", line: 4))
        #expect {
            try graph.resolutionOrder()
        } throws: { error in
            guard let error = error as? AliasError<String>, case .unknownTarget(let reference) = error else {
                return false
            }
            return reference.location.line == 4 && reference.to == "missing"
        }
    }

    @Test("A chain of 100,000 aliases needs no call stack")
    func longChain() throws {
        var graph = AliasGraph<Int>()
        let count = 100_000
        for index in 0..<count {
            graph.addReference(
                .init(from: index, to: index + 1, location: SourceLocation(file: "t"), written: "\(index + 1)"))
        }
        graph.add(count)
        let order = try graph.resolutionOrder()
        #expect(order.first == count && order.last == 0 && order.count == count + 1)
    }

    private func token(_ name: String, line: Int) -> ColorToken {
        let location = SourceLocation(file: "p", line: line, column: 1)
        let value = ColorValue(color: Color(.srgb, 0, 0, 0), source: "#000", location: location)
        return ColorToken(name: name, role: nil, roleSource: .unknown, values: [.any: value], location: location)
    }

    @Test("Post-import: duplicate names, unknown pair and group members are errors")
    func postImport() throws {
        let tokens = [token("ink", line: 1), token("paper", line: 2)]
        let pair = PairDeclaration(
            foreground: "inc", background: "paper", usage: .text, location: SourceLocation(file: "p", line: 9))
        #expect {
            try PostImport.finish(Palette(file: "p", tokens: tokens, pairs: [pair]))
        } throws: { error in
            let error = error as! PaletteError
            return error.location.line == 9 && error.message.contains("no colour named 'inc'")
                && error.message.contains("did you mean 'ink'")
        }
        #expect {
            try PostImport.finish(Palette(file: "p", tokens: tokens + [token("ink", line: 5)]))
        } throws: { error in
            let error = error as! PaletteError
            return error.location.line == 5 && error.message.contains("first at p:1:1")
        }
        let group = ColorGroup(name: "g", members: ["ink", "ink"], location: SourceLocation(file: "p", line: 4))
        #expect(throws: PaletteError.self) {
            try PostImport.finish(Palette(file: "p", tokens: tokens, groups: [group]))
        }
        // Declared roles are kept; unknown ones are inferred ("paper" is a background word).
        var declared = tokens
        declared[0].role = .icon
        declared[0].roleSource = .declared
        let finished = try PostImport.finish(Palette(file: "p", tokens: declared))
        #expect(finished.tokens[0].role == .icon && finished.tokens[0].roleSource == .declared)
        #expect(finished.tokens[1].role == .background && finished.tokens[1].roleSource == .inferred)
    }

    @Test("A byte offset location prints as 'file: byte N'")
    func offsetLocation() {
        #expect(SourceLocation(file: "a.ase", offset: 42).description == "a.ase: byte 42")
        #expect(SourceLocation(file: "a.yaml", line: 3, column: 2).description == "a.yaml:3:2")
    }
}
