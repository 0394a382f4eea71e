import CYAML

/// Reads YAML into a `DocumentNode` tree on libyaml's event parser.
///
/// What it accepts and how it types values:
/// - One document per file: a second document is an error (an OpenAPI file is one document).
/// - Plain scalars are typed by the YAML 1.2 core schema (`YAMLScalar`); quoted, literal and
///   folded scalars are strings. Core tags (`!!str`, `!!int`, `!!float`, `!!bool`, `!!null`,
///   `!!map`, `!!seq`) convert or check a value; other tags are ignored (`YAMLTag`).
/// - Mapping keys must be scalars and are kept as their source text (`200:` → `"200"`),
///   duplicates are errors, and merge keys (`<<`) are applied.
/// - An alias is a copy of its anchored node, placed at the alias's position.
/// - Every problem is one error diagnostic with the file, line and column.
public enum YAMLReader {
    /// Parses `bytes` (UTF-8, or UTF-16 with a byte order mark) into one document tree.
    ///
    /// - Parameter path: the file name used in diagnostics; nothing is read from disk.
    /// - Throws: one error diagnostic locating the first problem.
    public static func read(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> DocumentNode {
        guard !bytes.isEmpty else { throw noDocument(path: path) }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) != 0 else {
            throw DiagnosticError(.error("libyaml could not allocate its parser", at: SourceLocation(file: path, line: 1, column: 1)))
        }
        defer { yaml_parser_delete(parser) }
        let result = bytes.withUnsafeBufferPointer { input in
            Result { () throws(DiagnosticError) -> DocumentNode in
                // libyaml reads the input in place, so the buffer must outlive the parse.
                yaml_parser_set_input_string(parser, input.baseAddress, input.count)
                return try parse(parser, input: input, path: path)
            }
        }
        return try result.get()
    }

    private static func parse(
        _ parser: UnsafeMutablePointer<yaml_parser_t>, input: UnsafeBufferPointer<UInt8>, path: String
    ) throws(DiagnosticError) -> DocumentNode {
        var builder = YAMLTreeBuilder(path: path)
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) != 0 else {
                throw YAMLSyntaxError.diagnostic(for: parser.pointee, input: input, path: path)
            }
            defer { yaml_event_delete(&event) }
            let position = SourcePosition(
                line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = UnsafeBufferPointer<UInt8>(start: scalar.value, count: scalar.value == nil ? 0 : scalar.length)
                try builder.scalar(
                    text,
                    isPlain: scalar.style == YAML_PLAIN_SCALAR_STYLE,
                    tag: scalar.tag.map { YAMLTag($0) },
                    anchor: scalar.anchor.map { String(cString: $0) },
                    at: position)
            case YAML_MAPPING_START_EVENT:
                let start = event.data.mapping_start
                try builder.startCollection(
                    isMapping: true,
                    tag: start.tag.map { YAMLTag($0) },
                    anchor: start.anchor.map { String(cString: $0) },
                    at: position)
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                try builder.startCollection(
                    isMapping: false,
                    tag: start.tag.map { YAMLTag($0) },
                    anchor: start.anchor.map { String(cString: $0) },
                    at: position)
            case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                try builder.endCollection()
            case YAML_ALIAS_EVENT:
                let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
                try builder.alias(name, at: position)
            case YAML_DOCUMENT_START_EVENT:
                if builder.root != nil {
                    throw DiagnosticError(.error(
                        "a second YAML document starts here; an OpenAPI file must hold exactly one document",
                        at: SourceLocation(file: path, position: position)))
                }
            case YAML_STREAM_END_EVENT:
                guard let root = builder.root else { throw noDocument(path: path) }
                return root
            default:
                // Stream start, document end, and the no-op event carry nothing to keep.
                break
            }
        }
    }

    private static func noDocument(path: String) -> DiagnosticError {
        DiagnosticError(.error(
            "the file holds no YAML document (only blank lines, comments or directives); expected an OpenAPI document",
            at: SourceLocation(file: path, line: 1, column: 1)))
    }
}
