import AIClientsMCP
import AIClientsMCPChat
import AIClientsMCPClaude
import AIClientsMCPResponses
import Foundation
import Testing

/// A prompt's messages (`review_code` of `mcp-test-server`: a text, an embedded text resource,
/// an image, an assistant's text) sent to the loopback model server by chat completions,
/// Responses and Claude, checked in the request bodies it recorded; and the conversions of
/// the resources a prompt cannot carry here (a PDF, other bytes).
@Suite(.timeLimit(.minutes(3)))
struct MCPPromptRequestsTests {
    static let dataURL = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
    static let guideText = "Resource file:///docs/guide.md (text/markdown):\n# Review guide\nName things for what they hold."

    @Test func aPromptsMessagesGoIntoAChatRequest() async throws {
        let serverPath = MCPToolboxTests.server
        let answer: [String: Any] = [
            "id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "gpt-4o",
            "choices": [["index": 0, "finish_reason": "stop", "logprobs": NSNull(), "message": ["role": "assistant", "content": "Looks good.", "refusal": NSNull()]]],
        ]
        let session = try await ModelServer.session([answer])
        let client = OpenAIClient(apiKey: "sk-mcp-test", baseURL: session.base, retryPolicy: .none)
        // README: mcp-prompts
        let toolbox = MCPToolbox()
        try await toolbox.connect("reviewer", command: serverPath)
        let prompt = try await toolbox.prompt("review_code", on: "reviewer", arguments: ["code": "let x = 1"])
        let completion = try await client.chat.completions.create(.init(messages: prompt.chatMessages, model: "gpt-4o"))
        print(completion.choices.first?.message.content ?? "")
        let guide = try await toolbox.readResource("file:///docs/guide.md", on: "reviewer")
        print(guide.first?.text ?? "")
        await toolbox.close()
        // README: end
        #expect(completion.choices.first?.message.content == "Looks good.")
        #expect(guide.first?.text?.hasPrefix("# Review guide") == true)
        let messages = try await session.requests().first?["messages"] as? [[String: Any]] ?? []
        #expect(messages.map { $0["role"] as? String } == ["user", "user", "user", "assistant"])
        let parts = messages.map { $0["content"] as? [[String: Any]] ?? [] }
        #expect(parts.prefix(3).map(\.count) == [1, 1, 1])
        #expect(parts.first?.first?["type"] as? String == "text")
        #expect(parts.first?.first?["text"] as? String == "Please review this code:\nlet x = 1")
        #expect(parts.dropFirst().first?.first?["text"] as? String == Self.guideText)
        let image = parts.dropFirst(2).first?.first
        #expect(image?["type"] as? String == "image_url")
        #expect((image?["image_url"] as? [String: Any])?["url"] as? String == Self.dataURL)
        #expect(messages.last?["content"] as? String == "I will review it against the guide.")
        #expect(try ReadmeBlock.lines("mcp-prompts") == ReadmeBlock.region("mcp-prompts", in: #filePath))
    }

    @Test func aPromptsMessagesGoIntoAClaudeRequest() async throws {
        let reply: [String: Any] = [
            "model": "claude-sonnet-4-5", "id": "msg_1", "type": "message", "role": "assistant",
            "content": [["type": "text", "text": "Looks good."]],
            "stop_reason": "end_turn", "stop_sequence": NSNull(), "usage": ["input_tokens": 40, "output_tokens": 8],
        ]
        let session = try await ModelServer.session([reply])
        let claude = AnthropicClient(apiKey: "sk-ant-mcp-test", baseURL: session.base, retryPolicy: .none)
        let toolbox = MCPToolbox()
        try await toolbox.connect("reviewer", command: MCPToolboxTests.server)
        let prompt = try await toolbox.prompt("review_code", on: "reviewer", arguments: ["code": "let x = 1"])
        await toolbox.close()
        let message = try await claude.messages.create(.init(model: .claudeSonnet4_5, messages: prompt.claudeMessages, maxTokens: 256))
        #expect(message.text == "Looks good.")
        let messages = try await session.requests().first?["messages"] as? [[String: Any]] ?? []
        #expect(messages.map { $0["role"] as? String } == ["user", "user", "user", "assistant"])
        let blocks = messages.prefix(3).map { $0["content"] as? [[String: Any]] ?? [] }
        #expect(blocks.map(\.count) == [1, 1, 1])
        #expect(blocks.map { $0.first?["type"] as? String } == ["text", "text", "image"])
        #expect(blocks.first?.first?["text"] as? String == "Please review this code:\nlet x = 1")
        #expect(blocks.dropFirst().first?.first?["text"] as? String == Self.guideText)
        let source = blocks.last?.first?["source"] as? [String: Any]
        #expect(source?["type"] as? String == "base64")
        #expect(source?["media_type"] as? String == "image/png")
        #expect("data:image/png;base64," + (source?["data"] as? String ?? "") == Self.dataURL)
        #expect(messages.last?["content"] as? String == "I will review it against the guide.")
    }

