// Strings, numbers and the literals true, false and null.
extension JSONParser {
    /// Reads the scalar that starts at `index`, or fails with "expected a value".
    mutating func parseScalar(at start: SourcePosition) throws(DiagnosticError) -> DocumentNode {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
            return DocumentNode(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return DocumentNode(try parseNumber(), at: start)
        case UInt8(ascii: "+"), UInt8(ascii: "."):
            throw error("invalid number '\(numberToken(from: index))': a JSON number starts with a digit or '-'", at: start)
        case _ where Self.isWordByte(byte):
            let wordStart = index
            while index < end && Self.isWordByte(bytes[index]) {
                index += 1
            }
            let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<index])
            if word.elementsEqual("true".utf8) { return DocumentNode(.bool(true), at: start) }
            if word.elementsEqual("false".utf8) { return DocumentNode(.bool(false), at: start) }
            if word.elementsEqual("null".utf8) { return DocumentNode(.null, at: start) }
            index = wordStart
            let lowered = String(decoding: word, as: UTF8.self).lowercased()
            let hint = ["true", "false", "null"].contains(lowered) ? " (JSON literals are lowercase)" : ""
            throw unexpected(expected: "a value", hint: hint)
        default:
            throw unexpected(expected: "a value")
        }
    }

    // MARK: Strings

    /// Reads the string whose opening quote is at `index` and steps past its closing quote.
    mutating func parseString() throws(DiagnosticError) -> String {
        let openPosition = position
        index += 1
        var segmentStart = index
        // Most strings have no escapes: they become a String straight from the input bytes.
        var hasEscapes = false
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let string: String
                if hasEscapes {
                    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                    string = String(decoding: scratch, as: UTF8.self)
                } else {
                    string = String(decoding: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]), as: UTF8.self)
                }
                index += 1
                return string
            } else if byte == UInt8(ascii: "\\") {
                if !hasEscapes {
                    hasEscapes = true
                    scratch.removeAll(keepingCapacity: true)
                }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                try parseEscape(stringStart: openPosition)
                segmentStart = index
            } else if byte >= 0x80 {
                try skipUTF8Scalar()
            } else if byte < 0x20 {
                throw controlCharacterInString(byte, stringStart: openPosition)
            } else {
                index += 1
            }
        }
        throw error("unterminated string: the input ends before its closing '\"'", at: openPosition)
    }

    /// Decodes the escape whose backslash is at `index` into `scratch`.
    private mutating func parseEscape(stringStart: SourcePosition) throws(DiagnosticError) {
        let escapePosition = position
        index += 1
        guard index < end else {
            throw error("unterminated string: the input ends before its closing '\"'", at: stringStart)
        }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try readHexEscape(escapeStart: escapePosition)
            var scalar = UInt32(unit)
            switch unit {
            case 0xD800...0xDBFF:
                // A high surrogate counts only as the first half of a `\uD83D\uDE00` pair.
                let low: UInt16? = if index + 1 < end && bytes[index] == UInt8(ascii: "\\") && bytes[index + 1] == UInt8(ascii: "u") {
                    try readLowSurrogate()
                } else {
                    nil
                }
                guard let low, (0xDC00...0xDFFF).contains(low) else {
                    throw error("lone surrogate \\u\(Self.hex4(unit)): a high surrogate must be followed by a low surrogate escape (\\uDC00 to \\uDFFF)", at: escapePosition)
                }
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            case 0xDC00...0xDFFF:
                throw error("lone surrogate \\u\(Self.hex4(unit)): a low surrogate must follow a high surrogate escape (\\uD800 to \\uDBFF)", at: escapePosition)
            default:
                break
            }
            appendUTF8(scalar)
        default:
            index -= 1
            let escaped = byte < 0x80 && byte >= 0x20 ? String(UnicodeScalar(byte)) : describe(at: index)
            throw error("invalid escape '\\\(escaped)' in string; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX", at: escapePosition)
        }
    }

    /// Reads the `\uXXXX` at `index` when it is the second half of a surrogate pair, and leaves
    /// `index` where it was when it is not.
    private mutating func readLowSurrogate() throws(DiagnosticError) -> UInt16? {
        let saved = index
        let escapePosition = position
        index += 2
        let unit = try readHexEscape(escapeStart: escapePosition)
        if (0xDC00...0xDFFF).contains(unit) { return unit }
        index = saved
        return nil
    }

    /// Reads the four hex digits after `\u`.
    private mutating func readHexEscape(escapeStart: SourcePosition) throws(DiagnosticError) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard index < end, let digit = Self.hexDigitValue(bytes[index]) else {
                throw error("invalid escape: '\\u' must be followed by four hexadecimal digits", at: escapeStart)
            }
            unit = unit << 4 | UInt16(digit)
            index += 1
        }
        return unit
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case ..<0x80:
            scratch.append(UInt8(scalar))
        case ..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Steps over one multi-byte UTF-8 scalar, which takes one column whatever its length.
    private mutating func skipUTF8Scalar() throws(DiagnosticError) {
        let length = utf8ScalarLength(at: index)
        guard length > 0 else { throw invalidUTF8() }
        index += length
        continuationBytes += length - 1
    }

    /// The byte length of the well-formed UTF-8 scalar at `offset` (RFC 3629: no overlong forms,
    /// no surrogates, nothing above U+10FFFF), or 0 when the bytes there are not one.
    func utf8ScalarLength(at offset: Int) -> Int {
        func continues(_ at: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            at < end && range.contains(bytes[at])
        }
        switch bytes[offset] {
        case 0x00...0x7F:
            return 1
        case 0xC2...0xDF:
            return continues(offset + 1) ? 2 : 0
        case 0xE0:
            return continues(offset + 1, 0xA0...0xBF) && continues(offset + 2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continues(offset + 1) && continues(offset + 2) ? 3 : 0
        case 0xED:
            return continues(offset + 1, 0x80...0x9F) && continues(offset + 2) ? 3 : 0
        case 0xF0:
            return continues(offset + 1, 0x90...0xBF) && continues(offset + 2) && continues(offset + 3) ? 4 : 0
        case 0xF1...0xF3:
            return continues(offset + 1) && continues(offset + 2) && continues(offset + 3) ? 4 : 0
        case 0xF4:
            return continues(offset + 1, 0x80...0x8F) && continues(offset + 2) && continues(offset + 3) ? 4 : 0
        default:
            return 0
        }
    }

    // MARK: Numbers

    /// Reads `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func parseNumber() throws(DiagnosticError) -> DocumentNode.Value {
        let numberStart = index
        let startPosition = position
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < end, Self.isDigit(bytes[index]) else {
            throw error("invalid number '\(numberToken(from: numberStart))': expected a digit after '-'", at: startPosition)
        }
        // Accumulate toward the sign so that Int.min is representable.
        var integer = 0
        var overflowed = false
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < end && Self.isDigit(bytes[index]) {
                throw error("invalid number '\(numberToken(from: numberStart))': leading zeros are not allowed", at: startPosition)
            }
        } else {
            while index < end && Self.isDigit(bytes[index]) {
                let digit = Int(bytes[index] &- UInt8(ascii: "0"))
                if !overflowed {
                    let (shifted, shiftOverflow) = integer.multipliedReportingOverflow(by: 10)
                    let (next, addOverflow) = negative
                        ? shifted.subtractingReportingOverflow(digit)
                        : shifted.addingReportingOverflow(digit)
                    overflowed = shiftOverflow || addOverflow
                    integer = next
                }
                index += 1
            }
        }
        var isInteger = true
        if index < end && bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            try skipDigits(numberStart: numberStart, at: startPosition, after: "'.'")
        }
        if index < end && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            isInteger = false
            index += 1
            if index < end && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                index += 1
            }
            try skipDigits(numberStart: numberStart, at: startPosition, after: "the exponent marker")
        }
        // `1.5.3`, `12px` or `0x1F` is one bad token, not a number followed by something unexpected.
        if index < end && Self.isNumberTokenByte(bytes[index]) {
            throw error("invalid number '\(numberToken(from: numberStart))'", at: startPosition)
        }
        if isInteger && !overflowed {
            return .integer(integer)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[numberStart..<index]), as: UTF8.self)
        guard let double = Double(text), double.isFinite else {
            throw error("number '\(text)' is too large to represent", at: startPosition)
        }
        return .number(double)
    }

    private mutating func skipDigits(numberStart: Int, at startPosition: SourcePosition, after what: String) throws(DiagnosticError) {
        guard index < end, Self.isDigit(bytes[index]) else {
            throw error("invalid number '\(numberToken(from: numberStart))': expected a digit after \(what)", at: startPosition)
        }
        while index < end && Self.isDigit(bytes[index]) {
            index += 1
        }
    }

    /// The run of number-like characters at `offset`, to quote a bad number whole.
    func numberToken(from offset: Int) -> String {
        var tokenEnd = offset
        while tokenEnd < end && tokenEnd - offset < 40 && Self.isNumberTokenByte(bytes[tokenEnd]) {
            tokenEnd += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<tokenEnd]), as: UTF8.self)
    }

    // MARK: Byte classes

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    static func isNumberTokenByte(_ byte: UInt8) -> Bool {
        isWordByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    static func hex4(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
