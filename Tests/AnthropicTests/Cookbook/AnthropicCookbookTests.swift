import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// The Anthropic recipes of docs/cookbook.md, run against the loopback server: each test holds
/// the recipe's code between its markers and checks what reached the server and what came back.
@Suite(.timeLimit(.minutes(10)))
struct AnthropicCookbookTests {
    @Test func theCookbookShowsThisCode() throws {
        for name in ["prompt-caching", "pdf", "thinking", "anthropic-errors", "anthropic-structured-output", "anthropic-text-stream"] {
            let mismatch = try ReadmeSnippet.mismatch(name, source: URL(fileURLWithPath: #filePath), document: ReadmeSnippet.cookbook)
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }
    }

    static func message(_ content: [JSONValue], usage: JSONValue = ["input_tokens": 9, "output_tokens": 2]) -> JSONValue {
        ["id": "msg_01", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5", "content": .array(content),
         "stop_reason": "end_turn", "stop_sequence": nil, "usage": usage]
    }

    struct Weather: Decodable, Equatable { var city: String; var celsius: Int }

    @Test func structuredOutput() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.message([["type": "text", "text": #"{"city": "Paris", "celsius": 18}"#]]))])
        let claude = AnthropicClient(apiKey: "sk-ant", baseURL: session.baseURL)
        var printed = ""
        func print(_ items: Any...) { printed += items.map { "\($0)" }.joined(separator: " ") }
        // README: anthropic-structured-output
        let parsed = try await claude.messages.parse(
            .init(model: .claudeSonnet4_5, messages: [.user("Weather in Paris as JSON")], maxTokens: 1024), as: Weather.self)
        print(parsed.value.city, parsed.message.usage.outputTokens)
        // README: end
        #expect(parsed.value == Weather(city: "Paris", celsius: 18))
        #expect(printed == "Paris 2")
        #expect(try await session.onlyRequest().bodyJSON?["output_config"] == ["format": ["type": "json_schema", "schema": [
            "type": "object", "properties": ["city": ["type": "string"], "celsius": ["type": "integer"]],
            "required": ["city", "celsius"], "additionalProperties": false]]])
    }

    @Test func textStream() async throws {
        let events: [JSONValue] = [
            ["type": "message_start", "message": ["id": "msg_01", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
                                                  "content": [], "stop_reason": nil, "stop_sequence": nil, "usage": ["input_tokens": 9, "output_tokens": 1]]],
            ["type": "content_block_start", "index": 0, "content_block": ["type": "text", "text": ""]],
            ["type": "content_block_delta", "index": 0, "delta": ["type": "text_delta", "text": "Hello"]],
            ["type": "content_block_delta", "index": 0, "delta": ["type": "text_delta", "text": "!"]],
            ["type": "content_block_stop", "index": 0],
            ["type": "message_delta", "delta": ["stop_reason": "end_turn", "stop_sequence": nil], "usage": ["output_tokens": 2]],
            ["type": "message_stop"],
        ]
        let body = events.map { "event: \($0["type"]?.stringValue ?? "")\ndata: \($0)\n\n" }.joined()
        let session = try await LoopbackServer.shared().mockSession([.text(body, headers: ["Content-Type": "text/event-stream"])])
        let claude = AnthropicClient(apiKey: "sk-ant", baseURL: session.baseURL)
        var printed = ""
        func print(_ items: Any..., terminator: String = "\n") { printed += items.map { "\($0)" }.joined() + terminator }
        // README: anthropic-text-stream
        let stream = try await claude.messages.stream(.init(model: .claudeSonnet4_5, messages: [.user("Hello")], maxTokens: 1024))
        for try await text in stream.textStream {
            print(text, terminator: "")
        }
        // README: end
        #expect(printed == "Hello!")
    }

