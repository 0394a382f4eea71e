import AIClientsMCP
import AIClientsMCPChat
import AIClientsMCPClaude
import AIClientsMCPResponses
import Foundation
import Testing

/// Prompts and resources of `mcp-test-server` over stdio, and a prompt's messages in real
/// requests to the loopback model server.
@Suite(.timeLimit(.minutes(3)))
struct MCPPromptsTests {
    static let dot = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==") ?? Data()
    static let guide = "# Review guide\nName things for what they hold."

    func toolbox(_ arguments: [String] = []) async throws -> MCPToolbox {
        let toolbox = MCPToolbox(callTimeout: .seconds(30))
        try await toolbox.connect("test", command: MCPToolboxTests.server, arguments: arguments)
        return toolbox
    }

    @Test func promptsAreListedWithTheirArguments() async throws {
        let toolbox = try await toolbox()
        let prompts = try await toolbox.prompts()
        await toolbox.close()
        #expect(prompts.map(\.name) == ["review_code"])
        let review = try #require(prompts.first)
        #expect(review.server == "test")
        #expect(review.title == "Code review")
        #expect(review.description == "Asks for a review of `code`")
        #expect(review.arguments == [.init(name: "code", description: "The code to review", required: true)])
    }

    @Test func aPromptsMessagesArriveWithRolesAndContents() async throws {
        let toolbox = try await toolbox()
        let messages = try await toolbox.prompt("review_code", on: "test", arguments: ["code": "let x = 1"])
        await toolbox.close()
        #expect(messages == [
            MCPPromptMessage(role: .user, content: .text("Please review this code:\nlet x = 1")),
            MCPPromptMessage(role: .user, content: .resource(MCPResourceContents(uri: "file:///docs/guide.md", mimeType: "text/markdown", body: .text(Self.guide)))),
            MCPPromptMessage(role: .user, content: .image(Self.dot, mimeType: "image/png")),
            MCPPromptMessage(role: .assistant, content: .text("I will review it against the guide.")),
        ])
    }

    @Test func resourcesAreListedAndReadAsTextAndBlob() async throws {
        let toolbox = try await toolbox()
        let resources = try await toolbox.resources(on: "test")
        #expect(resources.map(\.uri) == ["file:///docs/guide.md", "file:///images/dot.png"])
        #expect(resources.map(\.mimeType) == ["text/markdown", "image/png"])
        #expect(resources.last?.size == Self.dot.count)
        let text = try await toolbox.readResource("file:///docs/guide.md", on: "test")
        #expect(text == [MCPResourceContents(uri: "file:///docs/guide.md", mimeType: "text/markdown", body: .text(Self.guide))])
        #expect(text.first?.text == Self.guide)
        let blob = try await toolbox.readResource("file:///images/dot.png", on: "test")
        #expect(blob == [MCPResourceContents(uri: "file:///images/dot.png", mimeType: "image/png", body: .blob(Self.dot))])
        #expect(blob.first?.text == nil)
        #expect(blob.first?.imageType == "image/png")
        await toolbox.close()
    }

    @Test func unknownPromptsAndResourcesAreTypedErrors() async throws {
        let toolbox = try await toolbox()
        let prompt = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.prompt("nosuch", on: "test") }
        #expect(prompt?.kind == .unknownPrompt)
        #expect(prompt?.prompt == "nosuch")
        #expect(prompt?.description.hasPrefix("prompt 'nosuch' of MCP server 'test': ") == true, "\(prompt?.description ?? "")")
        // A known prompt without its required argument is the server's error, not an unknown prompt.
        let missing = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.prompt("review_code", on: "test") }
        #expect(missing?.kind == .protocolError)
        #expect(missing?.message.contains("Missing required argument: code") == true, "\(missing?.message ?? "")")
        let resource = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.readResource("file:///nosuch", on: "test") }
        #expect(resource?.kind == .unknownResource)
        #expect(resource?.resource == "file:///nosuch")
        let server = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.prompt("review_code", on: "other") }
        #expect(server?.kind == .unknownPrompt)
        let list = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.resources(on: "other") }
        #expect(list?.kind == .unsupported)
        #expect(list?.description == "MCP server 'other': no server of that name is connected")
        await toolbox.close()
    }

    @Test func aServerWithoutPromptsOrResourcesListsNoneAndRefusesToGetThem() async throws {
        let toolbox = try await toolbox(["--tools-only"])
        #expect(try await toolbox.prompts().isEmpty)
        #expect(try await toolbox.resources().isEmpty)
        let prompt = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.prompt("review_code", on: "test", arguments: ["code": "x"]) }
        #expect(prompt?.kind == .unsupported)
        let resource = await #expect(throws: MCPBridgeError.self) { _ = try await toolbox.readResource("file:///docs/guide.md", on: "test") }
        #expect(resource?.kind == .unsupported)
        // Its tools still work.
        #expect(try await toolbox.call("add", on: "test", arguments: #"{"a": 1, "b": 2}"#) == "3")
        await toolbox.close()
    }
}
