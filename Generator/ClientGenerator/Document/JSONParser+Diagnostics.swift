// The errors a JSON read can stop with. Each names what was found and what was expected there.
extension JSONParser {
    func error(_ message: String, at position: SourcePosition) -> DiagnosticError {
        DiagnosticError(.error(message, at: SourceLocation(file: path, position: position)))
    }

    /// The byte at `index` cannot start what the grammar needs (`expected`), or the input ended.
    func unexpected(expected: String, hint: String = "") -> DiagnosticError {
        guard index < end else { return endOfInput(expected: expected) }
        if bytes[index] >= 0x80 && utf8ScalarLength(at: index) == 0 {
            return invalidUTF8()
        }
        return error("expected \(expected), found \(describe(at: index))\(hint)", at: position)
    }

    /// The input ended early; names the innermost container left open, since that is usually
    /// where the mistake is (a missing bracket) rather than at the end of the file.
    func endOfInput(expected: String) -> DiagnosticError {
        guard let open = containers.last else {
            return error("unexpected end of input: expected \(expected)", at: position)
        }
        let kind = open.isObject ? "object" : "array"
        return error(
            "unexpected end of input: the \(kind) that starts at \(open.start) is not closed (expected \(expected))",
            at: position)
    }

    func duplicateKey(_ key: String, at position: SourcePosition, first: SourcePosition) -> DiagnosticError {
        error("duplicate key '\(key)' (first defined at \(first))", at: position)
    }

    func controlCharacterInString(_ byte: UInt8, stringStart: SourcePosition) -> DiagnosticError {
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            return error(
                "unterminated string (it starts at \(stringStart)): a line break inside a string must be written \\n",
                at: position)
        }
        let escape = switch byte {
        case 0x08: "\\b"
        case 0x09: "\\t"
        case 0x0C: "\\f"
        default: "\\u" + Self.hex4(UInt16(byte))
        }
        return error("control character U+\(Self.hex4(UInt16(byte))) must be escaped inside a string (write \(escape))", at: position)
    }

    /// The byte at `index` is not the start of a well-formed UTF-8 scalar.
    func invalidUTF8() -> DiagnosticError {
        let byte = bytes[index]
        let reason = switch byte {
        case 0x80...0xBF: " (a continuation byte without a lead byte)"
        case 0xC2...0xF4: " (the start of a truncated or malformed multi-byte sequence)"
        default: ""
        }
        return error("invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))\(reason)", at: position)
    }

    /// How a message names the input at `offset`: a quoted character or word, or the end of input.
    func describe(at offset: Int) -> String {
        guard offset < end else { return "the end of the input" }
        let byte = bytes[offset]
        if Self.isWordByte(byte) {
            var wordEnd = offset
            while wordEnd < end && wordEnd - offset < 30 && Self.isWordByte(bytes[wordEnd]) {
                wordEnd += 1
            }
            return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<wordEnd]), as: UTF8.self) + "'"
        }
        if byte < 0x20 || byte == 0x7F {
            return "control character U+\(Self.hex4(UInt16(byte)))"
        }
        let length = utf8ScalarLength(at: offset)
        guard length > 0 else {
            return "invalid UTF-8 byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
        return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self) + "'"
    }
}
