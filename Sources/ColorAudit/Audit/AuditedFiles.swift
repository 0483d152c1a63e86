import ColorScience

/// The files a run audited, in the form `FindingIdentity.file` takes (relative to a root): each
/// palette's file or folder, and every file its tokens and values were read from (side files named by
/// `include:`, token-set files of a folder). A folder palette (an asset catalog, a token folder) holds
/// every file below it.
///
/// Lets a comparison tell an earlier finding that was fixed from one whose file this run did not audit
/// (deleted, renamed, or not among the paths given): counting those as fixed would let a pull request
/// that deletes a palette look as if it fixed its problems.
public struct AuditedFiles: Sendable {
    /// The files and folders, relative to the root.
    private let paths: Set<String>

    /// The files of `reports`' palettes, relative to `root` (`FindingIdentity.relativePath`; `nil` keeps
    /// paths as given). Each distinct file is made relative once.
    public init(reports: [PaletteReport], root: String?) {
        var written = Set<String>()
        for report in reports {
            written.insert(report.palette.file)
            for token in report.palette.tokens {
                written.insert(token.location.file)
                for value in token.values.values { written.insert(value.location.file) }
            }
        }
        paths = Set(written.map { FindingIdentity.relativePath($0, root: root) })
    }

    /// Whether `file` (as in `FindingIdentity.file`) is one of the files, or lies in one of the folders.
    public func contains(_ file: String) -> Bool {
        if paths.contains(file) { return true }
        var path = Substring(file)
        while let slash = path.lastIndex(of: "/") {
            path = path[..<slash]
            if paths.contains(String(path)) { return true }
        }
        return false
    }
}
