import Foundation
import Testing
@testable import AIClientRuntime
@testable import AIClientWebhooks

/// HMAC-SHA256 against the test cases of RFC 4231 (section 4), both the platform's
/// implementation (CryptoKit on Apple platforms) and the dependency-free one.
@Suite struct HMACSHA256Tests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var key: [UInt8]
        var data: [UInt8]
        var mac: String
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "4.2", key: [UInt8](repeating: 0x0b, count: 20), data: Array("Hi There".utf8),
             mac: "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
        Case(name: "4.3 short key", key: Array("Jefe".utf8), data: Array("what do ya want for nothing?".utf8),
             mac: "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
        Case(name: "4.4", key: [UInt8](repeating: 0xaa, count: 20), data: [UInt8](repeating: 0xdd, count: 50),
             mac: "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"),
        Case(name: "4.5", key: Array(1...25), data: [UInt8](repeating: 0xcd, count: 50),
             mac: "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"),
        // 4.6 is truncated to 128 bits: its first 16 bytes are compared.
        Case(name: "4.6 truncated", key: [UInt8](repeating: 0x0c, count: 20), data: Array("Test With Truncation".utf8),
             mac: "a3b6167473100ee06e0c796c2955552b"),
        Case(name: "4.7 long key", key: [UInt8](repeating: 0xaa, count: 131),
             data: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
             mac: "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"),
        Case(name: "4.8 long key and data", key: [UInt8](repeating: 0xaa, count: 131),
             data: Array("This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.".utf8),
             mac: "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"),
    ]

    static func hex(_ bytes: [UInt8], count: Int) -> String {
        SoftwareSHA256Tests.hex(Array(bytes.prefix(count)))
    }

    @Test(arguments: cases)
    func softwareImplementation(_ test: Case) {
        var mac = HMACSHA256.software(key: test.key)
        mac.update(test.data)
        #expect(Self.hex(mac.finalize(), count: test.mac.count / 2) == test.mac)
    }

    @Test(arguments: cases)
    func platformImplementation(_ test: Case) {
        let mac = HMACSHA256.authenticationCode(for: test.data, key: test.key)
        #expect(mac.count == 32)
        #expect(Self.hex(mac, count: test.mac.count / 2) == test.mac)
    }

    /// The message given in pieces authenticates like the joined message.
    @Test func piecesGiveTheSameCode() {
        let key = Array("whsec-key".utf8)
        var pieces = HMACSHA256.software(key: key)
        pieces.update("msg_1".utf8)
        pieces.update(CollectionOfOne(UInt8(ascii: ".")))
        pieces.update(Data("1700000000.{}".utf8))
        #expect(pieces.finalize() == HMACSHA256.authenticationCode(for: Array("msg_1.1700000000.{}".utf8), key: key))
    }

    @Test func constantTimeComparison() {
        let code = HMACSHA256.authenticationCode(for: Array("payload".utf8), key: Array("k".utf8))
        #expect(constantTimeEquals(code, code))
        var lastDiffers = code
        lastDiffers[31] ^= 1
        #expect(!constantTimeEquals(code, lastDiffers))
        var firstDiffers = code
        firstDiffers[0] ^= 0x80
        #expect(!constantTimeEquals(code, firstDiffers))
        #expect(!constantTimeEquals(code, Array(code.prefix(31))))
        #expect(!constantTimeEquals(code, []))
        #expect(constantTimeEquals([], []))
    }
}
