/// Turns the OpenAPI schemas of an operation into one self-contained JSON Schema, the
/// `inputSchema` of an MCP tool: every `$ref` inlined, OpenAPI's `nullable` spelled as JSON
/// Schema's `"null"` type, `readOnly` properties left out (a request never sends them), and
/// what JSON Schema has no use for (`discriminator`, examples, `x-` extensions) dropped.
///
/// The result is finite and bounded: a reference already being expanded (a cycle), a compound
/// schema nested deeper than ``maxDepth``, or one met after ``maxNodes`` schemas have been
/// written is cut to `{}` (keeping its `type` and description, with a note that says why), and
/// each cut is recorded in ``cuts``. The same input always gives the same output: properties
/// keep the spec's order, traversal is depth-first in that order.
struct ToolInputSchema {
    /// Why a schema was cut to `{}`.
    enum CutReason: String, Hashable, Sendable {
        case recursive = "it refers to itself"
        case depth = "nested too deeply"
        case size = "the tool's schema is already large"
        case unresolved = "its reference could not be resolved"
    }

    struct Cut: Hashable, Sendable {
        /// The schema's component name, or the pointer where it was written.
        var schema: String
        var reason: CutReason
    }

    let schemas: [SchemaReference: Schema]
    /// Schemas nested deeper than this (properties, items, combinator branches) are cut when
    /// they are compound; scalars are always written.
    var maxDepth = 8
    /// Schemas written for one tool before compound schemas are cut.
    var maxNodes = 300
    private(set) var cuts: [Cut] = []
    private var nodes = 0

    init(schemas: [SchemaReference: Schema], maxDepth: Int = 8, maxNodes: Int = 300) {
        self.schemas = schemas
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
    }

    /// Starts a new tool: its node budget and cuts are its own.
    mutating func reset() {
        cuts = []
        nodes = 0
    }

    /// `schema` as JSON Schema, `depth` levels below the tool's arguments.
    mutating func json(_ schema: Schema, depth: Int, expanding: [SchemaReference] = []) -> DocumentNode {
        nodes += 1
        if let boolean = schema.boolean {
            return boolean ? .object([]) : .object([("not", .object([]))])
        }
        if let reference = schema.reference ?? schema.recursiveReference {
            return referenced(reference, siblings: schema, depth: depth, expanding: expanding)
        }
        if isCompound(schema) {
            if depth > maxDepth { return cut(schema, name: schema.pointer.fragment, reason: .depth) }
            if nodes > maxNodes { return cut(schema, name: schema.pointer.fragment, reason: .size) }
        }
        return write(schema, depth: depth, expanding: expanding)
    }

    /// The object schema's own properties and those of its `allOf` members (references
    /// followed), `readOnly` ones left out, with the names that are required; nil when the
    /// schema is not a plain object (a union, an array, a map without properties).
    func flattenedObject(_ schema: Schema, expanding: [SchemaReference] = []) -> (properties: [SchemaProperty], required: [String])? {
        if let reference = schema.reference {
            guard !expanding.contains(reference), let target = schemas[reference] else { return nil }
            return flattenedObject(target, expanding: expanding + [reference])
        }
        guard schema.oneOf == nil, schema.anyOf == nil, schema.not == nil, schema.boolean == nil,
              schema.types == nil || schema.types == [.object] else { return nil }
        var properties = schema.properties.filter { $0.schema.readOnly != true }
        var required = schema.required
        // Sets, so that a part of 10k members does not cost 10k² comparisons.
        var names = Set(properties.map(\.name))
        var requiredNames = Set(required)
        for member in schema.allOf ?? [] {
            guard let part = flattenedObject(member, expanding: expanding) else { return nil }
            for property in part.properties where names.insert(property.name).inserted {
                properties.append(property)
            }
            for name in part.required where requiredNames.insert(name).inserted { required.append(name) }
        }
        guard !properties.isEmpty else { return nil }
        return (properties, required.filter(names.contains))
    }

    // MARK: - Writing

