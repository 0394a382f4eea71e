import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// Function calling and structured outputs at the call site (issue 10): the round trip and
/// the parse each take at most 12 lines between the markers, run against the loopback server.
@Suite(.timeLimit(.minutes(1)))
struct ToolsAndStructuredOutputTests {
    @Test func theCookbookShowsThisCode() throws {
        for name in ["tools-chat", "structured-output", "run-tools"] {
            let mismatch = try ReadmeSnippet.mismatch(name, source: URL(fileURLWithPath: #filePath), document: ReadmeSnippet.cookbook)
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }
    }

    struct City: Decodable, Sendable { var city: String }
    struct Weather: Decodable, Equatable { var city: String; var celsius: Int }

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
        let weather = TypedTool("get_weather", description: "Today's weather", parameters: .object(["city": .string()]), arguments: City.self)
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
        let weather = TypedTool("get_weather", parameters: .object(["city": .string()]), arguments: City.self)
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

    @Test func structuredOutputParse() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.completion(content: #"{"city":"Paris","celsius":18}"#))])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        // README: structured-output
        let schema: JSONSchema = .object(["city": .string(), "celsius": .integer()])
        let completion = try await client.chat.completions.create(.init(
            messages: [.user("Weather in Paris as JSON")], model: "gpt-4o", responseFormat: .jsonSchema(schema, name: "weather")))
        let weather = try completion.parse(as: Weather.self)
        // README: end
        #expect(weather == Weather(city: "Paris", celsius: 18))
        #expect(try await session.onlyRequest().bodyJSON?["response_format"]?["json_schema"]?["strict"] == true)
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
