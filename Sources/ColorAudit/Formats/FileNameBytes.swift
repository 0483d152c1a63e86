import ColorScience
import Foundation

/// File names as the file system stores them: bytes, which need not be UTF-8. Foundation's folder
/// listing leaves out a name that is not valid UTF-8 and Swift strings cannot hold one, so such a file
/// could vanish from a folder audit without a word; this finds them so that discovery can list them.
enum FileNameBytes {
    /// The names in `folder` (not recursive) that are not valid UTF-8, written with each byte that is
    /// not part of a valid UTF-8 sequence as `\xHH` (`caf\xE9.yaml`), sorted; empty when the folder
    /// cannot be listed.
    static func undecodableNames(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if String(bytes: bytes, encoding: .utf8) == nil { names.append(escaped(bytes)) }
        }
        return names.sorted()
    }

    /// `bytes` as text: valid UTF-8 sequences as their characters, every other byte as `\xHH`.
    static func escaped(_ bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length =
                lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
            if length > 0, index + length <= bytes.count,
                let scalar = String(bytes: bytes[index..<(index + length)], encoding: .utf8)
            {
                text += scalar
                index += length
            } else {
                text += String(format: "\\x%02X", lead)
                index += 1
            }
        }
        return text
    }
}
