import AIClientRuntime
import AIClientsTestSupport
import Foundation
import Testing
import TextGeneration

/// A client the GenerateClient build plugin generates from a spec in the shape of Hugging Face
/// text-generation-inference's (Tests/TextGeneration/openapi.yaml), called against a loopback
/// server that answers as that server does: its native routes, its token stream (`data:`
/// without a space, no terminator: the last event carries the whole text), its OpenAI-style
/// chat route and its `{"error", "error_type"}` error body.
@Suite(.timeLimit(.minutes(10)))
struct TextGenerationClientTests {
    static func client(_ baseURL: URL) -> TextGenerationClient {
        TextGenerationClient(baseURL: baseURL, retryPolicy: .none)
    }

    static func token(_ id: Int, _ text: String, logprob: Double? = -0.25, special: Bool = false) -> JSONValue {
        ["id": .integer(id), "text": .string(text), "logprob": logprob.map(JSONValue.number) ?? .null, "special": .bool(special)]
    }

    @Test func healthInfoAndTokenize() async throws {
        let info: JSONValue = [
            "model_id": "bigscience/bloom-560m", "model_sha": nil, "model_pipeline_tag": "text-generation",
            "max_input_tokens": 1024, "max_total_tokens": 2048, "max_concurrent_requests": 128,
            "router": "text-generation-router", "version": "3.3.4", "sha": nil,
        ]
        let tokens: JSONValue = [
            ["id": 15496, "text": "Hello", "start": 0, "stop": 5],
            ["id": 2159, "text": " world", "start": 5, "stop": 11],
        ]
        let session = try await LoopbackServer.shared().mockSession([.text(""), .json(info), .json(tokens)])
        let client = Self.client(session.baseURL)

        #expect(try await client.health.retrieve().status == 200)
        let served = try await client.info.retrieve()
        #expect(served.modelID == "bigscience/bloom-560m")
        #expect(served.modelSha == nil)
        #expect(served.maxTotalTokens == 2048)
        #expect(served.version == "3.3.4")
        let split = try await client.tokenize.create(.init(inputs: "Hello world", addSpecialTokens: false))
        #expect(split.map(\.text) == ["Hello", " world"])
        #expect(split.last?.stop == 11)

        let requests = try await session.requests()
        #expect(requests.map { "\($0.method) \($0.path)" } == ["GET /health", "GET /info", "POST /tokenize"])
        #expect(requests.last?.bodyJSON == ["inputs": "Hello world", "add_special_tokens": false])
    }

