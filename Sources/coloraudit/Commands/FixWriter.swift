import ColorAudit
import Foundation

/// Writes the files of a repair whole or not at all (`coloraudit fix`): a palette is never left half
/// repaired when a later file cannot be written.
///
/// First every file is checked before any is written: it is still a regular file, readable, holding the
/// bytes the repair was planned on (compared byte for byte, so a file edited since fix read it is
/// found whatever its modification time says), writable (not read-only: no write permission for this
/// user, or no write bit at all, as version-control systems that lock files leave them, even for root),
/// and its folder can take the temporary file. Then each is written into a temporary file beside it and
/// renamed over it (`Console.stream`, keeping its permissions). When one still cannot be written, the
/// files already replaced are written back from their bytes kept in memory, the same way, and every
/// problem is returned: nothing is left changed.
enum FixWriter {
    /// One file to replace.
    struct Target: Sendable {
        /// The path as given.
        var file: String
        /// The bytes the repair read and planned on.
        var before: [UInt8]
        /// The bytes to write.
        var after: [UInt8]
    }

    /// When the test seam (`hook`) runs.
    enum Stage: Sendable, Equatable {
        /// Before the files are checked (its file is empty).
        case checking
        /// Before its file is written, after the files before it were.
        case writing
    }

    /// A test seam: called before the files are checked and before each file is written; what it
    /// throws is a failure to write that file. Tests change or lock a file there, or fail a write,
    /// without depending on timing.
    @TaskLocal static var hook: (@Sendable (Stage, String) throws -> Void)? = nil

    /// Writes every target or none; returns the problems (empty when every file was written), each a
    /// line naming its file and the reason.
    static func write(_ targets: [Target]) -> [String] {
        do {
            try hook?(.checking, "")
        } catch {
            return ["coloraudit: error: \(error); no file written"]
        }
        let problems = targets.compactMap { target in
            problem(target).map { "\(target.file): error: cannot write the repaired file: \($0)" }
        }
        if !problems.isEmpty {
            return problems + ["coloraudit: error: no file written (\(count(targets.count)) to change)"]
        }
        var replaced: [Target] = []
        for target in targets {
            do {
                try hook?(.writing, target.file)
                try replace(target.file, with: target.after)
                replaced.append(target)
            } catch {
                var lines = [message(error, file: target.file)]
                var restored: [String] = []
                for done in replaced.reversed() {
                    do {
                        try replace(done.file, with: done.before)
                        restored.append(done.file)
                    } catch {
                        lines.append(message(error, file: done.file))
                        lines.append("\(done.file): error: not put back as it was: it holds the repaired text")
                    }
                }
                if restored.count == replaced.count {
                    lines.append(
                        replaced.isEmpty
                            ? "coloraudit: error: no file written"
                            : "coloraudit: error: no file changed: "
                                + (replaced.count == 1
                                    ? "the file already written put back as it was"
                                    : "the \(replaced.count) files already written put back as they were")
                                + " (\(restored.reversed().joined(separator: ", ")))")
                }
                return lines
            }
        }
        return []
    }

    /// Why `target` cannot be replaced now, for people; `nil` when it can.
    static func problem(_ target: Target) -> String? {
        let resolved = URL(fileURLWithPath: target.file).resolvingSymlinksInPath().path
        var status = stat()
        guard stat(resolved, &status) == 0 else {
            return InputReading.problem(with: resolved).map { "it cannot be read: \($0)" } ?? "it cannot be read"
        }
        guard status.st_mode & S_IFMT == S_IFREG else { return "it is no longer a regular file" }
        guard access(resolved, R_OK) == 0, let data = FileManager.default.contents(atPath: resolved) else {
            return "it cannot be read"
        }
        guard [UInt8](data) == target.before else {
            return "it changed since fix read it; run fix again on the file as it is now"
        }
        guard status.st_mode & 0o222 != 0, access(resolved, W_OK) == 0 else { return "it is read-only" }
        return Console.targetProblem(target.file)
    }

    /// Replaces the file at `path` with `bytes`: a temporary file beside it, renamed over it.
    private static func replace(_ path: String, with bytes: [UInt8]) throws {
        try Console.stream(to: path, what: "repaired file", addingNewline: false) { sink in
            try bytes.withUnsafeBufferPointer { try sink.write(utf8: $0) }
        }
    }

    /// The message of a failed write of `file`: `Console.stream`'s own (it names the file), else the
    /// file and the error.
    private static func message(_ error: any Error, file: String) -> String {
        (error as? InputError)?.message ?? "\(file): error: cannot write the repaired file: \(error)"
    }

    private static func count(_ files: Int) -> String { files == 1 ? "1 file" : "\(files) files" }
}
