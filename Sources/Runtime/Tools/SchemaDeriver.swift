/// Derives one root type's schema: walks its members depth first, decoding each type twice
/// through a ``SchemaRecordingDecoder`` (optional members present, then absent), and keeps
/// the path so that a failure names the member. One deriver per root, on one thread.
final class SchemaDeriver {
    struct Derived {
        var schema: JSONSchema
        /// A value of the type, built from samples; nil for a type that contains itself and is
        /// still being derived.
        var sample: Any?
    }

    let rootName: String
    private var rootID: ObjectIdentifier?
    private var path: [String] = []
    private var stack: [(id: ObjectIdentifier, name: String)] = []
    private var recursive: Set<ObjectIdentifier> = []
    private var memo: [ObjectIdentifier: Derived] = [:]
    private var definitionNames: [ObjectIdentifier: String] = [:]
    private(set) var definitions: [JSONSchema.Property] = []
    /// The first failure, kept even when a type's `init(from:)` catches it (`try?`).
    private(set) var failure: JSONSchemaDerivationError?

    init(root: Any.Type) {
        rootName = String(describing: root)
    }

    /// The schema of `type` at `member` below the current path (nil: the current value).
    func derive(_ type: any Decodable.Type, member: String?) throws -> Derived {
        if let member { path.append(member) }
        defer { if member != nil { path.removeLast() } }
        let id = ObjectIdentifier(type)
        if rootID == nil { rootID = id }
        if let leaf = SchemaLeaves.leaf(type) { return Derived(schema: leaf.schema, sample: leaf.sample) }
        if let optional = type as? any OptionalSchemaShape.Type {
            let wrapped = try derive(optional.wrappedType, member: nil)
            return Derived(schema: Self.optional(wrapped.schema), sample: wrapped.sample.flatMap { optional.wrapping($0) } ?? optional.absent)
        }
        if let array = type as? any ArraySchemaShape.Type {
            let element = try derive(array.elementType, member: "[]")
            return Derived(schema: .array(element.schema), sample: array.empty)
        }
        if let dictionary = type as? any DictionarySchemaShape.Type {
            guard dictionary.keyType == String.self else {
                throw fail(SchemaIssue("is a dictionary keyed by \(dictionary.keyType): JSON member names are strings; key it by String"), memberType: "\(type)")
            }
            let value = try derive(dictionary.valueType, member: "[key]")
            return Derived(schema: .dictionary(value.schema), sample: dictionary.empty)
        }
        if ObjectIdentifier(type) == ObjectIdentifier(JSONValue.self) {
            throw fail(SchemaIssue("holds any JSON, which strict mode cannot describe: decode a type with named members"), memberType: "JSONValue")
        }
        if let enumeration = SchemaLeaves.enumeration(type) {
            switch enumeration {
            case .success(let found): return Derived(schema: described(type, found.schema), sample: found.sample)
            case .failure(let issue): throw fail(issue, memberType: "\(type)")
            }
        }
        if stack.contains(where: { $0.id == id }) {
            recursive.insert(id)
            return Derived(schema: JSONSchema(.reference(reference(to: id, type))), sample: nil)
        }
        if let known = memo[id] { return known }
        stack.append((id, String(describing: type)))
        defer { stack.removeLast() }
        let (present, sample) = try record(type, .present)
        let (absent, _) = try record(type, .absent)
        var schema = try guarded { try present.schema() }
        try guarded { try SchemaPassComparison.check(present, against: absent) }
        schema = try annotated(type, schema)
        var derived = Derived(schema: schema, sample: sample)
        if recursive.contains(id), id != rootID {
            definitions.append(JSONSchema.Property(name: reference(to: id, type).replacingOccurrences(of: "#/$defs/", with: ""), schema: schema))
            derived.schema = JSONSchema(.reference(reference(to: id, type)))
        }
        memo[id] = derived
        return derived
    }

