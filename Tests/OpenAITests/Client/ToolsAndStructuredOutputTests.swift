import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// Function calling and structured outputs at the call site (issue 10): the round trip and
/// the parse each take at most 12 lines between the markers, run against the loopback server.
@Suite(.timeLimit(.minutes(10)))
struct ToolsAndStructuredOutputTests {
    @Test func theCookbookShowsThisCode() throws {
        for name in ["tools-chat", "structured-output", "run-tools", "structured-output-stream", "responses-structured-output", "responses-structured-output-format", "schema-annotations"] {
            let mismatch = try ReadmeSnippet.mismatch(name, source: URL(fileURLWithPath: #filePath), document: ReadmeSnippet.cookbook)
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }
    }

    struct City: Decodable, Sendable { var city: String }
    struct Weather: Decodable, Equatable, Sendable { var city: String; var celsius: Int }

    static func completion(content: String?, toolCalls: JSONValue? = nil, refusal: String? = nil) -> JSONValue {
        var message: JSONValue = ["role": "assistant", "content": content.map(JSONValue.string) ?? .null, "refusal": refusal.map(JSONValue.string) ?? .null]
        if let toolCalls, case .object(var members) = message { members["tool_calls"] = toolCalls; message = .object(members) }
        return ["id": "c", "object": "chat.completion", "created": 1, "model": "gpt-4o",
                "choices": [["index": 0, "finish_reason": toolCalls == nil ? "stop" : "tool_calls", "logprobs": nil, "message": message]]]
    }

    static let toolCall: JSONValue = [["id": "call_1", "type": "function", "function": ["name": "get_weather", "arguments": #"{"city":"Paris"}"#]]]

    @Test func toolRoundTrip() async throws {
        let session = try await LoopbackServer.shared().mockSession([
            .json(Self.completion(content: nil, toolCalls: Self.toolCall)), .json(Self.completion(content: "18°C in Paris")),
        ])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        // README: tools-chat
        let weather = try TypedTool("get_weather", description: "Today's weather", arguments: City.self)
        var messages: [ChatCompletionRequestMessage] = [.user("Weather in Paris?")]
        let first = try await client.chat.completions.create(.init(messages: messages, model: "gpt-4o", tools: [weather.chatTool]))
        messages.append(.assistant(first.choices[0].message))
        for call in first.toolCalls {
            if let arguments = try weather.arguments(of: call) { messages.append(.tool("18°C in \(arguments.city)", for: call)) }
        }
        let answer = try await client.chat.completions.create(.init(messages: messages, model: "gpt-4o"))
        // README: end
        #expect(answer.choices.first?.message.content == "18°C in Paris")
        let requests = try await session.requests()
        #expect(requests.first?.bodyJSON?["tools"]?[0] == [
            "type": "function", "function": ["name": "get_weather", "description": "Today's weather", "strict": true, "parameters": [
                "type": "object", "properties": ["city": ["type": "string"]], "required": ["city"], "additionalProperties": false]]])
        #expect(requests.last?.bodyJSON?["messages"] == [
            ["role": "user", "content": "Weather in Paris?"],
            ["role": "assistant", "tool_calls": Self.toolCall],
            ["role": "tool", "content": "18°C in Paris", "tool_call_id": "call_1"],
        ])
    }

    @Test func runToolsLoopsUntilTheModelAnswers() async throws {
        let session = try await LoopbackServer.shared().mockSession([
            .json(Self.completion(content: nil, toolCalls: Self.toolCall)), .json(Self.completion(content: "Sunny")),
        ])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        // README: run-tools
        let weather = try TypedTool("get_weather", arguments: City.self)
        let answer = try await client.chat.completions.runTools(
            .init(messages: [.user("Weather?")], model: "gpt-4o"),
            tools: [ToolHandler(weather) { "sunny in \($0.city)" }])
        // README: end
        #expect(answer.choices.first?.message.content == "Sunny")
        #expect(try await session.requests().last?.bodyJSON?["messages"]?[2]?["content"] == "sunny in Paris")
    }

    @Test func runToolsIsBounded() async throws {
        let session = try await LoopbackServer.shared().mockSession([
            .json(Self.completion(content: nil, toolCalls: Self.toolCall)), .json(Self.completion(content: nil, toolCalls: Self.toolCall)),
        ])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        let weather = TypedTool("get_weather", parameters: .object(["city": .string()]), arguments: City.self)
        await #expect(throws: AIClientError.self) {
            _ = try await client.chat.completions.runTools(
                .init(messages: [.user("Weather?")], model: "gpt-4o"), tools: [ToolHandler(weather) { _ in "x" }], maxRounds: 2)
        }
    }

