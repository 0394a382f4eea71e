/// A test-support file that replays a recorded request through its generated method: the
/// recording's path parameters, query, headers and body are read back into the method's typed
/// arguments (`ReplayedRequest` in the test support decodes them), and the method is called.
/// The conformance tests compare what the method then sends with what the official SDK sent.
///
/// Beside the calls, `routes` lists each operation's HTTP method, path template and fixed
/// query (`?beta=true`), so that a recording finds its operation.
struct RequestReplayFile {
    let clientName: String
    let moduleName: String
    let specPath: String
    let objects: [String: ObjectDecl]
    let types: ModelRenderer

    /// `["RequestReplay.swift": text]`, or nothing when no client is generated.
    static func files(_ endpoints: [EndpointDecl], types: [TypeDecl], input: GeneratorInput, header: String) -> [String: String] {
        guard let clientName = input.clientName, !endpoints.isEmpty else { return [:] }
        var renderer = ModelRenderer(moduleName: input.moduleName, shadowedNames: [], indirectUnions: [])
        renderer.qualifiesAll = true
        let file = RequestReplayFile(
            clientName: clientName, moduleName: input.moduleName, specPath: input.specPath,
            objects: SwiftClientGenerator.objectsByPath(types), types: renderer)
        return ["RequestReplay.swift": header + "\n" + file.render(endpoints)]
    }

