import Testing
@testable import ClientGenerator

/// Paths, operations, parameters, bodies and responses of the petstore fixture.
@Suite struct OperationParsingTests {
    static let petstore: Result<LoadedSpec, DiagnosticError> = Result { () throws(DiagnosticError) in
        try TestFiles.diskLoader.load(path: TestFiles.fixture("petstore.yaml"))
    }

    private var document: OpenAPIDocument {
        get throws { try OperationParsingTests.petstore.get().document }
    }

    private func operation(_ id: String) throws -> Operation {
        try #require(try document.operations.first { $0.operationID == id })
    }

    @Test func pathsKeepSourceOrderAndSplitTheirQuery() throws {
        let paths = try document.paths
        #expect(paths.map(\.key) == ["/pets", "/pets/{pet_id}", "/pets?beta=true"])
        #expect(paths[2].path == "/pets")
        #expect(paths[2].keyQuery == [.init(name: "beta", value: "true")])
        #expect(paths[0].keyQuery.isEmpty)
        #expect(paths[0].summary == "Pets")
        #expect(paths[0].operations.map(\.method) == [.get, .post])
        #expect(paths[2].operations.first?.pathKey == "/pets?beta=true")
        #expect(paths[1].operations.first?.pointer.description == "/paths/~1pets~1{pet_id}/delete")
    }

    @Test func keyQuerySplitting() {
        #expect(PathItem.split("/a?x=1&y&z=") == ("/a", [.init(name: "x", value: "1"), .init(name: "y", value: ""), .init(name: "z", value: "")]))
        #expect(PathItem.split("/a").query.isEmpty)
    }

    @Test func operationsFollowMethodOrderWhateverTheSourceOrder() throws {
        let spec = try TestFiles.load("""
        openapi: 3.0.3
        info: {title: T, version: "1"}
        paths:
          /x:
            delete: {responses: {"204": {description: gone}}}
            post: {responses: {"200": {description: ok}}}
            get: {responses: {"200": {description: ok}}}
        """)
        #expect(spec.document.paths[0].operations.map(\.method) == [.get, .post, .delete])
    }

    @Test func sharedParametersMergeAndOperationOnesWin() throws {
        let list = try operation("listPets")
        #expect(list.parameters.map(\.name) == ["trace", "filter", "limit"])
        let limit = try #require(list.parameters.last)
        #expect(limit.description == "Overrides the shared limit.")
        #expect(limit.referenceName == nil)
        #expect(limit.schema?.maximum == 100)
        let create = try operation("createPet")
        #expect(create.parameters.map(\.name) == ["limit", "trace"])
        #expect(create.parameters.first?.referenceName == "Limit")
        #expect(create.parameters.first?.schema?.default == DocumentNode(.integer(20)))
        let delete = try operation("deletePet")
        #expect(delete.parameters.map(\.location) == [.path])
        #expect(delete.parameters.first?.required == true)
    }

    @Test func deepObjectQueryParameter() throws {
        let filter = try #require(try operation("listPets").parameters.first { $0.name == "filter" })
        #expect(filter.location == .query)
        #expect(filter.style == .deepObject)
        #expect(filter.explode == true)
        #expect(filter.effectiveStyle == .deepObject)
        #expect(filter.schema?.additionalProperties == .schema(Schema(pointer: filter.schema?.pointer.appending("additionalProperties") ?? .root).with { $0.types = [.string] }))
        let trace = try #require(try operation("listPets").parameters.first { $0.name == "trace" })
        #expect(trace.style == nil)
        #expect(trace.effectiveStyle == .simple)
        #expect(trace.effectiveExplode == false)
        #expect(Parameter(name: "q", location: .query).effectiveExplode == true)
    }

    @Test func rangeAndDefaultResponses() throws {
        let list = try operation("listPets")
        #expect(list.responses.map(\.status) == [.code(200), .range(4), .default])
        let ok = try #require(list.response(.code(200)))
        #expect(ok.description == "A page of pets.")
        #expect(ok.headers.map(\.name) == ["x-request-id"])
        #expect(ok.headers.first?.referenceName == "RequestID")
        #expect(ok.headers.first?.schema?.types == [.string])
        #expect(ok.content("application/json")?.schema?.reference == .component("PetList"))
        let clientError = try #require(list.response(.range(4)))
        #expect(clientError.referenceName == "Error")
        #expect(clientError.description == "An error.")
        #expect(list.response(.default)?.content.isEmpty == true)
    }

    @Test func statusParsing() {
        #expect(Response.Status("200") == .code(200))
        #expect(Response.Status("4XX") == .range(4))
        #expect(Response.Status("5xx") == .range(5))
        #expect(Response.Status("default") == .default)
        #expect(Response.Status("600") == nil)
        #expect(Response.Status("2X0") == nil)
        #expect(Response.Status("OK") == nil)
        #expect([Response.Status.default, .range(4), .code(404), .code(200)].sorted() == [.code(200), .code(404), .range(4), .default])
        #expect(Response.Status.range(4).description == "4XX")
    }

