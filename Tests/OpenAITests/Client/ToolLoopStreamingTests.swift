import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// `runToolsStreaming` (chat and Responses) and the Responses `runTools`, against the loopback
/// server answering with recorded streams: a recorded tool-call stream first, then a recorded
/// text stream.
@Suite(.timeLimit(.minutes(10)))
struct ToolLoopStreamingTests {
    @Test func theCookbookShowsThisCode() throws {
        for name in ["run-tools-stream", "responses-run-tools", "responses-run-tools-stream"] {
            let mismatch = try ReadmeSnippet.mismatch(name, source: URL(fileURLWithPath: #filePath), document: ReadmeSnippet.cookbook)
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }
    }

    struct Location: Decodable, Sendable { var location: String }

    static let sse = ["Content-Type": "text/event-stream"]

    /// `Location`'s schema, derived by `TypedTool(_:arguments:)`: what the cookbook once wrote by hand.
    static let locationSchema: JSONValue = [
        "type": "object", "properties": ["location": ["type": "string"]], "required": ["location"], "additionalProperties": false]

    /// The first recorded stream of `path` whose body satisfies `matches`.
    static func recorded(_ path: String, _ matches: (String) -> Bool) throws -> String {
        try #require(RecordedStreams.of(path).first { matches($0.body) }, "no recorded \(path) stream fits").body
    }

    /// A chat stream that calls `get_weather` for London, and one that answers "Hello, world!".
    static func chatStreams() throws -> (toolCall: String, answer: String) {
        (try recorded("/chat/completions") { $0.contains(#""name":"get_weather""#) && $0.contains("tool_calls") },
         try recorded("/chat/completions") { !$0.contains("tool_calls") && $0.contains(#""finish_reason":"stop""#) && $0.contains("Hello") })
    }

    /// A Responses stream that calls `get_current_weather`, and one that answers with text.
    static func responsesStreams() throws -> (toolCall: String, answer: String) {
        (try recorded("/responses") { $0.contains("response.function_call_arguments.done") && $0.contains("get_current_weather") && $0.utf8.count < 7000 },
         try recorded("/responses") { !$0.contains("function_call") && $0.contains("response.output_text.delta") && $0.contains("response.completed") && $0.utf8.count < 9000 })
    }

    @Test func chatStreamsEveryRoundAndSendsTheResultBack() async throws {
        let (toolCall, answer) = try Self.chatStreams()
        let session = try await LoopbackServer.shared().mockSession([.text(toolCall, headers: Self.sse), .text(answer, headers: Self.sse)])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        var text = ""
        // README: run-tools-stream
        let weather = try TypedTool("get_weather", arguments: Location.self)
        for try await event in client.chat.completions.runToolsStreaming(
            .init(messages: [.user("Weather in London?")], model: "gpt-4o"),
            tools: [ToolHandler(weather) { "rainy in \($0.location)" }]) {
            text += event.textDelta ?? ""   // .event(chunk), .result(completion), .toolResult(result)
        }
        // README: end
        #expect(text == "Hello, world!")
        let requests = try await session.requests()
        #expect(requests.count == 2)
        #expect(requests[0].bodyJSON?["stream"] == true)
        #expect(requests[0].bodyJSON?["tools"]?[0]?["function"]?["name"] == "get_weather")
        #expect(requests[0].bodyJSON?["tools"]?[0]?["function"]?["parameters"] == Self.locationSchema)
        #expect(requests[0].bodyJSON?["tools"]?[0]?["function"]?["strict"] == true)
        let messages = requests[1].bodyJSON?["messages"]
        #expect(messages?[1]?["tool_calls"]?[0]?["id"] == "call_7p1vRWhZc9Pm0j6JVvrHK4ZE")
        #expect(messages?[1]?["tool_calls"]?[0]?["function"]?["arguments"] == #"{"location":"London"}"#)
        #expect(messages?[2] == ["role": "tool", "content": "rainy in London", "tool_call_id": "call_7p1vRWhZc9Pm0j6JVvrHK4ZE"])
    }

    @Test func chatStreamYieldsEventsThenTheResultThenToolResults() async throws {
        let (toolCall, answer) = try Self.chatStreams()
        let session = try await LoopbackServer.shared().mockSession([.text(toolCall, headers: Self.sse), .text(answer, headers: Self.sse)])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        let weather = TypedTool("get_weather", parameters: .object(["location": .string()]), arguments: Location.self)
        var elements: [String] = []
        for try await event in client.chat.completions.runToolsStreaming(
            .init(messages: [.user("Weather in London?")], model: "gpt-4o"), tools: [ToolHandler(weather) { "rainy in \($0.location)" }]) {
            switch event {
            case .event: if elements.last != "event" { elements.append("event") }
            case .result(let completion): elements.append("result:\(completion.choices[0].finishReason.rawValue)")
            case .toolResult(let result): elements.append("tool:\(result.name)=\(result.output)")
            }
        }
        #expect(elements == ["event", "result:tool_calls", "tool:get_weather=rainy in London", "event", "result:stop"])
    }

    @Test func chatStreamIsBoundedInRounds() async throws {
        let (toolCall, _) = try Self.chatStreams()
        let session = try await LoopbackServer.shared().mockSession([.text(toolCall, headers: Self.sse), .text(toolCall, headers: Self.sse)])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        let weather = TypedTool("get_weather", parameters: .object(["location": .string()]), arguments: Location.self)
        var results = 0
        let error = await #expect(throws: AIClientError.self) {
            for try await event in client.chat.completions.runToolsStreaming(
                .init(messages: [.user("Weather?")], model: "gpt-4o"), tools: [ToolHandler(weather) { _ in "x" }], maxRounds: 2) {
                if case .result = event { results += 1 }
            }
        }
        #expect(error?.kind == .invalidRequest)
        #expect(results == 2)
        #expect(try await session.requests().count == 2)
    }

    @Test func chatStreamEndsWhenTheConsumerIsCancelled() async throws {
        let (toolCall, answer) = try Self.chatStreams()
        let session = try await LoopbackServer.shared().mockSession([.text(toolCall, headers: Self.sse), .text(answer, headers: Self.sse)])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        let weather = TypedTool("get_weather", parameters: .object(["location": .string()]), arguments: Location.self)
        let firstEvent = AsyncStream<Void>.makeStream()
        let consumer = Task {
            var events = 0
            for try await event in client.chat.completions.runToolsStreaming(
                .init(messages: [.user("Weather?")], model: "gpt-4o"), tools: [ToolHandler(weather) { _ in "x" }]) {
                events += 1
                if case .toolResult = event { Issue.record("a tool ran after the consumer was cancelled") }
                if events == 1 {
                    firstEvent.continuation.yield()
                    try? await Task.sleep(for: .seconds(30))   // until cancelled
                }
            }
            return events
        }
        for await _ in firstEvent.stream { break }
        consumer.cancel()
        // The stream ends at once, by finishing or by throwing `CancellationError`.
        switch await consumer.result {
        case .success(let events): #expect(events == 1)
        case .failure(let error): #expect(error is CancellationError, "\(error)")
        }
        // The tool result was never sent: the loop stopped in its first request.
        #expect(try await session.requests().count == 1)
    }

    @Test func chatStreamReportsAToolWithoutHandler() async throws {
        let (toolCall, answer) = try Self.chatStreams()
        let session = try await LoopbackServer.shared().mockSession([.text(toolCall, headers: Self.sse), .text(answer, headers: Self.sse)])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        let other = TypedTool("get_time", parameters: .object(["location": .string()]), arguments: Location.self)
        var events = 0
        let error = await #expect(throws: AIClientError.self) {
            for try await event in client.chat.completions.runToolsStreaming(
                .init(messages: [.user("Weather?")], model: "gpt-4o"), tools: [ToolHandler(other) { _ in "x" }]) {
                if case .event = event { events += 1 }
            }
        }
        #expect(error?.message?.contains("get_weather") == true)
        #expect(events > 3)   // every chunk of the first request arrived before the error
        #expect(try await session.requests().count == 1)
    }

    @Test func responsesRunToolsContinuesFromThePreviousResponse() async throws {
        let call: JSONValue = ["type": "function_call", "id": "fc_1", "call_id": "call_1", "name": "get_current_weather",
                               "arguments": #"{"location":"Paris"}"#, "status": "completed"]
        let message: JSONValue = ["type": "message", "id": "msg_1", "role": "assistant", "status": "completed",
                                  "content": [["type": "output_text", "text": "Sunny in Paris", "annotations": []]]]
        let session = try await LoopbackServer.shared().mockSession([
            .json(["id": "resp_1", "object": "response", "created_at": 1, "status": "completed", "model": "gpt-5", "output": [call]]),
            .json(["id": "resp_2", "object": "response", "created_at": 2, "status": "completed", "model": "gpt-5", "output": [message]]),
        ])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        // README: responses-run-tools
        let weather = try TypedTool("get_current_weather", arguments: Location.self)
        let response = try await client.responses.runTools(
            .init(model: "gpt-5", input: "Weather in Paris?"),
            tools: [ToolHandler(weather) { "sunny in \($0.location)" }])
        print(response.outputText ?? "")
        // README: end
        #expect(response.outputText == "Sunny in Paris")
        let requests = try await session.requests()
        #expect(requests.count == 2)
        #expect(requests[0].bodyJSON?["tools"]?[0]?["name"] == "get_current_weather")
        #expect(requests[0].bodyJSON?["tools"]?[0]?["parameters"] == Self.locationSchema)
        #expect(requests[1].bodyJSON?["previous_response_id"] == "resp_1")
        #expect(requests[1].bodyJSON?["input"] == [["type": "function_call_output", "call_id": "call_1", "output": "sunny in Paris"]])
        #expect(requests[1].bodyJSON?["model"] == "gpt-5")
    }

    @Test func responsesRunToolsWithoutStoreSendsTheWholeConversation() async throws {
        let call: JSONValue = ["type": "function_call", "id": "fc_1", "call_id": "call_1", "name": "get_current_weather",
                               "arguments": #"{"location":"Paris"}"#, "status": "completed"]
        let reasoning: JSONValue = ["type": "reasoning", "id": "rs_1", "summary": [], "encrypted_content": "gAAA"]
        let message: JSONValue = ["type": "message", "id": "msg_1", "role": "assistant", "status": "completed",
                                  "content": [["type": "output_text", "text": "Sunny", "annotations": []]]]
        let session = try await LoopbackServer.shared().mockSession([
            .json(["id": "resp_1", "object": "response", "created_at": 1, "status": "completed", "model": "gpt-5", "output": [reasoning, call]]),
            .json(["id": "resp_2", "object": "response", "created_at": 2, "status": "completed", "model": "gpt-5", "output": [message]]),
        ])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        let weather = TypedTool("get_current_weather", parameters: .object(["location": .string()]), arguments: Location.self)
        let response = try await client.responses.runTools(
            .init(model: "gpt-5", input: "Weather in Paris?", include: [.reasoningEncryptedContent], store: false),
            tools: [ToolHandler(weather) { "sunny in \($0.location)" }])
        #expect(response.outputText == "Sunny")
        let second = try await session.requests()[1].bodyJSON
        #expect(second?["previous_response_id"] == nil)
        #expect(second?["store"] == false)
        #expect(second?["input"] == [
            ["type": "message", "role": "user", "content": "Weather in Paris?"], reasoning, call,
            ["type": "function_call_output", "call_id": "call_1", "output": "sunny in Paris"],
        ])
    }

    @Test func responsesStreamAnswersRecordedFunctionCalls() async throws {
        let (toolCall, answer) = try Self.responsesStreams()
        let session = try await LoopbackServer.shared().mockSession([.text(toolCall, headers: Self.sse), .text(answer, headers: Self.sse)])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        var text = ""
        var results: [Response] = []
        // README: responses-run-tools-stream
        let weather = try TypedTool("get_current_weather", arguments: Location.self)
        for try await event in client.responses.runToolsStreaming(
            .init(model: "gpt-5", input: "Weather in Boston?"), tools: [ToolHandler(weather) { "rainy in \($0.location)" }]) {
            text += event.textDelta ?? ""
            if case .result(let response) = event { results.append(response) }
        }
        // README: end
        #expect(results.count == 2)
        #expect(!text.isEmpty && text == results.last?.outputText)
        let call = try #require(results.first?.functionCalls.first)
        let requests = try await session.requests()
        #expect(requests.count == 2)
        #expect(requests[0].bodyJSON?["tools"]?[0]?["parameters"] == Self.locationSchema)
        #expect(requests[1].bodyJSON?["previous_response_id"] == .string(results[0].id))
        #expect(requests[1].bodyJSON?["input"]?[0]?["call_id"] == .string(call.callID))
        let location = try JSONDecoder().decode(Location.self, from: Data(call.arguments.utf8)).location
        #expect(requests[1].bodyJSON?["input"]?[0]?["output"] == .string("rainy in \(location)"))
        #expect(requests[1].bodyJSON?["stream"] == true)
    }
}
