/// A test-support file that calls every endpoint method once with sample arguments: path
/// parameters `"p_<name>"`, every query and header parameter, and a body decoded from JSON
/// that `SampleValues` derives from the spec (multipart bodies built through their
/// initializer, with a small in-memory file). The request tests send these calls through a
/// capturing transport and compare each request with the spec.
struct EndpointSamplesFile {
    let input: GeneratorInput
    let clientName: String
    let operations: [String: Operation]
    let objects: [String: ObjectDecl]
    let types: ModelRenderer
    let samples: SampleValues

    /// `["EndpointSamples.swift": text]`, or nothing when no client is generated.
    static func files(_ endpoints: [EndpointDecl], document: OpenAPIDocument, types: [TypeDecl], input: GeneratorInput, header: String) -> [String: String] {
        guard let clientName = input.clientName, !endpoints.isEmpty else { return [:] }
        var operations: [String: Operation] = [:]
        for operation in document.operations {
            operations[operation.operationID ?? "\(operation.method.name) \(operation.pathKey)"] = operation
        }
        var renderer = ModelRenderer(moduleName: input.moduleName, shadowedNames: [], indirectUnions: [])
        renderer.qualifiesAll = true
        let file = EndpointSamplesFile(
            input: input, clientName: clientName, operations: operations,
            objects: SwiftClientGenerator.objectsByPath(types), types: renderer,
            samples: SampleValues(shape: SchemaShape(schemas: document.schemasByReference())))
        return ["EndpointSamples.swift": header + "\n" + file.render(endpoints)]
    }

    /// Operations per generated async function (see `render`).
    static let groupSize = 16

    func render(_ endpoints: [EndpointDecl]) -> String {
        var printer = CodePrinter()
        printer.line("import AIClientRuntime")
        printer.line("import Foundation")
        printer.line("import \(input.moduleName)")
        printer.line()
        printer.line("/// Calls one endpoint of \(input.specPath) with sample arguments.")
        printer.block("protocol EndpointSampleCalling: Sendable") { printer in
            printer.line("/// Calls the method of `operationID` on `client`; false when the id is unknown.")
            printer.line("func call(_ operationID: String, on client: \(clientName)) async throws -> Bool")
        }
        printer.line()
        printer.line("/// Every endpoint of \(input.specPath), called once with sample arguments.")
        printer.block("struct EndpointSamples: EndpointSampleCalling") { printer in
            printer.line("/// Every operation id of the spec, in spec order.")
            printer.line("static let operationIDs: [String] = [")
            printer.indented { printer in
                for endpoint in endpoints {
                    printer.line(endpoint.operationID.swiftLiteral + ",")
                }
            }
            printer.line("]")
            printer.line()
            printer.line("/// The file of every multipart sample.")
            printer.line("static let file = MultipartFile.data(Data(\"sample file\".utf8), filename: \"sample.txt\")")
            printer.line()
            printer.line("static func decode<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {")
            printer.line("    try JSONCoding.decode(type, from: Data(json.utf8))")
            printer.line("}")
            printer.line()
            // Deprecated so that calling the spec's deprecated operations does not warn; callers
            // go through `EndpointSampleCalling`, whose requirement is not deprecated.
            //
            // The calls are split into groups of `groupSize`, each an async function of its
            // own: one async function with an `await` per operation (288 for OpenAI) made the
            // compiler's coroutine splitting take 9 GB and 4 minutes for this file alone.
            let groups = stride(from: 0, to: endpoints.count, by: Self.groupSize).map {
                Array(endpoints[$0..<min($0 + Self.groupSize, endpoints.count)])
            }
            printer.line("@available(*, deprecated, message: \"Call through EndpointSampleCalling.\")")
            printer.block("func call(_ operationID: String, on client: \(clientName)) async throws -> Bool") { printer in
                printer.line("guard let index = Self.operationIDs.firstIndex(of: operationID) else { return false }")
                printer.switchBlock("switch index / \(Self.groupSize)") { printer in
                    for number in groups.indices {
                        printer.line("case \(number): return try await callGroup\(number)(operationID, on: client)")
                    }
                    printer.line("default: return false")
                }
            }
            for (number, group) in groups.enumerated() {
                printer.line()
                printer.line("@available(*, deprecated, message: \"Call through EndpointSampleCalling.\")")
                printer.block("private func callGroup\(number)(_ operationID: String, on client: \(clientName)) async throws -> Bool") { printer in
                    printer.switchBlock("switch operationID") { printer in
                        for endpoint in group {
                            printer.line("case \(endpoint.operationID.swiftLiteral):")
                            printer.indented { printer in
                                printer.line("_ = try await \(call(endpoint))")
                            }
                        }
                        printer.line("default:")
                        printer.indented { printer in
                            printer.line("return false")
                        }
                    }
                    printer.line("return true")
                }
            }
        }
        return printer.text
    }

