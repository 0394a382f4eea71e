// Fuzz target: webhook signature verification of arbitrary headers, secrets and payloads.
//
// The input is split at zero bytes into: webhook-id, webhook-timestamp, webhook-signature (a
// second line when the piece holds a newline), the secret, the payload, and a byte choosing the
// tolerance and the secret's reading. A finding is a crash (any trap on request data is a
// remote crash), a delivery accepted whose signature was not made with the secret, or a
// delivery signed with `signedHeaders` that `verify` refuses.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let raw = UnsafeBufferPointer(start: bytes, count: count)
    let pieces = raw.split(separator: 0, maxSplits: 5, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    func piece(_ index: Int) -> String { index < pieces.count ? pieces[index] : "" }
    let mode = raw.last ?? 0
    let tolerances: [TimeInterval] = [300, 0, .infinity, .nan, -1, 1e300]
    let tolerance = tolerances[Int(mode) % tolerances.count]
    let reading: WebhookSignature.UnprefixedSecret = mode & 0x80 == 0 ? .utf8 : .base64
    let payload = Data(piece(4).utf8)
    let secret = piece(3)
    let now = Date(timeIntervalSince1970: 1_750_000_000)

    // 1. Arbitrary headers: verify returns or throws, and accepts only a real signature.
    var headers = HTTPHeaders()
    headers.add("webhook-id", piece(0))
    headers.add("webhook-timestamp", piece(1))
    for line in piece(2).split(separator: "\n", maxSplits: 1) { headers.add("webhook-signature", String(line)) }
    do {
        try WebhookSignature.verify(payload: payload, headers: headers, secret: secret, tolerance: tolerance, now: now, unprefixedSecret: reading)
        // Accepted: one of the signatures must be the HMAC the secret makes.
        let expected = try WebhookSignature.authenticationCode(
            payload: payload, id: headers["webhook-id"] ?? "", timestamp: headers["webhook-timestamp"] ?? "",
            secret: secret, unprefixedSecret: reading)
        let signatures = headers.values(for: "webhook-signature").joined(separator: " ").split(separator: " ")
            .filter { $0.hasPrefix("v1,") }.compactMap { WebhookSignature.decodeBase64($0.dropFirst(3)) }
        guard signatures.contains(expected) else { fatalError("accepted a delivery without a valid signature") }
    } catch {
        _ = error.description
    }

    // 2. Signed by us at an arbitrary time with this secret: verify agrees, a changed body not.
    // A deterministic offset from the timestamp piece (hashValue is seeded per process).
    let seconds = Double(piece(1).utf8.reduce(Int32(0)) { $0 &* 31 &+ Int32($1) })
    let sentAt = Date(timeIntervalSince1970: now.timeIntervalSince1970 + seconds.truncatingRemainder(dividingBy: 600))
    guard let signed = try? WebhookSignature.signedHeaders(payload: payload, id: piece(0).isEmpty ? "wh" : piece(0), timestamp: sentAt, secret: secret, unprefixedSecret: reading) else {
        return 0
    }
    let withinTolerance = abs(sentAt.timeIntervalSince(now).rounded(.down)) <= tolerance
    do {
        try WebhookSignature.verify(payload: payload, headers: signed, secret: secret, tolerance: tolerance, now: now, unprefixedSecret: reading)
        guard withinTolerance else { fatalError("accepted a delivery outside the tolerance") }
    } catch {
        if withinTolerance, error.kind != .missingHeader { fatalError("refused its own signature: \(error)") }
    }
    if (try? WebhookSignature.verify(payload: payload + Data([0x20]), headers: signed, secret: secret, tolerance: .infinity, now: now, unprefixedSecret: reading)) != nil {
        fatalError("accepted a changed body")
    }
    return 0
}
