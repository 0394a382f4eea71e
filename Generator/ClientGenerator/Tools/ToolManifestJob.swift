/// Builds the ``ToolManifest`` of a spec's chosen operations: read, overlay and resolve as
/// ``GenerationJob`` does, translate the endpoints (for their areas, parameters, body kind and
/// `Accept`, exactly as the generated client sends them), select, and write each operation's
/// arguments as one JSON Schema (``ToolInputSchema``).
///
/// Selection: the operations of `areas` plus the operations named in `operations` (by
/// operation id), in the spec's order; neither given means the config's `mcpTools`, else its
/// `areas`, else every operation. An area or an operation id the spec does not have is an error.
///
/// Arguments: path, query and header parameters (not the headers the client sets itself,
/// `clientHeaders` in the config) are arguments under their own names. A JSON body that is a
/// plain object (its `allOf` parts merged) contributes its properties as arguments beside
/// them, as the official SDKs take a request's fields as the method's parameters; models fill
/// flat arguments more reliably than one nested `body`. A body that is a union, an array, or
/// whose property names clash with a parameter's, is the one argument `body`. Body members
/// that only turn streaming on (`stream`) are left out: a tool answers with the whole reply.
///
/// Not served (each listed in ``ToolManifest/skipped`` with a warning): operations whose body
/// is not JSON (multipart uploads, raw bytes: a file cannot be passed as a tool argument yet).
public struct ToolManifestJob: Sendable {
    public var config: GenerationConfig
    /// Areas (top-level resources: `chat`, `embeddings`) whose operations are served.
    public var areas: [String]?
    /// Operation ids served, besides the areas'.
    public var operations: [String]?
    /// Limits of each tool's schema (see ``ToolInputSchema``).
    public var maxDepth = 8
    public var maxNodes = 300
    private let readFile: @Sendable (String) throws -> [UInt8]

    public init(config: GenerationConfig, areas: [String]? = nil, operations: [String]? = nil, readFile: @escaping @Sendable (String) throws -> [UInt8]) {
        self.config = config
        self.areas = areas
        self.operations = operations
        self.readFile = readFile
    }

    public struct Result: Sendable {
        public var manifest: ToolManifest
        /// Warnings (operations skipped) and notes (schemas cut), in the manifest's order.
        public var diagnostics: [Diagnostic]
    }

    public func run() throws(DiagnosticError) -> Result {
        let front = try GenerationJob(config: config, readFile: readFile).load()
        let spec = front.spec
        let document = spec.document
        var input = GeneratorInput(specPath: config.spec, moduleName: config.module)
        input.clientName = config.client ?? "Client"
        input.endpoints = config.endpoints
        input.typeNames = config.typeNames
        input.twinAliases = false
        let endpoints = Translation.run(document, input: input).endpoints
        let selected = try select(endpoints)

        var operationsByID: [String: (operation: Operation, item: PathItem)] = [:]
        for item in document.paths {
            for operation in item.operations {
                operationsByID[operation.operationID ?? "\(operation.method.rawValue) \(item.path)"] = (operation, item)
            }
        }
        var manifest = ToolManifest(
            spec: config.spec, title: document.info.title, version: document.info.version,
            baseURL: ClientTypeFile.baseURL(document), authentication: Self.authentication(document), tools: [], skipped: [])
        var diagnostics: [Diagnostic] = []
        var schemaWriter = ToolInputSchema(schemas: document.schemasByReference(), maxDepth: maxDepth, maxNodes: maxNodes)
        let names = ToolNames.unique(selected.map(\.operationID))
        for (endpoint, name) in zip(selected, names) {
            guard let (operation, item) = operationsByID[endpoint.operationID] else { continue }
            let location = spec.location(of: operation.pointer, in: nil)
            schemaWriter.reset()
            switch Self.tool(endpoint, operation: operation, item: item, name: name, schemas: &schemaWriter) {
            case .tool(let tool):
                manifest.tools.append(tool)
                let cuts = Set(schemaWriter.cuts).sorted { ($0.schema, $0.reason.rawValue) < ($1.schema, $1.reason.rawValue) }
                if !cuts.isEmpty {
                    let list = cuts.map { "\($0.schema) (\($0.reason.rawValue))" }.joined(separator: ", ")
                    diagnostics.append(Diagnostic(.note, "tool '\(name)': its input schema accepts any value where it does not expand \(list)", at: location, pointer: operation.pointer))
                }
            case .skipped(let skipped):
                manifest.skipped.append(skipped)
                diagnostics.append(.warning("operation '\(skipped.operationID)' is not served as an MCP tool: \(skipped.reason)", at: location, pointer: operation.pointer))
            }
        }
        return Result(manifest: manifest, diagnostics: front.applied.relocate(diagnostics, specPath: config.spec))
    }

    /// The endpoints chosen, in the spec's order.
    func select(_ endpoints: [EndpointDecl]) throws(DiagnosticError) -> [EndpointDecl] {
        var areas = self.areas
        var operations = self.operations
        if areas == nil, operations == nil {
            areas = config.mcpTools?.areas ?? (config.mcpTools?.operations == nil ? config.areas : nil)
            operations = config.mcpTools?.operations
        }
        guard areas != nil || operations != nil else { return endpoints }
        var errors: [Diagnostic] = []
        let areaOf = { (endpoint: EndpointDecl) in AreaLayout.area(of: endpoint, namespaces: AreaLayout.namespaces) }
        let known = Set(endpoints.map(areaOf))
        for area in areas ?? [] where !known.contains(SwiftNames.type(area)) {
            let list = known.sorted().map { SwiftNames.member($0) }.joined(separator: ", ")
            errors.append(.error("'\(area)' is no area of \(config.spec); its areas are: \(list)"))
        }
        let ids = Set(endpoints.map(\.operationID))
        for operation in operations ?? [] where !ids.contains(operation) {
            let near = ids.filter { $0.lowercased().contains(operation.lowercased()) || operation.lowercased().contains($0.lowercased()) }.sorted().prefix(5)
            let hint = near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"
            errors.append(.error("'\(operation)' is no operation id of \(config.spec)\(hint)"))
        }
        guard errors.isEmpty else { throw DiagnosticError(errors) }
        let wantedAreas = Set((areas ?? []).map(SwiftNames.type))
        let wantedIDs = Set(operations ?? [])
        return endpoints.filter { wantedAreas.contains(areaOf($0)) || wantedIDs.contains($0.operationID) }
    }