    /// One pass of `type`'s `init(from:)`: what it asked for, and the value it made.
    private func record(_ type: any Decodable.Type, _ pass: SchemaPass) throws -> (RecordedShape, Any) {
        let shape = RecordedShape()
        let decoder = SchemaRecordingDecoder(deriver: self, pass: pass, shape: shape)
        do {
            let value = try type.init(from: decoder)
            if let failure { throw failure }
            return (shape, value)
        } catch let error as JSONSchemaDerivationError {
            throw error
        } catch {
            if let failure { throw failure }
            if type is any RawRepresentable.Type {
                throw fail(SchemaIssue("is RawRepresentable but not CaseIterable, and does not decode from any string: add CaseIterable so that its values can be listed"), memberType: "\(type)")
            }
            if shape.usedAllKeys {
                throw fail(SchemaIssue("decodes by looking at the keys that arrive (an enum with associated values, or a type that reads any key): strict mode needs named members; decode a struct with optional members instead"), memberType: "\(type)")
            }
            throw fail(SchemaIssue("threw while decoding sample values (\(error)): a type whose init(from:) checks or branches on values cannot be derived; write its schema with JSONSchema's builders"), memberType: "\(type)")
        }
    }

    /// The schema with the type's `JSONSchemaDescribed` description and member annotations.
    private func annotated(_ type: Any.Type, _ schema: JSONSchema) throws -> JSONSchema {
        guard let described = type as? any JSONSchemaDescribed.Type else { return schema }
        var result = self.described(type, schema)
        let annotations = described.schemaAnnotations
        guard !annotations.isEmpty else { return result }
        guard case .object(var properties) = schema.kind else {
            throw fail(SchemaIssue("has schemaAnnotations, but it is not an object with members"), memberType: "\(type)")
        }
        for (name, annotation) in annotations.sorted(by: { $0.key < $1.key }) {
            guard let index = properties.firstIndex(where: { $0.name == name }) else {
                throw fail(SchemaIssue("has an annotation for \"\(name)\", which it does not decode (members: \(properties.map(\.name).joined(separator: ", ")))"), memberType: "\(type)")
            }
            switch properties[index].schema.annotated(annotation) {
            case .success(let annotated): properties[index].schema = annotated
            case .failure(let issue): throw fail(SchemaIssue(issue.reason, member: name), memberType: "\(type)")
            }
        }
        result = JSONSchema(.object(properties), description: result.description)
        return result
    }

    private func described(_ type: Any.Type, _ schema: JSONSchema) -> JSONSchema {
        guard let described = type as? any JSONSchemaDescribed.Type, let description = described.schemaDescription else { return schema }
        var copy = schema
        copy.description = description
        return copy
    }

    /// `#` for the root, `#/$defs/<name>` for another type that contains itself.
    private func reference(to id: ObjectIdentifier, _ type: Any.Type) -> String {
        if id == rootID { return "#" }
        if let name = definitionNames[id] { return "#/$defs/" + name }
        let base = String(String(describing: type).map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        var name = base
        var suffix = 2
        while definitionNames.values.contains(name) {
            name = base + String(suffix)
            suffix += 1
        }
        definitionNames[id] = name
        return "#/$defs/" + name
    }

    /// `schema` or `null`, as strict mode writes an optional member.
    static func optional(_ schema: JSONSchema) -> JSONSchema {
        if case .anyOf(let schemas) = schema.kind, schemas.contains(where: { $0.kind == .null }) { return schema }
        if schema.nullable || schema.kind == .null { return schema }
        return JSONSchema(.anyOf([schema, JSONSchema(.null)]))
    }

    /// Runs `body`, turning a ``SchemaIssue`` into the error naming the current member.
    func guarded<R>(_ body: () throws -> R) throws -> R {
        do {
            return try body()
        } catch let issue as SchemaIssue {
            throw fail(issue)
        }
    }

    /// The error for `issue` at the current path; the first one is kept (see ``failure``).
    func fail(_ issue: SchemaIssue, memberType: String? = nil) -> JSONSchemaDerivationError {
        let components = path + (issue.member.map { [$0] } ?? [])
        let memberPath = components.reduce("") { joined, component in
            joined.isEmpty || component.hasPrefix("[") ? joined + component : joined + "." + component
        }
        let owner = stack.last?.name ?? rootName
        let error = JSONSchemaDerivationError(
            rootType: rootName, memberPath: memberPath,
            memberType: memberType ?? issue.memberType ?? (issue.member == nil ? owner : "in \(owner)"), reason: issue.reason)
        if failure == nil { failure = error }
        return failure ?? error
    }
}
