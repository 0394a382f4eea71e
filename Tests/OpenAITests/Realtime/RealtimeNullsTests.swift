import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// What the Realtime API documents as "set to `null` to turn off" is sent as `null`
/// (issue 43, finding 6): `session.update` can turn off noise reduction, transcription and turn
/// detection, which a nil member could not (it is left out, which changes nothing).
@Suite struct RealtimeNullsTests {
    static func json(_ value: some Encodable) throws -> JSONValue {
        try ClientJSONDecoder().decode(JSONValue.self, from: JSONCoding.encode(value))
    }

    static func input(_ event: RealtimeClientEvent) throws -> JSONValue? {
        guard case .object(let root) = try json(event), case .object(let session)? = root["session"],
              case .object(let audio)? = session["audio"] else { return nil }
        return audio["input"]
    }

    @Test func sessionUpdateSendsTheDocumentedNulls() throws {
        // README: realtime-nulls
        let off = RealtimeClientEvent.sessionUpdate(.init(session: .realtime(.init(audio: .init(
            input: .init().sendingNull(.noiseReduction, .transcription, .turnDetection))))))
        // {"session":{"audio":{"input":{"noise_reduction":null,"transcription":null,"turn_detection":null}},"type":"realtime"},…}
        // README: end
        let document = ReadmeSnippet.repository.appendingPathComponent("docs/generated-code.md")
        let mismatch = try ReadmeSnippet.mismatch("realtime-nulls", source: URL(fileURLWithPath: #filePath), document: document)
        #expect(mismatch == nil, "\(mismatch ?? "")")
        #expect(try Self.input(off) == .object(["noise_reduction": .null, "transcription": .null, "turn_detection": .null]))
        // Nil and not listed: left out, as before.
        let unchanged = RealtimeClientEvent.sessionUpdate(.init(session: .realtime(.init(audio: .init(input: .init(format: nil))))))
        #expect(try Self.input(unchanged) == .object([:]))
        // A value wins over the list; taking it away sends `null` again; an empty list, nothing.
        var input = RealtimeSessionCreateRequestGA.Audio.Input(noiseReduction: .init(type: .nearField)).sendingNull(.noiseReduction)
        #expect(try Self.json(input) == .object(["noise_reduction": .object(["type": .string("near_field")])]))
        input.noiseReduction = nil
        #expect(try Self.json(input) == .object(["noise_reduction": .null]))
        input.nulls = []
        #expect(try Self.json(input) == .object([:]))
        // The typed list and the names are one list.
        input.nulls = [.transcription]
        #expect(input.nullNames == ["transcription"])
        #expect(try Self.json(input) == .object(["transcription": .null]))
    }

    /// The direct encoder (`JSONValue(encoding:)`, which tool loops and the WebSocket send path
    /// use) writes the same nulls as the request encoder.
    @Test func theDirectEncoderWritesTheSameNulls() throws {
        let input = RealtimeSessionCreateRequestGA.Audio.Input().sendingNull(.turnDetection)
        #expect(try JSONValue(encoding: input) == .object(["turn_detection": .null]))
    }
}
