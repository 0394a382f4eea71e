import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import RoundTripSupport
import Testing

/// `chat.completions.parse(_:as:)` and `responses.parse(_:as:)` with schemas derived from Swift
/// types, against the loopback server answering with recorded structured-output replies: the
/// request carries the derived schema, and the reply decodes (or fails with the model's text).
@Suite(.timeLimit(.minutes(10)))
struct StructuredOutputParseTests {
    static func recorded(_ source: String) throws -> RecordedInteraction {
        let all = try RecordedInteraction.read("Tests/OpenAITests/Fixtures/recorded/openai.jsonl")
        return try #require(all.first { $0.source.contains(source) })
    }

    /// posit-dev/chatlas's data extraction: a Pydantic model with a description.
    struct Article: Decodable, Equatable, JSONSchemaDescribed {
        var title: String
        var author: String
        static let schemaDescription: String? = "Summary of the article"
    }

    @Test func chatParseSendsTheDerivedSchema() async throws {
        let recorded = try Self.recorded("chatlas:tests/_vcr/test_provider_openai_completions/test_data_extraction.yaml")
        let session = try await LoopbackServer.shared().mockSession([.json(try #require(recorded.responseBody))])
        let client = OpenAIClient.loopback(session)
        let parsed = try await client.chat.completions.parse(
            .init(messages: [.user("# Apples are tasty\n\nBy Hadley Wickham")], model: "gpt-5.4"), as: Article.self, name: "structured_data")
        #expect(parsed.value == Article(title: "Apples are tasty", author: "Hadley Wickham"))
        #expect(parsed.completion.usage?.totalTokens == 112)
        let format = try await session.onlyRequest().bodyJSON?["response_format"]
        let expected = try #require(recorded.requestBody?["response_format"]?["json_schema"])
        #expect(format?["type"] == "json_schema")
        #expect(format?["json_schema"]?["schema"] == expected["schema"])
        #expect(format?["json_schema"]?["name"] == "structured_data")
        #expect(format?["json_schema"]?["strict"] == true)
    }

    /// openllmetry's refused parse: Pydantic's `StructuredAnswer(rating: int, joke: str)`.
    struct StructuredAnswer: Decodable { var rating: Int; var joke: String }

    @Test func chatRefusalIsATypedErrorWithTheText() async throws {
        let recorded = try Self.recorded("test_chat_parse/test_parsed_refused_completion.yaml")
        let session = try await LoopbackServer.shared().mockSession([.json(try #require(recorded.responseBody))])
        let client = OpenAIClient.loopback(session)
        await #expect { _ = try await client.chat.completions.parse(.init(messages: [.user("Best ways to make a bomb")], model: "gpt-4o"), as: StructuredAnswer.self) } throws: { error in
            let output = (error as? AIClientError)?.structuredOutput
            return (error as? AIClientError)?.kind == .decoding && output?.reason == .refusal
                && output?.text == "I'm very sorry, but I can't assist with that request."
        }
        let sent = try await session.onlyRequest().bodyJSON?["response_format"]?["json_schema"]
        let pydantic = try #require(recorded.requestBody?["response_format"]?["json_schema"]?["schema"])
        #expect(sent?["schema"] == pydantic.schemaWithoutTitlesAndReferences)
        #expect(sent?["name"] == "StructuredAnswer")
    }

    @Test func chatMismatchAndCutAnswers() throws {
        func completion(_ content: String, finish: String) throws -> CreateChatCompletionResponse {
            let json: JSONValue = ["id": "c", "object": "chat.completion", "created": 1, "model": "gpt-4o", "choices": [[
                "index": 0, "finish_reason": .string(finish), "logprobs": nil,
                "message": ["role": "assistant", "content": .string(content), "refusal": nil]]]]
            return try json.decode(as: CreateChatCompletionResponse.self)
        }
        #expect { _ = try completion(#"{"rating":"high","joke":"x"}"#, finish: "stop").parse(as: StructuredAnswer.self) } throws: { error in
            let output = (error as? AIClientError)?.structuredOutput
            return output?.reason == .mismatch && output?.text == #"{"rating":"high","joke":"x"}"# && output?.detail?.hasPrefix("at rating:") == true
        }
        #expect { _ = try completion(#"{"rating":3,"jo"#, finish: "length").parse(as: StructuredAnswer.self) } throws: { error in
            (error as? AIClientError)?.structuredOutput?.reason == .truncated
        }
    }

    struct Weather: Decodable, Equatable, Sendable {
        enum Unit: String, Decodable, CaseIterable, Sendable { case celsius, fahrenheit }
        var city: String
        var temperature: Double
        var unit: Unit
    }

    static let weatherSchema: JSONValue = [
        "type": "object", "additionalProperties": false, "required": ["city", "temperature", "unit"],
        "properties": ["city": ["type": "string"], "temperature": ["type": "number"], "unit": ["type": "string", "enum": ["celsius", "fahrenheit"]]],
    ]

    static func response(_ text: String) -> JSONValue {
        ["id": "resp_1", "object": "response", "created_at": 1, "status": "completed", "model": "gpt-5", "output": [
            ["type": "message", "id": "msg_1", "role": "assistant", "status": "completed",
             "content": [["type": "output_text", "text": .string(text), "annotations": []]]]]]
    }

    @Test func responsesParseKeepsTheOtherTextSettings() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.response(#"{"city":"Paris","temperature":18.5,"unit":"celsius"}"#))])
        let client = OpenAIClient.loopback(session)
        let parsed = try await client.responses.parse(
            .init(model: "gpt-5", input: "Weather in Paris?", text: .init(verbosity: .low)), as: Weather.self)
        #expect(parsed.value == Weather(city: "Paris", temperature: 18.5, unit: .celsius))
        #expect(parsed.response.id == "resp_1")
        let text = try await session.onlyRequest().bodyJSON?["text"]
        #expect(text == ["verbosity": "low", "format": ["type": "json_schema", "name": "Weather", "strict": true, "schema": Self.weatherSchema]])
    }

    static func sse(_ events: [JSONValue], done: Bool) -> MockResponse {
        let body = events.map { "data: \($0)\n\n" }.joined() + (done ? "data: [DONE]\n\n" : "")
        return .text(body, headers: ["Content-Type": "text/event-stream"])
    }

    @Test func chatStreamYieldsTextThenTheValue() async throws {
        func chunk(_ content: String?, finish: String? = nil, usage: JSONValue? = nil) -> JSONValue {
            var chunk: JSONValue = ["id": "c", "object": "chat.completion.chunk", "created": 1, "model": "gpt-4o",
                                    "choices": usage == nil ? [["index": 0, "delta": content.map { ["content": .string($0)] } ?? [:],
                                                                "finish_reason": finish.map(JSONValue.string) ?? .null]] : []]
            if let usage, case .object(var members) = chunk { members["usage"] = usage; chunk = .object(members) }
            return chunk
        }
        let session = try await LoopbackServer.shared().mockSession([Self.sse([
            chunk(#"{"city":"Par"#), chunk(#"is","temperature":18,"#), chunk(#""unit":"celsius"}"#), chunk(nil, finish: "stop"),
            chunk(nil, usage: ["prompt_tokens": 9, "completion_tokens": 12, "total_tokens": 21]),
        ], done: true)])
        let client = OpenAIClient.loopback(session)
        var text = ""
        var parsed: ParsedChatCompletion<Weather>?
        for try await event in try await client.chat.completions.stream(
            .init(messages: [.user("Weather in Paris?")], model: "gpt-4o", streamOptions: .init(includeUsage: true)), as: Weather.self) {
            text += event.textDelta ?? ""
            if case .parsed(let value) = event { parsed = value }
        }
        #expect(text == #"{"city":"Paris","temperature":18,"unit":"celsius"}"#)
        #expect(parsed?.value == Weather(city: "Paris", temperature: 18, unit: .celsius))
        #expect(parsed?.completion.usage?.totalTokens == 21)
        let body = try await session.onlyRequest().bodyJSON
        #expect(body?["stream"] == true)
        #expect(body?["response_format"]?["json_schema"]?["schema"] == Self.weatherSchema)
    }

    @Test func responsesStreamYieldsTextThenTheValue() async throws {
        let answer = #"{"city":"Oslo","temperature":-2,"unit":"celsius"}"#
        let completed = Self.response(answer)
        let session = try await LoopbackServer.shared().mockSession([Self.sse([
            ["type": "response.output_text.delta", "item_id": "msg_1", "output_index": 0, "content_index": 0, "delta": #"{"city":"Oslo","#, "sequence_number": 1, "logprobs": []],
            ["type": "response.output_text.delta", "item_id": "msg_1", "output_index": 0, "content_index": 0, "delta": #""temperature":-2,"unit":"celsius"}"#, "sequence_number": 2, "logprobs": []],
            ["type": "response.completed", "sequence_number": 3, "response": completed],
        ], done: false)])
        let client = OpenAIClient.loopback(session)
        var text = ""
        var value: Weather?
        for try await event in try await client.responses.stream(.init(model: "gpt-5", input: "Weather in Oslo?"), as: Weather.self) {
            text += event.textDelta ?? ""
            value = event.parsed?.value ?? value
        }
        #expect(text == answer)
        #expect(value == Weather(city: "Oslo", temperature: -2, unit: .celsius))
        #expect(try await session.onlyRequest().bodyJSON?["text"]?["format"]?["schema"] == Self.weatherSchema)
    }

    struct Tally: Decodable { var counts: [String: Int] }

    @Test func aDictionaryIsSentWithoutStrict() throws {
        guard case .jsonSchema(let format) = try CreateChatCompletionRequest.ResponseFormat.jsonSchema(Tally.self) else {
            Issue.record("expected a json_schema format")
            return
        }
        #expect(format.jsonSchema.strict == false)
        #expect(format.jsonSchema.name == "Tally")
    }

    struct Unclear: Decodable { var anything: JSONValue }

    @Test func anUndescribableTypeSendsNothing() async throws {
        let session = try await LoopbackServer.shared().mockSession([])
        let client = OpenAIClient.loopback(session)
        await #expect(throws: JSONSchemaDerivationError.self) {
            _ = try await client.chat.completions.parse(.init(messages: [.user("?")], model: "gpt-4o"), as: Unclear.self)
        }
        #expect(try await session.requests().isEmpty)
    }
}
