import Foundation
import RoundTripSupport
import Testing

/// Every optional, nullable member of every generated OpenAI struct can be sent as `null` (listed
/// in the struct's `nulls`) and as absent (nil): issue 43, finding 6a.
@Suite struct NullableMemberSweepTests {
    @Test func everyNullableMemberIsSentAsNullAndAsAbsent() {
        let cases = SchemaRegistry.nullableMembers()
        let report = NullableMemberSweep.run(cases, title: "OpenAI nullable members")
        print(report.text())
        #expect(report.total > 100)
        #expect(report.failures.isEmpty, "members that failed; see the report above")
    }
}
