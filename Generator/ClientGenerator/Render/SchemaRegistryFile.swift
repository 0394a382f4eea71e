/// A test-support file: decode JSON into the Swift type of a component schema named at run
/// time, and encode it back. The round-trip and recorded-traffic tests drive every type
/// through it without a hand-written table that could fall behind the spec.
enum SchemaRegistryFile {
    static func render(typeNames: [SchemaReference: String], excluding: Set<SchemaReference>, input: GeneratorInput, header: String) -> String {
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
        }
        return header + "\n" + printer.text
    }
}
