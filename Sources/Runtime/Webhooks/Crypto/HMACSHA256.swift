#if canImport(CryptoKit)
import CryptoKit
import Foundation
#endif

/// HMAC-SHA256 (RFC 2104) over a message given in pieces, so that a webhook's
/// `id.timestamp.body` is authenticated without joining the body into a new buffer.
///
/// CryptoKit's where it can be imported (Apple platforms), ``SoftwareSHA256`` elsewhere; the
/// software path is also available by name (`HMACSHA256.software(key:)`) so that tests run it on
/// every platform and compare the two.
package struct HMACSHA256 {
    // Not Sendable: a MAC in progress lives in one function (and CryptoKit's may not be).
    private enum Engine {
        case software(inner: SoftwareSHA256, outerKey: [UInt8])
        #if canImport(CryptoKit)
        case cryptoKit(CryptoKit.HMAC<CryptoKit.SHA256>)
        #endif
    }

    private var engine: Engine

    /// The fastest implementation on this platform.
    package init(key: some Sequence<UInt8>) {
        #if canImport(CryptoKit)
        engine = .cryptoKit(CryptoKit.HMAC<CryptoKit.SHA256>(key: SymmetricKey(data: Array(key))))
        #else
        engine = Self.softwareEngine(key: key)
        #endif
    }

    /// The dependency-free implementation, whatever the platform.
    package static func software(key: some Sequence<UInt8>) -> HMACSHA256 {
        HMACSHA256(engine: softwareEngine(key: key))
    }

    private init(engine: Engine) {
        self.engine = engine
    }

    private static func softwareEngine(key: some Sequence<UInt8>) -> Engine {
        // A key longer than a block is replaced by its digest; a shorter one is padded with zeros.
        var block = Array(key)
        if block.count > SoftwareSHA256.blockCount { block = SoftwareSHA256.hash(block) }
        block += [UInt8](repeating: 0, count: SoftwareSHA256.blockCount - block.count)
        var inner = SoftwareSHA256()
        inner.update(block.map { $0 ^ 0x36 })
        return .software(inner: inner, outerKey: block.map { $0 ^ 0x5c })
    }

    /// The MAC of `message` in one call.
    package static func authenticationCode(for message: some Sequence<UInt8>, key: some Sequence<UInt8>) -> [UInt8] {
        var mac = HMACSHA256(key: key)
        mac.update(message)
        return mac.finalize()
    }

    /// Adds the next piece of the message.
    package mutating func update(_ bytes: some Sequence<UInt8>) {
        switch engine {
        case .software(var inner, let outerKey):
            inner.update(bytes)
            engine = .software(inner: inner, outerKey: outerKey)
        #if canImport(CryptoKit)
        case .cryptoKit(var mac):
            let done: Void? = bytes.withContiguousStorageIfAvailable { mac.update(data: UnsafeRawBufferPointer($0)) }
            if done == nil { mac.update(data: Array(bytes)) }
            engine = .cryptoKit(mac)
        #endif
        }
    }

    /// The 32-byte authentication code of everything added.
    package mutating func finalize() -> [UInt8] {
        switch engine {
        case .software(var inner, let outerKey):
            let innerDigest = inner.finalize()
            var outer = SoftwareSHA256()
            outer.update(outerKey)
            outer.update(innerDigest)
            return outer.finalize()
        #if canImport(CryptoKit)
        case .cryptoKit(let mac):
            return Array(mac.finalize())
        #endif
        }
    }
}

/// Compares two byte strings in time that depends only on their lengths, never on where they
/// first differ, so that a forged signature cannot be found byte by byte from response times.
package func constantTimeEquals(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    // A length is no secret (an HMAC-SHA256 is always 32 bytes); the contents are.
    guard lhs.count == rhs.count else { return false }
    var difference: UInt8 = 0
    for index in lhs.indices {
        difference |= lhs[index] ^ rhs[index]
    }
    return difference == 0
}
