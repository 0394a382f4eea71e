/// Turns the `DocumentNode` tree of a spec into an `OpenAPIDocument`, resolving `$ref`s and
/// collecting diagnostics instead of stopping at the first problem.
///
/// One instance reads one spec; it is not shared between threads. The work is split by
/// concept over `DocumentParser+*.swift`; this file holds the state and the typed value
/// readers every part uses.
final class DocumentParser {
    let resolver: ReferenceResolver
    private(set) var diagnostics: [Diagnostic] = []

    // Inline-resolved components, parsed once per location so that a response referenced 161
    // times is read (and diagnosed) once.
    var parameterCache: [Cursor: Parameter] = [:]
    var requestBodyCache: [Cursor: RequestBody] = [:]
    var responseCache: [Cursor: Response] = [:]
    var headerCache: [Cursor: Header] = [:]
    var exampleCache: [Cursor: Example] = [:]
    var securitySchemeCache: [Cursor: SecurityScheme] = [:]
    /// Non-schema references being followed, to report a loop instead of recursing forever.
    var resolving: Set<Cursor> = []
    /// Reference targets that failed to parse, so that each is reported once.
    var failedTargets: Set<Cursor> = []

    /// Non-component schema locations being inlined; meeting one again means a cycle.
    var inlining: Set<Cursor> = []
    /// Schemas reached by reference that are not components of the root document: parsed
    /// after the root so that each is read once.
    var schemaQueue: [(cursor: Cursor, node: DocumentNode, reference: SchemaReference, detached: Bool)] = []
    var queuedSchemas: Set<SchemaReference> = []
    var schemaDepth = 0
    static let maximumSchemaDepth = 200

    var securitySchemeNames: Set<String> = []
    /// The document says `openapi: 3.0.x` (else 3.1.x): a few keywords differ (see
    /// `DocumentParser+VersionTolerance.swift`).
    var isOpenAPI30 = false
    /// Tolerated spellings met so far, by kind: reported once each, at the first place, with
    /// the number of places (see `reportToleratedSpellings()`).
    var toleratedSpellings: [String: ToleratedSpelling] = [:]
    var operationIDs: [String: Cursor] = [:]

    init(resolver: ReferenceResolver) {
        self.resolver = resolver
    }

    // MARK: Diagnostics

    func report(_ severity: Diagnostic.Severity, _ message: String, at position: SourcePosition, _ cursor: Cursor) {
        diagnostics.append(Diagnostic(severity, message, at: resolver.location(position, in: cursor.file), pointer: cursor.pointer))
    }

    func error(_ message: String, at node: DocumentNode, _ cursor: Cursor) {
        report(.error, message, at: node.position, cursor)
    }

    func warning(_ message: String, at node: DocumentNode, _ cursor: Cursor) {
        report(.warning, message, at: node.position, cursor)
    }

    func append(_ more: [Diagnostic]) {
        diagnostics.append(contentsOf: more)
    }

    // MARK: Objects and fields

    /// One member of an object being read, with where it is.
    struct Field {
        let member: DocumentNode.Member
        let parent: Cursor

        var key: String { member.key }
        var node: DocumentNode { member.value }
        var cursor: Cursor { parent.appending(member.key) }
    }

    /// The members of `node`, or nil (with an error) when it is not an object.
    func object(_ node: DocumentNode, _ cursor: Cursor, _ kind: ObjectKind) -> [DocumentNode.Member]? {
        if case .object(let members) = node.value { return members }
        error("expected an object for this \(kind.name), found \(node.kindName)", at: node, cursor)
        return nil
    }

    /// The members of a map-valued field (`paths`, `properties`, `content`…).
    func map(_ field: Field, _ kind: ObjectKind) -> [DocumentNode.Member]? {
        if case .object(let members) = field.node.value { return members }
        mistyped(field, kind, expected: "an object")
        return nil
    }

    /// The elements of an array-valued field.
    func array(_ field: Field, _ kind: ObjectKind) -> [DocumentNode]? {
        if case .array(let elements) = field.node.value { return elements }
        mistyped(field, kind, expected: "an array")
        return nil
    }

    func mistyped(_ field: Field, _ kind: ObjectKind, expected: String) {
        // `type: null` written as a YAML null (meaning "no type"), `description: ~`: the tools
        // people use read a null as absent, so it is only worth a warning.
        if case .null = field.node.value {
            warning("'\(field.key)' in \(kind.name) is null where \(expected) belongs; read as absent", at: field.node, field.cursor)
            return
        }
        error("'\(field.key)' in \(kind.name) must be \(expected), found \(field.node.kindName)", at: field.node, field.cursor)
    }

    func string(_ field: Field, _ kind: ObjectKind) -> String? {
        if case .string(let string) = field.node.value { return string }
        mistyped(field, kind, expected: "a string")
        return nil
    }

    func bool(_ field: Field, _ kind: ObjectKind) -> Bool? {
        if case .bool(let bool) = field.node.value { return bool }
        mistyped(field, kind, expected: "a boolean")
        return nil
    }

    /// A non-negative integer (`minLength`, `maxItems`…).
    func count(_ field: Field, _ kind: ObjectKind) -> Int? {
        if let int = field.node.intValue, int >= 0 { return int }
        mistyped(field, kind, expected: "a non-negative integer")
        return nil
    }

    func number(_ field: Field, _ kind: ObjectKind) -> Double? {
        if let double = field.node.doubleValue { return double }
        mistyped(field, kind, expected: "a number")
        return nil
    }

    /// An array of strings (`required`, `tags`, `enum` of a server variable).
    func strings(_ field: Field, _ kind: ObjectKind) -> [String]? {
        guard case .array(let elements) = field.node.value else {
            mistyped(field, kind, expected: "an array of strings")
            return nil
        }
        var strings: [String] = []
        strings.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard case .string(let string) = element.value else {
                error("'\(field.key)' in \(kind.name) must be an array of strings, found \(element.kindName) at index \(index)", at: element, field.cursor.appending(index))
                return nil
            }
            strings.append(string)
        }
        return strings
    }

    /// A key the object's switch did not handle: an extension, or an unknown keyword.
    func other(_ field: Field, _ kind: ObjectKind, extensions: inout [String: DocumentNode]) {
        if field.key.hasPrefix("x-") {
            extensions[field.key] = field.node
            return
        }
        var message = "unknown keyword '\(field.key)' in \(kind.name)"
        if let suggestion = kind.suggestion(for: field.key) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; it is ignored (extensions must start with 'x-')"
        }
        report(.warning, message, at: field.member.keyPosition, field.cursor)
    }

    /// A keyword we know but do not model: a warning, so that nothing is dropped silently.
    func unsupported(_ field: Field, _ kind: ObjectKind) {
        report(.warning, "keyword '\(field.key)' in \(kind.name) is not supported; it is ignored", at: field.member.keyPosition, field.cursor)
    }
}
