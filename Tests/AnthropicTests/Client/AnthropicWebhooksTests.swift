import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import RoundTripSupport
import Testing

/// `client.beta.webhooks.unwrap`: one signed delivery of every webhook of the spec decodes into
/// the envelope with its own case of `BetaWebhookEventData` (bodies built from the spec's
/// schemas and examples, `Fixtures/webhooks/events.jsonl`, by `Scripts/tools/webhook-fixtures.py`).
@Suite struct AnthropicWebhooksTests {
    struct Delivery: Decodable, Sendable, CustomStringConvertible {
        var webhook: String
        var type: String
        var body: String
        var description: String { type }
    }

    // The official SDKs' Standard Webhooks libraries read a key as base64, with or without `whsec_`.
    static let key = "whsec_" + Data((0..<24).map { UInt8($0 * 11 % 253) }).base64EncodedString()

    static let deliveries: [Delivery] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/webhooks/events.jsonl")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Delivery.self, from: Data($0.utf8)) }
    }()

    static func caseName(forType type: String) -> String {
        let words = type.split(whereSeparator: { $0 == "." || $0 == "_" }).map(String.init)
        return (words.first ?? "") + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    @Test func everyWebhookOfTheSpecHasADelivery() throws {
        let spec = try SpecFixture(configName: "anthropic")
        #expect(Self.deliveries.map(\.webhook) == spec.document.webhooks.map(\.key))
        #expect(Self.deliveries.count == 22)
    }

    @Test(arguments: deliveries)
    func unwrapGivesTheEventsOwnCase(_ delivery: Delivery) throws {
        let payload = Data(delivery.body.utf8)
        let headers = try WebhookSignature.signedHeaders(
            payload: payload, id: "msg_\(delivery.webhook)", secret: Self.key, unprefixedSecret: .base64)
        let event = try AnthropicClient(apiKey: "").beta.webhooks.unwrap(payload: payload, headers: headers, secret: Self.key)
        #expect(event.type == "event")
        #expect(Mirror(reflecting: event.data).children.first?.label == Self.caseName(forType: delivery.type))
        let json = try JSONDecoder().decode(JSONValue.self, from: JSONCoding.encode(event))
        let sent = try JSONDecoder().decode(JSONValue.self, from: payload)
        #expect(json == sent)
    }

    /// A timestamp at the end of `Int64` with no valid signature (no secret needed to send it)
    /// is refused by `unwrap` and `verifySignature` alike; it used to end the process.
    @Test(arguments: ["-9223372036854775808", "9223372036854775807"])
    func anExtremeTimestampIsRefusedNotATrap(_ timestamp: String) throws {
        let payload = Data(#"{"type":"event","id":"evt_1"}"#.utf8)
        let headers: HTTPHeaders = ["webhook-id": "msg_1", "webhook-timestamp": timestamp, "webhook-signature": "v1,AAAA"]
        let webhooks = AnthropicClient(apiKey: "").beta.webhooks
        #expect(throws: WebhookVerificationError.self) { try webhooks.unwrap(payload: payload, headers: headers, secret: Self.key) }
        #expect(throws: WebhookVerificationError.self) { try webhooks.verifySignature(payload: payload, headers: headers, secret: Self.key) }
    }

    @Test func theKeyIsBase64WithOrWithoutThePrefix() throws {
        let delivery = try #require(Self.deliveries.first)
        let payload = Data(delivery.body.utf8)
        let headers = try WebhookSignature.signedHeaders(payload: payload, id: "msg_1", secret: Self.key, unprefixedSecret: .base64)
        let webhooks = AnthropicClient(apiKey: "").beta.webhooks
        #expect(throws: Never.self) { try webhooks.verifySignature(payload: payload, headers: headers, secret: String(Self.key.dropFirst(6))) }
        do {
            try webhooks.verifySignature(payload: payload, headers: headers, secret: "whsec_" + Data(repeating: 1, count: 24).base64EncodedString())
            Issue.record("a wrong key was accepted")
        } catch {
            #expect(error.kind == .signatureMismatch)
        }
    }

    /// `agent.created` was unknown before the merge of anthropic 2.14.0, which adds its payload.
    @Test func anAgentCreatedEventDecodes() throws {
        let payload = Data(#"{"type":"event","id":"wevt_1","created_at":"2026-03-15T10:00:00Z","data":{"type":"agent.created","id":"agent_1","organization_id":"org_1","workspace_id":"wrkspc_1"}}"#.utf8)
        let headers = try WebhookSignature.signedHeaders(payload: payload, id: "msg_1", secret: Self.key, unprefixedSecret: .base64)
        let event = try AnthropicClient(apiKey: "").beta.webhooks.unwrap(payload: payload, headers: headers, secret: Self.key)
        guard case .agentCreated(let data) = event.data else {
            Issue.record("decoded as \(event.data)")
            return
        }
        #expect(data.id == "agent_1")
    }

    @Test func anUnknownEventTypeKeepsItsJSON() throws {
        let payload = Data(#"{"type":"event","id":"wevt_1","created_at":"2026-03-15T10:00:00Z","data":{"type":"agent.teleported","id":"agent_1","organization_id":"org_1","workspace_id":"wrkspc_1"}}"#.utf8)
        let headers = try WebhookSignature.signedHeaders(payload: payload, id: "msg_1", secret: Self.key, unprefixedSecret: .base64)
        let event = try AnthropicClient(apiKey: "").beta.webhooks.unwrap(payload: payload, headers: headers, secret: Self.key)
        guard case .unknown(let json) = event.data else {
            Issue.record("decoded as \(event.data)")
            return
        }
        #expect(json["type"] == "agent.teleported")
    }

    /// The data union routes by `type`; a data type picked by the caller for another event's
    /// payload keeps what the payload says and reports it, and so does an envelope whose `type`
    /// is not `event` (see docs/decoding-policy.md).
    @Test func anEventDecodedAsAnotherTypeKeepsItsTypeAndIsReported() async throws {
        let idled = Data(#"{"type":"session.idled","id":"sesn_1","organization_id":"org_1","workspace_id":"wrkspc_1"}"#.utf8)
        #expect(try JSONCoding.decode(BetaWebhookSessionIdledEventData.self, from: idled).id == "sesn_1")
        let (other, issues) = try await DecodingIssue.capture { try JSONCoding.decode(BetaWebhookVaultCreatedEventData.self, from: idled) }
        #expect(other.type == "session.idled")
        #expect(issues.map(\.kind) == [.unlistedConstant])
        let notAnEvent = Data(#"{"type":"message","id":"wevt_1","created_at":"2026-03-15T10:00:00Z","data":{"type":"session.idled","id":"sesn_1","organization_id":"org_1","workspace_id":"wrkspc_1"}}"#.utf8)
        let (envelope, envelopeIssues) = try await DecodingIssue.capture { try JSONCoding.decode(BetaWebhookEvent.self, from: notAnEvent) }
        #expect(envelope.type == "message")
        guard case .sessionIdled = envelope.data else {
            Issue.record("the data union did not route session.idled: \(envelope.data)")
            return
        }
        #expect(envelopeIssues.map(\.found) == ["message"])
    }

    @Test func readmeSnippet() throws {
        let mismatch = try ReadmeSnippet.mismatch("webhooks-anthropic", source: URL(fileURLWithPath: #filePath))
        #expect(mismatch == nil, "\(mismatch ?? "")")
        let claude = AnthropicClient(apiKey: "")
        let key = Self.key
        for type in ["session.idled", "vault_credential.refresh_failed"] {
            let delivery = try #require(Self.deliveries.first { $0.type == type })
            let body = Data(delivery.body.utf8)
            let headers = try WebhookSignature.signedHeaders(payload: body, id: "msg_readme", secret: key, unprefixedSecret: .base64)
            // README: webhooks-anthropic
            // secret: nil reads ANTHROPIC_WEBHOOK_SIGNING_KEY
            let event = try claude.beta.webhooks.unwrap(payload: body, headers: headers, secret: key)
            switch event.data {
            case .sessionIdled(let idled):
                print("session \(idled.id) is waiting for input")
            case .vaultCredentialRefreshFailed(let failed):
                print("credential \(failed.id) of vault \(failed.vaultID) needs attention")
            default:
                break
            }
            // README: end
            #expect(Mirror(reflecting: event.data).children.first?.label == Self.caseName(forType: type))
        }
    }
}
