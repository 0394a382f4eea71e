import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import RoundTripSupport
import Testing

/// Live traffic runs ahead of the spec: a value the spec pins (`type: "url"`) that arrives as
/// another (`"api"`) is kept and reported, in a reply and in a stream event, and never costs
/// the reply or ends the stream (see docs/decoding-policy.md).
@Suite struct UnlistedValuesTests {
    struct Unexpected: Error { var what: String }

    static let json = ["Content-Type": "application/json"]
    static let sse = ["Content-Type": "text/event-stream"]

    /// The search action of a recorded Responses reply with a web search call, given the two
    /// sources the API sends today: one of `type: "url"` (the only one the spec allows) and one
    /// of `type: "api"`.
    static let sources: JSONValue = [
        ["type": "url", "url": "https://www.example.com/ai-news"],
        ["type": "api", "name": "oai-sports"],
    ]

    static func webSearchReply() throws -> JSONValue {
        let recordings = try RecordedInteraction.read("Tests/OpenAITests/Fixtures/recorded/openai.jsonl")
        let recorded = try #require(recordings.first { interaction in
            guard interaction.method == "POST", interaction.url.hasSuffix("/v1/responses"), interaction.status == 200,
                  case .array(let output)? = interaction.responseBody?["output"] else { return false }
            return output.contains { $0["type"] == "web_search_call" }
        }?.responseBody)
        guard case .object(var reply) = recorded, case .array(var output)? = reply["output"],
              let index = output.firstIndex(where: { $0["type"] == "web_search_call" }),
              case .object(var call) = output[index], case .object(var action)? = call["action"] else {
            throw Unexpected(what: "the recorded reply has no web search call with an action")
        }
        action["sources"] = sources
        call["action"] = .object(action)
        output[index] = .object(call)
        reply["output"] = .array(output)
        return .object(reply)
    }

    static func text(_ value: JSONValue) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    static func apiSource(in item: OutputItem?) -> WebSearchActionSearch.Source? {
        guard case .webSearchCall(let call)? = item, case .search(let search) = call.action else { return nil }
        return search.sources?.last
    }

    @Test func aReplyWithASourceTypeTheSpecDoesNotListDecodesAndKeepsIt() async throws {
        let reply = try Self.webSearchReply()
        let session = try await LoopbackServer.shared().mockSession([.text(try Self.text(reply), headers: Self.json)])
        let client = OpenAIClient.loopback(session)
        let (response, issues) = try await DecodingIssue.capture {
            try await client.responses.create(.init(model: "gpt-4.1", input: "latest news on AI"))
        }
        let source = try #require(Self.apiSource(in: response.output.first { if case .webSearchCall = $0 { true } else { false } }))
        #expect(source.type == "api")
        // Nothing else of the reply was lost to the one unlisted value.
        guard case .array(let items)? = reply["output"] else { throw Unexpected(what: "the reply has no output") }
        #expect(response.output.count == items.count)
        #expect(!(response.outputText ?? "").isEmpty)
        let unlisted = issues.filter { $0.kind == .unlistedConstant }
        #expect(unlisted.count == 1)
        #expect(unlisted.first?.path.hasSuffix("action.sources[1].type") == true, "\(unlisted)")
        #expect(unlisted.first?.expected == "url")
        #expect(unlisted.first?.found == "api")
        #expect(unlisted.first?.description.contains(#""api" is not the value the spec pins ("url"); kept"#) == true)
        // Re-encoded as it came.
        let again = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(response))
        #expect(again["output"]?[0]?["action"]?["sources"]?[1]?["type"] == "api")
    }

    @Test func aStreamEventWithASourceTypeTheSpecDoesNotListIsDeliveredAndTheStreamGoesOn() async throws {
        let recorded = try #require(RecordedStreams.of("/responses").first {
            $0.body.contains("response.output_text.delta") && $0.body.contains("response.completed") && $0.body.utf8.count < 9000
        }).body
        let item = try #require(Self.webSearchReply()["output"]?[0])
        let done: JSONValue = ["type": "response.output_item.done", "sequence_number": 1000, "output_index": 0, "item": item]
        // The extra event goes before the last one (`response.completed`).
        let blocks = recorded.components(separatedBy: "\n\n").filter { !$0.isEmpty }
        let body = (blocks.dropLast() + ["event: response.output_item.done\ndata: " + (try Self.text(done))] + blocks.suffix(1))
            .joined(separator: "\n\n") + "\n\n"
        let session = try await LoopbackServer.shared().mockSession([.text(body, headers: Self.sse)])
        let client = OpenAIClient.loopback(session)
        let (events, issues) = try await DecodingIssue.capture {
            var events: [ResponseStreamEvent] = []
            for try await event in try await client.responses.stream(.init(model: "gpt-4.1", input: "latest news on AI")) {
                events.append(event)
            }
            return events
        }
        #expect(events.count == blocks.count + 1)
        let source = events.lazy.compactMap { event -> WebSearchActionSearch.Source? in
            guard case .outputItemDone(let done) = event else { return nil }
            return Self.apiSource(in: done.item)
        }.first
        #expect(source?.type == "api")
        guard case .completed? = events.last else {
            Issue.record("the stream did not go on to its end: \(String(describing: events.last))")
            return
        }
        #expect(issues.contains { $0.kind == .unlistedConstant && $0.found == "api" })
    }

    /// A gateway that labels its chat chunks `"object": "chat.completion"`: each chunk has every
    /// member a chunk requires, so only the label is off; every chunk is delivered.
    @Test func chatChunksWithAnotherObjectLabelAreDelivered() async throws {
        let recorded = try #require(RecordedStreams.of("/chat/completions").first {
            $0.body.contains(#""finish_reason":"stop""#) && $0.body.contains("Hello") && !$0.body.contains("tool_calls")
        }).body
        let relabelled = recorded.replacingOccurrences(of: #""object":"chat.completion.chunk""#, with: #""object":"chat.completion""#)
        try #require(relabelled != recorded)
        let session = try await LoopbackServer.shared().mockSession([.text(relabelled, headers: Self.sse)])
        let client = OpenAIClient.loopback(session)
        let (chunks, issues) = try await DecodingIssue.capture {
            var chunks: [CreateChatCompletionStreamResponse] = []
            for try await chunk in try await client.chat.completions.stream(.init(messages: [.user("Hello")], model: "gpt-4o")) {
                chunks.append(chunk)
            }
            return chunks
        }
        let expected = recorded.components(separatedBy: "\n\n").filter { $0.hasPrefix("data: {") }.count
        #expect(chunks.count == expected)
        #expect(chunks.allSatisfy { $0.object == "chat.completion" })
        let text = chunks.compactMap { $0.choices.first?.delta.content }.joined()
        #expect(text.contains("Hello"))
        #expect(issues.filter { $0.kind == .unlistedConstant }.count == expected)
        #expect(!issues.contains { $0.kind == .skippedEvent })
    }
}
