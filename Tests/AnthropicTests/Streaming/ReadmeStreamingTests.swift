import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// The README's Anthropic streaming example, compiled and run against a recorded stream and
/// against one that fails with `overloaded_error`.
@Suite(.timeLimit(.minutes(10)))
struct ReadmeStreamingTests {
    @Test func theReadmeShowsThisCode() throws {
        let mismatch = try ReadmeSnippet.mismatch("anthropic-stream", source: URL(fileURLWithPath: #filePath))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    /// The example, with `claude` given and what it prints returned.
    static func example(_ claude: AnthropicClient) async throws -> (message: Message, printed: String) {
        var printed = ""
        // Shadows `Swift.print` for the example below, to check what it prints.
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            printed += items.map { "\($0)" }.joined(separator: separator) + terminator
        }
        do {
            // README: anthropic-stream
            let stream = try await claude.messages.stream(.init(
                model: "claude-sonnet-4-5", messages: [.user("Hello, Claude")], maxTokens: 1024))
            var accumulator = MessageAccumulator()
            do {
                for try await event in stream {
                    if case .contentBlockDelta(let block) = event, case .textDelta(let delta) = block.delta {
                        print(delta.text, terminator: "")
                    }
                    accumulator.add(event)
                }
            } catch let error as AIClientError where error.kind == .streamError {
                print("\nClaude reported \(error.providerError?.type ?? "an error"): \(error.message ?? "")")   // overloaded_error, …
                throw error
            }
            // Text, tool_use input as JSON, thinking with its signature, usage from message_start and message_delta.
            let message = try accumulator.result()
            // README: end
            return (message, printed)
        } catch {
            throw ExampleFailure(error: error, printed: printed)
        }
    }

    struct ExampleFailure: Swift.Error {
        var error: any Swift.Error
        var printed: String
    }

    @Test func anthropicStreamExample() async throws {
        let recording = try #require(RecordedStreams.messages.first { $0.body.contains("text_delta") })
        let (claude, _) = try await RecordedStreams.client(replaying: recording)
        let (message, printed) = try await Self.example(claude)
        let text = message.content.map { if case .text(let block) = $0 { block.text } else { "" } }.joined()
        #expect(!text.isEmpty)
        #expect(printed == text)
        #expect(message.stopReason != nil)
    }

    @Test func anthropicStreamExampleReportsAnOverload() async throws {
        let body = """
            event: message_start
            data: {"type":"message_start","message":{"id":"msg_1","type":"message","role":"assistant","model":"claude-sonnet-4-5","content":[],"stop_reason":null,"stop_sequence":null,"usage":{"input_tokens":9,"output_tokens":1}}}

            event: content_block_start
            data: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}

            event: content_block_delta
            data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hel"}}

            event: error
            data: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}


            """
        let script = try await StreamScript.start(body, .init(chunk: 23, delayMS: 2))
        let claude = AnthropicClient(apiKey: "sk-ant-test", baseURL: script.baseURL, retryPolicy: .none)
        let failure = await #expect(throws: ExampleFailure.self) { _ = try await Self.example(claude) }
        #expect(failure?.printed == "Hel\nClaude reported overloaded_error: Overloaded\n")
        #expect((failure?.error as? AIClientError)?.kind == .streamError)
    }
}
