import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// The legacy Text Completions stream (`POST /v1/complete`, `stream: true`) sends `completion`
/// events and `ping` keep-alives, and the spec declares only `CompletionResponse`: a `ping` is
/// skipped and reported, never the end of the stream (see docs/decoding-policy.md).
@Suite struct LegacyCompletionStreamTests {
    static let sse = ["Content-Type": "text/event-stream"]

    static func recorded() throws -> String {
        try #require(RecordedStreams.all.first { $0.path == "/complete" && $0.body.contains("event: ping") }).body
    }

    @Test func pingsAreSkippedAndEveryCompletionArrives() async throws {
        let body = try Self.recorded()
        let session = try await LoopbackServer.shared().mockSession([.text(body, headers: Self.sse)])
        let client = AnthropicClient.loopback(session)
        let (events, issues) = try await DecodingIssue.capture {
            var events: [CompletionResponse] = []
            let request = CompletionRequest(model: "claude-2.1", prompt: "\n\nHuman: Hello\n\nAssistant:", maxTokensToSample: 64)
            for try await event in try await client.completions.stream(request) {
                events.append(event)
            }
            return events
        }
        let completions = body.components(separatedBy: "event: completion").count - 1
        let pings = body.components(separatedBy: "event: ping").count - 1
        #expect(pings >= 1)
        #expect(events.count == completions)
        #expect(events.allSatisfy { $0.type == "completion" })
        #expect(events.last?.stopReason != nil)
        let skipped = issues.filter { $0.kind == .skippedEvent }
        #expect(skipped.count == pings)
        #expect(skipped.first?.found == "ping")
        #expect(skipped.first?.expected == "completion")
        #expect(skipped.first?.description.contains(#"an event of type "ping" in a stream of "completion" events; skipped"#) == true)
        let sent = try await session.onlyRequest()
        #expect(sent.path == "/v1/complete")
        #expect(sent.bodyJSON?["stream"] == true)
    }

    /// A stream of nothing but pings delivered no completion: it is reported as cut, not as
    /// a stream that said nothing.
    @Test func aStreamOfOnlyPingsIsAnIncompleteStream() async throws {
        let body = String(repeating: "event: ping\ndata: {\"type\": \"ping\"}\n\n", count: 3)
        let session = try await LoopbackServer.shared().mockSession([.text(body, headers: Self.sse)])
        let client = AnthropicClient.loopback(session)
        let request = CompletionRequest(model: "claude-2.1", prompt: "\n\nHuman: Hello\n\nAssistant:", maxTokensToSample: 64)
        await #expect(throws: AIClientError.self) {
            for try await _ in try await client.completions.stream(request) {}
        }
    }
}
