import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// The generated models decode every recorded body and stream event to the same value, with
/// the same tolerance issues, through `ClientJSONDecoder` (what the client uses) and through
/// Foundation's `JSONDecoder` (what a user may use on stored data).
@Suite struct ClientJSONDecoderAgreementTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/recorded/openai.jsonl")

    @Test func chatCompletionsAndChunks() throws {
        let chat = try DecoderAgreement.recorded(Self.file, path: "/chat/completions")
        let bodies = DecoderAgreement.compare(OpenAI.CreateChatCompletionResponse.self, chat.bodies)
        let chunks = DecoderAgreement.compare(OpenAI.CreateChatCompletionStreamResponse.self, chat.events)
        #expect(bodies.disagreements.isEmpty, "\(bodies.disagreements)")
        #expect(chunks.disagreements.isEmpty, "\(chunks.disagreements)")
        #expect(bodies.agreed >= 20 && chunks.agreed >= 500)
    }

    @Test func responsesAndTheirEvents() throws {
        let responses = try DecoderAgreement.recorded(Self.file, path: "/responses")
        let bodies = DecoderAgreement.compare(OpenAI.Response.self, responses.bodies)
        let events = DecoderAgreement.compare(OpenAI.ResponseStreamEvent.self, responses.events)
        #expect(bodies.disagreements.isEmpty, "\(bodies.disagreements)")
        #expect(events.disagreements.isEmpty, "\(events.disagreements)")
        #expect(bodies.agreed >= 20 && events.agreed >= 500)
    }

    /// The README's example: a stored body decoded outside the client.
    @Test func aStoredResponseDecodesOutsideTheClient() throws {
        let storedBody = try #require(try DecoderAgreement.recorded(Self.file, path: "/responses").bodies.first)
        // README: stored-response
        let response = try ClientJSONDecoder().decode(OpenAI.Response.self, from: storedBody)
        // README: end
        #expect(!response.id.isEmpty)
        let mismatch = try ReadmeSnippet.mismatch("stored-response", source: URL(fileURLWithPath: #filePath))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }
}
