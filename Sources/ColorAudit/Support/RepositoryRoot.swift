import ColorScience
import Foundation

/// Finds the root of the repository a path is in, the directory finding paths are made relative to.
enum RepositoryRoot {
    /// The nearest directory at or above `path` (a file or directory; relative paths from the current
    /// directory) that holds a `.git` entry (a directory, or a file as in worktrees and submodules),
    /// as an absolute, standardized path; `nil` when there is none up to `/`.
    public static func find(from path: String) -> String? {
        folders(from: path).first { FileManager.default.fileExists(atPath: $0.appendingPathComponent(".git").path) }?
            .path
    }

    /// The folder of `path` (itself when it is a folder; relative paths from the current directory) and each
    /// of its parents up to `/`, nearest first, as absolute standardized URLs.
    static func folders(from path: String) -> [URL] {
        let manager = FileManager.default
        let absolute = path.hasPrefix("/") ? path : manager.currentDirectoryPath + "/" + path
        var url = URL(fileURLWithPath: absolute).standardizedFileURL
        var isDirectory: ObjCBool = false
        if !manager.fileExists(atPath: url.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
            url = url.deletingLastPathComponent()
        }
        var result = [url]
        while url.path != "/" {
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
            result.append(url)
        }
        return result
    }
}