    @Test func generateSendsParametersAndReadsDetails() async throws {
        let answer: JSONValue = [
            "generated_text": " a teacher.",
            "details": [
                "finish_reason": "eos_token", "generated_tokens": 3, "seed": nil,
                "prefill": [["id": 10, "text": "I", "logprob": nil]],
                "tokens": [Self.token(257, " a"), Self.token(4552, " teacher"), Self.token(2, ".", logprob: nil, special: true)],
            ],
        ]
        let session = try await LoopbackServer.shared().mockSession([.json(answer), .json(["generated_text": " a doctor."])])
        let client = Self.client(session.baseURL)
        let parameters = GenerateParameters(
            maxNewTokens: 20, temperature: 0.5, stop: ["\n"], details: true,
            grammar: .regex(.init(value: "[a-z ]+\\.")))

        let response = try await client.generate.create(.init(inputs: "I am", parameters: parameters))
        #expect(response.generatedText == " a teacher.")
        let details = try #require(response.details)
        #expect(details.finishReason == .eosToken)
        #expect(details.tokens.map(\.text) == [" a", " teacher", "."])
        #expect(details.tokens.last?.special == true)
        #expect(details.tokens.last?.logprob == nil)
        #expect(details.prefill.first?.logprob == nil)
        // The hand-written convenience beside the generated code.
        #expect(try await client.text(for: "I am") == " a doctor.")

        let requests = try await session.requests()
        #expect(requests.map(\.path) == ["/generate", "/generate"])
        #expect(requests.first?.bodyJSON == [
            "inputs": "I am",
            "parameters": [
                "max_new_tokens": 20, "temperature": 0.5, "stop": ["\n"], "details": true,
                "grammar": ["type": "regex", "value": "[a-z ]+\\."],
            ],
        ])
        #expect(requests.last?.bodyJSON == ["inputs": "I am"])
    }

    @Test func validationErrorsCarryTheServersMessage() async throws {
        let body: JSONValue = ["error": "Input validation error: `inputs` must have less than 1024 tokens", "error_type": "validation"]
        let session = try await LoopbackServer.shared().mockSession([.json(body, status: 422)])
        let client = Self.client(session.baseURL)
        let error = await #expect(throws: AIClientError.self) {
            _ = try await client.generate.create(.init(inputs: String(repeating: "x ", count: 2000)))
        }
        #expect(error?.status == 422)
        #expect(error?.providerError?.message == "Input validation error: `inputs` must have less than 1024 tokens")
        #expect(error?.providerError?.body["error_type"] == "validation")
    }

    @Test func tokenStreamEndsWithTheWholeText() async throws {
        // As the server writes it: `data:` without a space, one event per token, the last one
        // with `generated_text` and `details`, then the connection closes.
        var body = ""
        let pieces = [" a", " teacher", "."]
        for (index, piece) in pieces.enumerated() {
            let last = index == pieces.count - 1
            let details: JSONValue = ["finish_reason": "eos_token", "generated_tokens": 3, "input_length": 2, "seed": nil]
            let event: JSONValue = [
                "index": .integer(index + 1), "token": Self.token(100 + index, piece, special: last),
                "generated_text": last ? " a teacher." : nil, "details": last ? details : nil,
            ]
            body += "data:" + String(decoding: try JSONEncoder().encode(event), as: UTF8.self) + "\n\n"
        }
        let script = try await StreamScript.start(body, .init(chunk: 7))
        let client = Self.client(script.baseURL)

        var texts: [String] = []
        var final: StreamResponse?
        for try await event in try await client.generateStream.create(.init(inputs: "I am", parameters: .init(maxNewTokens: 3))) {
            texts.append(event.token.text)
            if event.generatedText != nil { final = event }
        }
        #expect(texts == pieces)
        #expect(final?.generatedText == " a teacher.")
        #expect(final?.details?.finishReason == .eosToken)
        #expect(final?.details?.inputLength == 2)
        let log = try await script.log()
        let sent = try JSONDecoder().decode([String: JSONValue].self, from: Data(try #require(log.requestBodies.first??.utf8)))
        #expect(log.requestBodies.count == 1)
        #expect(sent["inputs"] == "I am")
        #expect(sent["parameters"] == ["max_new_tokens": 3])
        // The body declares no `stream` member, so the stream method adds none (issue 20's
        // defect 5): exactly what the call gave.
        #expect(Set(sent.keys) == ["inputs", "parameters"])
    }

    @Test func chatStreamsChunksUntilDone() async throws {
        var body = ""
        for (index, content) in ["Deep", " learning", ""].enumerated() {
            let finished = index == 2
            let chunk: JSONValue = [
                "id": "", "object": "chat.completion.chunk", "created": 1_732_000_000, "model": "tgi",
                "system_fingerprint": "3.3.4-native",
                "choices": [["index": 0, "delta": ["role": "assistant", "content": .string(content)], "logprobs": nil,
                             "finish_reason": finished ? "stop" : nil]],
                "usage": finished ? ["prompt_tokens": 9, "completion_tokens": 2, "total_tokens": 11] : nil,
            ]
            body += "data: " + String(decoding: try JSONEncoder().encode(chunk), as: UTF8.self) + "\n\n"
        }
        body += "data: [DONE]\n\n"
        let script = try await StreamScript.start(body, .init(chunk: 13))
        let client = Self.client(script.baseURL)
        let request = ChatRequest(messages: [
            .init(role: "system", content: "Answer in two words."),
            .init(role: "user", content: .array([.text(.init(text: "What is")), .imageURL(.init(imageURL: .init(url: "https://example.com/a.png")))])),
        ], model: "tgi", maxTokens: 8)

        var reply = ""
        var usage: Usage?
        for try await chunk in try await client.v1.chat.completions.stream(request) {
            reply += chunk.choices.first?.delta.content ?? ""
            usage = chunk.usage ?? usage
        }
        #expect(reply == "Deep learning")
        #expect(usage?.totalTokens == 11)
        let log = try await script.log()
        let sent = try JSONDecoder().decode(JSONValue.self, from: Data(try #require(log.requestBodies.first??.utf8)))
        #expect(sent == [
            "model": "tgi", "max_tokens": 8, "stream": true,
            "messages": [
                ["role": "system", "content": "Answer in two words."],
                ["role": "user", "content": [["type": "text", "text": "What is"], ["type": "image_url", "image_url": ["url": "https://example.com/a.png"]]]],
            ],
        ])
    }
}
