import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// The OpenAI recipes of docs/cookbook.md, run against the loopback server: each test holds
/// the recipe's code between its markers and checks what reached the server and what came back.
@Suite(.timeLimit(.minutes(10)))
struct OpenAICookbookTests {
    @Test func theCookbookShowsThisCode() throws {
        for name in ["vision", "responses-create", "responses-stream", "embeddings", "transcription", "image-generation"] {
            let mismatch = try ReadmeSnippet.mismatch(name, source: URL(fileURLWithPath: #filePath), document: ReadmeSnippet.cookbook)
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }
    }

    static let completion: JSONValue = [
        "id": "c", "object": "chat.completion", "created": 1, "model": "gpt-4o",
        "choices": [["index": 0, "finish_reason": "stop", "logprobs": nil,
                     "message": ["role": "assistant", "content": "A cat.", "refusal": nil]]],
    ]

    static let response: JSONValue = [
        "id": "resp_1", "object": "response", "created_at": 1, "status": "completed", "model": "gpt-5",
        "output": [["type": "message", "id": "msg_1", "role": "assistant", "status": "completed",
                    "content": [["type": "output_text", "text": "Swift and safe", "annotations": []]]]],
    ]

    @Test func vision() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.completion)])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        let imageURL = URL(string: "https://example.com/cat.png")!   // a `URL` value, or a string
        // README: vision
        let completion = try await client.chat.completions.create(.init(
            messages: [.user([.text("What is in this image?"), .image(url: imageURL)])], model: "gpt-4o"))
        print(completion.choices[0].message.content ?? "")
        // README: end
        #expect(completion.choices[0].message.content == "A cat.")
        #expect(try await session.onlyRequest().bodyJSON?["messages"]?[0]?["content"]?[1] == [
            "type": "image_url", "image_url": ["url": "https://example.com/cat.png"]])
    }

    @Test func responsesCreate() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.response)])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        // README: responses-create
        let response = try await client.responses.create(.init(model: "gpt-5", input: "Write a haiku about Swift"))
        print(response.outputText ?? "")
        // README: end
        #expect(response.outputText == "Swift and safe")
        let body = try await session.onlyRequest().bodyJSON
        #expect(body == ["model": "gpt-5", "input": "Write a haiku about Swift"])
    }

    @Test func responsesStream() async throws {
        let events = [
            #"{"type":"response.output_text.delta","item_id":"msg_1","output_index":0,"content_index":0,"delta":"Hel","sequence_number":1,"logprobs":[]}"#,
            #"{"type":"response.output_text.delta","item_id":"msg_1","output_index":0,"content_index":0,"delta":"lo","sequence_number":2,"logprobs":[]}"#,
        ]
        let sse = events.map { "event: response.output_text.delta\ndata: \($0)\n\n" }.joined()
        let session = try await LoopbackServer.shared().mockSession([.text(sse, headers: ["Content-Type": "text/event-stream"])])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        var text = ""
        // README: responses-stream
        for try await event in try await client.responses.stream(.init(model: "gpt-5", input: "Hi")) {
            if case .outputTextDelta(let delta) = event { text += delta.delta }
        }
        // README: end
        #expect(text == "Hello")
        #expect(try await session.onlyRequest().bodyJSON?["stream"] == true)
    }

    @Test func embeddings() async throws {
        // 1.0 and -2.5 as little-endian float32, base64: what `encoding_format: base64` sends.
        var bytes = Data()
        for value: Float in [1.0, -2.5] { withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) } }
        let session = try await LoopbackServer.shared().mockSession([.json([
            "object": "list", "model": "text-embedding-3-small", "usage": ["prompt_tokens": 2, "total_tokens": 2],
            "data": [["object": "embedding", "index": 0, "embedding": .string(bytes.base64EncodedString())]],
        ])])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        // README: embeddings
        let response = try await client.embeddings.create(.init(
            input: .strings(["Swift is fast"]), model: "text-embedding-3-small", encodingFormat: .base64))
        let vectors: [[Float]] = try response.vectors   // floats or base64, decoded alike
        // README: end
        #expect(vectors == [[1.0, -2.5]])
        #expect(try await session.onlyRequest().bodyJSON?["encoding_format"] == "base64")
    }

    @Test func transcription() async throws {
        let audio = FileManager.default.temporaryDirectory.appendingPathComponent("tone-\(UUID().uuidString).wav")
        try Data(repeating: 0, count: 64).write(to: audio)
        defer { try? FileManager.default.removeItem(at: audio) }
        let session = try await LoopbackServer.shared().mockSession([
            .json(["text": "Hello there."]),
            .text("1\n00:00:00,000 --> 00:00:01,000\nHello there.\n", headers: ["Content-Type": "text/plain; charset=utf-8"]),
        ])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        // README: transcription
        let result = try await client.audio.transcriptions.create(.init(file: .url(audio), model: .whisper1))
        print(result.text)   // the transcript, whatever `responseFormat` asked for
        let subtitles = try await client.audio.transcriptions.create(.init(file: .url(audio), model: .whisper1, responseFormat: .srt))
        if let srt = subtitles.plainText { print(srt) }   // the SRT document as sent; nil for JSON
        // README: end
        #expect(result.text == "Hello there.")
        #expect(subtitles.plainText?.hasPrefix("1\n00:00:00,000") == true)
        #expect(subtitles.text.contains("Hello there."))
        let parts = try await session.requests().last?.parts?.map(\.name)
        #expect(parts == ["model", "response_format", "file"])
    }

    @Test func imageGeneration() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json([
            "created": 1, "data": [["b64_json": "aGVsbG8=", "revised_prompt": "a lighthouse at dawn"]],
        ])])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        // README: image-generation
        let images = try await client.images.generate(.init(prompt: "A lighthouse at dawn", model: "gpt-image-1"))
        let png = images.data?.first?.b64Json.flatMap { Data(base64Encoded: $0) }
        // README: end
        #expect(png == Data("hello".utf8))
        #expect(try await session.onlyRequest().bodyJSON == ["prompt": "A lighthouse at dawn", "model": "gpt-image-1"])
    }
}
