import ColorAudit
import Foundation

/// Exit statuses of `coloraudit` (documented in the README).
enum ExitStatus: Int32 {
    /// Nothing at or above the fail level.
    case success = 0
    /// Findings at or above the fail level.
    case findings = 1
    /// Usage or input error (unreadable file, malformed palette, bad colour).
    case inputError = 2
}

/// An input problem reported to the user with exit status 2 (file, line and what was expected).
struct InputError: Error {
    /// The whole message, already naming file and line where there is one.
    var message: String
    /// The palette errors the message lists (empty for other input errors).
    var paletteErrors: [PaletteError] = []
}

/// Writing to standard output and error, and files written whole or not at all.
enum Console {
    /// Where this run writes and the environment it reads: the process's own unless the caller of
    /// `CLI.main` gives others.
    @TaskLocal static var streams = ConsoleStreams.process

    /// Writes text to standard output, adding a newline. When standard output cannot be written (a full
    /// disk, a closed descriptor) it says so on standard error and throws `OutputClosed` (exit status 2);
    /// a reader that went away (`| head`, EPIPE) ends the run with status 2 quietly.
    static func out(_ text: String) throws(OutputClosed) {
        do {
            let sink = FileSink(descriptor: streams.output)
            try sink.write(text + "\n")
            try sink.flush()
        } catch {
            if (error as? FileSink.WriteError)?.code != EPIPE {
                try Self.error("coloraudit: error: cannot write to standard output: \(error)")
            }
            throw OutputClosed()
        }
    }

    /// Writes text to standard error, adding a newline, with control and bidirectional formatting
    /// characters shown as escapes (`TerminalText`): messages quote palette files, whose bytes must not
    /// drive the terminal. When standard error cannot be written, it throws `OutputClosed` (exit status 2;
    /// there is nowhere left to say why).
    static func error(_ text: String) throws(OutputClosed) {
        do {
            let sink = FileSink(descriptor: streams.error)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            try sink.write(lines.map { TerminalText.visible(String($0)) }.joined(separator: "\n") + "\n")
            try sink.flush()
        } catch {
            throw OutputClosed()
        }
    }

    /// Whether standard output is a terminal (for swatches).
    static var stdoutIsTerminal: Bool { isatty(streams.output) == 1 }

    /// Writes `text` to `path` whole or not at all (see `stream(to:what:addingNewline:_:)`). `addingNewline`
    /// ends the text with a line break; `what` names the output in messages.
    static func write(_ text: String, to path: String, what: String = "report", addingNewline: Bool = true) throws {
        try stream(to: path, what: what, addingNewline: addingNewline) { sink in try sink.write(text) }
    }

