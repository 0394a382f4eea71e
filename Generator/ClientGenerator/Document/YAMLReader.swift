import CYAML

/// Reads YAML into a `DocumentNode` tree on libyaml's event parser.
public enum YAMLReader {
    public static func read(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> DocumentNode {
        throw DiagnosticError(.error("YAML reading is being implemented", at: SourceLocation(file: path, line: 1, column: 1)))
    }
}
