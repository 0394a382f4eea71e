import AIClientRuntime
import Foundation
import OpenAI
import Testing

/// What goes into each Realtime frame and what comes out of one, without a network: only the
/// fields the caller gave (no invented `event_id`, no nulls), and events this version does not
/// know kept with their JSON.
@Suite struct RealtimeEventCodingTests {
    static func text(_ event: RealtimeClientEvent) throws -> String {
        String(decoding: try JSONCoding.encode(event), as: UTF8.self)
    }

    @Test func anEventHasOnlyTheFieldsGiven() throws {
        #expect(try Self.text(.responseCreate(.init())) == #"{"type":"response.create"}"#)
        #expect(try Self.text(.inputAudioBufferAppend(.init(audio: "AAE="))) == #"{"audio":"AAE=","type":"input_audio_buffer.append"}"#)
        #expect(try Self.text(.inputAudioBufferCommit(.init(eventID: "evt_1"))) == #"{"event_id":"evt_1","type":"input_audio_buffer.commit"}"#)
        let output = RealtimeClientEvent.conversationItemCreate(.init(item: .functionCallOutput(.init(callID: "call_1", output: "{}"))))
        let text = try Self.text(output)
        #expect(!text.contains("null"))
        #expect(!text.contains("event_id"))
        #expect(text.contains(#""call_id":"call_1""#))
    }

    @Test func unknownEventsKeepTheirJSONAndNonJSONIsAProtocolViolation() throws {
        let decoded = try WebSocketEventSequence<RealtimeServerEvent>.decode(.text(#"{"type":"future.event","x":1}"#)) { .unknown($0) }
        #expect(decoded == .unknown(.object(["type": .string("future.event"), "x": .integer(1)])))
        let binary = try WebSocketEventSequence<RealtimeServerEvent>.decode(
            .binary(Data(#"{"type":"input_audio_buffer.cleared","event_id":"e1"}"#.utf8))) { .unknown($0) }
        guard case .inputAudioBufferCleared(let cleared) = binary else {
            Issue.record("decoded \(binary)")
            return
        }
        #expect(cleared.eventID == "e1")
        #expect { try WebSocketEventSequence<RealtimeServerEvent>.decode(.text("not json")) { .unknown($0) } }
            throws: { ($0 as? AIClientError)?.kind == .protocolViolation }
    }

    @Test func connectNeedsAModelOrACallID() async throws {
        let client = OpenAIClient(apiKey: "sk-test", environment: [:])
        await #expect { _ = try await client.realtime.connect() } throws: { ($0 as? AIClientError)?.kind == .invalidRequest }
    }
}