    @Test func requestBodiesAndEncodings() throws {
        let create = try operation("createPet")
        let body = try #require(create.requestBody)
        #expect(body.referenceName == "NewPet")
        #expect(body.required)
        #expect(body.description == "The pet to add.")
        let json = try #require(body.content("application/json"))
        #expect(json.schema?.reference == .component("Pet"))
        #expect(json.examples.map(\.name) == ["rex"])
        #expect(json.examples.first?.value.summary == "A dog")
        #expect(json.examples.first?.value.value?.jsonText == #"{"name":"Rex","tag":"dog"}"#)

        let beta = try operation("createBetaPet")
        let multipart = try #require(beta.requestBody?.content("multipart/form-data"))
        #expect(multipart.encoding.map(\.propertyName) == ["photo"])
        #expect(multipart.encoding.first?.contentType == "image/png")
        #expect(multipart.schema?.property("photo")?.format == "binary")
        #expect(beta.response(.code(200))?.content.map(\.contentType) == ["text/event-stream"])
    }

    @Test func securityAndDocumentLevelObjects() throws {
        let document = try document
        #expect(document.security == [SecurityRequirement(schemes: [.init(name: "ApiKeyAuth")])])
        #expect(try operation("listPets").security == nil)
        #expect(try operation("deletePet").security == [])
        #expect(try operation("deletePet").deprecated)
        let scheme = try #require(document.components.securitySchemes.first)
        #expect(scheme.name == "ApiKeyAuth")
        #expect(scheme.value.type == "http")
        #expect(scheme.value.scheme == "bearer")
        #expect(document.servers.first?.url == "https://{region}.example.com/v1")
        #expect(document.servers.first?.variables == [.init(name: "region", default: "eu", enum: ["eu", "us"])])
        #expect(document.tags == [Tag(name: "Pets", description: "Everything about pets.", extensions: ["x-display": DocumentNode(.string("Pet store"))])])
        #expect(document.info.license == License(name: "MIT", identifier: "MIT"))
        #expect(document.components.parameters.map(\.name) == ["Limit"])
        #expect(document.components.headers.map(\.name) == ["RequestID"])
        #expect(document.components.responses.map(\.name) == ["Error"])
        #expect(document.components.requestBodies.map(\.name) == ["NewPet"])
    }

    @Test func webhooks() throws {
        let webhooks = try document.webhooks
        #expect(webhooks.map(\.key) == ["petAdopted"])
        let operation = try #require(webhooks.first?.operations.first)
        #expect(operation.method == .post)
        #expect(operation.operationID == "petAdoptedWebhook")
        #expect(operation.pathKey == "petAdopted")
        #expect(operation.pointer.description == "/webhooks/petAdopted/post")
        #expect(operation.requestBody?.content.first?.schema?.reference == .component("Pet"))
    }

    @Test func operationProblems() throws {
        let spec = try TestFiles.load("""
        openapi: 3.1.0
        info: {title: T, version: "1"}
        paths:
          /x/{id}:
            get:
              operationId: same
              security: [{Missing: []}]
              parameters:
                - {name: id, in: path, schema: {type: string}}
                - {name: q, in: query, schema: {type: string}}
                - {name: q, in: query, schema: {type: integer}}
              responses: {"200": {description: ok}}
            post:
              operationId: same
              responses: {"200": {content: {}}}
        """)
        #expect(spec.diagnostics.map(\.message) == [
            "security requirement names 'Missing', which is not declared in components/securitySchemes",
            "path parameter 'id' must have 'required: true'",
            "parameter 'q' in query is listed twice; the last one is used",
            "duplicate operationId 'same' (first used at spec.yaml:6:20)",
            "response has no 'description' (required by OpenAPI)",
        ])
        let get = try #require(spec.document.operations.first)
        #expect(get.parameters.map(\.name) == ["id", "q"])
        #expect(get.parameters.last?.schema?.types == [.integer])
    }

    @Test func invalidStatusAndStyleAreErrors() {
        let diagnostics = TestFiles.errors("""
        openapi: 3.1.0
        info: {title: T, version: "1"}
        paths:
          /x:
            get:
              parameters:
                - {name: q, in: body, schema: {type: string}}
                - {name: r, in: query, style: tabDelimited, schema: {type: string}}
              responses:
                "2XY": {description: ok}
        """)
        #expect(diagnostics.map(\.message) == [
            "unknown parameter location 'body'; expected path, query, header or cookie",
            "unknown style 'tabDelimited'; expected one of form, simple, deepObject, spaceDelimited, pipeDelimited, label, matrix",
            "invalid response status '2XY'; expected a code such as 200, a range such as 4XX, or 'default'",
        ])
        #expect(diagnostics.map { $0.location?.line } == [7, 8, 10])
    }
}
