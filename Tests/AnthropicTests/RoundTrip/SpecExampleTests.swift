import Foundation
import RoundTripSupport
import Testing

/// Every JSON example in Spec/anthropic.json that belongs to a component schema decodes into
/// the generated type and re-encodes to the same JSON (see `SpecExampleCheck` for what counts).
@Suite struct SpecExampleTests {
    /// Examples that cannot round-trip, each with the reason (none so far).
    static let known: [String: String] = [:]

    @Test func everyExampleRoundTrips() throws {
        let fixture = try SpecFixture(configName: "anthropic")
        let report = SpecExampleCheck.run(fixture, codec: SchemaCodec(decode: SchemaRegistry.decode))
        print(report.text(known: Self.known))
        // Guards against collecting nothing: the spec has over a hundred examples.
        #expect(report.total > 100)
        let (unexpected, stale) = report.unexpected(known: Self.known)
        let unexpectedIDs = unexpected.map(\.id)
        #expect(unexpectedIDs.isEmpty, "examples that failed to round-trip; see the report above")
        #expect(stale.isEmpty, "listed as failing but now pass")
    }
}
