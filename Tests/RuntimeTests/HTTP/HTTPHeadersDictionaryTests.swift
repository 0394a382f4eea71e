import Foundation
import Testing
@testable import AIClientRuntime

/// `HTTPHeaders` from a `[String: String]` (issue 33: webhooks outside Vapor get their headers
/// as a dictionary): every field kept, sorted by name, read case-insensitively.
@Suite struct HTTPHeadersDictionaryTests {
    @Test func aDictionaryBecomesFieldsSortedByName() {
        let received: [String: String] = [
            "webhook-timestamp": "1700000000", "Content-Type": "application/json",
            "webhook-id": "wh_1", "webhook-signature": "v1,abc", "accept": "*/*",
        ]
        let headers = HTTPHeaders(received)
        #expect(headers.fields.map(\.name) == ["accept", "Content-Type", "webhook-id", "webhook-signature", "webhook-timestamp"])
        #expect(headers["Webhook-Id"] == "wh_1")
        #expect(headers["content-type"] == "application/json")
        // The same order on every run, whatever the dictionary's.
        for _ in 0..<20 { #expect(HTTPHeaders(Dictionary(uniqueKeysWithValues: received.shuffled().map { ($0.key, $0.value) })) == headers) }
    }

    @Test func namesThatDifferByCaseStaySeparate() {
        let headers = HTTPHeaders(["x-a": "1", "X-A": "2"])
        #expect(headers.fields.map(\.name) == ["X-A", "x-a"])
        #expect(headers.values(for: "x-a") == ["2", "1"])
        #expect(HTTPHeaders([String: String]()).fields.isEmpty)
    }
}
