import AIClientRuntime
import AIClientsMCP
import Foundation
import MCP
import OpenAIChat
import Testing

/// `aiclients-mcp-serve` (a manifest of OpenAI operations and one of a small spec) started
/// over stdio and driven by the MCP Swift SDK's `Client`, its calls answered by the loopback
/// API server on 127.0.0.1.
@Suite(.timeLimit(.minutes(5)))
struct MCPOperationServerTests {
    static let key = "sk-serve-test-0123456789"
    static let openAI = ServerProcess.fixture("openai-tools.json")

    static func manifestTools(_ path: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["tools"] as? [[String: Any]] ?? []
    }

    /// JSON text → a value that compares by content (key order aside).
    static func canonical(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]), as: UTF8.self)
    }

    static func canonical(_ value: Value) throws -> String {
        try canonical(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(value), options: .fragmentsAllowed))
    }

    func openAIServer(_ base: URL, _ extra: [String] = []) async throws -> ServerProcess {
        try await ServerProcess.start(
            ["--manifest", Self.openAI, "--provider", "openai", "--base-url", base.absoluteString] + extra,
            environment: ["OPENAI_API_KEY": Self.key])
    }

    @Test func everyOperationIsListedWithItsSchemaAndHints() async throws {
        let session = try await ModelServer.scripted([])
        let server = try await openAIServer(session.base)
        let tools = try await server.tools()
        let manifest = try Self.manifestTools(Self.openAI)
        #expect(tools.map(\.name) == manifest.compactMap { $0["name"] as? String })
        #expect(tools.map(\.name) == ["createSpeech", "createEmbedding", "listFiles", "listModels", "retrieveModel", "deleteModel"])
        for (tool, entry) in zip(tools, manifest) {
            #expect(try Self.canonical(tool.inputSchema) == Self.canonical(entry["inputSchema"] ?? [:]), "\(tool.name)")
            #expect(tool.description == entry["description"] as? String)
        }
        let embedding = try #require(tools.first { $0.name == "createEmbedding" })
        #expect(embedding.inputSchema.objectValue?["required"] == .array(["model", "input"]))
        #expect(tools.first { $0.name == "listModels" }?.annotations.readOnlyHint == true)
        #expect(tools.first { $0.name == "deleteModel" }?.annotations.destructiveHint == true)
        await server.close()
        #expect(server.exitedByItself)
    }

    @Test func aCallReachesTheAPIAndItsReplyIsTheResult() async throws {
        let embedding = #"{"object": "list", "data": [{"object": "embedding", "index": 0, "embedding": [0.5, -0.25]}], "model": "text-embedding-3-small", "usage": {"prompt_tokens": 1, "total_tokens": 1}}"#
        let session = try await ModelServer.scripted([
            ["status": 200, "text": embedding, "headers": ["Content-Type": "application/json"]],
            ["status": 200, "json": ["id": "ft:gpt/4o mini", "object": "model", "created": 1, "owned_by": "me"]],
            ["status": 200, "json": ["object": "list", "data": [], "has_more": false]],
        ])
        let server = try await openAIServer(session.base)
        let created = try await server.call("createEmbedding", ["input": "hello", "model": "text-embedding-3-small", "dimensions": 2])
        #expect(!created.isError)
        // The reply as the API sent it, not re-encoded.
        #expect(ServerProcess.text(created.content) == embedding)
        let retrieved = try await server.call("retrieveModel", ["model": "ft:gpt/4o mini"])
        #expect(ServerProcess.text(retrieved.content).contains(#""owned_by":"me""#) || ServerProcess.text(retrieved.content).contains(#""owned_by": "me""#))
        let listed = try await server.call("listFiles", ["purpose": "batch", "limit": 2, "order": "asc"])
        #expect(!listed.isError)

        let log = try await session.log()
        #expect(log.count == 3)
        #expect(log.first?["method"] as? String == "POST")
        #expect(log.first?["path"] as? String == "/embeddings")
        #expect(try Self.canonical(log.first?["body_json"] ?? [:]) == Self.canonical(["input": "hello", "model": "text-embedding-3-small", "dimensions": 2]))
        let headers = log.first?["headers"] as? [String: String]
        #expect(headers?["authorization"] == "Bearer \(Self.key)")
        #expect(headers?["accept"] == "application/json")
        #expect(headers?["content-type"] == "application/json")
        #expect(log[1]["method"] as? String == "GET")
        #expect(log[1]["path"] as? String == "/models/ft%3Agpt%2F4o%20mini")
        #expect(log[1]["body_json"] is NSNull)
        #expect(log[2]["path"] as? String == "/files")
        let query = (log[2]["raw_query"] as? String ?? "").split(separator: "&").map(String.init).sorted()
        #expect(query == ["limit=2", "order=asc", "purpose=batch"])
        await server.close()
    }

    @Test func aBinaryReplyIsAnEmbeddedResource() async throws {
        let session = try await ModelServer.scripted([["status": 200, "download": 300]])
        let server = try await openAIServer(session.base)
        let speech = try await server.call("createSpeech", ["model": "tts-1", "input": "Hi", "voice": "alloy"])
        #expect(!speech.isError)
        #expect(speech.content.count == 2)
        #expect(ServerProcess.text(speech.content) == "HTTP 200: 300 bytes of application/octet-stream, in the resource aiclients-mcp://responses/createSpeech")
        guard case .resource(let resource, _, _)? = speech.content.last else {
            Issue.record("no resource: \(speech.content)")
            await server.close()
            return
        }
        #expect(resource.mimeType == "application/octet-stream")
        let bytes = try #require(resource.blob.flatMap { Data(base64Encoded: $0) })
        #expect(bytes == Data((0..<300).map { UInt8($0 % 251) }))
        let log = try await session.log()
        #expect((log.first?["headers"] as? [String: String])?["accept"] == "application/octet-stream")
        #expect(log.first?["path"] as? String == "/audio/speech")
        await server.close()
    }

    @Test func anAPIErrorIsAnErrorResultWithoutTheKey() async throws {
        let session = try await ModelServer.scripted([[
            "status": 400,
            "json": ["error": ["message": "The model 'nope' does not exist", "type": "invalid_request_error", "param": "model", "code": "model_not_found"]],
        ]])
        let server = try await openAIServer(session.base)
        let result = try await server.call("retrieveModel", ["model": "nope"])
        #expect(result.isError)
        let text = ServerProcess.text(result.content)
        #expect(text.hasPrefix("retrieveModel (GET /models/{model}) failed: HTTP 400"), "\(text)")
        #expect(text.contains("The model 'nope' does not exist"))
        #expect(!text.contains(Self.key))
        await server.close()
    }

    @Test func wrongArgumentsAreClearErrorsAndSendNothing() async throws {
        let session = try await ModelServer.scripted([])
        let server = try await openAIServer(session.base)
        let missing = try await server.call("createEmbedding", ["input": "hello"])
        #expect(missing.isError)
        #expect(ServerProcess.text(missing.content) == "createEmbedding: missing required argument 'model'")
        let none = try await server.call("retrieveModel")
        #expect(ServerProcess.text(none.content) == "retrieveModel: missing required argument 'model'")
        let unknown = try await server.call("listModels", ["limit": 3])
        #expect(unknown.isError)
        #expect(ServerProcess.text(unknown.content) == "listModels: unknown argument 'limit'; it takes none")
        let shape = try await server.call("retrieveModel", ["model": ["a": 1]])
        #expect(ServerProcess.text(shape.content).contains("must be a string, number or boolean"))
        let noTool = try await server.call("createImage")
        #expect(noTool.isError)
        #expect(ServerProcess.text(noTool.content).hasPrefix("no tool 'createImage'; the tools are: createSpeech, "))
        #expect(try await session.log().isEmpty)
        await server.close()
    }

    @Test func aCallThatStallsEndsWithinTheTimeout() async throws {
        let root = try await ModelServer.root()
        let manifest = FileManager.default.temporaryDirectory.appendingPathComponent("stall-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: manifest) }
        let stall: [String: Any] = [
            "format": "aiclients-mcp-tools/1", "spec": "stall.yaml", "title": "Stall", "version": "1",
            "tools": [[
                "name": "stall", "operationId": "stall", "description": "Waits", "method": "GET", "path": "/stall",
                "parameters": [["name": "delay", "in": "query", "argument": "delay", "required": true]],
                "annotations": ["readOnlyHint": true],
                "inputSchema": ["type": "object", "properties": ["delay": ["type": "number"]], "required": ["delay"]],
            ]],
        ]
        try JSONSerialization.data(withJSONObject: stall).write(to: manifest)
        let server = try await ServerProcess.start(["--manifest", manifest.path, "--provider", "none", "--base-url", root.absoluteString, "--timeout", "1"])
        let start = ContinuousClock.now
        let result = try await server.call("stall", ["delay": 20])
        #expect(result.isError)
        #expect(ServerProcess.text(result.content).contains("stall"))
        #expect(ContinuousClock.now - start < .seconds(15))
        await server.close()
    }

    /// A user's own spec (Tests/ClientGeneratorTests/Fixtures/mcp-tools/toolshop.yaml), its
    /// authentication taken from the manifest, configured by a file.
    @Test func aConfigFileServesAUsersOwnSpec() async throws {
        let session = try await ModelServer.scripted([
            ["status": 200, "json": ["data": []]],
            ["status": 201, "json": ["id": "t1", "name": "saw"]],
            ["status": 200, "text": ""],
            ["status": 200, "json": ["data": []]],
            ["status": 200, "text": "%PDF-1.7", "headers": ["Content-Type": "application/pdf"]],
        ])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: ServerProcess.fixture("toolshop-tools.json"), toPath: folder.appendingPathComponent("tools.json").path)
        let config: [String: Any] = [
            "manifest": "tools.json", "baseURL": session.base.absoluteString, "apiKeyEnvironmentVariable": "SHOP_KEY",
            "tools": ["listTools", "createTool", "replaceTool", "listPreviewTools", "get_tools_tool_id_manual"], "timeoutSeconds": 30,
        ]
        try JSONSerialization.data(withJSONObject: config).write(to: folder.appendingPathComponent("serve.json"))
        let server = try await ServerProcess.start(["--config", folder.appendingPathComponent("serve.json").path], environment: ["SHOP_KEY": "shop-secret"])
        #expect(try await server.tools().map(\.name) == ["listTools", "createTool", "replaceTool", "get_tools_tool_id_manual", "listPreviewTools"])
        let listed = try await server.call("listTools", ["limit": 5, "kind": ["saw", "drill"], "filter": ["color": "red"], "X-Trace": "t-1"])
        #expect(!listed.isError)
        let created = try await server.call("createTool", ["name": "saw", "price": 12.5])
        #expect(ServerProcess.text(created.content).contains(#""id""#))
        let replaced = try await server.call("replaceTool", ["tool_id": "t 1", "body": ["name": "kit", "parts": []]])
        #expect(ServerProcess.text(replaced.content) == "HTTP 200: no content")

        #expect(!(try await server.call("listPreviewTools")).isError)
        // The operation's own server is used only while the base URL is the spec's: this one
        // is the loopback server, which gets every call.
        let manual = try await server.call("get_tools_tool_id_manual", ["tool_id": "t1"])
        #expect(ServerProcess.text(manual.content) == "HTTP 200: 8 bytes of application/pdf, in the resource aiclients-mcp://responses/get_tools_tool_id_manual")

        let log = try await session.log()
        #expect(log.count == 5)
        #expect(log[3]["path"] as? String == "/tools")
        #expect(log[3]["raw_query"] as? String == "preview=true")
        #expect(log[4]["path"] as? String == "/tools/t1/manual")
        #expect((log[4]["headers"] as? [String: String])?["accept"] == "application/pdf")
        let listHeaders = log.first?["headers"] as? [String: String]
        #expect(listHeaders?["x-shop-key"] == "shop-secret")
        #expect(listHeaders?["x-trace"] == "t-1")
        #expect(log.first?["raw_query"] as? String == "limit=5&kind%5B%5D=saw&kind%5B%5D=drill&filter%5Bcolor%5D=red")
        #expect(log[1]["method"] as? String == "POST")
        #expect(try Self.canonical(log[1]["body_json"] ?? [:]) == Self.canonical(["name": "saw", "price": 12.5]))
        #expect(log[2]["method"] as? String == "PUT")
        #expect(log[2]["path"] as? String == "/tools/t%201")
        #expect(try Self.canonical(log[2]["body_json"] ?? [:]) == Self.canonical(["name": "kit", "parts": []]))
        await server.close()
    }

    /// The README's example: the server as an API in an app, its call sent by the client's core.
    @Test func theReadmeExampleServesOperationsInAnApp() async throws {
        let session = try await ModelServer.scripted([["status": 200, "json": ["object": "list", "data": []]]])
        let client = OpenAIClient(apiKey: Self.key, baseURL: session.base, retryPolicy: .none)
        let manifest = URL(fileURLWithPath: Self.openAI)
        // README: mcp-serve
        let operations = try ServedOperations(contentsOf: manifest).selecting(["listModels", "retrieveModel"])
        let server = MCPOperationServer(operations: operations, core: client.core, callTimeout: .seconds(60))
        let models = await server.call("listModels", arguments: [:])  // what tools/call answers
        print(models.isError == true ? "failed" : "listed")
        // try await server.serve()  // over stdin and stdout, until the client closes them
        // README: end
        #expect(models.isError == false)
        #expect(server.tools.map(\.name) == ["listModels", "retrieveModel"])
        let reply = try JSONSerialization.jsonObject(with: Data(ServerProcess.text(models.content).utf8))
        #expect(try Self.canonical(reply) == Self.canonical(["object": "list", "data": []]))
        let log = try await session.log()
        #expect(log.first?["path"] as? String == "/models")
        #expect((log.first?["headers"] as? [String: String])?["authorization"] == "Bearer \(Self.key)")
        #expect(try ReadmeBlock.lines("mcp-serve") == ReadmeBlock.region("mcp-serve", in: #filePath))
    }

    @Test func aConfigurationItCannotUseStopsItBeforeServing() async throws {
        let noKey = try await ServerProcess.run(["--manifest", Self.openAI, "--provider", "openai"])
        #expect(noKey.status == 1)
        #expect(noKey.errors.contains("the environment variable OPENAI_API_KEY (the API key) is not set"))
        let unknownTool = try await ServerProcess.run(["--manifest", Self.openAI, "--tools", "createImage"], environment: ["OPENAI_API_KEY": "k"])
        #expect(unknownTool.status == 2)
        #expect(unknownTool.errors.contains("the manifest has no tool 'createImage'; its tools are: createSpeech"))
        let noManifest = try await ServerProcess.run(["--provider", "openai"])
        #expect(noManifest.status == 2)
        #expect(noManifest.errors.contains("no manifest"))
        let badProvider = try await ServerProcess.run(["--manifest", Self.openAI, "--provider", "azure"])
        #expect(badProvider.errors.contains("unknown provider 'azure'"))
        let notAManifest = try await ServerProcess.run(["--manifest", ServerProcess.fixture("../ModelServer.swift"), "--provider", "none", "--base-url", "http://127.0.0.1:1"])
        #expect(notAManifest.status == 1)
        #expect(notAManifest.errors.contains("not an MCP tool manifest"))
    }
}
