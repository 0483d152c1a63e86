import ColorScience

/// Where something was written: a file path as given, 1-based line and column (0 when unknown), or,
/// for binary formats (Adobe `.ase`, PNG and JPEG images), a 0-based byte offset.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file path as the user gave it (or `-` for standard input).
    public var file: String
    /// 1-based line; 0 when unknown or when the file is binary.
    public var line: Int
    /// 1-based column; 0 when unknown.
    public var column: Int
    /// 0-based byte offset from the start of a binary file; `nil` for text locations.
    public var offset: Int?

    /// Creates a location; line and column are 1-based (0 = unknown).
    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
        self.offset = nil
    }

    /// Creates a location in a binary file at a 0-based byte offset.
    public init(file: String, offset: Int) {
        self.file = file
        self.line = 0
        self.column = 0
        self.offset = offset
    }

    /// `file:line:column`, as compilers print it (line and column left out when unknown);
    /// `file: byte N` for a byte offset.
    public var description: String { described(file: file) }

    /// `description` with the file written as `name` (a path relative to the repository root, say).
    public func described(file name: String) -> String {
        if line == 0 {
            if let offset { return "\(name): byte \(offset)" }
            return name
        }
        if column == 0 { return "\(name):\(line)" }
        return "\(name):\(line):\(column)"
    }

    /// Where in its file, for people: `line 3`, `byte 40` in a binary file, or `whole file` when the
    /// location has neither (a missing image, a file-level problem). Never `line 0`.
    public var position: String {
        if line > 0 { return "line \(line)" }
        if let offset { return "byte \(offset)" }
        return "whole file"
    }
}
