import Foundation
import Testing
@testable import AIClientRuntime
@testable import AIClientWebhooks

/// Standard Webhooks verification: each way a delivery can be wrong ends in its own error kind.
@Suite struct WebhookSignatureTests {
    // A delivery signed by an independent implementation (Python's hmac), as OpenAI signs it.
    static let secret = "whsec_RdvaYFYUXuIFuEbvZHwMfYFhUf7aMYjYcmM24+Aj40c="
    static let payload = Data(#"{"id": "evt_685c059ae3a481909bdc86819b066fb6", "object": "event", "created_at": 1750861210, "type": "response.completed", "data": {"id": "resp_123"}}"#.utf8)
    static let timestamp: Int64 = 1_750_861_210
    static let signature = "v1,gUAg4R2hWouRZqRQG4uJypNS8YK885G838+EHb4nKBY="
    static let sentAt = Date(timeIntervalSince1970: TimeInterval(timestamp))

    static func headers(signature: String = signature, timestamp: String = String(timestamp), id: String = "wh_685c059ae39c8190af8c71ed1022a24d") -> HTTPHeaders {
        ["webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": signature]
    }

    static func failure(
        payload: Data = payload, headers: HTTPHeaders = headers(), secret: String = secret,
        tolerance: TimeInterval = 300, now: Date = sentAt, unprefixedSecret: WebhookSignature.UnprefixedSecret = .utf8
    ) -> WebhookVerificationError? {
        do {
            try WebhookSignature.verify(
                payload: payload, headers: headers, secret: secret, tolerance: tolerance, now: now, unprefixedSecret: unprefixedSecret)
            return nil
        } catch {
            return error
        }
    }

    @Test func validSignature() {
        #expect(Self.failure() == nil)
        // Header names are case-insensitive; a minute either way is within the tolerance.
        let upper: HTTPHeaders = ["Webhook-Id": "wh_685c059ae39c8190af8c71ed1022a24d", "WEBHOOK-TIMESTAMP": String(Self.timestamp), "Webhook-Signature": Self.signature]
        #expect(Self.failure(headers: upper) == nil)
        #expect(Self.failure(now: Self.sentAt.addingTimeInterval(60)) == nil)
        #expect(Self.failure(now: Self.sentAt.addingTimeInterval(-60)) == nil)
    }

    @Test func tamperedBody() {
        var tampered = Self.payload
        tampered[tampered.count - 3] = UInt8(ascii: "4")
        #expect(Self.failure(payload: tampered)?.kind == .signatureMismatch)
        #expect(Self.failure(payload: Self.payload + Data(" ".utf8))?.kind == .signatureMismatch)
    }

    @Test func tamperedIDOrTimestamp() {
        #expect(Self.failure(headers: Self.headers(id: "wh_other"))?.kind == .signatureMismatch)
        // Signed for one second, presented as the next (still within the tolerance).
        #expect(Self.failure(headers: Self.headers(timestamp: String(Self.timestamp + 1)))?.kind == .signatureMismatch)
    }

    @Test func wrongSecret() {
        let error = Self.failure(secret: "whsec_" + Data(repeating: 7, count: 32).base64EncodedString())
        #expect(error?.kind == .signatureMismatch)
        #expect(error?.header == "webhook-signature")
        // The right bytes read the other way (UTF-8 instead of base64) are another key.
        #expect(Self.failure(secret: String(Self.secret.dropFirst(6)))?.kind == .signatureMismatch)
    }

    @Test func expiredTimestamp() throws {
        let error = try #require(Self.failure(now: Self.sentAt.addingTimeInterval(301)))
        #expect(error.kind == .timestampTooOld)
        #expect(error.header == "webhook-timestamp")
        #expect(error.description.contains("301 s ago"))
        #expect(Self.failure(now: Self.sentAt.addingTimeInterval(300)) == nil)
        // The tolerance is configurable.
        #expect(Self.failure(tolerance: 30, now: Self.sentAt.addingTimeInterval(31))?.kind == .timestampTooOld)
        #expect(Self.failure(tolerance: 3_600, now: Self.sentAt.addingTimeInterval(3_000)) == nil)
    }

    @Test func futureTimestamp() {
        #expect(Self.failure(now: Self.sentAt.addingTimeInterval(-301))?.kind == .timestampTooNew)
        #expect(Self.failure(now: Self.sentAt.addingTimeInterval(-300)) == nil)
        #expect(Self.failure(tolerance: 10, now: Self.sentAt.addingTimeInterval(-11))?.kind == .timestampTooNew)
    }

    /// The timestamp is the sender's, unchecked: one at either end of `Int64` is refused as too
    /// old or too new with a message, never a trap (before the fix, formatting the age as an
    /// `Int64` ended the process on a request that needed no secret).
    @Test(arguments: [
        (Int64.min, WebhookVerificationError.Kind.timestampTooOld),
        (Int64.min + 1, .timestampTooOld),
        (-9_223_372_036_854_775_000, .timestampTooOld),
        (Int64.max, .timestampTooNew),
        (Int64.max - 1, .timestampTooNew),
        (9_223_372_036_854_775_000, .timestampTooNew),
    ])
    func extremeTimestampsAreRefusedWithoutATrap(_ seconds: Int64, _ kind: WebhookVerificationError.Kind) throws {
        let error = try #require(Self.failure(headers: Self.headers(signature: "v1,AAAA", timestamp: String(seconds)), secret: "whsec_AAAA"))
        #expect(error.kind == kind)
        #expect(error.header == "webhook-timestamp")
        #expect(error.description.contains(kind == .timestampTooOld ? " s ago" : " s in the future"))
    }

    /// A key rotation sends several signatures: any one that matches is enough, and entries of
    /// other versions are skipped.
    @Test func severalSignaturesOneMatching() {
        let wrong = "v1," + Data(repeating: 1, count: 32).base64EncodedString()
        #expect(Self.failure(headers: Self.headers(signature: "\(wrong) \(Self.signature)")) == nil)
        #expect(Self.failure(headers: Self.headers(signature: "\(Self.signature) \(wrong)")) == nil)
        #expect(Self.failure(headers: Self.headers(signature: "v2,abc \(Self.signature)  v1a,xyz")) == nil)
        #expect(Self.failure(headers: Self.headers(signature: "\(wrong) \(wrong)"))?.kind == .signatureMismatch)
        // The right signature under another version is not accepted.
        let otherVersion = "v2," + Self.signature.dropFirst(3)
        #expect(Self.failure(headers: Self.headers(signature: otherVersion))?.kind == .malformedSignatureHeader)
    }

    /// `webhook-signature` sent as several header lines (a proxy may split the list): the valid
    /// signature on a later line counts, as it would in one space-separated line.
    @Test func signaturesOnSeveralHeaderLines() {
        let wrong = "v1," + Data(repeating: 1, count: 32).base64EncodedString()
        var headers = Self.headers(signature: wrong)
        headers.add("webhook-signature", Self.signature)
        #expect(Self.failure(headers: headers) == nil)
        var mismatched = Self.headers(signature: wrong)
        mismatched.add("Webhook-Signature", wrong)
        #expect(Self.failure(headers: mismatched)?.kind == .signatureMismatch)
    }

    /// A NaN tolerance refuses every delivery rather than turning the time check off; infinity
    /// is the explicit way to turn it off.
    @Test func nanToleranceRefusesInsteadOfSkippingTheCheck() {
        #expect(Self.failure(tolerance: .nan)?.kind == .timestampTooOld)
        #expect(Self.failure(tolerance: .nan, now: Self.sentAt.addingTimeInterval(-3_600))?.kind != nil)
        #expect(Self.failure(tolerance: -1)?.kind != nil)
        #expect(Self.failure(tolerance: .infinity, now: Self.sentAt.addingTimeInterval(1e9)) == nil)
    }

    /// A key of zero bytes only signs like the empty key (HMAC pads keys with zeros), so anyone
    /// could forge with it: refused like the empty key, whatever its length up to a block.
    @Test(arguments: [1, 16, 32, 64])
    func allZeroKeyIsRefused(_ length: Int) throws {
        let secret = "whsec_" + Data(repeating: 0, count: length).base64EncodedString()
        let error = try #require(Self.failure(secret: secret))
        #expect(error.kind == .invalidSecret)
        #expect(throws: WebhookVerificationError.self) {
            try WebhookSignature.signedHeaders(payload: Self.payload, id: "wh_1", secret: secret)
        }
        // One non-zero byte makes it a key.
        var bytes = [UInt8](repeating: 0, count: length)
        bytes[length - 1] = 1
        #expect(Self.failure(secret: "whsec_" + Data(bytes).base64EncodedString())?.kind == .signatureMismatch)
    }

