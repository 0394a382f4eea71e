/// Questions about schemas that every translation rule asks: is it nullable, what is left
/// when `null` is taken out, which tag values does it carry, what are its flattened members.
struct SchemaShape {
    let schemas: [SchemaReference: Schema]

    /// Follows a component reference (with a bound, so a chain of aliases cannot loop).
    func resolved(_ schema: Schema) -> Schema {
        var current = schema
        var hops = 0
        while let reference = current.reference ?? current.recursiveReference, let target = schemas[reference], hops < 32 {
            current = target
            hops += 1
        }
        return current
    }

    /// What a schema really is: references followed and wrappers (`allOf: [$ref]`, a
    /// one-branch `oneOf`, nullability) taken off, with a bound.
    func unwrapped(_ schema: Schema) -> Schema {
        var current = strippingNull(resolved(schema)).schema
        var hops = 0
        while let reference = current.reference, current.properties.isEmpty, current.allOf == nil, let target = schemas[reference], hops < 16 {
            current = strippingNull(target).schema
            hops += 1
        }
        return current
    }

    static func isNullSchema(_ schema: Schema) -> Bool {
        if schema.types == [.null] { return true }
        if let values = schema.enum, values.count == 1, values[0].isNull { return true }
        if let constant = schema.const, constant.isNull { return true }
        return false
    }

    /// Whether a member's own description says that it may be `null` ("can be set to `null`
    /// to turn off"): the spec's prose where its schema forgot `nullable`.
    static func documentsNull(_ schema: Schema) -> Bool {
        guard let text = schema.description?.lowercased() else { return false }
        return text.contains("set to `null`") || text.contains("set to null")
    }

    /// Splits off every spelling of "may be null": a `null` type in a type array, the 3.0
    /// `nullable: true` (also as an `allOf` part of its own, `allOf: [$ref, {nullable: true}]`),
    /// a `{type: null}` branch of `anyOf`/`oneOf`, and `null` among `enum` values. Returns the
    /// schema without them and whether any was there.
    ///
    /// Wrappers that only add words to one schema collapse to it, keeping their words: a
    /// one-branch `anyOf`/`oneOf` (also one left after taking `null` out) and a one-part
    /// `allOf` whose other parts only annotate.
    func strippingNull(_ schema: Schema) -> (schema: Schema, nullable: Bool) {
        var core = schema
        var nullable = false
        // Each collapse can reveal another wrapper (`anyOf: [{allOf: [$ref]}, null]`).
        for _ in 0..<8 {
            let step = strippingNullOnce(core)
            core = step.schema
            nullable = nullable || step.nullable
            if !step.changed { break }
        }
        if let reference = core.reference, let target = schemas[reference], core.types == nil {
            // A reference to a component that is itself nullable (`Foo: anyOf [Bar, null]`).
            if strippingNullShallow(target) { nullable = true }
        }
        return (core, nullable)
    }

    private func strippingNullOnce(_ schema: Schema) -> (schema: Schema, nullable: Bool, changed: Bool) {
        var core = schema
        var nullable = schema.nullable == true
        var changed = false
        core.nullable = nil
        if var types = core.types, types.contains(.null) {
            types.removeAll { $0 == .null }
            core.types = types.isEmpty ? nil : types
            nullable = true
        }
        if var values = core.enum, values.contains(where: \.isNull) {
            values.removeAll(where: \.isNull)
            core.enum = values
            nullable = true
        }
        if var parts = core.allOf, parts.contains(where: Self.declaresNoShape) {
            // 3.0 writes a nullable reference as `allOf: [$ref, {nullable: true}]`; parts that
            // constrain nothing only annotate the whole.
            for part in parts where Self.declaresNoShape(part) {
                if part.nullable == true { nullable = true }
                if core.description == nil { core.description = part.description }
                // `allOf: [$ref, {required: [...]}]` makes members of the reference required.
                core.required += part.required.filter { !core.required.contains($0) }
            }
            parts.removeAll(where: Self.declaresNoShape)
            core.allOf = parts.isEmpty ? nil : parts
            changed = true
        }
        if let parts = core.allOf, parts.count == 1, core.required.isEmpty, Self.declaresNoShape(core, ignoringAllOf: true) {
            // `allOf: [$ref]` beside a description is the 3.0 way to document a reference.
            core.allOf = nil
            core = merging(branch: parts[0], into: core)
            changed = true
        }
        for keyPath in [\Schema.anyOf, \Schema.oneOf] {
            guard var branches = core[keyPath: keyPath] else { continue }
            if branches.contains(where: Self.isNullSchema) {
                branches.removeAll(where: Self.isNullSchema)
                nullable = true
                core[keyPath: keyPath] = branches
                changed = true
            }
            if branches.count == 1, core.properties.isEmpty, core.allOf == nil {
                // A one-branch wrapper collapses to the branch; the wrapper's own words
                // (description, default) still apply.
                core[keyPath: keyPath] = nil
                core = merging(branch: branches[0], into: core)
                changed = true
            }
        }
        return (core, nullable, changed)
    }

    /// A schema that constrains no shape (no type, reference, members, items, branches or
    /// values): only words, `nullable`, or conditions on an enclosing object such as
    /// `required`. As an `allOf` part it only annotates; as a `oneOf` branch it is no variant.
    static func declaresNoShape(_ schema: Schema) -> Bool {
        declaresNoShape(schema, ignoringAllOf: false)
    }

