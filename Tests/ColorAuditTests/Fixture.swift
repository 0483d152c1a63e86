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