    @Test(arguments: ["garbage", "v1", "v2,abc", " ", "g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="])
    func malformedSignatureHeader(_ value: String) {
        #expect(Self.failure(headers: Self.headers(signature: value))?.kind == .malformedSignatureHeader)
    }

    @Test(arguments: ["v1,", "v1,not base64!", "v1,AAAA", "v1,===="])
    func undecodableSignaturesDoNotMatch(_ value: String) {
        #expect(Self.failure(headers: Self.headers(signature: value))?.kind == .signatureMismatch)
    }

    @Test(arguments: ["", "soon", "1750861210.5", "1e9", "0x68"])
    func malformedTimestamp(_ value: String) {
        let error = Self.failure(headers: Self.headers(timestamp: value))
        #expect(error?.kind == (value.isEmpty ? .missingHeader : .invalidTimestamp))
        #expect(error?.header == "webhook-timestamp")
    }

    @Test(arguments: ["webhook-id", "webhook-timestamp", "webhook-signature"])
    func missingHeader(_ name: String) {
        var headers = Self.headers()
        headers[name] = nil
        let error = Self.failure(headers: headers)
        #expect(error?.kind == .missingHeader)
        #expect(error?.header == name)
    }

    @Test func invalidSecret() throws {
        #expect(Self.failure(secret: "")?.kind == .invalidSecret)
        #expect(Self.failure(secret: "whsec_")?.kind == .invalidSecret)
        let error = try #require(Self.failure(secret: "whsec_not*base64"))
        #expect(error.kind == .invalidSecret)
        // The message never repeats the secret.
        #expect(!error.description.contains("not*base64"))
        #expect(Self.failure(secret: "not*base64", unprefixedSecret: .base64)?.kind == .invalidSecret)
    }

