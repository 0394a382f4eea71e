import AIClientRuntime
import Foundation
import OpenAI
import Testing

/// The transcription reply of the SDK spec declares `discriminator: {propertyName: task}` over
/// three branches of which only the diarized one declares `task`, while a `verbose_json` reply
/// says `"task": "transcribe"` too. The generator reports that discriminator and routes by
/// members, so each of the three shapes the API sends decodes as its own case.
@Suite struct TranscriptionShapesTests {
    static func decode(_ text: String) throws -> CreateTranscriptionResponse {
        try JSONCoding.decode(CreateTranscriptionResponse.self, from: Data(text.utf8))
    }

    @Test func json() throws {
        let reply = try Self.decode(#"{"text":"Hi there","usage":{"type":"tokens","input_tokens":14,"output_tokens":3,"total_tokens":17}}"#)
        guard case .json(let json) = reply else {
            Issue.record("expected .json, got \(reply)")
            return
        }
        #expect(json.text == "Hi there")
    }

    @Test func verboseJSONThatSaysTranscribe() throws {
        let reply = try Self.decode("""
            {"task":"transcribe","language":"english","duration":1.5,"text":"Hi there",
             "words":[{"word":"Hi","start":0.0,"end":0.4},{"word":"there","start":0.4,"end":1.1}],
             "segments":[{"id":0,"seek":0,"start":0.0,"end":1.5,"text":"Hi there","tokens":[1,2],"temperature":0.0,
              "avg_logprob":-0.2,"compression_ratio":0.9,"no_speech_prob":0.01}]}
            """)
        guard case .verboseJson(let verbose) = reply else {
            Issue.record("expected .verboseJson, got \(reply)")
            return
        }
        #expect(verbose.language == "english")
        #expect(verbose.words?.map(\.word) == ["Hi", "there"])
    }

    @Test func diarizedJSON() throws {
        let reply = try Self.decode("""
            {"task":"transcribe","duration":2.0,"text":"Hi there. Hello.",
             "segments":[{"type":"transcript.text.segment","id":"seg_0","start":0.0,"end":1.0,"text":"Hi there.","speaker":"A"},
                         {"type":"transcript.text.segment","id":"seg_1","start":1.0,"end":2.0,"text":"Hello.","speaker":"B"}]}
            """)
        guard case .diarizedJson(let diarized) = reply else {
            Issue.record("expected .diarizedJson, got \(reply)")
            return
        }
        #expect(diarized.segments.map(\.speaker) == ["A", "B"])
    }
}
