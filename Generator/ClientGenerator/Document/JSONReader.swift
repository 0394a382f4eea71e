/// Reads JSON (RFC 8259) into a `DocumentNode` tree with line and column on every node.
///
/// A hand-written parser rather than `JSONSerialization`, which loses both positions and the
/// order of object members. Every node and every object key carries its 1-based line and column;
/// columns count Unicode scalars from the start of the line, and a leading UTF-8 byte order mark
/// is skipped without taking a column. Any problem stops the read with one diagnostic that says
/// where and why.
///
/// Integers without a fraction or exponent that fit in `Int` become `.integer`; every other number
/// becomes `.number`. Duplicate keys are an error, as are invalid UTF-8, lone surrogate escapes and
/// numbers too large for a `Double`. Nesting is limited to `maximumDepth` levels, and the parser
/// keeps its own stack, so hostile input cannot overflow the thread's stack.
public enum JSONReader {
    /// The deepest nesting of arrays and objects accepted: the same bound as the YAML reader,
    /// because code that walks a tree recursively (equality, hashing, release) must not
    /// overflow a thread's stack either.
    public static let maximumDepth = 1_000

    /// Parses `bytes` as one JSON document; `path` names the file in diagnostics.
    public static func read(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> DocumentNode {
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<DocumentNode, DiagnosticError> in
            var parser = JSONParser(buffer, path: path, maximumDepth: maximumDepth)
            do throws(DiagnosticError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
