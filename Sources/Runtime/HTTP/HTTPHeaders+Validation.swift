import Foundation

extension HTTPHeaders {
    /// Why these headers cannot be sent as they are, or nil when they can: a name that is not
    /// an HTTP token (RFC 9110 §5.1: a CR or LF in it would start a header of its own, which
    /// is header injection) or a value holding CR, LF or NUL (which URLSession drops without a
    /// word). The sentence names the header, never its value.
    public var sendingProblem: String? {
        for field in self {
            if field.name.isEmpty || !field.name.utf8.allSatisfy(Self.isTokenByte) {
                let shown = String(field.name.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? Character($0) : "?" })
                return "the header name \"\(shown)\" is not a valid HTTP header name (only letters, digits and !#$%&'*+-.^_`|~)"
            }
            if field.value.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0x00 }) {
                return "the value of the header \(field.name) holds a line break or NUL, which HTTP cannot carry"
            }
        }
        return nil
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}
