/// Reads JSON (RFC 8259) into a `DocumentNode` tree with line and column on every node.
public enum JSONReader {
    public static func read(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> DocumentNode {
        throw DiagnosticError(.error("JSON reading is being implemented", at: SourceLocation(file: path, line: 1, column: 1)))
    }
}
