import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// Real recorded Messages streams (stable and beta), replayed in small delayed chunks through
/// the loopback server into `claude.messages.stream` and `claude.beta.messages.stream`: every
/// event is a typed case, and the accumulated message is what the events spell.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct MessageStreamReplayTests {
    @Test func theFixturesHoldEveryRecordedStream() {
        #expect(RecordedStreams.all.count == 25)
        #expect(RecordedStreams.messages.count == 17)
        #expect(RecordedStreams.betaMessages.count == 7)
    }

    @Test(arguments: RecordedStreams.messages)
    func message(_ recording: RecordedStream) async throws {
        let (client, script) = try await RecordedStreams.client(replaying: recording)
        var accumulator = MessageAccumulator()
        var count = 0
        for try await event in try await client.messages.stream(recording.request(as: CreateMessageParams.self)) {
            if case .unknown(let value) = event {
                Issue.record("an event of a type the spec declares fell back to .unknown: \(value)")
            }
            accumulator.add(event)
            count += 1
        }
        #expect(count == recording.rawEvents.count)
        let message = try accumulator.result()
        try Self.expect(message.jsonObject(), toMatch: recording)
        #expect(try await script.log().requestBodies.first??.contains(#""stream":true"#) == true)
    }

    @Test(arguments: RecordedStreams.betaMessages)
    func betaMessage(_ recording: RecordedStream) async throws {
        let (client, _) = try await RecordedStreams.client(replaying: recording)
        var accumulator = BetaMessageAccumulator()
        var count = 0
        for try await event in try await client.beta.messages.stream(recording.request(as: BetaCreateMessageParams.self)) {
            if case .unknown(let value) = event {
                Issue.record("an event of a type the spec declares fell back to .unknown: \(value)")
            }
            accumulator.add(event)
            count += 1
        }
        #expect(count == recording.rawEvents.count)
        try Self.expect(accumulator.result().jsonObject(), toMatch: recording)
    }

    @Test func finalMessageReadsTheWholeStream() async throws {
        let recording = try #require(RecordedStreams.messages.first { $0.body.contains("input_json_delta") })
        let (client, _) = try await RecordedStreams.client(replaying: recording)
        let message = try await client.messages.stream(recording.request(as: CreateMessageParams.self)).finalMessage()
        #expect(message.stopReason == .toolUse)
        #expect(message.content.contains { if case .toolUse = $0 { true } else { false } })
    }

    /// Compares an accumulated message (as JSON) with what the recording's raw events spell:
    /// the head of `message_start`, each block's joined text, thinking, signature (byte for
    /// byte) and tool input, and the usage and stop reason of `message_delta`.
    static func expect(_ message: Any, toMatch recording: RecordedStream) throws {
        let raw = recording.rawEvents.compactMap(\.object)
        let start = try #require(raw.first { $0["type"] as? String == "message_start" }?["message"] as? [String: Any])
        let delta = try #require(raw.last { $0["type"] as? String == "message_delta" })
        let message = try #require(message as? [String: Any])
        #expect(message["id"] as? String == start["id"] as? String)
        #expect(message["model"] as? String == start["model"] as? String)
        #expect(message["stop_reason"] as? String == (delta["delta"] as? [String: Any])?["stop_reason"] as? String)

        let usage = message["usage"] as? [String: Any]
        let startUsage = start["usage"] as? [String: Any]
        let deltaUsage = delta["usage"] as? [String: Any]
        #expect(usage?["output_tokens"] as? Int == deltaUsage?["output_tokens"] as? Int)
        #expect(usage?["input_tokens"] as? Int == (deltaUsage?["input_tokens"] as? Int ?? startUsage?["input_tokens"] as? Int))

        let starts = raw.filter { $0["type"] as? String == "content_block_start" }
        let blocks = message["content"] as? [[String: Any]] ?? []
        #expect(blocks.count == starts.count)
        for (position, started) in starts.enumerated() where position < blocks.count {
            let index = started["index"] as? Int ?? -1
            let first = started["content_block"] as? [String: Any] ?? [:]
            let block = blocks[position]
            let deltas = raw.filter { $0["type"] as? String == "content_block_delta" && $0["index"] as? Int == index }
                .compactMap { $0["delta"] as? [String: Any] }
            func joined(_ type: String, _ key: String) -> String {
                deltas.filter { $0["type"] as? String == type }.compactMap { $0[key] as? String }.joined()
            }
            #expect(block["type"] as? String == first["type"] as? String, "block \(index)")
            switch first["type"] as? String {
            case "text":
                #expect(block["text"] as? String == (first["text"] as? String ?? "") + joined("text_delta", "text"), "block \(index)")
            case "thinking":
                #expect(block["thinking"] as? String == joined("thinking_delta", "thinking"), "block \(index)")
                let signature = (first["signature"] as? String ?? "") + joined("signature_delta", "signature")
                #expect(Array((block["signature"] as? String ?? "").utf8) == Array(signature.utf8), "block \(index)")
            case "tool_use", "server_tool_use", "mcp_tool_use":
                let json = joined("input_json_delta", "partial_json")
                let input: Any? = json.isEmpty ? first["input"] : try JSONSerialization.jsonObject(with: Data(json.utf8))
                #expect(jsonEqual(block["input"], input), "block \(index): \(String(describing: block["input"])) vs \(String(describing: input))")
            default:
                // Result blocks arrive whole in their start event (how faithfully their
                // undeclared members re-encode is the round-trip tests' business).
                #expect(block["tool_use_id"] as? String == first["tool_use_id"] as? String, "block \(index)")
            }
        }
    }
}
