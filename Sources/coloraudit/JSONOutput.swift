import Foundation

/// JSON text for the CLI's machine-readable outputs: pretty-printed, keys sorted, numbers unrounded.
enum JSONOutput {
    static func string(_ object: Any) throws -> String {
        let data = try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }
}
