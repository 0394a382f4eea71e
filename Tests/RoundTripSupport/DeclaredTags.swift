import ClientGenerator

/// The tag values (`type`, `event`) a union's variants declare, found through `$ref`s and
/// nested unions.
enum DeclaredTags {
    static func values(of component: String, in document: OpenAPIDocument) -> Set<String> {
        var byName: [String: Schema] = [:]
        for named in document.components.schemas {
            if let name = named.reference.componentName { byName[name] = named.schema }
        }
        var values: Set<String> = []
        var visited: Set<String> = []
        func visit(_ schema: Schema, depth: Int) {
            guard depth < 16 else { return }
            if let name = schema.reference?.componentName {
                guard visited.insert(name).inserted, let target = byName[name] else { return }
                visit(target, depth: depth + 1)
            }
            for property in schema.properties where ["type", "event", "object"].contains(property.name) {
                if let constant = property.schema.const?.stringValue { values.insert(constant) }
                for value in property.schema.enum ?? [] {
                    if let string = value.stringValue { values.insert(string) }
                }
            }
            for branch in (schema.oneOf ?? []) + (schema.anyOf ?? []) + (schema.allOf ?? []) {
                visit(branch, depth: depth + 1)
            }
        }
        if let root = byName[component] { visit(root, depth: 0) }
        return values
    }
}
