/// Reads a spec file's bytes into a document tree, choosing the syntax by content.
///
/// JSON goes through `JSONReader` (faster, and its errors name JSON concepts); everything else
/// through `YAMLReader`. The reader does no file I/O: callers pass the bytes and the path used
/// in diagnostics.
public enum DocumentReader {
    public enum Syntax: String, Sendable {
        case json
        case yaml
    }

    /// JSON when the path ends in `.json` or the first significant byte opens a JSON
    /// object or array; YAML otherwise (YAML 1.2 is a superset of JSON, but our JSON reader
    /// is faster and reports JSON errors in JSON terms).
    public static func syntax(of bytes: [UInt8], path: String) -> Syntax {
        if path.lowercased().hasSuffix(".json") { return .json }
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                return .json
            default:
                return .yaml
            }
        }
        return .yaml
    }

    public static func read(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> DocumentNode {
        let isBlank = bytes.allSatisfy { byte in
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }
        if isBlank {
            throw DiagnosticError(.error(
                "the file is empty; expected an OpenAPI document",
                at: SourceLocation(file: path, line: 1, column: 1)))
        }
        switch syntax(of: bytes, path: path) {
        case .json: return try JSONReader.read(bytes, path: path)
        case .yaml: return try YAMLReader.read(bytes, path: path)
        }
    }
}
