import Foundation
import RoundTripSupport
import Testing

/// Real OpenAI traffic (Fixtures/recorded/openai.jsonl) through the typed models.
@Suite struct RecordedTrafficTests {
    /// Bodies that cannot decode yet, each with the reason (kept empty when possible).
    static let knownResponses: [String: String] = [:]
    static let knownRequests: [String: String] = [:]

    static func check() throws -> RecordedTrafficCheck {
        try RecordedTrafficCheck(
            fixture: SpecFixture(configName: "openai"), codec: SchemaCodec(decode: SchemaRegistry.decode),
            recordings: "Tests/OpenAITests/Fixtures/recorded/openai.jsonl",
            // The spec declares no error responses; the API's error body is `ErrorResponse`.
            errorSchema: "ErrorResponse")
    }

    @Test func everyResponseBodyDecodes() throws {
        let report = try Self.check().responses()
        print(report.text(known: Self.knownResponses))
        #expect(report.total > 80)
        let (unexpected, stale) = report.unexpected(known: Self.knownResponses)
        let unexpectedIDs = unexpected.map(\.id)
        #expect(unexpectedIDs.isEmpty, "response bodies that failed; see the report above")
        #expect(stale.isEmpty, "listed as failing but now pass")
    }

    @Test func everyRequestBodyRoundTrips() throws {
        let report = try Self.check().requests()
        print(report.text(known: Self.knownRequests))
        #expect(report.total > 80)
        let (unexpected, stale) = report.unexpected(known: Self.knownRequests)
        let unexpectedIDs = unexpected.map(\.id)
        #expect(unexpectedIDs.isEmpty, "request bodies that failed; see the report above")
        #expect(stale.isEmpty, "listed as failing but now pass")
    }

    /// Values the spec has not caught up with (`type: "api"` where the spec pins `"url"`):
    /// every `type` and `object` value of every recorded reply, replaced one at a time by a
    /// value no spec lists, still decodes and keeps the new value in place.
    @Test func everyTypeAndObjectValueMayBeOneTheSpecDoesNotList() throws {
        let (report, swept) = ConstantSweep(traffic: try Self.check()).run()
        #expect(swept.count > 20, "distinct member=value pairs swept: \(swept.count)")
        print(report.text())
        #expect(report.total > 500)
        #expect(report.failures.isEmpty, "replies that failed; see the report above")
    }
}
