import AIClientRuntime
import Foundation
import RoundTripSupport
import Testing

/// How the round-trip tests compare JSON and sort what differs.
@Suite struct CanonicalJSONTests {
    func differences(_ input: String, _ output: String) throws -> [String] {
        let left = try CanonicalJSON.parse(Data(input.utf8))
        let right = try CanonicalJSON.parse(Data(output.utf8))
        return CanonicalJSON.differences(left, right).map(\.description)
    }

    @Test func keyOrderAndNumberSpellingDoNotMatter() throws {
        #expect(try differences(#"{"a":1,"b":[1.0,2.5]}"#, #"{"b":[1,2.5],"a":1.0}"#).isEmpty)
    }

    @Test func booleansAreNotNumbers() throws {
        #expect(try differences(#"{"a":true}"#, #"{"a":1}"#) == ["a: input true, output 1"])
    }

    @Test func droppedAddedAndChangedMembersHavePaths() throws {
        let found = try differences(#"{"x":[{"a":1,"b":null}],"c":"s"}"#, #"{"x":[{"a":2,"d":[]}]}"#)
        #expect(found == ["c: dropped (input \"s\")", "x[0].a: input 1, output 2", "x[0].b: dropped (input null)", "x[0].d: added []"])
    }

    @Test func undeclaredMembersAreToldFromLostOnes() throws {
        // `role` is declared by the generated type, `mood` is not.
        let codec = SchemaCodec(decode: SchemaRegistry.decode)
        let outcome = try codec.roundTrip("ChatCompletionRequestUserMessage", Data(#"{"role":"user","content":"hi","mood":"calm","name":null}"#.utf8))
        let sorted = outcome.sorted
        #expect(sorted.undeclared.map(\.path) == ["mood"])
        #expect(sorted.nullVersusAbsent.map(\.path) == ["name"])
        #expect(sorted.unexplained.isEmpty)
    }

    @Test func openAIPathsAreFoundBelowTheServerBasePath() throws {
        let fixture = try SpecFixture(configName: "openai")
        let matcher = OperationMatcher(document: fixture.document)
        let match = try #require(matcher.match(method: "GET", url: "api.openai.com/v1/chat/completions/chatcmpl-1"))
        #expect(match.operation.pathKey == "/chat/completions/{completion_id}")
        #expect(matcher.match(method: "GET", url: "api.openai.com/v1/chat/completions?limit=1")?.operation.pathKey == "/chat/completions")
    }
}
