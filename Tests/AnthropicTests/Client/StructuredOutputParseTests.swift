import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import RoundTripSupport
import Testing

/// `claude.messages.parse(_:as:)` and its stream with schemas derived from Swift types
/// (`output_config.format`), against the loopback server answering with recorded replies.
@Suite(.timeLimit(.minutes(10)))
struct StructuredOutputParseTests {
    static func recorded(_ source: String) throws -> RecordedInteraction {
        let all = try RecordedInteraction.read("Tests/AnthropicTests/Fixtures/recorded/anthropic.jsonl")
        return try #require(all.first { $0.source.contains(source) })
    }

    /// posit-dev/chatlas's nested extraction: Pydantic's `Classifications` with a `$defs` entry.
    struct Classifications: Decodable, JSONSchemaDescribed {
        struct Classification: Decodable, JSONSchemaDescribed {
            enum Name: String, Decodable, CaseIterable { case politics = "Politics", sports = "Sports", technology = "Technology", entertainment = "Entertainment", business = "Business", other = "Other" }
            var name: Name
            var score: Double
            static let schemaAnnotations: [String: JSONSchema.Annotation] = [
                "name": "The category name",
                "score": "The classification score for the category, ranging from 0.0 to 1.0.",
            ]
        }
        var classifications: [Classification]
        static let schemaDescription: String? = "Array of classification results. The scores should sum to 1."
    }

    @Test func parseSendsTheDerivedSchemaAsOutputConfig() async throws {
        let recorded = try Self.recorded("test_anthropic_nested_data_model_extraction.yaml")
        let session = try await LoopbackServer.shared().mockSession([.json(try #require(recorded.responseBody))])
        let claude = AnthropicClient.loopback(session)
        let parsed = try await claude.messages.parse(
            .init(model: "claude-haiku-4-5-20251001", messages: [.user("The new quantum computing breakthrough could revolutionize the tech industry.")],
                  maxTokens: 4096, outputConfig: .init(effort: .low)),
            as: Classifications.self)
        #expect(parsed.value.classifications.first?.name == .technology)
        #expect(parsed.value.classifications.map(\.score).reduce(0, +) == 1)
        #expect(parsed.message.usage.outputTokens == 92)
        let config = try await session.onlyRequest().bodyJSON?["output_config"]
        let pydantic = try #require(recorded.requestBody?["output_config"]?["format"]?["schema"])
        #expect(config?["format"]?["type"] == "json_schema")
        #expect(config?["format"]?["schema"] == pydantic.schemaWithoutTitlesAndReferences)
        #expect(config?["effort"] == "low")
    }

    /// openllmetry's structured output (beta `output_format`): the same schema, exactly.
    struct JokeRating: Decodable, Equatable, Sendable, JSONSchemaDescribed {
        var joke: String
        var rating: Int
        static let schemaAnnotations: [String: JSONSchema.Annotation] = [
            "joke": "A joke about OpenTelemetry", "rating": "Rating of the joke from 1 to 10",
        ]
    }

    @Test func theDerivedSchemaIsTheRecordedOne() throws {
        let recorded = try Self.recorded("test_anthropic_structured_outputs_with_events_with_no_content.yaml")
        #expect(try JsonOutputFormat(for: JokeRating.self).schema == recorded.requestBody?["output_format"]?["schema"])
        let message = try #require(recorded.responseBody).decode(as: Message.self)
        #expect(try message.parse(as: JokeRating.self).rating == 7)
    }

    static func message(_ text: String, stop: String) -> JSONValue {
        ["id": "msg_01", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5", "content": [["type": "text", "text": .string(text)]],
         "stop_reason": .string(stop), "stop_sequence": nil, "usage": ["input_tokens": 9, "output_tokens": 2]]
    }

    @Test func refusalAndCutAnswersCarryTheText() throws {
        let refused = try Self.message("I can't help with that.", stop: "refusal").decode(as: Message.self)
        #expect { _ = try refused.parse(as: JokeRating.self) } throws: { error in
            let output = (error as? AIClientError)?.structuredOutput
            return output?.reason == .refusal && output?.text == "I can't help with that."
        }
        let cut = try Self.message(#"{"joke": "Why did"#, stop: "max_tokens").decode(as: Message.self)
        #expect { _ = try cut.parse(as: JokeRating.self) } throws: { error in
            (error as? AIClientError)?.structuredOutput?.text == #"{"joke": "Why did"#
                && (error as? AIClientError)?.structuredOutput?.reason == .truncated
        }
    }

    static func events(_ text: [String]) -> MockResponse {
        var events: [(String, JSONValue)] = [
            ("message_start", ["type": "message_start", "message": ["id": "msg_01", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
                                                                     "content": [], "stop_reason": nil, "stop_sequence": nil, "usage": ["input_tokens": 9, "output_tokens": 1]]]),
            ("content_block_start", ["type": "content_block_start", "index": 0, "content_block": ["type": "text", "text": ""]]),
        ]
        for piece in text {
            events.append(("content_block_delta", ["type": "content_block_delta", "index": 0, "delta": ["type": "text_delta", "text": .string(piece)]]))
        }
        events += [
            ("content_block_stop", ["type": "content_block_stop", "index": 0]),
            ("message_delta", ["type": "message_delta", "delta": ["stop_reason": "end_turn", "stop_sequence": nil], "usage": ["output_tokens": 12]]),
            ("message_stop", ["type": "message_stop"]),
        ]
        return .text(events.map { "event: \($0.0)\ndata: \($0.1)\n\n" }.joined(), headers: ["Content-Type": "text/event-stream"])
    }

    @Test func streamYieldsTextThenTheValue() async throws {
        let session = try await LoopbackServer.shared().mockSession([Self.events([#"{"joke": "Spans"#, #" all the way down", "rating": 7}"#])])
        let claude = AnthropicClient.loopback(session)
        var text = ""
        var parsed: ParsedMessage<JokeRating>?
        for try await event in try await claude.messages.stream(
            .init(model: .claudeSonnet4_5, messages: [.user("A joke about OpenTelemetry, rated")], maxTokens: 1024), as: JokeRating.self) {
            text += event.textDelta ?? ""
            parsed = event.parsed ?? parsed
        }
        #expect(text == #"{"joke": "Spans all the way down", "rating": 7}"#)
        #expect(parsed?.value == JokeRating(joke: "Spans all the way down", rating: 7))
        #expect(parsed?.message.usage.outputTokens == 12)
        let body = try await session.onlyRequest().bodyJSON
        #expect(body?["stream"] == true)
        #expect(body?["output_config"]?["format"]?["schema"]?["required"] == ["joke", "rating"])
    }

    struct Tally: Decodable { var counts: [String: Int] }

    @Test func aDictionaryIsRefusedBeforeSending() async throws {
        let session = try await LoopbackServer.shared().mockSession([])
        let claude = AnthropicClient.loopback(session)
        await #expect { _ = try await claude.messages.parse(.init(model: .claudeSonnet4_5, messages: [.user("?")], maxTokens: 64), as: Tally.self) } throws: { error in
            (error as? JSONSchemaDerivationError)?.memberPath == "counts"
        }
        #expect(try await session.requests().isEmpty)
    }
}
