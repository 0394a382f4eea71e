import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// Real recorded Assistants run, speech and transcription streams, replayed in small delayed
/// chunks through the loopback server into the generated stream methods.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct AssistantAndAudioStreamReplayTests {
    /// Assistants events carry their type only on the `event:` line: each must decode into the
    /// case of that name, with its data (never another case that happens to fit).
    @Test(arguments: RecordedStreams.of("/threads/runs"))
    func assistantsRun(_ recording: RecordedStream) async throws {
        let (client, script) = try await RecordedStreams.client(replaying: recording)
        let request = try recording.request(as: CreateThreadAndRunRequest.self)
        var events: [AssistantStreamEvent] = []
        for try await event in try await client.threads.createAndRunStream(request) {
            if case .unknown(let value) = event {
                Issue.record("an event of a type the spec declares fell back to .unknown: \(value)")
            }
            events.append(event)
        }
        let raw = recording.rawEvents.filter { $0.data != "[DONE]" }
        #expect(events.count == raw.count)
        for (event, expected) in zip(events, raw) {
            // Read back through JSON: the case's own `event` and the identity of its data.
            let object = try event.jsonObject() as? [String: Any]
            let data = object?["data"] as? [String: Any]
            #expect(object?["event"] as? String == expected.name)
            #expect(data?["id"] as? String == expected.object?["id"] as? String, "\(expected.name ?? "?")")
            #expect(data?["object"] as? String == expected.object?["object"] as? String, "\(expected.name ?? "?")")
        }
        #expect(try await script.log().requestBodies.first??.contains(#""stream":true"#) == true)
    }

    @Test(arguments: RecordedStreams.of("/audio/speech"))
    func speech(_ recording: RecordedStream) async throws {
        let (client, script) = try await RecordedStreams.client(replaying: recording)
        let request = try recording.request(as: CreateSpeechRequest.self)
        var audio = Data()
        var done: SpeechAudioDoneEvent?
        for try await event in try await client.audio.speech.stream(request) {
            switch event {
            case .audioDelta(let delta): audio.append(try #require(Data(base64Encoded: delta.audio)))
            case .audioDone(let event): done = event
            case .unknown(let value): Issue.record("an event of a type the spec declares fell back to .unknown: \(value)")
            }
        }
        let raw = recording.rawEvents
        let expected = raw.filter { $0.type == "speech.audio.delta" }
            .compactMap { ($0.object?["audio"] as? String).flatMap { Data(base64Encoded: $0) } }
            .reduce(into: Data()) { $0.append($1) }
        #expect(!audio.isEmpty)
        #expect(audio == expected)
        let rawUsage = raw.last { $0.type == "speech.audio.done" }?.object?["usage"] as? [String: Any]
        #expect(done?.usage.totalTokens == rawUsage?["total_tokens"] as? Int)
        // Speech streams when asked for `stream_format: sse`.
        #expect(try await script.log().requestBodies.first??.contains(#""stream_format":"sse""#) == true)
    }

    @Test(arguments: RecordedStreams.of("/audio/transcriptions"))
    func transcription(_ recording: RecordedStream) async throws {
        let (client, _) = try await RecordedStreams.client(replaying: recording)
        let request = CreateTranscriptionRequest(
            file: .data(Data("RIFF....WAVE".utf8), filename: "ruby.wav", contentType: "audio/wav"),
            model: "gpt-4o-transcribe-diarize")
        var segments: [TranscriptTextSegmentEvent] = []
        var done: TranscriptTextDoneEvent?
        for try await event in try await client.audio.transcriptions.stream(request) {
            switch event {
            case .transcriptTextSegment(let segment): segments.append(segment)
            case .transcriptTextDelta: break
            case .transcriptTextDone(let event): done = event
            case .unknown(let value): Issue.record("an event of a type the spec declares fell back to .unknown: \(value)")
            }
        }
        let raw = recording.rawEvents
        let rawSegments = raw.filter { $0.type == "transcript.text.segment" }.compactMap(\.object)
        #expect(segments.map(\.text) == rawSegments.compactMap { $0["text"] as? String })
        #expect(segments.map(\.speaker) == rawSegments.compactMap { $0["speaker"] as? String })
        #expect(done?.text == raw.last { $0.type == "transcript.text.done" }?.object?["text"] as? String)
        #expect(done?.text.isEmpty == false)
    }
}
