import Foundation

/// Strict RFC 3986 percent-encoding for path segments and query components.
///
/// Only the unreserved characters (`A-Z a-z 0-9 - . _ ~`) pass through; everything else,
/// including `+`, `&`, `=`, `/`, `?`, `#`, `[`, `]` and space (`%20`, never `+`), is encoded
/// as UTF-8 bytes. Foundation's `addingPercentEncoding` is not used because its character
/// sets leave `+`, `&` and `=` alone in queries, which servers then read as separators.
public enum PercentEncoding {
    /// `text` with every byte outside the unreserved set written as `%XX`.
    public static func encode(_ text: String) -> String {
        var needsEncoding = false
        for byte in text.utf8 where !isUnreserved(byte) {
            needsEncoding = true
            break
        }
        guard needsEncoding else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
}
