import Foundation

/// Turning the text of string and number nodes into Swift values.
enum JSONText {
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The string a string node holds. Text without escapes is used as it is; escapes are
    /// resolved, `\u` surrogate pairs joined. A lone surrogate, and bytes that are not UTF-8,
    /// become U+FFFD (Foundation's decoder rejects the whole document instead): one bad
    /// character in a long reply does not cost the reply.
    static func string(_ text: UnsafeBufferPointer<UInt8>, escaped: Bool) -> String {
        guard escaped else { return String(decoding: text, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var index = 0
        let count = text.count
        while index < count {
            let byte = text[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < count else {
                output.append(byte)
                index += 1
                continue
            }
            let escape = text[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hex4(text, at: index)
                index += 4
                if (0xD800..<0xDC00).contains(scalar) {
                    // A high surrogate: joined with the low surrogate escape that follows.
                    if index + 5 < count, text[index] == UInt8(ascii: "\\"), text[index + 1] == UInt8(ascii: "u") {
                        let low = hex4(text, at: index + 2)
                        if (0xDC00..<0xE000).contains(low) {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                            index += 6
                        }
                    }
                }
                appendUTF8(Unicode.Scalar(scalar) ?? "\u{FFFD}", to: &output)
            default: output.append(escape)  // `"`, `\`, `/`: the parser allowed nothing else.
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hex4(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 where index + offset < text.count {
            value = value << 4 | (hexValue(text[index + offset]) ?? 0)
        }
        return value
    }

    private static func appendUTF8(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            output.append(UInt8(value))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | value >> 6))
            output.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | value >> 12))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        default:
            output.append(UInt8(0xF0 | value >> 18))
            output.append(UInt8(0x80 | value >> 12 & 0x3F))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        }
    }

    /// Whether every byte is below 0x80.
    @inline(__always)
    static func isASCII(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var bits: UInt8 = 0
        for byte in text { bits |= byte }
        return bits & 0x80 == 0
    }

    /// Does `text` spell exactly `string`? Without building a `String` for the text.
    @inline(__always)
    static func equals(_ text: UnsafeBufferPointer<UInt8>, _ string: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.count == string.count else { return false }
        guard let left = text.baseAddress, let right = string.baseAddress else { return true }
        return memcmp(left, right, text.count) == 0
    }

    /// The integer an integer-only number text spells, if it fits in `Int64`.
    @inline(__always)
    static func int64(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
        var index = 0
        let negative = text.first == UInt8(ascii: "-")
        if negative { index = 1 }
        let digits = text.count - index
        guard digits > 0 else { return nil }
        if digits <= 18 {
            // At most 18 digits cannot overflow.
            var value: Int64 = 0
            while index < text.count {
                value = value &* 10 &+ Int64(text[index] &- UInt8(ascii: "0"))
                index += 1
            }
            return negative ? -value : value
        }
        var value: Int64 = 0
        while index < text.count {
            let digit = Int64(text[index] &- UInt8(ascii: "0"))
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            value = sum
            index += 1
        }
        return value
    }

    /// Whether `value`, read from `text`, stands for the number: not infinite (too large) and
    /// not zero unless the text is (too small, rounded to zero), which Foundation rejects too.
    static func isRepresentable<F: BinaryFloatingPoint>(_ value: F, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard value.isFinite else { return false }
        guard value == 0 else { return true }
        for byte in text {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
            if byte >= UInt8(ascii: "1"), byte <= UInt8(ascii: "9") { return false }
        }
        return true
    }

    /// The plain digits (with `-`) of a number text with a fraction or exponent that is a whole
    /// number: `"9007199254740993.0"` → `"9007199254740993"`, `"1.5e1"` → `"15"`, `"-0.0"` →
    /// `"0"`. Nil when it has a fractional part or more than 40 digits (beyond any integer type).
    static func wholeDigits(_ text: UnsafeBufferPointer<UInt8>) -> String? {
        var index = 0
        let negative = text.first == UInt8(ascii: "-")
        if negative { index = 1 }
        var digits: [UInt8] = []
        var fractionDigits = 0
        var inFraction = false
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                break
            } else {
                // No leading zeros: they change nothing and would count as digits.
                if !(digits.isEmpty && byte == UInt8(ascii: "0")) { digits.append(byte) }
                if inFraction { fractionDigits += 1 }
            }
            index += 1
        }
        var exponent = 0
        if index < text.count {
            index += 1
            var exponentNegative = false
            if index < text.count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
                exponentNegative = text[index] == UInt8(ascii: "-")
                index += 1
            }
            while index < text.count {
                // Clamped: anything this large is beyond every integer type anyway.
                exponent = min(exponent * 10 + Int(text[index] &- UInt8(ascii: "0")), 1_000_000)
                index += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        if digits.isEmpty { return "0" }
        // Digits after the point shift the exponent; `digits` may have lost leading zeros, but
        // trailing ones are what a fraction ends with.
        var scale = exponent - fractionDigits
        while scale < 0, digits.last == UInt8(ascii: "0") {
            digits.removeLast()
            scale += 1
        }
        guard scale >= 0, digits.count + scale <= 40 else { return nil }
        if digits.isEmpty { return "0" }
        digits.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: scale))
        return (negative ? "-" : "") + String(decoding: digits, as: UTF8.self)
    }

    /// The `Double` nearest to a number text (correctly rounded, locale-independent).
    static func double(_ text: UnsafeBufferPointer<UInt8>, integer: Bool) -> Double? {
        // Integers of up to 15 digits convert exactly.
        if integer, text.count <= 15, let value = int64(text) { return Double(value) }
        return Double(String(decoding: text, as: UTF8.self))
    }
}
