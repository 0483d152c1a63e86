import ColorScience
import Foundation

/// Reads a palette file or standard input whole, refusing more than `sizeLimit` bytes, with errors
/// that say what is wrong with the path (POSIX `stat`/`open`/`read`).
///
/// - A **regular file** larger than the limit is refused before it is read; a smaller one is
///   memory-mapped when possible.
/// - Anything else that can be opened for reading — a FIFO or pipe (`<(cmd)`, `/dev/stdin`), a
///   character device (`/dev/zero`), standard input — is read in chunks and refused as soon as it
///   goes past the limit, so an endless stream costs at most the limit in memory.
/// - A folder, a missing path, a dangling symbolic link, a loop of symbolic links and a denied
///   permission each get their own message (`problem(with:)`).
///
/// Errors are `PaletteError`s at the path (line 0), so they print as `path: error: …`; standard
/// input is `-`.
public enum InputReading {
    /// The largest palette input read, in bytes: 64 MiB (67,108,864 bytes). Far above any real
    /// palette (100,000 colours with four appearances each take about 10 MB of YAML); it bounds the
    /// memory an endless or mistaken input (`/dev/zero`, a disk image) can take.
    public static let sizeLimit = 64 * 1024 * 1024

    /// Files read with other contents than on disk, by standardized path (`standardized(_:)`), while a
    /// task runs with them set: `coloraudit fix` re-reads the files it is about to write, changed, to
    /// check the repair before anything is written.
    @TaskLocal public static var replacedFiles: [String: Data] = [:]

    /// `path` made absolute (against the working folder) and standardized, the key of `replacedFiles`.
    public static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: absolute).standardizedFileURL.path
    }

    /// `sizeLimit` for messages ("64 MiB").
    static func limitText(_ limit: Int) -> String {
        limit % (1024 * 1024) == 0 ? "\(limit / (1024 * 1024)) MiB" : "\(limit) bytes"
    }

    /// The bytes of the file at `path` (following symbolic links).
    /// - Parameters: `limit` the most bytes accepted (default `sizeLimit`); `expected` what the file should
    ///   be, for the message about a file over the limit (default "a palette file").
    /// - Throws: `PaletteError` at `path` for a path that cannot be read (`problem(with:)`), a folder, or
    ///   more than `limit` bytes.
    public static func readFile(_ path: String, limit: Int = sizeLimit, expected: String = "a palette file")
        throws(PaletteError) -> Data
    {
        if !replacedFiles.isEmpty, let replaced = replacedFiles[standardized(path)] { return replaced }
        if let problem = problem(with: path) {
            throw PaletteError(kind: .unreadable, location: SourceLocation(file: path), message: problem)
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw error(at: path, errno: errno) }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            throw PaletteError(
                kind: .notAFile, location: SourceLocation(file: path), message: "is a folder; expected a file")
        case S_IFREG:
            guard Int(status.st_size) <= limit else {
                throw tooLarge(path, limit: limit, what: "the file", expected: expected)
            }
            if let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe),
                data.count <= limit
            {
                return data
            }
        default:
            break
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw error(at: path, errno: errno) }
        defer { close(descriptor) }
        let what = (status.st_mode & S_IFMT) == S_IFREG ? "the file" : "the input"
        return try read(descriptor, path: path, limit: limit, what: what, expected: expected)
    }

    /// All of standard input, read in chunks until its end.
    /// - Throws: `PaletteError` at `-` when it goes past `limit` bytes (default `sizeLimit`; `expected`
    ///   as for `readFile`) or cannot be read.
    public static func readStandardInput(limit: Int = sizeLimit, expected: String = "a palette file")
        throws(PaletteError) -> Data
    {
        try read(STDIN_FILENO, path: "-", limit: limit, what: "standard input", expected: expected)
    }

    /// Why `path` cannot be read as a file or folder, for people; `nil` when it exists (after following
    /// symbolic links) — whether it is readable is found out by opening it.
    ///
    /// "no such file or folder" (saying so when the path holds U+FFFD, the mark of bytes that were not
    /// UTF-8); "a symbolic link to 'target', which does not exist"; "a loop of
    /// symbolic links"; "permission denied (a folder on the path cannot be searched)"; "a part of the
    /// path is not a folder"; "the path is too long"; otherwise the system's text (`strerror`).
    public static func problem(with path: String) -> String? {
        var status = stat()
        if stat(path, &status) == 0 { return nil }
        let code = errno
        switch code {
        case ENOENT:
            var linkStatus = stat()
            if lstat(path, &linkStatus) == 0, (linkStatus.st_mode & S_IFMT) == S_IFLNK {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                return "a symbolic link to '\(target)', which does not exist"
            }
            if path.unicodeScalars.contains("\u{FFFD}") {
                // A name given on the command line with bytes that are not UTF-8 arrives with U+FFFD in
                // their place, so the file it names cannot be found.
                return "no such file or folder (the name has a character that is not valid UTF-8, shown as �; "
                    + "a file named with such bytes cannot be opened: rename it, e.g. convmv -f latin1 -t utf8)"
            }
            return "no such file or folder"
        case ELOOP: return "a loop of symbolic links (each one points, in the end, back to itself)"
        case EACCES: return "permission denied (a folder on the path cannot be searched)"
        case ENOTDIR: return "a part of the path is not a folder"
        case ENAMETOOLONG: return "the path is too long"
        default: return systemText(code)
        }
    }

    /// Reads `descriptor` to its end in chunks, refusing more than `limit` bytes.
    private static func read(_ descriptor: Int32, path: String, limit: Int, what: String, expected: String)
        throws(PaletteError)
        -> Data
    {
        var data = Data()
        let chunk = 1 << 16
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, chunk) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw error(at: path, errno: errno)
            }
            guard data.count + count <= limit else {
                throw tooLarge(path, limit: limit, what: what, expected: expected)
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    private static func tooLarge(_ path: String, limit: Int, what: String, expected: String) -> PaletteError {
        PaletteError(
            kind: .limitExceeded,
            location: SourceLocation(file: path),
            message: "\(what) is larger than \(limitText(limit)), the limit for one input; "
                + "expected \(expected) (is it the right file, or an endless stream such as /dev/zero?)")
    }

    private static func error(at path: String, errno code: Int32) -> PaletteError {
        let text: String
        switch code {
        case EACCES: text = "permission denied (the file cannot be read)"
        case EISDIR: text = "is a folder; expected a file"
        default: text = problem(with: path) ?? "cannot read: \(systemText(code))"
        }
        return PaletteError(
            kind: code == EISDIR ? .notAFile : .unreadable, location: SourceLocation(file: path), message: text)
    }

    private static func systemText(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
