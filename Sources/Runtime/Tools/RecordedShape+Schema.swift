extension RecordedShape {
    /// The schema of what the pass decoded.
    func schema() throws -> JSONSchema {
        switch form {
        case .none:
            // Decoded nothing from its decoder (an empty struct): an object with no members.
            return .object([:])
        case .object:
            if usedAllKeys {
                throw SchemaIssue("reads whichever keys arrive (allKeys), like a dictionary: strict mode needs named members; use [String: Value] or a struct")
            }
            var properties: [JSONSchema.Property] = []
            for member in members {
                guard let content = member.content else {
                    throw SchemaIssue("is checked for null (decodeNil) but never decoded", member: member.name, memberType: member.typeName)
                }
                var schema = try content.schema()
                if member.nilChecked { schema = SchemaDeriver.optional(schema) }
                properties.append(JSONSchema.Property(name: member.name, schema: schema))
            }
            return JSONSchema(.object(properties))
        case .array:
            guard let content else {
                throw SchemaIssue("takes an array but decodes no element from it: strict mode needs the elements' type")
            }
            let items = try content.schema()
            return .array(nilChecked ? SchemaDeriver.optional(items) : items)
        case .value:
            guard let content else {
                throw SchemaIssue("takes a single value but decodes nothing from it")
            }
            let schema = try content.schema()
            return nilChecked ? SchemaDeriver.optional(schema) : schema
        }
    }
}

extension RecordedShape.Content {
    func schema() throws -> JSONSchema {
        switch self {
        case .schema(let schema): schema
        case .nested(let shape): try shape.schema()
        }
    }
}

/// Checks that a type asks for the same members whether its optional members are present
/// or absent: a type that decodes a member only when another is there (or is not) would
/// make any one schema wrong for some of its values.
enum SchemaPassComparison {
    static func check(_ present: RecordedShape, against absent: RecordedShape) throws {
        guard present.form == absent.form else {
            throw SchemaIssue("decodes a different shape when its optional values are absent: its init(from:) branches; strict mode needs one shape")
        }
        switch present.form {
        case .object:
            for member in absent.members where !present.members.contains(where: { $0.name == member.name }) {
                throw SchemaIssue("is decoded only when an optional value before it is absent: its init(from:) branches; decode every member unconditionally (decodeIfPresent for optionals)", member: member.name, memberType: member.typeName)
            }
            for member in present.members {
                guard let other = absent.members.first(where: { $0.name == member.name }) else {
                    if absent.containsAsked.contains(member.name) || present.containsAsked.contains(member.name) {
                        throw SchemaIssue("is decoded only when contains(_:) finds it, but strict mode sends every member (null when there is none): decode it with decodeIfPresent", member: member.name, memberType: member.typeName)
                    }
                    throw SchemaIssue("is decoded only when an optional value before it is present: its init(from:) branches; decode every member unconditionally (decodeIfPresent for optionals)", member: member.name, memberType: member.typeName)
                }
                if case .schema(let a)? = member.content, case .schema(let b)? = other.content, a != b {
                    throw SchemaIssue("is decoded as a different type when optional values are absent: its init(from:) branches", member: member.name, memberType: member.typeName)
                }
                if case .nested(let a)? = member.content, case .nested(let b)? = other.content {
                    do {
                        try check(a, against: b)
                    } catch var issue as SchemaIssue {
                        issue.member = member.name + (issue.member.map { "." + $0 } ?? "")
                        throw issue
                    }
                }
            }
        case .array, .value:
            if case .schema(let a)? = present.content, case .schema(let b)? = absent.content, a != b {
                throw SchemaIssue("decodes a different type when optional values are absent: its init(from:) branches")
            }
        case .none:
            break
        }
    }
}
