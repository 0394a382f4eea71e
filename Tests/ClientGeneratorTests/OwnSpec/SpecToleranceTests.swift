import Testing
@testable import ClientGenerator

/// What published specs get wrong but the ecosystem tolerates is a warning, never an error:
/// `type: null` as a YAML null, `nullable` in 3.1, `example` beside `examples`, a boolean
/// `exclusiveMinimum` in 3.1, integer bounds written as floats, unknown formats, duplicate
/// operation ids, `$ref` siblings, empty `paths`.
@Suite struct SpecToleranceTests {
    static func generate(_ name: String) throws -> GenerationJob.Result {
        var config = GenerationConfig(spec: TestFiles.fixtures + "/tolerance/" + name, module: "Sloppy", output: "/unused")
        config.generatesClient = true
        return try GenerationJob(config: config, readFile: GeneratedOutputTests.read).run()
    }

    @Test func sloppySpecGeneratesWithWarnings() throws {
        let result = try Self.generate("sloppy.yaml")
        let warnings = result.diagnostics.map(\.description)
        #expect(warnings.contains { $0.contains("sloppy.yaml:34:17: warning: 'type' in schema is null where a type name or an array of type names belongs; read as absent") })
        #expect(warnings.contains { $0.contains("warning: duplicate operationId 'listItems'") })
        #expect(result.output.endpoints.count == 2)
        let item = try #require(result.output.files.generatedFile(named: "Item.swift"))
        #expect(item.contains("public var anything: JSONValue?"))
        #expect(item.contains("public var title: String?"))
        #expect(item.contains("public var count: Int?"))
    }

    /// Keywords in the other version's spelling are read as the author meant, with a warning
    /// at the keyword (see "Tolerated mistakes" in docs/own-spec.md).
    @Test func otherVersionSpellingsWarnIn31() throws {
        let warnings = try Self.generate("sloppy.yaml").diagnostics.map(\.description)
        // Reported once per kind, with the number of other places.
        #expect(warnings.contains { $0.contains("sloppy.yaml:38:21: warning: 'nullable' is an OpenAPI 3.0 keyword") && $0.contains("(and 1 more place)") })
        #expect(warnings.filter { $0.contains("'nullable'") }.count == 1)
        #expect(warnings.contains { $0.contains("sloppy.yaml:44:29: warning: 'exclusiveMinimum' is a boolean, as in OpenAPI 3.0") })
        // 3.1 spellings, $ref siblings (allowed in 3.1), floats as integer bounds and unknown
        // formats are not warned about.
        #expect(!warnings.contains { $0.contains(":48:") || $0.contains("$ref") || $0.contains("format") || $0.contains(":42:") || $0.contains(":43:") })
        let item = try #require(try Self.generate("sloppy.yaml").output.files.generatedFile(named: "Item.swift"))
        #expect(item.contains("public var owner: Owner?"))
    }

    /// Type names from programming languages and Swagger 2.0's boolean `required` mean what
    /// they evidently mean, with a warning.
    @Test func languageTypeNamesAndBooleanRequiredAreReadAsMeant() throws {
        let result = try Self.generate("sloppy.yaml")
        let warnings = result.diagnostics.map(\.description)
        #expect(warnings.contains { $0.contains("sloppy.yaml:61:24: warning: unknown type 'bool'; read as 'boolean'") })
        #expect(warnings.contains { $0.contains("sloppy.yaml:64:21: warning: 'required' is a boolean, as in Swagger 2.0") })
        let owner = try #require(result.output.files.generatedFile(named: "Owner.swift"))
        #expect(owner.contains("public var active: Bool?"))
        #expect(owner.contains("public var email: String\n"))
    }