    @Test func aPromptsMessagesGoIntoAResponsesRequest() async throws {
        let session = try await ModelServer.session([MCPToolLoopTests.responsesReplies[1]])
        let client = OpenAIClient(apiKey: "sk-mcp-test", baseURL: session.base, retryPolicy: .none)
        let toolbox = MCPToolbox()
        try await toolbox.connect("reviewer", command: MCPToolboxTests.server)
        let prompt = try await toolbox.prompt("review_code", on: "reviewer", arguments: ["code": "let x = 1"])
        await toolbox.close()
        let response = try await client.responses.create(.init(model: "gpt-4o-mini", input: .inputItemList(prompt.responsesItems)))
        #expect(response.outputText == "2 + 3 = 5")
        let input = try await session.requests().first?["input"] as? [[String: Any]] ?? []
        #expect(input.map { $0["role"] as? String } == ["user", "user", "user", "assistant"])
        let parts = input.prefix(3).map { $0["content"] as? [[String: Any]] ?? [] }
        #expect(parts.map { $0.first?["type"] as? String } == ["input_text", "input_text", "input_image"])
        #expect(parts.dropFirst().first?.first?["text"] as? String == Self.guideText)
        #expect(parts.last?.first?["image_url"] as? String == Self.dataURL)
        #expect(input.last?["content"] as? String == "I will review it against the guide.")
    }

    /// A PDF is a file part, a document block, an `input_file`; other bytes a line naming them.
    @Test func binaryResourcesBecomeFilesWhereTheAPITakesThemElseANote() throws {
        let pdf = MCPResourceContents(uri: "file:///docs/report.pdf", mimeType: "application/pdf", body: .blob(Data("%PDF-1.4".utf8)))
        let pdfData = "data:application/pdf;base64,JVBERi0xLjQ="
        let chat = try Self.json(pdf.chatPart)
        #expect(chat["type"] as? String == "file")
        #expect(chat["file"] as? [String: String] == ["filename": "report.pdf", "file_data": pdfData])
        let claude = try Self.json(pdf.claudeBlock)
        #expect(claude["type"] as? String == "document")
        #expect(claude["title"] as? String == "file:///docs/report.pdf")
        #expect(claude["source"] as? [String: String] == ["type": "base64", "media_type": "application/pdf", "data": "JVBERi0xLjQ="])
        let responses = try Self.json(pdf.responsesContent)
        #expect(responses["type"] as? String == "input_file")
        #expect(responses["filename"] as? String == "report.pdf")
        #expect(responses["file_data"] as? String == pdfData)

        let zip = MCPContent.resource(MCPResourceContents(uri: "file:///a.zip", mimeType: "application/zip", body: .blob(Data([1, 2, 3]))))
        let note = "[resource file:///a.zip, application/zip, 3 bytes]"
        #expect(try Self.json(zip.chatPart) as? [String: String] == ["type": "text", "text": note])
        #expect(try Self.json(zip.claudeBlock) as? [String: String] == ["type": "text", "text": note])
        #expect(try Self.json(zip.responsesContent) as? [String: String] == ["type": "input_text", "text": note])
        // An assistant turn takes text only: an image there is named.
        let assistant = MCPPromptMessage(role: .assistant, content: .image(Data([0, 1]), mimeType: "image/png"))
        #expect(try Self.json(assistant.claudeMessage)["content"] as? String == "[image image/png, 2 bytes]")
    }

    static func json(_ value: some Encodable) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? [String: Any] ?? [:]
    }
}
