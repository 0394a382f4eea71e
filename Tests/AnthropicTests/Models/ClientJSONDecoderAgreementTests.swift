import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// Anthropic's recorded messages and stream events decode alike through `ClientJSONDecoder`
/// and Foundation's `JSONDecoder`: same values, same tolerance issues.
@Suite struct ClientJSONDecoderAgreementTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/recorded/anthropic.jsonl")

    @Test func messagesAndTheirEvents() throws {
        let messages = try DecoderAgreement.recorded(Self.file, path: "/messages")
        let bodies = DecoderAgreement.compare(Anthropic.Message.self, messages.bodies)
        let events = DecoderAgreement.compare(Anthropic.MessageStreamEvent.self, messages.events)
        #expect(bodies.disagreements.isEmpty, "\(bodies.disagreements)")
        #expect(events.disagreements.isEmpty, "\(events.disagreements)")
        #expect(bodies.agreed >= 20 && events.agreed >= 100)
    }
}
