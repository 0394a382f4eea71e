import Foundation

/// Builds the header lines of one part, escaping names and filenames so that no value can end
/// the quoted string, inject a header line or get lost on a server.
enum MultipartHeaderFormatting {
    /// `Content-Disposition: form-data; name="…"[; filename="…"[; filename*=UTF-8''…]]`.
    ///
    /// Quoted values follow the HTML standard's multipart/form-data encoding, which every
    /// form parser understands: `"` → `%22`, CR → `%0D`, LF → `%0A`, non-ASCII kept as UTF-8.
    /// Other control characters are percent-escaped too, since they have no place in a header.
    /// That escaping is lossy (a literal `%22` reads back as `"`), so when a filename holds
    /// anything beyond plain printable ASCII the exact name is added as an RFC 8187
    /// `filename*` parameter, which parsers that know it prefer.
    static func contentDisposition(name: String, filename: String?) -> String {
        var line = "Content-Disposition: form-data; name=\"\(quotedValue(name))\""
        if let filename {
            line += "; filename=\"\(quotedValue(filename))\""
            if needsExtendedFilename(filename) {
                line += "; filename*=UTF-8''\(extendedValue(filename))"
            }
        }
        return line
    }

    /// Whether `value` can be sent as a header value: no CR, LF or other control characters
    /// (horizontal tab allowed), and not empty.
    static func isValidHeaderValue(_ value: String) -> Bool {
        !value.isEmpty && !value.unicodeScalars.contains { $0 != "\t" && isControl($0) }
    }

    static func quotedValue(_ value: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            if scalar == "\"" || isControl(scalar) {
                escaped += percentEncoded(UInt8(scalar.value))
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func needsExtendedFilename(_ filename: String) -> Bool {
        filename.unicodeScalars.contains { scalar in
            !scalar.isASCII || isControl(scalar) || scalar == "\"" || scalar == "\\" || scalar == "%"
        }
    }

    /// RFC 8187 `value-chars`: attr-char as is, every other UTF-8 byte as `%XX`.
    private static func extendedValue(_ value: String) -> String {
        var encoded = ""
        for byte in value.utf8 {
            if isAttrChar(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += percentEncoded(byte)
            }
        }
        return encoded
    }

    private static func isAttrChar(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$&+-.^_`|~".utf8.contains(byte)
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }

    private static func percentEncoded(_ byte: UInt8) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        return String(decoding: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]], as: UTF8.self)
    }
}
