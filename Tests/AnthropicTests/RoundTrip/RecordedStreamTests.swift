import Foundation
import RoundTripSupport
import Testing

/// Every event of the recorded Anthropic streams decodes into its operation's event type.
@Suite struct RecordedStreamTests {
    /// Events that cannot decode, each with the reason.
    static let known: [String: String] = [:]

    @Test func everyEventDecodes() throws {
        let traffic = try RecordedTrafficCheck(
            fixture: SpecFixture(configName: "anthropic"), codec: SchemaCodec(decode: SchemaRegistry.decode),
            recordings: "Tests/AnthropicTests/Fixtures/recorded/anthropic.jsonl")
        let report = RecordedStreamCheck(traffic: traffic).run()
        print(report.text(known: Self.known))
        #expect(report.total > 300)
        let (unexpected, stale) = report.unexpected(known: Self.known)
        let unexpectedIDs = unexpected.map(\.id)
        #expect(unexpectedIDs.isEmpty, "events that failed; see the report above")
        #expect(stale.isEmpty, "listed as failing but now pass")
    }
}
