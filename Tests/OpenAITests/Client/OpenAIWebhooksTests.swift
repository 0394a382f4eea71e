import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import RoundTripSupport
import Testing

/// `client.webhooks.unwrap`: one signed delivery of every webhook of the spec decodes as its own
/// case of `WebhookEvent` (bodies from the spec's examples, `Fixtures/webhooks/events.jsonl`,
/// written by `Scripts/tools/webhook-fixtures.py`).
@Suite struct OpenAIWebhooksTests {
    struct Delivery: Decodable, Sendable, CustomStringConvertible {
        var webhook: String
        var type: String
        var body: String
        var description: String { type }
    }

    static let secret = "whsec_" + Data((0..<32).map { UInt8($0 * 7 % 251) }).base64EncodedString()

    static let deliveries: [Delivery] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/webhooks/events.jsonl")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Delivery.self, from: Data($0.utf8)) }
    }()

    /// `fine_tuning.job.succeeded` → `fineTuningJobSucceeded`: the case the generator names
    /// after the tag.
    static func caseName(forType type: String) -> String {
        let words = type.split(whereSeparator: { $0 == "." || $0 == "_" }).map(String.init)
        return (words.first ?? "") + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func caseName(of event: WebhookEvent) -> String? {
        Mirror(reflecting: event).children.first?.label
    }

    @Test func everyWebhookOfTheSpecHasADelivery() throws {
        let spec = try SpecFixture(configName: "openai")
        #expect(Self.deliveries.map(\.webhook) == spec.document.webhooks.map(\.key))
        #expect(Self.deliveries.count == 16)
    }

    @Test(arguments: deliveries)
    func unwrapGivesTheEventsOwnCase(_ delivery: Delivery) throws {
        let payload = Data(delivery.body.utf8)
        let headers = try WebhookSignature.signedHeaders(payload: payload, id: "wh_\(delivery.webhook)", secret: Self.secret)
        let event = try OpenAIClient(apiKey: "").webhooks.unwrap(payload: payload, headers: headers, secret: Self.secret)
        #expect(Self.caseName(of: event) == Self.caseName(forType: delivery.type))
        // What it re-encodes to carries the same tag and id.
        let json = try JSONDecoder().decode(JSONValue.self, from: JSONCoding.encode(event))
        let sent = try JSONDecoder().decode(JSONValue.self, from: payload)
        #expect(json["type"] == sent["type"])
        #expect(json["id"] == sent["id"])
        #expect(json["data"] == sent["data"])
    }

    @Test func anUnknownTypeKeepsItsJSON() throws {
        let payload = Data(#"{"id":"evt_1","type":"video.completed","created_at":1719168000,"data":{"id":"video_1"}}"#.utf8)
        let headers = try WebhookSignature.signedHeaders(payload: payload, id: "wh_1", secret: Self.secret)
        let event = try OpenAIClient(apiKey: "").webhooks.unwrap(payload: payload, headers: headers, secret: Self.secret)
        guard case .unknown(let json) = event else {
            Issue.record("decoded as \(event)")
            return
        }
        #expect(json["type"] == "video.completed")
        #expect(json["data"]?["id"] == "video_1")
    }

    /// The union routes by `type`, so `unwrap` gives each event its own case. A type picked by
    /// the caller for another event's payload keeps what the payload says (`type` is
    /// `batch.completed`) and reports the mismatch, instead of failing or hiding it (see
    /// docs/decoding-policy.md: one value the spec does not expect never costs the payload).
    @Test func anEventDecodedAsAnotherTypeKeepsItsTypeAndIsReported() async throws {
        let batch = Data(#"{"id":"evt_1","type":"batch.completed","created_at":1719168000,"data":{"id":"batch_1"}}"#.utf8)
        guard case .batchCompleted(let event) = try JSONCoding.decode(WebhookEvent.self, from: batch) else {
            Issue.record("the union did not route batch.completed to its case")
            return
        }
        #expect(event.data.id == "batch_1")
        let (other, issues) = try await DecodingIssue.capture { try JSONCoding.decode(WebhookResponseCompleted.self, from: batch) }
        #expect(other.type == "batch.completed")
        #expect(issues == [DecodingIssue(kind: .unlistedConstant, path: "type", expected: "response.completed", found: "batch.completed")])
        // An optional constant (`object: "event"`) is kept and reported too; absent it is nil.
        let wrongObject = Data(#"{"id":"evt_1","object":"batch","type":"batch.completed","created_at":1,"data":{"id":"batch_1"}}"#.utf8)
        let (labelled, objectIssues) = try await DecodingIssue.capture { try JSONCoding.decode(WebhookBatchCompleted.self, from: wrongObject) }
        #expect(labelled.object == "batch")
        #expect(objectIssues.map(\.path) == ["object"])
        #expect(try JSONCoding.decode(WebhookBatchCompleted.self, from: batch).object == nil)
    }

    @Test func aTamperedDeliveryIsRefusedBeforeDecoding() throws {
        let delivery = try #require(Self.deliveries.first)
        let payload = Data(delivery.body.utf8)
        let headers = try WebhookSignature.signedHeaders(payload: payload, id: "wh_1", secret: Self.secret)
        let tampered = Data(delivery.body.replacingOccurrences(of: "evt_", with: "evx_").utf8)
        #expect(tampered != payload)
        do {
            _ = try OpenAIClient(apiKey: "").webhooks.unwrap(payload: tampered, headers: headers, secret: Self.secret)
            Issue.record("a tampered body was accepted")
        } catch let error as WebhookVerificationError {
            #expect(error.kind == .signatureMismatch)
        }
        // A secret without `whsec_` is its UTF-8 bytes, as the official SDKs read it.
        let plain = try WebhookSignature.signedHeaders(payload: payload, id: "wh_2", secret: "plain secret")
        #expect(throws: Never.self) { try OpenAIClient(apiKey: "").webhooks.verifySignature(payload: payload, headers: plain, secret: "plain secret") }
    }

    /// A timestamp at the end of `Int64` with no valid signature (no secret needed to send it)
    /// is refused by `unwrap` and `verifySignature` alike; it used to end the process.
    @Test(arguments: ["-9223372036854775808", "9223372036854775807"])
    func anExtremeTimestampIsRefusedNotATrap(_ timestamp: String) throws {
        let payload = Data(#"{"id":"evt_1","object":"event","created_at":1,"type":"batch.completed","data":{"id":"batch_1"}}"#.utf8)
        let headers: HTTPHeaders = ["webhook-id": "wh_1", "webhook-timestamp": timestamp, "webhook-signature": "v1,AAAA"]
        let webhooks = OpenAIClient(apiKey: "").webhooks
        #expect(throws: WebhookVerificationError.self) { try webhooks.unwrap(payload: payload, headers: headers, secret: Self.secret) }
        #expect(throws: WebhookVerificationError.self) { try webhooks.verifySignature(payload: payload, headers: headers, secret: Self.secret) }
    }

    /// The README's handler, run on a signed delivery and on a tampered one.
    @Test func readmeSnippet() async throws {
        let mismatch = try ReadmeSnippet.mismatch("webhooks-openai", source: URL(fileURLWithPath: #filePath))
        #expect(mismatch == nil, "\(mismatch ?? "")")
        let client = OpenAIClient(apiKey: "")
        let secret = Self.secret
        let collected = CollectedIDs()
        func collectResults(ofBatch id: String) async throws { await collected.add(id) }
        // README: webhooks-openai
        func handleWebhook(body: Data, headers: HTTPHeaders) async throws -> Int {
            do {
                // secret: nil reads OPENAI_WEBHOOK_SECRET
                let event = try client.webhooks.unwrap(payload: body, headers: headers, secret: secret)
                if case .batchCompleted(let completed) = event {
                    try await collectResults(ofBatch: completed.data.id)
                }
                return 200
            } catch let error as WebhookVerificationError {
                print(error)   // which header or check failed (never the secret)
                return 400
            }
        }
        // README: end
        let delivery = try #require(Self.deliveries.first { $0.type == "batch.completed" })
        let body = Data(delivery.body.utf8)
        let headers = try WebhookSignature.signedHeaders(payload: body, id: "wh_readme", secret: secret)
        #expect(try await handleWebhook(body: body, headers: headers) == 200)
        #expect(try await handleWebhook(body: body + Data(" ".utf8), headers: headers) == 400)
        var stale = headers
        stale["webhook-timestamp"] = String(Int(Date().timeIntervalSince1970) - 3_600)
        #expect(try await handleWebhook(body: body, headers: stale) == 400)
        #expect(await collected.ids == ["batch_abc123"])
    }
}

actor CollectedIDs {
    var ids: [String] = []
    func add(_ id: String) { ids.append(id) }
}
