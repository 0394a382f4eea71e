import Foundation
import RoundTripSupport
import Testing

/// Recorded URLs find their operation in Spec/anthropic.json, including the `?beta=true` twins.
@Suite struct OperationMatcherTests {
    static let matcher: OperationMatcher? = (try? SpecFixture(configName: "anthropic")).map { OperationMatcher(document: $0.document) }

    func match(_ method: String, _ url: String) throws -> OperationMatcher.Match {
        let matcher = try #require(Self.matcher)
        return try #require(matcher.match(method: method, url: url), "no operation for \(method) \(url)")
    }

    @Test func betaQueryChoosesTheBetaTwin() throws {
        #expect(try match("POST", "api.anthropic.com/v1/messages").operation.pathKey == "/v1/messages")
        #expect(try match("POST", "api.anthropic.com/v1/messages?beta=true").operation.pathKey == "/v1/messages?beta=true")
        #expect(try match("POST", "api.anthropic.com/v1/messages?beta=true").note == nil)
    }

    @Test func templatesMatchOneSegmentEach() throws {
        let match = try match("POST", "api.anthropic.com/v1/messages/batches/msgbatch_01/cancel")
        #expect(match.operation.pathKey == "/v1/messages/batches/{message_batch_id}/cancel")
        #expect(Self.matcher?.match(method: "POST", url: "api.anthropic.com/v1/messages/batches/a/b/cancel") == nil)
    }

    @Test func betaOnlyPathIsFoundWithoutItsQueryAndSaysSo() throws {
        // Agents exist only as `/v1/agents?beta=true` (files have a GA path too since the merge of
        // anthropic 2.14.0); clients that send the beta header instead of the query still reach them.
        let match = try match("GET", "api.anthropic.com/v1/agents")
        #expect(match.operation.pathKey == "/v1/agents?beta=true")
        #expect(match.note?.contains("lacks its query") == true)
    }

    @Test func unknownMethodOrPathMatchesNothing() {
        #expect(Self.matcher?.match(method: "PATCH", url: "api.anthropic.com/v1/messages") == nil)
        #expect(Self.matcher?.match(method: "POST", url: "api.anthropic.com/v2/messages") == nil)
    }
}
