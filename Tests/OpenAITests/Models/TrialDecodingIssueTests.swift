import AIClientRuntime
import Foundation
import OpenAI
import Testing

/// A union variant that is tried and rejected leaves nothing in the `DecodingIssueCollector`:
/// only the kept variant's stand-ins are reported.
@Suite struct TrialDecodingIssueTests {
    func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> (T, [String]) {
        let collector = DecodingIssueCollector()
        let decoder = JSONDecoder()
        decoder.userInfo[DecodingIssueCollector.userInfoKey] = collector
        let value = try decoder.decode(type, from: Data(text.utf8))
        return (value, collector.issues.map(\.description))
    }

    @Test func rejectedDiarizedBranchLeavesNoReports() throws {
        // verbose_json as the API sends it ties with diarized_json on its members; the diarized
        // branch is tried first, stands in `segments[0].type`, then fails on the numeric `id`.
        let text = """
            {"task":"transcribe","language":"english","duration":1.5,"text":"Hi there","segments":[
             {"id":0,"seek":0,"start":0.0,"end":1.5,"text":"Hi there","tokens":[1,2],"temperature":0.0,
              "avg_logprob":-0.2,"compression_ratio":0.9,"no_speech_prob":0.01}]}
            """
        let (response, issues) = try decode(CreateTranscriptionResponse.self, text)
        guard case .verboseJson(let verbose) = response else {
            Issue.record("expected .verboseJson, got \(response)")
            return
        }
        #expect(verbose.segments?.first?.id == 0)
        #expect(issues == [])
    }

    @Test func keptBranchStillReportsItsOwnStandIns() throws {
        // The same payload without `seek` in its segment: the verbose branch is kept and its
        // stand-in for the absent `seek` is still reported, once.
        let text = """
            {"task":"transcribe","language":"english","duration":1.5,"text":"Hi there","segments":[
             {"id":0,"start":0.0,"end":1.5,"text":"Hi there","tokens":[1,2],"temperature":0.0,
              "avg_logprob":-0.2,"compression_ratio":0.9,"no_speech_prob":0.01}]}
            """
        let (response, issues) = try decode(CreateTranscriptionResponse.self, text)
        guard case .verboseJson = response else {
            Issue.record("expected .verboseJson, got \(response)")
            return
        }
        #expect(issues == ["segments[0].seek: required member is absent; decoded as its empty value"])
    }
}
