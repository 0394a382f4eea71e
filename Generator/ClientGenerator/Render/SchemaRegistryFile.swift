/// A test-support file: decode JSON into the Swift type of a component schema named at run
/// time, and encode it back. The round-trip and recorded-traffic tests drive every type
/// through it without a hand-written table that could fall behind the spec.
enum SchemaRegistryFile {
    static func render(typeNames: [SchemaReference: String], excluding: Set<SchemaReference>, types: [TypeDecl] = [], input: GeneratorInput, header: String) -> String {
        var printer = CodePrinter()
        printer.line("import AIClientRuntime")
        printer.line("import Foundation")
        printer.line("import \(input.moduleName)")
        printer.line()
        printer.doc(DocComment(text: "The Swift type of every component schema of \(input.specPath), by schema name."))
        printer.block("enum SchemaRegistry") { printer in
            printer.line("/// Decodes `data` as the type of component schema `schema`; nil when the spec has no")
            printer.line("/// such schema.")
            printer.block("static func decode(_ schema: String, _ data: Data, decoder: JSONDecoder) throws -> (any Encodable & Sendable)?") { printer in
                printer.switchBlock("switch schema") { printer in
                    // Multipart bodies are not JSON: they have no Codable conformance to round-trip.
                    let entries = typeNames.filter { !excluding.contains($0.key) }.compactMap { reference, name in reference.componentName.map { ($0, name) } }
                    for (schema, name) in entries.sorted(by: { $0.0 < $1.0 }) {
                        printer.line("case \(schema.swiftLiteral): return try decoder.decode(\(input.moduleName).\(name).self, from: data)")
                    }
                    printer.line("default: return nil")
                }
            }
            printer.line()
            printer.line("/// Decodes `data` as the type of component schema `schema` and encodes it again;")
            printer.line("/// nil when the spec has no such schema.")
            printer.block("static func roundTrip(_ schema: String, _ data: Data, decoder: JSONDecoder, encoder: JSONEncoder) throws -> Data?") { printer in
                printer.line("guard let value = try decode(schema, data, decoder: decoder) else { return nil }")
                printer.line("return try encoder.encode(value)")
            }
            printer.line()
            printer.line("/// Every optional, nullable member of every struct: the struct's empty value, and the same")
            printer.line("/// with the member in its `nulls` (sent as `null`, not left out).")
            printer.block("static func nullableMembers() -> [(type: String, member: String, absent: any Encodable & Sendable, null: any Encodable & Sendable)]") { printer in
                printer.line("var cases: [(type: String, member: String, absent: any Encodable & Sendable, null: any Encodable & Sendable)] = []")
                for (path, object) in nullableStructs(types) {
                    let name = path.joined(separator: ".")
                    for property in object.properties where !property.required && property.nullable {
                        printer.line("cases.append(nullable(\(name.swiftLiteral), \(property.jsonName.swiftLiteral), \(input.moduleName).\(name).emptyValue) { $0.nulls = [.\(property.swiftName)] })")
                    }
                }
                printer.line("return cases")
            }
            printer.line()
            printer.block("private static func nullable<T: Encodable & Sendable>(_ type: String, _ member: String, _ value: T, _ set: (inout T) -> Void) -> (type: String, member: String, absent: any Encodable & Sendable, null: any Encodable & Sendable)") { printer in
                printer.line("var null = value")
                printer.line("set(&null)")
                printer.line("return (type, member, value, null)")
            }
        }
        return header + "\n" + printer.text
    }

    /// The structs with optional, nullable members (multipart bodies aside), by path, sorted.
    static func nullableStructs(_ types: [TypeDecl]) -> [([String], ObjectDecl)] {
        var found: [([String], ObjectDecl)] = []
        func visit(_ decl: TypeDecl, path: [String]) {
            if case .object(let object) = decl.kind, !object.isMultipart,
               object.properties.contains(where: { !$0.required && $0.nullable }) {
                found.append((path, object))
            }
            // An alias's inline types live in its namespace (`ModelRenderer.render`).
            var base = path
            if case .alias = decl.kind { base = path.dropLast() + [decl.name + "Types"] }
            for child in decl.nested { visit(child, path: base + [child.name]) }
        }
        for type in types { visit(type, path: [type.name]) }
        return found.sorted { $0.0.joined(separator: ".") < $1.0.joined(separator: ".") }
    }
}
