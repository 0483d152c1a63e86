import Foundation

/// Reads files from `Fixtures/` (copied into the test bundle).
enum Fixture {
    /// The URL of `Fixtures/<path>`.
    static func url(_ path: String) -> URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(path)
    }

    /// The bytes of `Fixtures/<path>`.
    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: url(path))
    }

    /// `Fixtures/<path>` parsed as JSON.
    static func json(_ path: String) throws -> Any {
        try JSONSerialization.jsonObject(with: data(path))
    }
}

/// A value of unexpected type in test data: thrown (failing one test) where a force cast would crash
/// the whole run.
struct UnexpectedShape: Error, CustomStringConvertible {
    /// What was expected and what was found.
    var description: String
}

/// `value` as a `T`, or an `UnexpectedShape` error naming `what`.
func cast<T>(_ value: Any?, _ what: String, as wanted: T.Type = T.self) throws -> T {
    guard let result = value as? T else {
        throw UnexpectedShape(
            description: "\(what): expected \(T.self), got \(value.map { "\(Swift.type(of: $0))" } ?? "nothing")")
    }
    return result
}
