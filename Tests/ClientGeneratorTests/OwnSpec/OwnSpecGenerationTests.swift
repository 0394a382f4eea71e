import Foundation
import Testing
@testable import ClientGenerator

/// `generate SPEC --output DIR --module NAME` on a spec of one's own: the client type is
/// generated, methods are named by path shape, and the translation defects a trial on other
/// providers' specs found stay fixed. The fixture is the Examples package's spec, which the
/// build plugin test compiles.
@Suite struct OwnSpecGenerationTests {
    static let specPath = TestFiles.packageRoot + "/Examples/Sources/PetChat/openapi.yaml"

    static func generate(_ spec: String = specPath, client: String? = nil) throws -> GenerationJob.Result {
        var config = GenerationConfig(spec: spec, module: "PetChat", output: "/unused")
        config.client = client
        config.generatesClient = true
        return try GenerationJob(config: config, readFile: GeneratedOutputTests.read).run()
    }

    static func file(_ suffix: String, in result: GenerationJob.Result) throws -> String {
        let matches = result.output.files.filter { $0.key.hasSuffix(suffix) }
        return try #require(matches.first?.value, "no generated file ending in \(suffix): \(result.output.files.keys.sorted())")
    }

    @Test func clientTypeComesFromTitleServersAndSecuritySchemes() throws {
        let result = try Self.generate()
        let client = try Self.file("PetChatClient.swift", in: result)
        #expect(client.contains("public nonisolated struct PetChatClient: Sendable, CustomStringConvertible {"))
        // `servers[0]` with its `{region}` variable at its default.
        #expect(client.contains(#"URL(string: "https://api.petchat.example/v1")"#))
        #expect(client.contains("baseURL: URL = PetChatClient.defaultBaseURL,"))
        #expect(client.contains("authentication: Authentication.bearer(apiKey)"))
        #expect(try Self.generate(client: "Pets").output.files["Pets.swift"] != nil)
    }

    @Test func crudMethodsAreNamedByPathShape() throws {
        let result = try Self.generate()
        let names = Dictionary(uniqueKeysWithValues: result.output.endpoints.map { ($0.operationID, ($0.resource + [$0.swiftName]).joined(separator: ".")) })
        #expect(names["agents_api_v1_agents_list"] == "agents.list")
        #expect(names["agents_api_v1_agents_create"] == "agents.create")
        #expect(names["agents_api_v1_agents_get"] == "agents.retrieve")
        #expect(names["agents_api_v1_agents_update"] == "agents.update")
        #expect(names["agents_api_v1_agents_delete"] == "agents.delete")
    }

    @Test func unionInsideAllOfKeepsItsMembers() throws {
        let models = try Self.file("/Message.swift", in: try Self.generate())
        #expect(models.contains("public var role: Message.Role"))
        #expect(models.contains("public var content: MessageContent?"))
        #expect(models.contains("public var toolCallID: String?"))
        #expect(models.contains(#"try container.encodeIfPresent(self.content, forKey: "content")"#))
    }

    @Test func undeclaredStreamIsReportedWithTheConfigToWrite() throws {
        let warnings = try Self.generate().diagnostics.map(\.description)
        let stream = try #require(warnings.first { $0.contains("operation 'chat' looks like it streams") })
        #expect(stream.contains("'x-fern-streaming'"))
        #expect(stream.contains("streams: {chat: {event: EVENT_SCHEMA}}"))
        #expect(stream.contains("openapi.yaml:"))
    }
}