    private mutating func referenced(_ reference: SchemaReference, siblings: Schema, depth: Int, expanding: [SchemaReference]) -> DocumentNode {
        let name = reference.componentName ?? reference.description
        guard let target = schemas[reference] else {
            var note = siblings
            note.reference = nil
            note.recursiveReference = nil
            return cut(note, name: name, reason: .unresolved)
        }
        var resolved: DocumentNode
        if expanding.contains(reference) {
            resolved = cut(target, name: name, reason: .recursive)
        } else if isCompound(target) && depth > maxDepth {
            resolved = cut(target, name: name, reason: .depth)
        } else if isCompound(target) && nodes > maxNodes {
            resolved = cut(target, name: name, reason: .size)
        } else {
            resolved = write(target, depth: depth, expanding: expanding + [reference])
        }
        // Siblings of a `$ref` (3.1): annotations override the target's; anything that
        // constrains combines with it.
        var own = siblings
        own.reference = nil
        own.recursiveReference = nil
        if own.nullable == true {
            own.nullable = nil
            resolved = .object([("anyOf", .array([resolved, .object([("type", .string("null"))])]))])
        }
        let annotations: [(String, DocumentNode)] = [
            own.description.map { ("description", DocumentNode.string($0)) },
            own.default.map { ("default", $0) },
            own.deprecated == true ? ("deprecated", DocumentNode.bool(true)) : nil,
        ].compactMap { $0 }
        own.description = nil
        own.default = nil
        own.deprecated = nil
        own.title = nil
        own.example = nil
        own.examples = nil
        own.readOnly = nil
        own.writeOnly = nil
        own.extensions = [:]
        own.discriminator = nil
        if own != Schema(pointer: own.pointer) {
            resolved = .object([("allOf", .array([resolved, write(own, depth: depth + 1, expanding: expanding)]))])
        }
        for (key, value) in annotations { resolved = resolved.setting(key, value) }
        return resolved
    }

    private mutating func write(_ schema: Schema, depth: Int, expanding: [SchemaReference]) -> DocumentNode {
        var members: [(String, DocumentNode)] = []
        if var types = schema.types {
            if schema.nullable == true, !types.contains(.null) { types.append(.null) }
            members.append(("type", types.count == 1 ? .string(types[0].rawValue) : .array(types.map { .string($0.rawValue) })))
        }
        if let description = schema.description?.trimmedText, !description.isEmpty { members.append(("description", .string(description))) }
        if let values = schema.enum {
            var values = values
            if schema.nullable == true, !values.contains(where: \.isNull) { values.append(DocumentNode(.null)) }
            members.append(("enum", .array(values)))
        }
        if let const = schema.const { members.append(("const", const)) }
        if let format = schema.format { members.append(("format", .string(format))) }
        if let pattern = schema.pattern { members.append(("pattern", .string(pattern))) }
        if let value = schema.minLength { members.append(("minLength", .integer(value))) }
        if let value = schema.maxLength { members.append(("maxLength", .integer(value))) }
        if let value = schema.minimum { members.append(("minimum", .number(value))) }
        if let value = schema.maximum { members.append(("maximum", .number(value))) }
        switch schema.exclusiveMinimum {
        case .value(let value)?: members.append(("exclusiveMinimum", .number(value)))
        case .flag(true)?: if let value = schema.minimum { members.append(("exclusiveMinimum", .number(value))) }
        default: break
        }
        switch schema.exclusiveMaximum {
        case .value(let value)?: members.append(("exclusiveMaximum", .number(value)))
        case .flag(true)?: if let value = schema.maximum { members.append(("exclusiveMaximum", .number(value))) }
        default: break
        }
        if let value = schema.multipleOf { members.append(("multipleOf", .number(value))) }
        if let value = schema.contentEncoding { members.append(("contentEncoding", .string(value))) }
        if let value = schema.contentMediaType { members.append(("contentMediaType", .string(value))) }
        let properties = schema.properties.filter { $0.schema.readOnly != true }
        if !properties.isEmpty {
            var written: [(String, DocumentNode)] = []
            for property in properties {
                written.append((property.name, json(property.schema, depth: depth + 1, expanding: expanding)))
            }
            members.append(("properties", .object(written)))
        }
        let names = Set(properties.map(\.name))
        let required = schema.required.filter { schema.properties.isEmpty || names.contains($0) }
        if !required.isEmpty { members.append(("required", .array(required.map { .string($0) }))) }
        switch schema.additionalProperties {
        case .allowed(let allowed)?: members.append(("additionalProperties", .bool(allowed)))
        case .schema(let value)?: members.append(("additionalProperties", json(value, depth: depth + 1, expanding: expanding)))
        case nil: break
        }
        if let value = schema.minProperties { members.append(("minProperties", .integer(value))) }
        if let value = schema.maxProperties { members.append(("maxProperties", .integer(value))) }
        if let items = schema.items { members.append(("items", json(items, depth: depth + 1, expanding: expanding))) }
        if let prefix = schema.prefixItems {
            members.append(("prefixItems", .array(prefix.map { json($0, depth: depth + 1, expanding: expanding) })))
        }
        if let value = schema.minItems { members.append(("minItems", .integer(value))) }
        if let value = schema.maxItems { members.append(("maxItems", .integer(value))) }
        if schema.uniqueItems == true { members.append(("uniqueItems", .bool(true))) }
        for (key, branches) in [("allOf", schema.allOf), ("anyOf", schema.anyOf), ("oneOf", schema.oneOf)] {
            guard let branches else { continue }
            members.append((key, .array(branches.map { json($0, depth: depth + 1, expanding: expanding) })))
        }
        if let not = schema.not { members.append(("not", json(not, depth: depth + 1, expanding: expanding))) }
        if let value = schema.default { members.append(("default", value)) }
        if schema.deprecated == true { members.append(("deprecated", .bool(true))) }
        // OpenAPI 3.0's `nullable` beside `allOf`/`oneOf` and no `type`: null or the schema.
        if schema.nullable == true, schema.types == nil, schema.enum == nil {
            return .object([("anyOf", .array([.object(members), .object([("type", .string("null"))])]))])
        }
        return .object(members)
    }