    func render(_ endpoints: [EndpointDecl]) -> String {
        var printer = CodePrinter()
        printer.line("import AIClientRuntime")
        printer.line("import AIClientsEndpointTestSupport")
        printer.line("import Foundation")
        printer.line("import \(moduleName)")
        printer.line()
        printer.line("/// Replays a recorded request through the generated method of its operation.")
        printer.block("protocol RequestReplaying: Sendable") { printer in
            printer.line("/// Calls the method of `operationID` on `client` with the arguments `request` holds;")
            printer.line("/// false when the id is unknown.")
            printer.line("func replay(_ operationID: String, _ request: ReplayedRequest, on client: \(clientName)) async throws -> Bool")
        }
        printer.line()
        printer.line("/// Every operation of \(specPath), called with a recording's arguments.")
        printer.block("struct RequestReplay: RequestReplaying") { printer in
            printer.line("/// Operation id, HTTP method, path template and fixed query of every operation, in spec order.")
            printer.line("static let routes: [ReplayRoute] = [")
            printer.indented { printer in
                for endpoint in endpoints {
                    let query = endpoint.fixedQuery.map { "(\($0.name.swiftLiteral), \($0.value.swiftLiteral))" }
                    printer.line("ReplayRoute(\(endpoint.operationID.swiftLiteral), \(endpoint.method.swiftLiteral), \(endpoint.pathTemplate.swiftLiteral), fixedQuery: [\(query.joined(separator: ", "))]),")
                }
            }
            printer.line("]")
            // As in `EndpointSamplesFile`: deprecated so that replaying deprecated operations does
            // not warn, and in groups so that no one async function holds every call.
            let size = EndpointSamplesFile.groupSize
            let groups = stride(from: 0, to: endpoints.count, by: size).map {
                Array(endpoints[$0..<min($0 + size, endpoints.count)])
            }
            printer.line()
            printer.line("@available(*, deprecated, message: \"Call through RequestReplaying.\")")
            printer.block("func replay(_ operationID: String, _ request: ReplayedRequest, on client: \(clientName)) async throws -> Bool") { printer in
                printer.line("guard let index = Self.routes.firstIndex(where: { $0.operationID == operationID }) else { return false }")
                printer.switchBlock("switch index / \(size)") { printer in
                    for number in groups.indices {
                        printer.line("case \(number): return try await replayGroup\(number)(operationID, request, on: client)")
                    }
                    printer.line("default: return false")
                }
            }
            for (number, group) in groups.enumerated() {
                printer.line()
                printer.line("@available(*, deprecated, message: \"Call through RequestReplaying.\")")
                printer.block("private func replayGroup\(number)(_ operationID: String, _ r: ReplayedRequest, on client: \(clientName)) async throws -> Bool") { printer in
                    printer.switchBlock("switch operationID") { printer in
                        for endpoint in group {
                            printer.line("case \(endpoint.operationID.swiftLiteral):")
                            printer.indented { printer in
                                renderCall(endpoint, into: &printer)
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

    /// The plain call, or, for an operation with a streaming twin, the twin when the recording
    /// turned streaming on.
    func renderCall(_ endpoint: EndpointDecl, into printer: inout CodePrinter) {
        let chain = (["client"] + endpoint.resource.map(SwiftNames.escaped)).joined(separator: ".")
        let arguments = self.arguments(endpoint).joined(separator: ", ")
        guard let stream = endpoint.stream, !endpoint.streamsOnly else {
            printer.line("_ = try await \(chain).\(endpoint.swiftName)(\(arguments))")
            return
        }
        let flags = stream.bodyFlags.keys.sorted().compactMap { key in
            stream.bodyFlags[key].map { "(\(key.swiftLiteral), \($0.jsonText.swiftLiteral))" }
        }
        let query = stream.query.map { "(\($0.name.swiftLiteral), \($0.value.swiftLiteral))" }
        printer.block("if r.streams(bodyFlags: [\(flags.joined(separator: ", "))], query: [\(query.joined(separator: ", "))])") { printer in
            printer.line("_ = try await \(chain).\(EndpointRenderer.streamName(endpoint))(\(arguments))")
        }
        printer.block("else") { printer in
            printer.line("_ = try await \(chain).\(endpoint.swiftName)(\(arguments))")
        }
    }

    /// The method's arguments, in the order of its signature, each read from the recording.
    func arguments(_ endpoint: EndpointDecl) -> [String] {
        var result: [String] = []
        for parameter in endpoint.parameters where parameter.location == .path {
            result.append("\(parameter.swiftName.trimmingBackticks): try r.path(\(parameter.name.swiftLiteral))")
        }
        switch endpoint.body {
        case .json(let type)?:
            let type = types.swiftType(type)
            result.append(endpoint.bodyRequired ? "try r.body(\(type).self)" : "try r.bodyIfPresent(\(type).self)")
        case .multipart(let type)?:
            result.append(multipart(type))
        case .raw?:
            result.append(endpoint.bodyRequired ? "try r.rawBody()" : "r.rawBodyIfPresent()")
        case nil:
            break
        }
        let others = endpoint.parameters.filter { $0.location != .path }
        for parameter in others.filter(\.required) + others.filter({ !$0.required }) {
            let read = parameter.required ? "value" : "valueIfPresent"
            let place = parameter.location == .header ? ".header" : ".query"
            result.append("\(parameter.swiftName.trimmingBackticks): try r.\(read)(\(types.swiftType(parameter.type)).self, \(parameter.name.swiftLiteral), in: \(place))")
        }
        // Per-call values of the client's own headers (the caller's betas) go in `options`,
        // less the values the method sends itself.
        let fixed = (endpoint.fixedHeaders + endpoint.joinedHeaders).map { "(\($0.name.swiftLiteral), \($0.value.swiftLiteral))" }
        result.append("options: r.options(fixed: [\(fixed.joined(separator: ", "))])")
        return result
    }

    /// `Module.Body(file: try r.file("file"), purpose: try r.part(…))`: every member the
    /// initializer takes, from the recording's parts.
    func multipart(_ type: TypeRef) -> String {
        guard case .named(let path) = type, let object = objects[path.joined(separator: ".")] else {
            return "\(types.swiftType(type))()"
        }
        let arguments = types.initializerParameters(object.properties).map { property -> String in
            let name = property.jsonName.swiftLiteral
            let read: String
            switch property.type {
            case .file: read = property.required ? "try r.file(\(name))" : "try r.fileIfPresent(\(name))"
            case .array(.file): read = property.required ? "try r.files(\(name))" : "try r.filesIfPresent(\(name))"
            default:
                let kind = property.required ? "part" : "partIfPresent"
                read = "try r.\(kind)(\(types.swiftType(property.type)).self, \(name))"
            }
            return "\(property.swiftName.trimmingBackticks): \(read)"
        }
        return "\(types.swiftType(type))(\(arguments.joined(separator: ", ")))"
    }
}