    @Test func otherVersionSpellingsWarnIn30() throws {
        let result = try Self.generate("sloppy-3.0.yaml")
        let warnings = result.diagnostics.map(\.description)
        #expect(warnings.contains { $0.contains("sloppy-3.0.yaml:14:29: warning: 'exclusiveMinimum' is a number, as in OpenAPI 3.1; in a 3.0 document it is a boolean beside 'minimum'") })
        #expect(warnings.contains { $0.contains("sloppy-3.0.yaml:24:21: warning: '$ref' has sibling keywords (nullable), which OpenAPI 3.0 ignores") })
        // 3.0 spellings and annotation-only siblings are fine.
        #expect(warnings.count == 2, "\(warnings)")
        let item = try #require(result.output.files.generatedFile(named: "Item.swift"))
        #expect(item.contains("public var owner: Owner?"))
        #expect(item.contains("public var documented: Owner?"))
    }

    /// An operation with a server of its own is sent there (while the client uses the
    /// document's server; see `OperationServer`), with no warning.
    @Test func operationWithAServerOfItsOwnIsFollowed() throws {
        let result = try Self.generate("operation-servers.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let video = try #require(result.output.endpoints.first { $0.operationID == "createVideo" })
        #expect(video.server == EndpointDecl.Server(url: "https://api.example.com/v2", documentURL: "https://api.example.com/v1"))
        #expect(result.output.endpoints.first { $0.operationID == "chat" }?.server == nil)
        let methods = try #require(result.output.files.first { $0.key.hasSuffix("+Videos.swift") }?.value, "\(result.output.files.keys.sorted())")
        #expect(methods.contains(#"request.operationServer = OperationServer(url: "https://api.example.com/v2", documentServer: "https://api.example.com/v1")"#))
    }

    /// Ollama's shape: JSON or, while `stream` is on (its default), JSON Lines. The JSON Lines
    /// answer is the stream twin (`chatStream`, JSON Lines framing, `stream: true`), and the
    /// plain method says `stream: false`, since the server streams unless told not to.
    @Test func jsonLinesAnswerBesideJSONIsTheStreamTwin() throws {
        let result = try Self.generate("json-lines-stream.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let endpoint = try #require(result.output.endpoints.first { $0.operationID == "chat" })
        let stream = try #require(endpoint.stream)
        #expect(stream.format.jsonLines)
        #expect(stream.event == .named(["Reply"]))
        // `POST /api/chat` is `client.api.chat.create(…)` and its twin `stream(…)`, in the file
        // of `api.chat`.
        let methods = try #require(result.output.files.first { $0.key.hasSuffix("+Api+Chat.swift") }?.value, "\(result.output.files.keys.sorted())")
        let plain = try #require(methods.components(separatedBy: "public func create(").dropFirst().first, "\(methods)")
        #expect(plain.components(separatedBy: "public func stream(").first?.contains("body.stream = false") == true, "\(methods)")
        let twin = try #require(methods.components(separatedBy: "public func stream(").dropFirst().first)
        #expect(twin.contains("body.stream = true"))
        #expect(twin.contains("let format = EventStreamFormat(errorEnvelopes: true, framing: .jsonLines)"))
        #expect(methods.contains("/// - HTTP: `POST /api/chat` (JSON Lines)"))
    }

    /// An enum listing a value twice (Mistral's `StaticWorkspaceRoles`) gets one case for it,
    /// so the `init(rawValue:)` switch has no duplicate pattern for the compiler to warn about.
    @Test func aValueListedTwiceIsOneCase() throws {
        let result = try Self.generate("duplicate-enum-values.yaml")
        let role = try #require(result.output.files.generatedFile(named: "WorkspaceRole.swift"))
        #expect(role.components(separatedBy: "case admin").count == 2, "\(role)")
        #expect(role.components(separatedBy: "case \"admin\"").count == 2, "\(role)")
    }

    @Test func emptyPathsGenerateModelsAndAClient() throws {
        let result = try Self.generate("empty-paths.yaml")
        #expect(result.output.endpoints.isEmpty)
        #expect(result.output.files["EmptyClient.swift"] != nil)
        #expect(result.output.files.generatedFile(named: "Thing.swift") != nil)
    }
}
