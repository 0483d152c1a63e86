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
}

/// Writing to standard output and error, and files written whole or not at all.
enum Console {
    /// Writes text to standard output, adding a newline.
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes text to standard error, adding a newline.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Whether standard output is a terminal (for swatches).
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// True-colour output is wanted: a terminal and `NO_COLOR` unset or empty (no-color.org).
    static var useColor: Bool {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
        return stdoutIsTerminal && noColor.isEmpty
    }

    /// Writes `text` to `path` atomically (temporary file, then rename), so a failure never leaves a
    /// half-written file. `-` means standard output.
    static func write(_ text: String, to path: String) throws(InputError) {
        if path == "-" {
            out(text)
            return
        }
        do {
            try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw InputError(message: "\(path): error: cannot write output: \(error.localizedDescription)")
        }
    }

    /// Reads a file (or standard input for `-`).
    static func read(_ path: String) throws(InputError) -> Data {
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let reason = !exists ? "no such file" : (isDirectory.boolValue ? "is a folder" : "cannot be read")
            throw InputError(message: "\(path): error: \(reason)")
        }
        return data
    }
}