    /// The Standard Webhooks example (secret, id, timestamp, body and signature from its
    /// specification): the secret read as base64 with or without `whsec_`, as its libraries do.
    @Test func standardWebhooksExample() {
        let payload = Data(#"{"test": 2432232314}"#.utf8)
        let headers: HTTPHeaders = [
            "webhook-id": "msg_p5jXN8AQM9LWM0D4loKWxJek", "webhook-timestamp": "1614265330",
            "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
        ]
        let now = Date(timeIntervalSince1970: 1_614_265_330)
        #expect(Self.failure(payload: payload, headers: headers, secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", now: now) == nil)
        #expect(Self.failure(payload: payload, headers: headers, secret: "MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", now: now, unprefixedSecret: .base64) == nil)
        #expect(Self.failure(payload: payload, headers: headers, secret: "MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", now: now, unprefixedSecret: .utf8)?.kind == .signatureMismatch)
    }

    /// A secret without the prefix is its UTF-8 bytes for OpenAI (signature from Python's hmac).
    @Test func unprefixedSecretAsUTF8() {
        let headers: HTTPHeaders = [
            "webhook-id": "wh_1", "webhook-timestamp": "1700000000",
            "webhook-signature": "v1,b+5WIKH4d6qN73x9NGPZRlI2hCOMrBo0VW8TXbmrty0=",
        ]
        #expect(Self.failure(
            payload: Data(#"{"a":1}"#.utf8), headers: headers, secret: "plain-secret",
            now: Date(timeIntervalSince1970: 1_700_000_000)) == nil)
    }

    @Test func signedHeadersAreAccepted() throws {
        let payload = Data(#"{"type":"batch.completed"}"#.utf8)
        let now = Date()
        let headers = try WebhookSignature.signedHeaders(payload: payload, id: "wh_test", timestamp: now, secret: Self.secret)
        #expect(headers["webhook-id"] == "wh_test")
        #expect(Self.failure(payload: payload, headers: headers, now: now) == nil)
        #expect(Self.failure(payload: payload + Data("\n".utf8), headers: headers, now: now)?.kind == .signatureMismatch)
    }

    /// A large body is authenticated in place (the platform's HMAC and the software one agree).
    @Test func largeBody() throws {
        let payload = Data(repeating: UInt8(ascii: "x"), count: 3_000_001)
        let headers = try WebhookSignature.signedHeaders(payload: payload, id: "wh_big", timestamp: Self.sentAt, secret: Self.secret)
        #expect(Self.failure(payload: payload, headers: headers) == nil)
        let key = try WebhookSignature.key(from: Self.secret, unprefixedSecret: .utf8)
        var software = HMACSHA256.software(key: key)
        software.update(Array("wh_big.\(Self.timestamp).".utf8))
        software.update(payload)
        #expect(headers["webhook-signature"] == "v1," + Data(software.finalize()).base64EncodedString())
    }
}
