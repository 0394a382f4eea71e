import Foundation
import RoundTripSupport
import Testing

/// Real Anthropic traffic (Fixtures/recorded/anthropic.jsonl) through the typed models.
@Suite struct RecordedTrafficTests {
    /// Bodies that cannot decode yet, each with the reason (kept empty when possible).
    static let knownResponses: [String: String] = [:]
    static let knownRequests: [String: String] = [
        "line 11 POST /v1/messages 400 [DataDog/dd-trace-py:tests/contrib/anthropic/cassettes/anthropic_completion_error.yaml] as CreateMessageParams":
            "The recorded request is invalid on purpose (a test of the error path: `messages: [\"Invalid content\"]`); the API rejected it with 400 `messages.0: Input does not match the expected shape.`",
    ]

    static func check() throws -> RecordedTrafficCheck {
        try RecordedTrafficCheck(
            fixture: SpecFixture(configName: "anthropic"), codec: SchemaCodec(decode: SchemaRegistry.decode),
            recordings: "Tests/AnthropicTests/Fixtures/recorded/anthropic.jsonl")
    }

    @Test func everyResponseBodyDecodes() throws {
        let report = try Self.check().responses()
        print(report.text(known: Self.knownResponses))
        #expect(report.total > 40)
        let (unexpected, stale) = report.unexpected(known: Self.knownResponses)
        let unexpectedIDs = unexpected.map(\.id)
        #expect(unexpectedIDs.isEmpty, "response bodies that failed; see the report above")
        #expect(stale.isEmpty, "listed as failing but now pass")
    }

    @Test func everyRequestBodyRoundTrips() throws {
        let report = try Self.check().requests()
        print(report.text(known: Self.knownRequests))
        #expect(report.total > 60)
        let (unexpected, stale) = report.unexpected(known: Self.knownRequests)
        let unexpectedIDs = unexpected.map(\.id)
        #expect(unexpectedIDs.isEmpty, "request bodies that failed; see the report above")
        #expect(stale.isEmpty, "listed as failing but now pass")
    }

    /// Every `type` and `object` value of every recorded reply, replaced one at a time by a
    /// value the spec does not list, still decodes and keeps the new value in place.
    @Test func everyTypeValueMayBeOneTheSpecDoesNotList() throws {
        let (report, swept) = ConstantSweep(traffic: try Self.check()).run()
        print(report.text())
        #expect(report.total > 100)
        #expect(swept.count > 10, "distinct member=value pairs swept: \(swept.count)")
        #expect(report.failures.isEmpty, "replies that failed; see the report above")
    }
}
