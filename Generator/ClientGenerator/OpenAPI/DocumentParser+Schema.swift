extension DocumentParser {
    /// Reads a schema (an object or a boolean). Never fails: problems become diagnostics and
    /// the keywords that could be read are kept.
    func parseSchema(_ node: DocumentNode, _ cursor: Cursor) -> Schema {
        switch node.value {
        case .bool(let boolean):
            return Schema(boolean: boolean, pointer: cursor.pointer)
        case .object(let members):
            schemaDepth += 1
            defer { schemaDepth -= 1 }
            guard schemaDepth <= DocumentParser.maximumSchemaDepth else {
                error("schema nested more than \(DocumentParser.maximumSchemaDepth) levels deep; split it into components", at: node, cursor)
                return Schema(pointer: cursor.pointer)
            }
            return parseSchemaObject(members, cursor)
        default:
            error("expected a schema (an object or a boolean), found \(node.kindName)", at: node, cursor)
            return Schema(pointer: cursor.pointer)
        }
    }

    private func parseSchemaObject(_ members: [DocumentNode.Member], _ cursor: Cursor) -> Schema {
        var schema = Schema(pointer: cursor.pointer)
        var inlined: Schema?
        if let reference = members.first(where: { $0.key == "$ref" }) {
            checkReferenceSiblings(members, cursor)
            switch resolveSchemaReference(reference, cursor) {
            case .reference(let target):
                schema.reference = target
            case .inline(let target):
                // Alone, the reference is the target; with siblings it acts as an `allOf`
                // member next to them, as in JSON Schema 2019-09 and later.
                if members.count == 1 { return target }
                inlined = target
            case .failed:
                break
            }
        }
        var requiredField: Field?
        var declaresProperties = false
        for member in members {
            let field = Field(member: member, parent: cursor)
            switch member.key {
            case "$ref":
                continue
            case "type": schema.types = parseTypes(field)
            case "nullable":
                checkNullable(field)
                schema.nullable = bool(field, .schema)
            case "const": schema.const = member.value
            case "enum": schema.enum = array(field, .schema)
            case "allOf": schema.allOf = parseSchemaList(field)
            case "anyOf": schema.anyOf = parseSchemaList(field)
            case "oneOf": schema.oneOf = parseSchemaList(field)
            case "not": schema.not = parseSchema(member.value, field.cursor)
            case "discriminator": schema.discriminator = parseDiscriminator(field)
            case "properties":
                declaresProperties = true
                schema.properties = parseProperties(field)
            case "required":
                if case .bool = member.value.value {
                    booleanRequired(field)
                    continue
                }
                requiredField = field
                schema.required = strings(field, .schema) ?? []
            case "additionalProperties":
                if case .bool(let allowed) = member.value.value {
                    schema.additionalProperties = .allowed(allowed)
                } else {
                    schema.additionalProperties = .schema(parseSchema(member.value, field.cursor))
                }
            case "propertyNames": schema.propertyNames = parseSchema(member.value, field.cursor)
            case "minProperties": schema.minProperties = count(field, .schema)
            case "maxProperties": schema.maxProperties = count(field, .schema)
            case "items":
                if case .array = member.value.value {
                    error("'items' as an array (tuple validation of JSON Schema draft 7) is not supported; use 'prefixItems'", at: member.value, field.cursor)
                } else {
                    schema.items = parseSchema(member.value, field.cursor)
                }
            case "prefixItems": schema.prefixItems = parseSchemaList(field)
            case "minItems": schema.minItems = count(field, .schema)
            case "maxItems": schema.maxItems = count(field, .schema)
            case "uniqueItems": schema.uniqueItems = bool(field, .schema)
            case "minLength": schema.minLength = count(field, .schema)
            case "maxLength": schema.maxLength = count(field, .schema)
            case "pattern": schema.pattern = string(field, .schema)
            case "format": schema.format = string(field, .schema)
            case "contentEncoding": schema.contentEncoding = string(field, .schema)
            case "contentMediaType": schema.contentMediaType = string(field, .schema)
            case "minimum": schema.minimum = number(field, .schema)
            case "maximum": schema.maximum = number(field, .schema)
            case "exclusiveMinimum": schema.exclusiveMinimum = exclusiveBound(field)
            case "exclusiveMaximum": schema.exclusiveMaximum = exclusiveBound(field)
            case "multipleOf": schema.multipleOf = number(field, .schema)
            case "title": schema.title = string(field, .schema)
            case "description": schema.description = string(field, .schema)
            case "default": schema.default = member.value
            case "example": schema.example = member.value
            case "examples": schema.examples = member.value
            case "deprecated": schema.deprecated = bool(field, .schema)
            case "readOnly": schema.readOnly = bool(field, .schema)
            case "writeOnly": schema.writeOnly = bool(field, .schema)
            case "$recursiveAnchor": schema.recursiveAnchor = bool(field, .schema)
            case "$recursiveRef": schema.recursiveReference = resolveRecursiveReference(field)
            // Identifiers, comments, nested definitions (reachable by `$ref` pointers) and
            // validation-only keywords: nothing for a client generator to use.
            case "$id", "$schema", "$anchor", "$comment", "$defs", "definitions", "$vocabulary", "xml", "externalDocs",
                 "dependentRequired", "maxContains", "minContains", "contentSchema":
                continue
            case "if", "then", "else", "dependentSchemas", "dependencies", "additionalItems", "contains",
                 "patternProperties", "unevaluatedItems", "unevaluatedProperties", "$dynamicRef", "$dynamicAnchor":
                unsupported(field, .schema)
            default:
                other(field, .schema, extensions: &schema.extensions)
            }
        }
        if let inlined {
            schema.allOf = [inlined] + (schema.allOf ?? [])
        }
        for name in DocumentParser.membersMarkedRequired(members) where !schema.required.contains(name) {
            schema.required.append(name)
        }
        if let requiredField, declaresProperties, schema.reference == nil, inlined == nil,
           schema.allOf == nil, schema.anyOf == nil, schema.oneOf == nil {
            checkRequired(requiredField, declared: schema.properties)
        }
        return schema
    }

    private func parseTypes(_ field: Field) -> [JSONType]? {
        switch field.node.value {
        case .string(let name):
            return jsonType(name, field.node, field.cursor).map { [$0] }
        case .array(let elements):
            var types: [JSONType] = []
            for (index, element) in elements.enumerated() {
                let cursor = field.cursor.appending(index)
                guard case .string(let name) = element.value else {
                    error("'type' in schema must be a type name or an array of type names, found \(element.kindName) at index \(index)", at: element, cursor)
                    continue
                }
                if let type = jsonType(name, element, cursor) {
                    types.append(type)
                }
            }
            return types
        default:
            mistyped(field, .schema, expected: "a type name or an array of type names")
            return nil
        }
    }

    private func jsonType(_ name: String, _ node: DocumentNode, _ cursor: Cursor) -> JSONType? {
        if let type = JSONType(rawValue: name) { return type }
        if let type = typeAlias(name, node, cursor) { return type }
        let known = JSONType.allCases.map(\.rawValue).joined(separator: ", ")
        error("unknown type '\(name)'; expected one of \(known)", at: node, cursor)
        return nil
    }

    private func parseSchemaList(_ field: Field) -> [Schema]? {
        guard let elements = array(field, .schema) else { return nil }
        var schemas: [Schema] = []
        schemas.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            schemas.append(parseSchema(element, field.cursor.appending(index)))
        }
        return schemas
    }

    private func parseProperties(_ field: Field) -> [SchemaProperty] {
        guard let members = map(field, .schema) else { return [] }
        var properties: [SchemaProperty] = []
        properties.reserveCapacity(members.count)
        for member in members {
            properties.append(SchemaProperty(name: member.key, schema: parseSchema(member.value, field.cursor.appending(member.key))))
        }
        return properties
    }

    private func exclusiveBound(_ field: Field) -> ExclusiveBound? {
        checkExclusiveBound(field)
        if case .bool(let flag) = field.node.value { return .flag(flag) }
        if let value = field.node.doubleValue { return .value(value) }
        mistyped(field, .schema, expected: "a number (or a boolean in OpenAPI 3.0)")
        return nil
    }

    /// Warns about `required` names that the schema does not declare.
    private func checkRequired(_ field: Field, declared properties: [SchemaProperty]) {
        guard case .array(let elements) = field.node.value else { return }
        let names = Set(properties.map(\.name))
        for (index, element) in elements.enumerated() {
            guard case .string(let name) = element.value, !names.contains(name) else { continue }
            warning("required property '\(name)' is not declared in this schema's 'properties'", at: element, field.cursor.appending(index))
        }
    }

    private func parseDiscriminator(_ field: Field) -> Discriminator? {
        guard let members = map(field, .schema) else { return nil }
        var propertyName: String?
        var mapping: [Discriminator.Mapping] = []
        var extensions: [String: DocumentNode] = [:]
        for member in members {
            let child = Field(member: member, parent: field.cursor)
            switch member.key {
            case "propertyName": propertyName = string(child, .discriminator)
            case "mapping":
                guard let entries = map(child, .discriminator) else { continue }
                for entry in entries {
                    let entryField = Field(member: entry, parent: child.cursor)
                    guard let target = string(entryField, .discriminator) else { continue }
                    let reference = resolveMappingTarget(target, entry.value, entryField.cursor)
                    mapping.append(.init(value: entry.key, target: target, reference: reference))
                }
            default: other(child, .discriminator, extensions: &extensions)
            }
        }
        guard let propertyName else {
            if !members.contains(where: { $0.key == "propertyName" }) {
                error("discriminator has no 'propertyName'", at: field.node, field.cursor)
            }
            return nil
        }
        return Discriminator(propertyName: propertyName, mapping: mapping, extensions: extensions)
    }
}
