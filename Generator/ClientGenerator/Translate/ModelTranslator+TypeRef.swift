extension ModelTranslator {
    /// The Swift type of a schema used in a position (property, array item, union branch),
    /// creating a nested declaration in `nested` when the schema is inline and needs a type of
    /// its own. Also says whether the position may hold `null`.
    mutating func typeRef(for schema: Schema, suggestedName: String, path: [String], nested: inout [TypeDecl]) -> (type: TypeRef, nullable: Bool) {
        let (core, nullable) = shape.strippingNull(schema)
        if let boolean = core.boolean {
            return (boolean ? .jsonValue : fallback("the schema `false` accepts no value", pointer: core.pointer), nullable)
        }
        if let reference = core.recursiveReference ?? core.reference,
           core.allOf == nil, core.properties.isEmpty, unionBranches(core) == nil {
            guard let name = typeNames[reference] else {
                return (fallback("the reference \(reference) names no component schema", pointer: core.pointer), nullable)
            }
            return (.named([name]), nullable)
        }
        let nestedName = uniqueNestedName(suggestedName, in: nested, path: path)
        if let decl = declaration(for: core, name: nestedName, path: path + [nestedName], doc: docComment(core, source: nil)) {
            nested.append(decl)
            nestedNamesByPath[path, default: []].insert(decl.name)
            if typeNames.values.contains(nestedName) { shadowedNames.insert(nestedName) }
            return (.named(path + [nestedName]), nullable)
        }
        let types = core.types ?? []
        if types.count > 1 {
            let listed = types.map(\.rawValue).joined(separator: ", ")
            return (fallback("a value of several types (\(listed))", pointer: core.pointer), nullable)
        }
        switch types.first {
        case .string: return (.string, nullable)
        case .integer: return (.integer, nullable)
        case .number: return (.double, nullable)
        case .boolean: return (.bool, nullable)
        case .array: return (arrayType(core, suggestedName: suggestedName, path: path, nested: &nested), nullable)
        case .object: return (mapType(core, suggestedName: suggestedName, path: path, nested: &nested), nullable)
        case .null: return (.jsonValue, true)
        case nil: break
        }
        if core.const?.stringValue != nil || core.enum?.allSatisfy({ $0.stringValue != nil }) == true, core.enum?.isEmpty != true {
            return (.string, nullable)
        }
        if core.items != nil {
            return (arrayType(core, suggestedName: suggestedName, path: path, nested: &nested), nullable)
        }
        if core.additionalProperties != nil {
            return (mapType(core, suggestedName: suggestedName, path: path, nested: &nested), nullable)
        }
        if core.not != nil {
            return (fallback("`not` cannot be expressed as a Swift type", pointer: core.pointer), nullable)
        }
        // No type and no structure: the spec allows any JSON value here.
        return (.jsonValue, nullable)
    }

    private mutating func arrayType(_ schema: Schema, suggestedName: String, path: [String], nested: inout [TypeDecl]) -> TypeRef {
        guard let items = schema.items else { return .array(.jsonValue) }
        let element = typeRef(for: items, suggestedName: SwiftNames.singular(suggestedName), path: path, nested: &nested)
        return .array(element.nullable ? .jsonValue : element.type)
    }

    /// `additionalProperties: {schema}` is a map; an object with no declared members is a
    /// free-form JSON object.
    private mutating func mapType(_ schema: Schema, suggestedName: String, path: [String], nested: inout [TypeDecl]) -> TypeRef {
        if case .schema(let values)? = schema.additionalProperties {
            let value = typeRef(for: values, suggestedName: suggestedName + "Value", path: path, nested: &nested)
            return .dictionary(value.nullable ? .jsonValue : value.type)
        }
        return .jsonValue
    }

    /// A nested type name from a property or case name, legal, not shadowing what generated
    /// code needs, and unique among its siblings and its parent (`Embedding.EmbeddingValue`);
    /// an ordinal only when even that is taken.
    func uniqueNestedName(_ suggestion: String, in siblings: [TypeDecl], path: [String]) -> String {
        var name = SwiftNames.type(suggestion)
        if let replacement = SwiftNames.nestedReplacements[name] {
            name = replacement
        } else if SwiftNames.reservedTypeNames.contains(name) || name == moduleName {
            // A nested type named like the module would capture `Module.Type` references.
            name += "Value"
        }
        // Every sibling's name is in the path's set (`typeRef` adds it); the set may also hold
        // names of another list under the same path, so a hit is confirmed in the siblings.
        let made = nestedNamesByPath[path] ?? []
        func taken(_ candidate: String) -> Bool {
            path.contains(candidate) || (made.contains(candidate) && siblings.contains { $0.name == candidate })
        }
        // A member named like its parent (`Embedding.embedding`) holds the parent's value.
        if path.contains(name), !taken(name + "Value") { name += "Value" }
        var candidate = name
        var counter = 2
        while taken(candidate) {
            candidate = name + String(counter)
            counter += 1
        }
        return candidate
    }
}