    @Test func promptCaching() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.message(
            [["type": "text", "text": "A summary."]],
            usage: ["input_tokens": 9, "output_tokens": 2, "cache_creation_input_tokens": 2048, "cache_read_input_tokens": 0]))])
        let claude = AnthropicClient(apiKey: "sk-ant", baseURL: session.baseURL)
        let manual = String(repeating: "A long manual. ", count: 200)
        // README: prompt-caching
        let message = try await claude.messages.create(.init(
            model: .claudeSonnet4_5, messages: [.user("Summarise the manual.")], maxTokens: 1024,
            system: .array([.init(text: manual, cacheControl: .init(ttl: .ttl1h))])))
        print(message.usage.cacheCreationInputTokens ?? 0, message.usage.cacheReadInputTokens ?? 0)
        // README: end
        #expect(message.usage.cacheCreationInputTokens == 2048)
        #expect(try await session.onlyRequest().bodyJSON?["system"] == [
            ["type": "text", "text": .string(manual), "cache_control": ["type": "ephemeral", "ttl": "1h"]]])
    }

    @Test func pdf() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.message([["type": "text", "text": "It is a report."]]))])
        let claude = AnthropicClient(apiKey: "sk-ant", baseURL: session.baseURL)
        let pdfURL = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString).pdf")
        try Data("%PDF-1.4 test".utf8).write(to: pdfURL)
        defer { try? FileManager.default.removeItem(at: pdfURL) }
        // README: pdf
        let pdf = try Data(contentsOf: pdfURL)
        let message = try await claude.messages.create(.init(
            model: .claudeSonnet4_5, messages: [.user(.array([
                .document(.init(source: .base64(.init(data: pdf.base64EncodedString())))),
                .text(.init(text: "Summarise this document.")),
            ]))], maxTokens: 1024))
        print(message.text)
        // README: end
        #expect(message.text == "It is a report.")
        #expect(try await session.onlyRequest().bodyJSON?["messages"]?[0]?["content"]?[0] == [
            "type": "document",
            "source": ["type": "base64", "media_type": "application/pdf", "data": .string(Data("%PDF-1.4 test".utf8).base64EncodedString())]])
    }

    @Test func thinking() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.message([
            ["type": "thinking", "thinking": "1021 = 1021; check primes up to 31…", "signature": "sig"],
            ["type": "text", "text": "Yes, 1021 is prime."],
        ]))])
        let claude = AnthropicClient(apiKey: "sk-ant", baseURL: session.baseURL)
        var thoughts: [String] = []
        // README: thinking
        let message = try await claude.messages.create(.init(
            model: .claudeSonnet4_5, messages: [.user("Is 1021 prime?")], maxTokens: 4096,
            thinking: .enabled(budgetTokens: 2048)))
        for block in message.content {
            if case .thinking(let thinking) = block { thoughts.append(thinking.thinking) }
        }
        print(message.text)   // the answer, without the thinking
        // README: end
        #expect(thoughts == ["1021 = 1021; check primes up to 31…"])
        #expect(message.text == "Yes, 1021 is prime.")
        #expect(try await session.onlyRequest().bodyJSON?["thinking"] == ["type": "enabled", "budget_tokens": 2048])
    }

    @Test func errors() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(
            ["type": "error", "error": ["type": "invalid_request_error", "message": "max_tokens: Field required"], "request_id": "req_011"],
            status: 400, headers: ["request-id": "req_011"])])
        let claude = AnthropicClient(apiKey: "sk-ant", baseURL: session.baseURL)
        var report = ""
        // README: anthropic-errors
        do {
            _ = try await claude.messages.create(.init(model: .claudeSonnet4_5, messages: [.user("Hi")], maxTokens: 0))
        } catch let error as AIClientError where error.kind == .http {
            report = "\(error.status ?? 0) \(error.providerError?.type ?? "") \(error.providerError?.message ?? "") \(error.requestID ?? "")"
        }
        // README: end
        #expect(report == "400 invalid_request_error max_tokens: Field required req_011")
    }
}
