extension DocumentParser {
    /// What a schema `$ref` became.
    enum SchemaTarget {
        /// A component schema (or a location that loops), kept as a reference.
        case reference(SchemaReference)
        /// A non-component location, parsed in place.
        case inline(Schema)
        /// Unresolvable: an error has been reported.
        case failed
    }

    /// Follows a schema's `$ref`: component schemas stay references (those of other files
    /// are queued for parsing), other locations are inlined unless that would loop.
    func resolveSchemaReference(_ member: DocumentNode.Member, _ cursor: Cursor) -> SchemaTarget {
        let referenceCursor = cursor.appending("$ref")
        guard case .string(let text) = member.value.value else {
            error("malformed reference: '$ref' must be a string, found \(member.value.kindName)", at: member.value, referenceCursor)
            return .failed
        }
        let target: ReferenceResolver.Target
        do {
            target = try resolver.resolve(text, from: cursor.file)
        } catch {
            append(error.fileDiagnostics)
            self.error(error.message, at: member.value, referenceCursor)
            return .failed
        }
        let tokens = target.cursor.pointer.tokens
        if tokens.isEmpty, target.cursor.file == 0 {
            error("'\(text)' refers to the whole OpenAPI document where a schema is expected", at: member.value, referenceCursor)
            return .failed
        }
        if tokens.count <= 3, tokens.first == "components" {
            guard tokens.count >= 2, tokens[1] == ComponentKind.schemas.rawValue else {
                let what = tokens.count >= 2 ? ComponentKind.singular(of: tokens[1]) : "the components object"
                error("'\(text)' refers to \(what) where a schema is expected", at: member.value, referenceCursor)
                return .failed
            }
            guard tokens.count == 3 else {
                error("'\(text)' refers to the whole schemas map; name one schema, e.g. '#/components/schemas/Name'", at: member.value, referenceCursor)
                return .failed
            }
            guard isSchemaNode(target.node) else {
                error("'\(text)' does not refer to a schema: found \(target.node.kindName)", at: member.value, referenceCursor)
                return .failed
            }
            let reference = SchemaReference(file: resolver.key(target.cursor.file), pointer: target.cursor.pointer)
            if target.cursor.file != 0 {
                enqueueSchema(target, reference, detached: false)
            }
            return .reference(reference)
        }
        guard isSchemaNode(target.node) else {
            error("'\(text)' does not refer to a schema: found \(target.node.kindName)", at: member.value, referenceCursor)
            return .failed
        }
        if inlining.contains(target.cursor) {
            let reference = SchemaReference(file: resolver.key(target.cursor.file), pointer: target.cursor.pointer)
            enqueueSchema(target, reference, detached: true)
            return .reference(reference)
        }
        inlining.insert(target.cursor)
        defer { inlining.remove(target.cursor) }
        return .inline(parseSchema(target.node, target.cursor))
    }

    private func isSchemaNode(_ node: DocumentNode) -> Bool {
        switch node.value {
        case .object, .bool: true
        default: false
        }
    }

    private func enqueueSchema(_ target: ReferenceResolver.Target, _ reference: SchemaReference, detached: Bool) {
        guard queuedSchemas.insert(reference).inserted else { return }
        schemaQueue.append((target.cursor, target.node, reference, detached))
    }

    /// `$recursiveRef: "#"`: the schema resource it designates is, for us, the component
    /// schema that encloses it (`$recursiveAnchor` widens that to an outer anchored resource in
    /// JSON Schema's dynamic scope; component schemas are the only resources specs declare).
    func resolveRecursiveReference(_ field: Field) -> SchemaReference? {
        guard let text = string(field, .schema) else { return nil }
        guard text == "#" else {
            error("'$recursiveRef' other than \"#\" is not supported, found '\(text)'", at: field.node, field.cursor)
            return nil
        }
        let tokens = field.parent.pointer.tokens
        guard tokens.count >= 3, tokens[0] == "components", tokens[1] == ComponentKind.schemas.rawValue else {
            error("'$recursiveRef' outside a component schema cannot be resolved: '#' designates the whole document", at: field.node, field.cursor)
            return nil
        }
        return SchemaReference(file: resolver.key(field.parent.file), pointer: JSONPointer(tokens: Array(tokens[..<3])))
    }

    /// A discriminator `mapping` value: a `$ref`-like string or a bare component name.
    func resolveMappingTarget(_ text: String, _ node: DocumentNode, _ cursor: Cursor) -> SchemaReference? {
        let target: ReferenceResolver.Target
        do {
            if text.contains("#") || text.contains("/") || text.hasSuffix(".yaml") || text.hasSuffix(".yml") || text.hasSuffix(".json") {
                target = try resolver.resolve(text, from: cursor.file)
            } else {
                let pointer = JSONPointer(tokens: ["components", "schemas", text])
                target = try resolver.resolve(pointer: pointer, in: cursor.file, text: text)
            }
        } catch {
            append(error.fileDiagnostics)
            self.error("discriminator mapping: \(error.message)", at: node, cursor)
            return nil
        }
        let reference = SchemaReference(file: resolver.key(target.cursor.file), pointer: target.cursor.pointer)
        guard reference.componentName != nil else {
            warning("discriminator mapping '\(text)' does not designate a component schema; it is ignored", at: node, cursor)
            return nil
        }
        if target.cursor.file != 0 {
            enqueueSchema(target, reference, detached: false)
        }
        return reference
    }

    /// Parses the schemas queued while reading the root (and those they queue in turn).
    func parseQueuedSchemas() -> (external: [NamedSchema], detached: [NamedSchema]) {
        var external: [NamedSchema] = []
        var detached: [NamedSchema] = []
        var index = 0
        while index < schemaQueue.count {
            let item = schemaQueue[index]
            index += 1
            // A detached location is being parsed as itself: meeting it again inside is the
            // loop, so it must stay a reference there rather than be unrolled once more.
            if item.detached { inlining.insert(item.cursor) }
            let schema = parseSchema(item.node, item.cursor)
            if item.detached { inlining.remove(item.cursor) }
            let name = item.reference.pointer.last ?? SpecPath.fileName(of: item.reference.file ?? "")
            let named = NamedSchema(name: name, reference: item.reference, schema: schema)
            if item.detached {
                detached.append(named)
            } else {
                external.append(named)
            }
        }
        external.sort { $0.reference < $1.reference }
        detached.sort { $0.reference < $1.reference }
        return (external, detached)
    }
}