    /// `client.files.list(purpose: "sample", limit: 1, …)`, in the order of the method's signature.
    func call(_ endpoint: EndpointDecl) -> String {
        let operation = operations[endpoint.operationID]
        var arguments: [String] = []
        for parameter in endpoint.parameters where parameter.location == .path {
            arguments.append("\(parameter.swiftName.trimmingBackticks): \("p_\(parameter.name)".swiftLiteral)")
        }
        let bodySchema = operation?.requestBody?.content.first?.schema ?? Schema()
        switch endpoint.body {
        case .json(let type)?:
            arguments.append(decoded(type, samples.sample(bodySchema)))
        case .multipart(let type)?:
            arguments.append(multipart(type, schema: bodySchema))
        case .raw?:
            arguments.append("Data(\"sample\".utf8)")
        case nil:
            break
        }
        let others = endpoint.parameters.filter { $0.location != .path }
        for parameter in others.filter(\.required) + others.filter({ !$0.required }) {
            let schema = operation?.parameters.first { $0.name == parameter.name && $0.location == parameter.location }
            let sample = samples.sample(schema?.schema ?? schema?.content?.first?.schema ?? Schema(), allMembers: true)
            arguments.append("\(parameter.swiftName.trimmingBackticks): \(value(parameter.type, sample))")
        }
        let chain = ["client"] + endpoint.resource.map(SwiftNames.escaped) + [endpoint.swiftName]
        return chain.joined(separator: ".") + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// A literal for scalar types, else the sample decoded into the type.
    func value(_ type: TypeRef, _ sample: SampleJSON) -> String {
        switch (type, sample) {
        case (.string, .string(let text)): text.swiftLiteral
        case (.string, _): "sample".swiftLiteral
        case (.integer, .integer(let number)): String(number)
        case (.integer, _): "1"
        case (.double, .integer), (.double, .number): sample.text
        case (.double, _): "1"
        case (.bool, .bool(let flag)): flag ? "true" : "false"
        case (.bool, _): "true"
        case (.file, _): "EndpointSamples.file"
        case (.array(.file), _): "[EndpointSamples.file]"
        default: decoded(type, sample)
        }
    }

    func decoded(_ type: TypeRef, _ sample: SampleJSON) -> String {
        "try EndpointSamples.decode(\(types.swiftType(type)).self, \(Self.rawLiteral(sample.text)))"
    }

    /// `Module.Body(file: EndpointSamples.file, purpose: …)`: required members only.
    func multipart(_ type: TypeRef, schema: Schema) -> String {
        guard case .named(let path) = type, let object = objects[path.joined(separator: ".")] else {
            return "\(types.swiftType(type))()"
        }
        let members = samples.shape.flattenedProperties(samples.shape.resolved(schema)).properties
        let arguments = types.initializerParameters(object.properties).filter(\.required).map { property -> String in
            let memberSchema = members.first { $0.name == property.jsonName }?.schema ?? Schema()
            return "\(property.swiftName.trimmingBackticks): \(value(property.type, samples.sample(memberSchema)))"
        }
        return "\(types.swiftType(type))(\(arguments.joined(separator: ", ")))"
    }

    /// `#"…"#`, with as many `#` as it takes for the text to need no escaping.
    static func rawLiteral(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) {
            hashes += "#"
        }
        return hashes + "\"" + text + "\"" + hashes
    }
}