    static func authentication(_ document: OpenAPIDocument) -> ToolManifest.Authentication? {
        switch ClientTypeFile.credentials(document) {
        case .none, .cookie: nil
        case .bearer: .bearer
        case .basic: .basic
        case .header(let name): .header(name: name)
        case .query(let name): .query(name: name)
        }
    }

    enum Built {
        case tool(ToolManifest.Tool)
        case skipped(ToolManifest.Skipped)
    }

    /// One operation as a tool, or why it cannot be one.
    static func tool(
        _ endpoint: EndpointDecl, operation: Operation, item: PathItem, name: String, schemas: inout ToolInputSchema
    ) -> Built {
        let skip = { (reason: String) in Built.skipped(ToolManifest.Skipped(operationID: endpoint.operationID, reason: reason)) }
        var bodyMedia: MediaType?
        switch endpoint.body {
        case .multipart?:
            return skip("its request body is multipart/form-data (a file upload), which tool arguments cannot carry yet")
        case .raw(let contentType)?:
            return skip("its request body is \(contentType), not JSON")
        case .json?:
            bodyMedia = operation.requestBody?.content.first
        case nil:
            break
        }

        var properties: [(String, DocumentNode)] = []
        var required: [String] = []
        var parameters: [ToolManifest.Parameter] = []
        let arguments = ToolNames.unique(endpoint.parameters.map(\.name))
        for (declared, argument) in zip(endpoint.parameters, arguments) {
            let source = operation.parameters.first { $0.name == declared.name && $0.location == declared.location }
            var schema = source?.schema ?? source?.content?.first?.schema ?? Schema()
            if schema.description == nil, let doc = source?.description ?? declared.doc { schema.description = doc }
            var isArray = schema.types?.contains(.array) ?? false
            if let reference = schema.reference, let target = schemas.schemas[reference] { isArray = target.types?.contains(.array) ?? false }
            parameters.append(ToolManifest.Parameter(
                name: declared.name, location: declared.location, argument: argument, required: declared.required,
                arrayStyle: declared.location == .query && isArray ? declared.arrayStyle.rawValue : nil,
                deepObject: declared.location == .query && declared.deepObject))
            properties.append((argument, schemas.json(schema, depth: 1)))
            if declared.required { required.append(argument) }
        }

        var body: ToolManifest.Body?
        var closed = true
        if let bodyMedia {
            let bodyRequired = operation.requestBody?.required ?? false
            let bodySchema = bodyMedia.schema ?? Schema()
            let streamFlags = Set(endpoint.stream?.bodyFlags.keys.map { $0 } ?? [])
            let taken = Set(arguments)
            if let object = schemas.flattenedObject(bodySchema),
               !object.properties.contains(where: { taken.contains($0.name) || ToolNames.cleaned($0.name) != $0.name }) {
                body = ToolManifest.Body(contentType: bodyMedia.contentType, required: bodyRequired, argument: nil)
                for property in object.properties where !streamFlags.contains(property.name) {
                    properties.append((property.name, schemas.json(property.schema, depth: 1)))
                }
                if bodyRequired { required += object.required.filter { !streamFlags.contains($0) } }
                closed = false
            } else {
                let argument = ToolNames.unique(["body"], taken: taken)[0]
                body = ToolManifest.Body(contentType: bodyMedia.contentType, required: bodyRequired, argument: argument)
                var written = schemas.json(bodySchema, depth: 1)
                if let description = operation.requestBody?.description?.trimmedText, !description.isEmpty, written["description"] == nil {
                    written = written.setting("description", .string(description))
                }
                properties.append((argument, written))
                if bodyRequired { required.append(argument) }
            }
        }

        var schema: [(String, DocumentNode)] = [("type", .string("object")), ("properties", .object(properties))]
        if !required.isEmpty { schema.append(("required", .array(required.map { .string($0) }))) }
        // Arguments are exactly the parameters (and `body`) unless the body's own properties
        // are arguments too, where a body may carry members the spec does not list.
        if closed { schema.append(("additionalProperties", .bool(false))) }

        let summary = operation.summary?.trimmedText ?? ""
        let details = operation.description?.trimmedText ?? ""
        var description = details.isEmpty ? summary : (summary.isEmpty || details.hasPrefix(summary) ? details : summary + "\n\n" + details)
        if description.isEmpty { description = "\(endpoint.method) \(item.path)" }
        var tool = ToolManifest.Tool(
            name: name, operationID: endpoint.operationID, title: summary.isEmpty ? nil : summary, description: description,
            method: endpoint.method.uppercased(), path: endpoint.pathTemplate, parameters: parameters, body: body,
            accept: endpoint.accept, inputSchema: .object(schema))
        tool.fixedQuery = endpoint.fixedQuery
        tool.server = endpoint.server?.url
        return .tool(tool)
    }
}
