import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// Issue 10, "Why": call sites that take the `String` a user holds, names that read like the
/// official SDKs', and `Response.outputText`. Each test failed to compile or failed on the
/// `main` before these changes.
@Suite(.timeLimit(.minutes(10)))
struct StringCallSiteTests {
    let key = "sk-test-strings"

    static let completion: JSONValue = [
        "id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "gpt-4o",
        "choices": [["index": 0, "finish_reason": "stop", "logprobs": nil,
                     "message": ["role": "assistant", "content": "Hi", "refusal": nil]]],
    ]

    @Test func chatRolesTakeStringValues() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.completion)])
        let client = OpenAIClient(apiKey: key, baseURL: session.baseURL)
        let prompt = "Write a haiku", rules = "Be brief", earlier = "Sure."

        _ = try await client.chat.completions.create(.init(
            messages: [.system(rules), .user(prompt), .assistant(earlier), .developer(rules)], model: "gpt-4o"))

        #expect(try await session.onlyRequest().bodyJSON?["messages"] == [
            ["role": "system", "content": "Be brief"], ["role": "user", "content": "Write a haiku"],
            ["role": "assistant", "content": "Sure."], ["role": "developer", "content": "Be brief"],
        ])
    }

    @Test func visionIsOneLine() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.completion)])
        let client = OpenAIClient(apiKey: key, baseURL: session.baseURL)
        let link = "https://example.com/cat.png"

        _ = try await client.chat.completions.create(.init(
            messages: [.user([.text("What is this?"), .image(url: link)])], model: "gpt-4o"))

        #expect(try await session.onlyRequest().bodyJSON?["messages"] == [["role": "user", "content": [
            ["type": "text", "text": "What is this?"], ["type": "image_url", "image_url": ["url": "https://example.com/cat.png"]],
        ]]])
    }

    @Test func responsesModelIsAStringAndOutputTextIsComputed() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json([
            "id": "resp_1", "object": "response", "created_at": 1, "status": "completed", "model": "gpt-5",
            "output": [
                ["type": "reasoning", "id": "rs_1", "summary": []],
                ["type": "message", "id": "msg_1", "role": "assistant", "status": "completed", "content": [
                    ["type": "output_text", "text": "Hello, ", "annotations": []],
                    ["type": "output_text", "text": "world", "annotations": []],
                ]],
            ],
        ])])
        let client = OpenAIClient(apiKey: key, baseURL: session.baseURL)
        let name = "gpt-5"

        let response = try await client.responses.create(.init(model: .init(rawValue: name), input: "Hi"))

        #expect(response.outputText == "Hello, world")
        #expect(try await session.onlyRequest().bodyJSON?["model"] == "gpt-5")
        let literal: ModelIdsResponses = "gpt-5"
        #expect(literal == .gpt5)
        #expect(ModelIdsResponses(rawValue: "gpt-99") == .unknown("gpt-99"))
    }

    /// `model:` and `input:` take `String` variables, mixed freely with literals and named
    /// values, and `.init()` still means the empty request (issue 10, "Strings where users
    /// hold strings").
    @Test func responsesModelAndInputTakeStringValues() async throws {
        let reply: JSONValue = ["id": "resp_1", "object": "response", "created_at": 1, "status": "completed", "model": "gpt-5", "output": []]
        let session = try await LoopbackServer.shared().mockSession(Array(repeating: .json(reply), count: 5))
        let client = OpenAIClient(apiKey: key, baseURL: session.baseURL)
        let modelName = "gpt-5", prompt = "Write a haiku", conversationID = "conv_1"

        _ = try await client.responses.create(.init(model: modelName, input: prompt))
        _ = try await client.responses.create(.init(model: .gpt4o, input: prompt))
        _ = try await client.responses.create(.init(model: modelName, input: .inputItemList([.functionCallOutput("ok", for: .init(callID: "c1", name: "f", arguments: "{}"))])))
        _ = try await client.responses.create(.init(model: "gpt-5", input: "Hi", conversation: conversationID))
        _ = try await client.responses.create(.init(previousResponseID: "resp_0", model: nil))

        let bodies = try await session.requests().map(\.bodyJSON)
        #expect(bodies[0] == ["model": "gpt-5", "input": "Write a haiku"])
        #expect(bodies[1] == ["model": "gpt-4o", "input": "Write a haiku"])
        #expect(bodies[2]?["input"]?[0]?["call_id"] == "c1")
        #expect(bodies[3] == ["model": "gpt-5", "input": "Hi", "conversation": "conv_1"])
        #expect(bodies[4] == ["previous_response_id": "resp_0"])
        let empty = CreateResponse()
        #expect(empty.model == nil && empty.input == nil)
    }

    @Test func chatModelTakesAStringValue() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.completion), .json(Self.completion)])
        let client = OpenAIClient(apiKey: key, baseURL: session.baseURL)
        let modelName = "gpt-4o-mini", prompt = "Hi"

        _ = try await client.chat.completions.create(.init(messages: [.user(prompt)], model: modelName))
        _ = try await client.chat.completions.create(.init(messages: [.user("Hi")], model: .gpt4o, stop: "END"))

        let bodies = try await session.requests().map(\.bodyJSON)
        #expect(bodies[0]?["model"] == "gpt-4o-mini")
        #expect(bodies[1]?["model"] == "gpt-4o" && bodies[1]?["stop"] == "END")
    }

    @Test func embeddingInputsAreNamedByWhatTheyHold() throws {
        let encoder = JSONEncoder()
        #expect(String(decoding: try encoder.encode(CreateEmbeddingRequest.Input.strings(["a", "b"])), as: UTF8.self) == #"["a","b"]"#)
        #expect(String(decoding: try encoder.encode(CreateEmbeddingRequest.Input.tokens([1, 2])), as: UTF8.self) == "[1,2]")
        #expect(String(decoding: try encoder.encode(CreateEmbeddingRequest.Input.tokenArrays([[1], [2]])), as: UTF8.self) == "[[1],[2]]")
        let decoded = try JSONDecoder().decode(CreateEmbeddingRequest.Input.self, from: Data("[[1,2]]".utf8))
        #expect(decoded == .tokenArrays([[1, 2]]))
    }

    @Test func valuesWithLeadingDigitsAndItemsWithSharedTagsHaveNames() throws {
        #expect(CreateImageRequest.Size.size1024x1024.rawValue == "1024x1024")
        #expect(CreateImageRequest.Size(rawValue: "1024x1024") == .size1024x1024)
        let output = OutputMessage(id: "msg_1", content: [], status: .completed)
        let item: Item = .outputMessage(output)
        let json = try JSONEncoder().encode(item)
        #expect(try JSONDecoder().decode(JSONValue.self, from: json)["type"] == "message")
        // Dated model names keep their digits apart.
        #expect(ModelIdsShared.gpt4o_2024_08_06.rawValue == "gpt-4o-2024-08-06")
    }
}
