import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// What a new user writes first, from the official SDKs' READMEs (issue 19): each compiles and
/// does what it reads as, against the loopback server. (`JSONOrText.text` on a reply other
/// than a transcription's or translation's no longer compiles: its message names `plainText`.)
@Suite(.timeLimit(.minutes(10)))
struct FirstAttemptsTests {
    static let completion: JSONValue = [
        "id": "c", "object": "chat.completion", "created": 1, "model": "gpt-4o",
        "choices": [["index": 0, "finish_reason": "stop", "logprobs": nil, "message": ["role": "assistant", "content": "A cat.", "refusal": nil]]]]

    @Test func imageFromAURLValue() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.completion), .json(Self.completion)])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        let link = URL(string: "https://example.com/cat.png")!
        _ = try await client.chat.completions.create(.init(
            messages: [.user([.text("What is this?"), .image(url: link)])], model: "gpt-4o"))
        _ = try await client.chat.completions.create(.init(
            messages: [.user([.image(Data([0x89, 0x50]), mediaType: "image/png", detail: .low)])], model: "gpt-4o"))
        let requests = try await session.requests()
        #expect(requests[0].bodyJSON?["messages"]?[0]?["content"]?[1] == ["type": "image_url", "image_url": ["url": "https://example.com/cat.png"]])
        #expect(requests[1].bodyJSON?["messages"]?[0]?["content"]?[0] == ["type": "image_url", "image_url": ["url": "data:image/png;base64,iVA=", "detail": "low"]])
    }

    @Test func transcriptionTextIsTheTranscriptForEveryFormat() async throws {
        let audio = FileManager.default.temporaryDirectory.appendingPathComponent("tone-\(UUID().uuidString).wav")
        try Data(repeating: 0, count: 64).write(to: audio)
        defer { try? FileManager.default.removeItem(at: audio) }
        let session = try await LoopbackServer.shared().mockSession([
            .json(["text": "Hello there."]),
            .text("Hello there.\n", headers: ["Content-Type": "text/plain; charset=utf-8"]),
            .json(["text": "Bonjour.", "language": "french", "duration": 1.0]),
        ])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        let transcription = try await client.audio.transcriptions.create(.init(file: .url(audio), model: .whisper1))
        #expect(transcription.text == "Hello there.")
        #expect(transcription.plainText == nil)
        let plain = try await client.audio.transcriptions.create(.init(file: .url(audio), model: .whisper1, responseFormat: .text))
        #expect(plain.text == "Hello there.\n")
        let translation = try await client.audio.translations.create(.init(file: .url(audio), model: .whisper1))
        #expect(translation.text == "Bonjour.")
    }

    static let response: JSONValue = [
        "id": "resp_1", "object": "response", "created_at": 1, "status": "completed", "model": "gpt-5",
        "output": [["type": "message", "id": "msg_1", "role": "assistant", "status": "completed",
                    "content": [["type": "output_text", "text": #"{"city":"Paris","celsius":18}"#, "annotations": []]]]]]

    struct Weather: Decodable, Equatable { var city: String; var celsius: Int }

    /// `input:` right after `model:`, then `text:`, `tools:`, `instructions:`, as the SDKs write them.
    @Test func responsesInputBeforeTheRest() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.response), .json(Self.response), .json(Self.response)])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        let schema: JSONSchema = .object(["city": .string(), "celsius": .integer()])
        let prompt = "Weather in Paris as JSON"
        let first = try await client.responses.create(.init(model: "gpt-5", input: "Weather in Paris as JSON", text: .jsonSchema(schema, name: "weather")))
        _ = try await client.responses.create(.init(model: "gpt-5", input: prompt, instructions: "Be brief", text: .jsonSchema(schema, name: "weather")))
        let weather = try TypedTool("get_weather", arguments: Weather.self)
        let modelName = "gpt-5"
        _ = try await client.responses.create(.init(model: modelName, input: prompt, tools: [weather.responsesTool], store: false))
        #expect(try first.parse(as: Weather.self) == Weather(city: "Paris", celsius: 18))
        let requests = try await session.requests()
        #expect(requests[0].bodyJSON == ["model": "gpt-5", "input": "Weather in Paris as JSON", "text": ["format": [
            "type": "json_schema", "name": "weather", "strict": true, "schema": schema.json]]])
        #expect(requests[1].bodyJSON?["instructions"] == "Be brief")
        #expect(requests[2].bodyJSON?["tools"]?[0]?["name"] == "get_weather")
        #expect(requests[2].bodyJSON?["store"] == false)
    }
}