    static func declaresNoShape(_ schema: Schema, ignoringAllOf: Bool) -> Bool {
        if case .schema? = schema.additionalProperties { return false }
        return schema.types == nil && schema.reference == nil && schema.recursiveReference == nil && schema.boolean == nil
            && schema.properties.isEmpty && schema.items == nil && schema.prefixItems == nil
            && (ignoringAllOf || schema.allOf == nil) && schema.anyOf == nil && schema.oneOf == nil
            && schema.enum == nil && schema.const == nil
    }

    private func strippingNullShallow(_ schema: Schema) -> Bool {
        if schema.nullable == true { return true }
        if schema.types?.contains(.null) == true { return true }
        if schema.anyOf?.contains(where: Self.isNullSchema) == true { return true }
        if schema.oneOf?.contains(where: Self.isNullSchema) == true { return true }
        return false
    }

    /// A branch that replaces a one-branch wrapper, keeping the wrapper's documentation.
    func merging(branch: Schema, into wrapper: Schema) -> Schema {
        var merged = branch
        if merged.description == nil { merged.description = wrapper.description }
        if merged.title == nil { merged.title = wrapper.title }
        if merged.default == nil { merged.default = wrapper.default }
        if wrapper.deprecated == true { merged.deprecated = true }
        if wrapper.nullable == true { merged.nullable = true }
        return merged
    }

    /// The single string a schema pins a value to (`const: "x"` or `enum: ["x"]`), if any.
    func constant(_ schema: Schema) -> String? {
        let core = strippingNull(schema).schema
        if let value = core.const?.stringValue { return value }
        if let values = core.enum, values.count == 1, let value = values[0].stringValue { return value }
        return nil
    }

    /// Every string value a property pins a variant's discriminator to: `const`, or all the
    /// values of its `enum` (some variants accept several, like `web_search` and
    /// `web_search_2025_08_26`).
    func tagValues(_ schema: Schema) -> [String] {
        let core = strippingNull(resolved(schema)).schema
        if let value = core.const?.stringValue { return [value] }
        if let values = core.enum {
            let strings = values.compactMap(\.stringValue)
            return strings.count == values.count ? strings : []
        }
        return []
    }

    /// The members of an object schema with `allOf` flattened in order: members of earlier
    /// parts first, a later declaration of the same name replacing the earlier one in place.
    func flattenedProperties(_ schema: Schema, depth: Int = 0) -> (properties: [SchemaProperty], required: [String]) {
        var properties: [SchemaProperty] = []
        var required: [String] = []
        // Indexes by name, so that flattening stays linear in the member count.
        var positions: [String: Int] = [:]
        var requiredNames: Set<String> = []
        func add(_ more: [SchemaProperty], _ moreRequired: [String]) {
            for property in more {
                if let index = positions[property.name] {
                    properties[index] = property
                } else {
                    positions[property.name] = properties.count
                    properties.append(property)
                }
            }
            for name in moreRequired where requiredNames.insert(name).inserted {
                required.append(name)
            }
        }
        guard depth < 32 else { return ([], []) }
        let base = schema.reference.flatMap { schemas[$0] }
        if let base {
            let flattened = flattenedProperties(base, depth: depth + 1)
            add(flattened.properties, flattened.required)
        }
        for part in schema.allOf ?? [] {
            let flattened = flattenedProperties(part, depth: depth + 1)
            add(flattened.properties, flattened.required)
        }
        add(schema.properties, schema.required)
        return (properties, required)
    }

    /// Every JSON kind a schema's values can have, through nested unions (`string | [parts]`
    /// inside another union); empty when unknown.
    func kinds(_ schema: Schema, depth: Int = 0) -> [JSONKind] {
        if let single = kind(schema) { return [single] }
        guard depth < 16 else { return [] }
        let core = strippingNull(resolved(schema)).schema
        guard let branches = core.oneOf ?? core.anyOf else { return [] }
        var found: Set<JSONKind> = []
        for branch in branches {
            found.formUnion(kinds(branch, depth: depth + 1))
        }
        return found.sorted()
    }

    /// The JSON kind a schema's values have, when they have only one.
    func kind(_ schema: Schema, depth: Int = 0) -> JSONKind? {
        guard depth < 32 else { return nil }
        let core = strippingNull(schema).schema
        if let reference = core.reference ?? core.recursiveReference, let target = schemas[reference] {
            return kind(target, depth: depth + 1)
        }
        if let types = core.types, types.count == 1 {
            switch types[0] {
            case .string: return .string
            case .integer: return .integer
            case .number: return .number
            case .boolean: return .boolean
            case .array: return .array
            case .object: return .object
            case .null: return .null
            }
        }
        if !core.properties.isEmpty { return .object }
        if let values = core.enum, !values.isEmpty, values.allSatisfy({ $0.stringValue != nil }) { return .string }
        if core.const?.stringValue != nil { return .string }
        if let parts = core.allOf, let first = parts.first { return kind(first, depth: depth + 1) ?? (parts.count > 1 ? .object : nil) }
        if let branches = core.oneOf ?? core.anyOf {
            let kinds = Set(branches.map { kind($0, depth: depth + 1) })
            if kinds.count == 1, let only = kinds.first { return only }
        }
        return nil
    }
}