    /// `{}` with the schema's declared type and description, and a note saying why.
    private mutating func cut(_ schema: Schema, name: String, reason: CutReason) -> DocumentNode {
        cuts.append(Cut(schema: name, reason: reason))
        var members: [(String, DocumentNode)] = []
        if let types = schema.types {
            members.append(("type", types.count == 1 ? .string(types[0].rawValue) : .array(types.map { .string($0.rawValue) })))
        }
        let why = "\(name) is not expanded here: \(reason.rawValue)"
        let note = "(Any value of this shape is sent as given; \(why).)"
        let description = schema.description?.trimmedText ?? ""
        members.append(("description", .string(description.isEmpty ? note : description + "\n\n" + note)))
        return .object(members)
    }

    /// Whether writing `schema` can nest further schemas.
    private func isCompound(_ schema: Schema) -> Bool {
        schema.reference != nil || schema.recursiveReference != nil || !schema.properties.isEmpty || schema.items != nil
            || schema.prefixItems != nil || schema.allOf != nil || schema.anyOf != nil || schema.oneOf != nil
            || schema.not != nil || { if case .schema = schema.additionalProperties { return true } else { return false } }()
    }
}

extension DocumentNode {
    static func object(_ members: [(String, DocumentNode)]) -> DocumentNode {
        DocumentNode(.object(members.map { Member(key: $0.0, value: $0.1) }))
    }

    static func array(_ elements: [DocumentNode]) -> DocumentNode { DocumentNode(.array(elements)) }
    static func string(_ text: String) -> DocumentNode { DocumentNode(.string(text)) }
    static func bool(_ value: Bool) -> DocumentNode { DocumentNode(.bool(value)) }
    static func integer(_ value: Int) -> DocumentNode { DocumentNode(.integer(value)) }

    /// A number, written without a fraction when it has none (`1`, not `1.0`).
    static func number(_ value: Double) -> DocumentNode {
        if value.rounded() == value, abs(value) < 9.0e15 { return DocumentNode(.integer(Int(value))) }
        return DocumentNode(.number(value))
    }

    /// This object with `key` set to `value` (replaced in place, or added at the end).
    func setting(_ key: String, _ value: DocumentNode) -> DocumentNode {
        guard case .object(var members) = self.value else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(Member(key: key, value: value))
        }
        return DocumentNode(.object(members), at: position)
    }
}

extension String {
    /// Without leading and trailing whitespace and newlines.
    var trimmedText: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
