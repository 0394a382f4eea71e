import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// The streaming operations the recorded traffic does not cover (image generation and edits,
/// replaying a stored response, the beta Responses stream), through a real loopback server
/// with events shaped as the spec declares them.
@Suite(.timeLimit(.minutes(10)))
struct SpecShapedStreamTests {
    static func sse(_ events: [String]) -> String {
        events.map { "event: \(Self.type(of: $0))\ndata: \($0)\n\n" }.joined()
    }

    static func type(of json: String) -> String {
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return object?["type"] as? String ?? "message"
    }

    static let partial = #"{"type":"image_generation.partial_image","b64_json":"AAAA","created_at":1,"size":"1024x1024","quality":"low","background":"opaque","output_format":"png","partial_image_index":0}"#
    static let completed = #"{"type":"image_generation.completed","b64_json":"BBBB","created_at":2,"size":"1024x1024","quality":"low","background":"opaque","output_format":"png","usage":{"total_tokens":10,"input_tokens":4,"output_tokens":6,"input_tokens_details":{"text_tokens":4,"image_tokens":0}}}"#

    @Test func imageGenerationStreamsPartialAndCompletedImages() async throws {
        let script = try await StreamScript.start(Self.sse([Self.partial, Self.completed]), .init(chunk: 29, delayMS: 1))
        let client = OpenAIClient(apiKey: "sk-test", baseURL: script.baseURL, retryPolicy: .none)
        var images: [String] = []
        for try await event in try await client.images.generateStream(.init(prompt: "a lighthouse")) {
            switch event {
            case .imageGenerationPartialImage(let partial): images.append("partial:" + partial.b64Json)
            case .imageGenerationCompleted(let done): images.append("done:" + done.b64Json)
            case .unknown(let raw): Issue.record("a declared event type fell back to .unknown: \(raw)")
            }
        }
        #expect(images == ["partial:AAAA", "done:BBBB"])
        let log = try await script.log()
        #expect(log.acceptHeaders.first == "text/event-stream")
        #expect(log.requestBodies.first??.contains(#""stream":true"#) == true)
    }

    @Test func imageEditStreamsFromAMultipartRequest() async throws {
        let partial = Self.partial.replacingOccurrences(of: "image_generation.", with: "image_edit.")
        let completed = Self.completed.replacingOccurrences(of: "image_generation.", with: "image_edit.")
        let script = try await StreamScript.start(Self.sse([partial, completed]), .init(chunk: 31, delayMS: 1))
        let client = OpenAIClient(apiKey: "sk-test", baseURL: script.baseURL, retryPolicy: .none)
        var kinds: [String] = []
        let request = CreateImageEditRequest(image: [.data(Data([0x89, 0x50, 0x4E, 0x47]), filename: "in.png")], prompt: "add a boat")
        for try await event in try await client.images.editStream(request) {
            switch event {
            case .imageEditPartialImage: kinds.append("partial")
            case .imageEditCompleted: kinds.append("completed")
            case .unknown(let raw): Issue.record("a declared event type fell back to .unknown: \(raw)")
            }
        }
        #expect(kinds == ["partial", "completed"])
    }

    @Test func aStoredResponseReplaysAsEvents() async throws {
        let delta = #"{"type":"response.output_text.delta","item_id":"msg_1","output_index":0,"content_index":0,"delta":"Hel","sequence_number":1,"logprobs":[]}"#
        let more = #"{"type":"response.output_text.delta","item_id":"msg_1","output_index":0,"content_index":0,"delta":"lo","sequence_number":2,"logprobs":[]}"#
        let script = try await StreamScript.start(Self.sse([delta, more]), .init(chunk: 23, delayMS: 1))
        let client = OpenAIClient(apiKey: "sk-test", baseURL: script.baseURL, retryPolicy: .none)
        var text = ""
        for try await event in try await client.responses.retrieveStream(responseID: "resp_1") {
            if case .outputTextDelta(let piece) = event { text += piece.delta }
        }
        #expect(text == "Hello")
        let beta = try await StreamScript.start(Self.sse([delta, more]), .init(chunk: 19, delayMS: 1))
        let betaClient = OpenAIClient(apiKey: "sk-test", baseURL: beta.baseURL, retryPolicy: .none)
        var betaEvents = 0
        for try await event in try await betaClient.beta.responses.stream(.init()) {
            if case .unknown(let raw) = event { Issue.record("a declared event type fell back to .unknown: \(raw)") }
            betaEvents += 1
        }
        #expect(betaEvents == 2)
        #expect(try await beta.log().requestBodies.first??.contains(#""stream":true"#) == true)
    }
}
