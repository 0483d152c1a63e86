/// Where something was written: a file path as given, 1-based line and column (0 when unknown).
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file path as the user gave it (or `-` for standard input).
    public var file: String
    /// 1-based line; 0 when unknown.
    public var line: Int
    /// 1-based column; 0 when unknown.
    public var column: Int

    /// Creates a location; line and column are 1-based (0 = unknown).
    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, as compilers print it (line and column left out when unknown).
    public var description: String {
        if line == 0 { return file }
        if column == 0 { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }
}
