/// A 1-based line and column inside one source file.
///
/// Columns count Unicode scalars from the start of the line, as libyaml and most editors do.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Used for values that were not read from a file (built in code or by an overlay).
    public static let unknown = SourcePosition(line: 0, column: 0)

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A position together with the file it belongs to: what a diagnostic points at.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var position: SourcePosition

    public init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }

    public init(file: String, line: Int, column: Int) {
        self.init(file: file, position: SourcePosition(line: line, column: column))
    }

    public var line: Int { position.line }
    public var column: Int { position.column }

    /// `file:line:column`, the form editors and Xcode jump to.
    public var description: String {
        position == .unknown ? file : "\(file):\(position.line):\(position.column)"
    }
}