    /// The cookbook's types, once described by hand with `JSONSchema` builders, derive the same schemas.
    @Test func theCookbookTypesDeriveTheSchemasWrittenByHand() throws {
        #expect(try JSONSchema(for: City.self) == .object(["city": .string()]))
        #expect(try JSONSchema(for: Weather.self) == .object(["city": .string(), "celsius": .integer()]))
        #expect(try JSONSchema(for: ToolLoopStreamingTests.Location.self) == .object(["location": .string()]))
        #expect(try JSONSchema(for: Weather.self).json == JSONSchema.object(["city": .string(), "celsius": .integer()]).json)
    }

    @Test func structuredOutputParse() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.completion(content: #"{"city":"Paris","celsius":18}"#))])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        // README: structured-output
        let parsed = try await client.chat.completions.parse(
            .init(messages: [.user("Weather in Paris as JSON")], model: "gpt-4o"), as: Weather.self)
        let weather = parsed.value   // parsed.completion is the whole completion
        // README: end
        #expect(weather == Weather(city: "Paris", celsius: 18))
        #expect(try await session.onlyRequest().bodyJSON?["response_format"] == ["type": "json_schema", "json_schema": [
            "name": "Weather", "strict": true, "schema": JSONSchema.object(["city": .string(), "celsius": .integer()]).json]])
    }

    // README: schema-annotations
    struct Forecast: Decodable, JSONSchemaDescribed {
        var city: String
        var highs: [Int]
        static let schemaDescription: String? = "A week's forecast"
        static let schemaAnnotations: [String: JSONSchema.Annotation] = [
            "city": "The city, e.g. Paris",
            "highs": .init("Daily highs in °C", minItems: 7, maxItems: 7),
        ]
    }
    // README: end

    @Test func annotationsReachTheRequest() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.completion(content: #"{"city":"Paris","highs":[1,2,3,4,5,6,7]}"#))])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        let forecast = try await client.chat.completions.parse(.init(messages: [.user("Forecast for Paris")], model: "gpt-4o"), as: Forecast.self).value
        #expect(forecast.highs.count == 7)
        let schema = try await session.onlyRequest().bodyJSON?["response_format"]?["json_schema"]?["schema"]
        #expect(schema?["description"] == "A week's forecast")
        #expect(schema?["properties"]?["highs"] == ["type": "array", "items": ["type": "integer"], "description": "Daily highs in °C", "minItems": 7, "maxItems": 7])
    }

    @Test func structuredOutputStream() async throws {
        func chunk(_ content: String?, finish: String? = nil) -> JSONValue {
            ["id": "c", "object": "chat.completion.chunk", "created": 1, "model": "gpt-4o",
             "choices": [["index": 0, "delta": content.map { ["content": .string($0)] } ?? [:], "finish_reason": finish.map(JSONValue.string) ?? .null]]]
        }
        let body = [chunk(#"{"city":"#), chunk(#""Paris","celsius":18}"#), chunk(nil, finish: "stop")].map { "data: \($0)\n\n" }.joined() + "data: [DONE]\n\n"
        let session = try await LoopbackServer.shared().mockSession([.text(body, headers: ["Content-Type": "text/event-stream"])])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        var text = ""
        var weather: Weather?
        // README: structured-output-stream
        for try await event in try await client.chat.completions.stream(
            .init(messages: [.user("Weather in Paris as JSON")], model: "gpt-4o"), as: Weather.self) {
            text += event.textDelta ?? ""   // the JSON as it arrives
            if case .parsed(let parsed) = event { weather = parsed.value }
        }
        // README: end
        #expect(text == #"{"city":"Paris","celsius":18}"#)
        #expect(weather == Weather(city: "Paris", celsius: 18))
    }

    @Test func responsesStructuredOutput() async throws {
        let answer: JSONValue = ["type": "message", "id": "msg_1", "role": "assistant", "status": "completed",
                                 "content": [["type": "output_text", "text": #"{"city":"Paris","celsius":18}"#, "annotations": []]]]
        let session = try await LoopbackServer.shared().mockSession([.json(Self.response([answer])), .json(Self.response([answer]))])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        // README: responses-structured-output
        let parsed = try await client.responses.parse(.init(model: "gpt-5", input: "Weather in Paris as JSON"), as: Weather.self)
        print(parsed.value.city, parsed.response.usage?.totalTokens ?? 0)
        // README: end
        // README: responses-structured-output-format
        let response = try await client.responses.create(.init(
            model: "gpt-5", input: "Weather in Paris as JSON", text: try .jsonSchema(Weather.self)))
        let weather = try response.parse(as: Weather.self)
        // README: end
        #expect(parsed.value == weather)
        let requests = try await session.requests()
        #expect(requests.count == 2)
        #expect(requests[0].bodyJSON == requests[1].bodyJSON)
        #expect(requests[0].bodyJSON?["text"]?["format"] == ["type": "json_schema", "name": "Weather", "strict": true,
                                                           "schema": JSONSchema.object(["city": .string(), "celsius": .integer()]).json])
    }

    static func response(_ output: [JSONValue]) -> JSONValue {
        ["id": "resp_1", "object": "response", "created_at": 1, "status": "completed", "model": "gpt-5", "output": .array(output)]
    }

    @Test func responsesFunctionCallThenStructuredOutput() async throws {
        let call: JSONValue = ["type": "function_call", "id": "fc_1", "call_id": "call_1", "name": "get_weather", "arguments": #"{"city":"Paris"}"#]
        let answer: JSONValue = ["type": "message", "id": "msg_1", "role": "assistant", "status": "completed",
                                 "content": [["type": "output_text", "text": #"{"city":"Paris","celsius":18}"#, "annotations": []]]]
        let session = try await LoopbackServer.shared().mockSession([.json(Self.response([call])), .json(Self.response([answer]))])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        let weather = TypedTool("get_weather", parameters: .object(["city": .string()]), arguments: City.self)
        let schema: JSONSchema = .object(["city": .string(), "celsius": .integer()])

        let first = try await client.responses.create(.init(model: "gpt-5", tools: [weather.responsesTool], input: "Weather in Paris?"))
        let functionCall = try #require(first.functionCalls.first)
        let arguments = try #require(try weather.arguments(of: functionCall))
        let second = try await client.responses.create(.init(
            previousResponseID: first.id, model: "gpt-5", text: .jsonSchema(schema, name: "weather"),
            input: .inputItemList([.functionCallOutput("18 in \(arguments.city)", for: functionCall)])))

        #expect(try second.parse(as: Weather.self) == Weather(city: "Paris", celsius: 18))
        let requests = try await session.requests()
        #expect(requests.first?.bodyJSON?["tools"]?[0]?["parameters"]?["additionalProperties"] == false)
        #expect(requests.last?.bodyJSON?["input"] == [["type": "function_call_output", "call_id": "call_1", "output": "18 in Paris"]])
        #expect(requests.last?.bodyJSON?["text"]?["format"]?["type"] == "json_schema")
    }

    @Test func refusalAndInvalidJSONAreClearErrors() throws {
        let refused = try JSONDecoder().decode(CreateChatCompletionResponse.self, from: JSONEncoder().encode(Self.completion(content: nil, refusal: "I can't")))
        #expect { _ = try refused.parse(as: Weather.self) } throws: { error in
            "\(error)".contains("I can't") && (error as? AIClientError)?.kind == .decoding
        }
        let invalid = try JSONDecoder().decode(CreateChatCompletionResponse.self, from: JSONEncoder().encode(Self.completion(content: "not json")))
        #expect { _ = try invalid.parse(as: Weather.self) } throws: { error in (error as? AIClientError)?.kind == .decoding }
    }
}