    /// Why nothing can be written at `path` (not `-`), for people: "it is a folder; expected a file path",
    /// or, for a regular file or a new one, why its folder cannot take the temporary file `stream` writes
    /// first; `nil` when writing looks possible (a device or FIFO is opened as it is). `stream` checks it,
    /// and `OutputGuard` before an audit prints anything, so a bad `--write-baseline` or `-o` path fails
    /// before the report.
    static func targetProblem(_ path: String) -> String? {
        guard path != "-" else { return nil }
        guard !path.isEmpty else { return "expected a file path" }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        var status = stat()
        if stat(target.path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: return "it is a folder; expected a file path"
            case S_IFREG: break
            default: return nil
            }
        }
        return folderProblem(target.deletingLastPathComponent().path, given: path)
    }

    /// Streams what `produce` writes to its sink into `path`, so that a failure never leaves a
    /// half-written file and memory does not grow with the output: a regular file (or a new one) is
    /// written into a temporary file in the same folder and renamed over it only when everything was
    /// written (keeping the old file's permissions); a symbolic link is followed and its target written
    /// the same way; a device or FIFO (`/dev/stdout`, a pipe) is written directly, since it cannot be
    /// replaced. `-` means standard output, written as the report is produced. A folder, an empty path, and
    /// a file in a folder that does not exist or cannot be written are input errors naming the folder.
    /// `addingNewline` ends the output with a line break; `what` names the output in messages ("report",
    /// "baseline"). Whatever `produce` throws is rethrown after the temporary file is removed; a SIGINT,
    /// SIGTERM or SIGHUP that ends the process while it writes removes it too (`SignalCleanup`). Throws
    /// `InputError`, or `OutputClosed` when standard output's reader went away.
    static func stream(
        to path: String, what: String = "report", addingNewline: Bool = true, _ produce: (FileSink) throws -> Void
    ) throws {
        func finish(_ sink: FileSink) throws {
            try produce(sink)
            if addingNewline { try sink.write("\n") }
            try sink.flush()
        }
        if path == "-" {
            do {
                try finish(FileSink(descriptor: streams.output))
            } catch let error as InputError {
                throw error
            } catch {
                // The reader went away (`| head`): nobody is left to tell.
                if (error as? FileSink.WriteError)?.code == EPIPE { throw OutputClosed() }
                throw InputError(message: "coloraudit: error: cannot write to standard output: \(error)")
            }
            return
        }
        guard !path.isEmpty else { throw InputError(message: "coloraudit: error: --output needs a file path") }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        var status = stat()
        let exists = stat(target.path, &status) == 0
        let type = status.st_mode & S_IFMT
        var temporary: String?
        if let problem = targetProblem(path) {
            throw InputError(message: "\(path): error: cannot write the \(what): \(problem)")
        }
        do {
            if exists && type != S_IFREG {
                let descriptor = open(target.path, O_WRONLY | O_CLOEXEC)
                guard descriptor >= 0 else { throw FileSink.WriteError(description: String(cString: strerror(errno))) }
                defer { close(descriptor) }
                try finish(FileSink(descriptor: descriptor))
            } else {
                let (descriptor, name, registration) = try createTemporary(beside: target)
                temporary = name
                defer { SignalCleanup.unregister(registration) }
                let mask = umask(0)
                umask(mask)
                fchmod(descriptor, exists ? status.st_mode & 0o7777 : 0o666 & ~mask)
                do {
                    try finish(FileSink(descriptor: descriptor))
                } catch {
                    close(descriptor)
                    throw error
                }
                guard close(descriptor) == 0, rename(name, target.path) == 0 else {
                    throw FileSink.WriteError(description: String(cString: strerror(errno)))
                }
                temporary = nil
            }
        } catch let error as InputError {
            if let temporary { unlink(temporary) }
            throw error
        } catch {
            if let temporary { unlink(temporary) }
            let reason =
                (error as? FileSink.WriteError)?.description
                ?? (error as NSError).localizedFailureReason ?? error.localizedDescription
            throw InputError(message: "\(path): error: cannot write the \(what): \(reason)")
        }
    }

    /// Creates the hidden file `.NAME.coloraudit-XXXXXX` beside `target` as `mkstemp` does (a random
    /// suffix, created only if new, mode 0600), its name registered with `SignalCleanup` before the file
    /// exists, so that no moment is left when a SIGINT, SIGTERM or SIGHUP would leave it behind.
    /// - Returns: its descriptor, its path and its registration (for `SignalCleanup.unregister`).
    private static func createTemporary(beside target: URL) throws -> (descriptor: Int32, name: String, slot: Int?) {
        let prefix = target.deletingLastPathComponent().path + "/." + target.lastPathComponent + ".coloraudit-"
        let characters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        for _ in 0..<100 {
            let name = prefix + String((0..<6).map { _ in characters.randomElement()! })
            let slot = SignalCleanup.register(name)
            let descriptor = open(name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(0o600))
            if descriptor >= 0 { return (descriptor, name, slot) }
            let failure = errno
            SignalCleanup.unregister(slot)
            guard failure == EEXIST else { throw FileSink.WriteError(description: String(cString: strerror(failure))) }
        }
        throw FileSink.WriteError(description: "no free name for a temporary file beside it")
    }

    /// Why no file can be created in `folder` (the resolved parent of the path `given`), for people;
    /// `nil` when it looks possible. The folder is named as the user wrote it when the path is not a
    /// symbolic link.
    private static func folderProblem(_ folder: String, given: String) -> String? {
        var status = stat()
        let isLink = lstat(given, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
        let written = (given as NSString).deletingLastPathComponent
        let name = isLink ? folder : (written.isEmpty ? "." : written)
        guard stat(folder, &status) == 0 else {
            let reason = InputReading.problem(with: folder) ?? "it cannot be opened"
            if reason == "no such file or folder" { return "the folder '\(name)' does not exist" }
            return "the folder '\(name)' cannot be used: \(reason)"
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { return "'\(name)' is not a folder" }
        guard access(folder, W_OK) == 0 else { return "permission denied: cannot create a file in '\(name)'" }
        return nil
    }

    /// True-colour output is wanted: `FORCE_COLOR` set and not empty (force-color.org: whatever its
    /// value, and over `NO_COLOR`); else a terminal that is not `TERM=dumb`, with `NO_COLOR` unset or empty
    /// (no-color.org).
    static var useColor: Bool { useColor(environment: streams.environment, terminal: stdoutIsTerminal) }

    /// `useColor` for this environment and whether standard output is a terminal.
    static func useColor(environment: [String: String], terminal: Bool) -> Bool {
        if !(environment["FORCE_COLOR"] ?? "").isEmpty { return true }
        return terminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// Reads a file (or standard input for `-`), at most `InputReading.sizeLimit` bytes; `expected` says
    /// what it should be (for the message about an input over the limit).
    static func read(_ path: String, expected: String) throws(InputError) -> Data {
        do {
            return path == "-"
                ? try InputReading.readStandardInput(expected: expected)
                : try InputReading.readFile(path, expected: expected)
        } catch {
            throw InputError(message: error.description)
        }
    }
}
