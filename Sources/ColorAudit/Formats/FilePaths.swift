import ColorScience
import Foundation

/// Path helpers for configuration discovery and path patterns.
enum FilePaths {
    /// `path` made absolute against the current directory and standardized (`.`/`..` resolved, no
    /// trailing `/`).
    static func absolute(_ path: String, in directory: String = FileManager.default.currentDirectoryPath) -> String {
        let joined = path.hasPrefix("/") ? path : (directory.hasSuffix("/") ? directory : directory + "/") + path
        return (joined as NSString).standardizingPath
    }

    /// The folder holding `path` (absolute), `/` for the root.
    static func parent(_ path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "/" : parent
    }

    /// Whether `path` is an existing folder.
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
