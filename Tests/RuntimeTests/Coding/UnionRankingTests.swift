import AIClientRuntime
import Foundation
import Testing

/// `UnionDecoding.rank`, one rule per test: constants, then required members, then the most
/// matching members, ties returned together for trial decoding.
@Suite struct UnionRankingTests {
    /// Captures the decoder so the ranking can read the payload.
    struct Ranked: Decodable {
        static let shapes: [UnionDecoding.ObjectShape] = [
            // an input message
            .init(required: ["type", "role", "content"], declared: ["type", "role", "content", "id"],
                  constants: [("role", ["user", "system", "developer"])]),
            // an output message
            .init(required: ["type", "role", "content", "status"], declared: ["type", "role", "content", "id", "status"],
                  constants: [("role", ["assistant"])]),
        ]
        var order: [Int]

        init(from decoder: any Decoder) throws {
            order = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.shapes)
        }
    }

    struct Transcription: Decodable {
        static let shapes: [UnionDecoding.ObjectShape] = [
            .init(required: ["text"], declared: ["text", "usage"]),
            .init(required: ["task", "duration", "text", "segments"], declared: ["task", "duration", "text", "segments", "usage"]),
            .init(required: ["language", "duration", "text"], declared: ["language", "duration", "text", "words", "segments", "usage"]),
        ]
        var order: [Int]

        init(from decoder: any Decoder) throws {
            order = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.shapes)
        }
    }

    static func rank<T: Decodable>(_ json: String, as type: T.Type) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test func constantMemberRulesOutTheOtherRole() throws {
        // The user message has `status` too: only `role` tells it from the output message.
        let user = try Self.rank(#"{"type":"message","role":"user","status":"completed","content":[],"id":"m"}"#, as: Ranked.self)
        #expect(user.order == [0])
        let assistant = try Self.rank(#"{"type":"message","role":"assistant","status":"completed","content":[],"id":"m"}"#, as: Ranked.self)
        #expect(assistant.order == [1])
    }

    @Test func requiredMembersRuleOutAndMatchingMembersOrder() throws {
        let plain = try Self.rank(#"{"text":"hi"}"#, as: Transcription.self)
        #expect(plain.order == [0])
        let verbose = try Self.rank(#"{"language":"en","duration":1,"text":"hi","words":[],"segments":[]}"#, as: Transcription.self)
        #expect(verbose.order == [2])
    }

    @Test func tiesAreReturnedForTrialMoreRequiredFirst() throws {
        // verbose_json as the API sends it: `task` as well as `language`, same score for both.
        let tie = try Self.rank(#"{"task":"transcribe","language":"en","duration":1,"text":"hi","segments":[]}"#, as: Transcription.self)
        #expect(tie.order == [1, 2])
    }

    @Test func nothingFitsThenTheBestMatchAlone() throws {
        let odd = try Self.rank(#"{"role":"critic","content":[],"status":"x"}"#, as: Ranked.self)
        #expect(odd.order.count == 1)
    }

    /// Trial `i` succeeds when the payload's `i`-th Boolean is true.
    struct Trials: Decodable {
        struct Failure: Error, Equatable { let index: Int }
        var chosen: Int

        init(from decoder: any Decoder) throws {
            let succeeds = try [Bool](from: decoder)
            chosen = try UnionDecoding.decodeFirst(Array(succeeds.indices), in: decoder) { index in
                guard succeeds[index] else { throw Failure(index: index) }
                return index
            }
        }
    }

    @Test func decodeFirstReportsTheFirstError() throws {
        #expect(throws: Trials.Failure(index: 0)) {
            try JSONDecoder().decode(Trials.self, from: Data("[false,false]".utf8))
        }
        #expect(try JSONDecoder().decode(Trials.self, from: Data("[false,true]".utf8)).chosen == 1)
    }
}
