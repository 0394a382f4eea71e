import Foundation
import Testing
@testable import AIClientRuntime

/// The masking registry (issue 27, R1 and S1): values held by leases, released when the last
/// holder goes, matched on bytes.
struct SecretRegistryTests {
    static func freshKey() -> String {
        "sk-" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }

    @Test func aValueIsMaskedWhileALeaseHoldsItAndReleasedWhenTheLastGoes() {
        let key = Self.freshKey()
        var first: SecretLease? = SecretLease([key])
        var second: SecretLease? = SecretLease([key])
        #expect(SecretRedaction.redact("x \(key) y") == "x <redacted> y")
        first = nil
        // Two clients with the same key: the one that stays keeps it masked.
        #expect(SecretRedaction.redact("x \(key) y") == "x <redacted> y")
        second = nil
        #expect(SecretRedaction.redact("x \(key) y") == "x \(key) y")
        _ = (first, second)
    }

    @Test func aClientsKeysGoWithTheClient() {
        let key = Self.freshKey()
        let header = Self.freshKey()
        let query = Self.freshKey()
        do {
            var core = APIClientCore(baseURL: URL(fileURLWithPath: "/"), authentication: .bearer(key))
            core.defaultHeaders["X-Api-Key"] = header
            core.defaultQuery.append("key", query)
            for value in [key, header, query] { #expect(SecretRedaction.redact(value) == SecretRedaction.mask) }
            withExtendedLifetime(core) {}
        }
        for value in [key, header, query] { #expect(SecretRedaction.redact(value) == value) }
    }

    @Test func registerKeepsAValueForTheProcess() {
        let key = Self.freshKey()
        SecretRedaction.register(key)
        #expect(SecretRedaction.redact(key) == SecretRedaction.mask)
    }

    @Test func aKeyFollowedByACombiningMarkIsMasked() {
        let key = Self.freshKey()
        let lease = SecretLease([key])
        let text = "invalid key: \(key)\u{301} (see docs)"
        // `String.contains` compares graphemes and does not find the key here.
        #expect(!text.contains(key))
        #expect(!SecretRedaction.redact(text).contains(String(key.prefix(8))))
        #expect(SecretRedaction.redact(text) == "invalid key: <redacted>\u{301} (see docs)")
        withExtendedLifetime(lease) {}
    }

    @Test func theLongestValueStartingAtAPlaceWinsAndAdjacentValuesAreBothMasked() {
        let short = Self.freshKey()
        let long = short + "-extended"
        let other = Self.freshKey()
        let lease = SecretLease([short, long, other])
        #expect(SecretRedaction.redact("\(long)\(other)|\(short)é") == "<redacted><redacted>|<redacted>é")
        withExtendedLifetime(lease) {}
    }

    @Test func aValueCutAtTheEndIsMaskedByItsStart() {
        let key = Self.freshKey()
        let lease = SecretLease([key])
        for cut in 4..<key.utf8.count {
            let text = "refused: " + String(key.prefix(cut))
            #expect(SecretRedaction.maskingPartialSecret(atEndOf: text) == "refused: <redacted>", "cut at \(cut)")
        }
        #expect(SecretRedaction.maskingPartialSecret(atEndOf: "refused: abc") == "refused: abc")
        withExtendedLifetime(lease) {}
    }

    @Test func percentEncodedFormsAreMaskedToo() {
        let key = "sk-a/b+c=d" + Self.freshKey()
        let lease = SecretLease([key])
        #expect(SecretRedaction.redact("?key=" + PercentEncoding.encode(key)) == "?key=<redacted>")
        withExtendedLifetime(lease) {}
    }

    @Test func tokensFetchedPerAttemptAreRegisteredForTheCall() async throws {
        let token = Self.freshKey()
        let authentication = Authentication.bearerToken { token }
        let seen = try await SecretRedaction.$currentCall.withValue(SecretLease()) {
            _ = try await authentication.authorizeRegistering(HTTPRequest(method: "GET", url: URL(fileURLWithPath: "/")))
            return SecretRedaction.redact(token)
        }
        #expect(seen == SecretRedaction.mask)
        // The call's lease went with the call.
        #expect(SecretRedaction.redact(token) == token)
    }
}
