import Foundation

/// A recursive-descent parser over the document's bytes, writing the tape.
struct TapeParser {
    let bytes: UnsafeMutablePointer<UInt8>
    let count: Int
    var position = 0

    init(bytes: UnsafeMutablePointer<UInt8>, count: Int) {
        self.bytes = bytes
        self.count = count
    }

    mutating func parseDocument(into document: JSONDocument) throws(JSONSyntaxError) {
        guard count <= Int(Int32.max) else { throw error("the document is larger than 2 GiB") }
        // A UTF-8 byte order mark is allowed before the value.
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        skipWhitespace()
        guard position < count else { throw error(count == 0 ? "the document is empty" : "the document has no value") }
        try parseValue(into: document, depth: 0)
        skipWhitespace()
        guard position == count else { throw error("unexpected \(describe(bytes[position])) after the JSON value") }
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while position < count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    mutating func parseValue(into document: JSONDocument, depth: Int) throws(JSONSyntaxError) {
        guard position < count else { throw error("unexpected end of data, expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            try parseString(into: document)
        case UInt8(ascii: "{"):
            try parseObject(into: document, depth: depth + 1)
        case UInt8(ascii: "["):
            try parseArray(into: document, depth: depth + 1)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try parseNumber(into: document)
        case UInt8(ascii: "t"):
            try literal("true")
            scalar(.true, into: document)
        case UInt8(ascii: "f"):
            try literal("false")
            scalar(.false, into: document)
        case UInt8(ascii: "n"):
            try literal("null")
            scalar(.null, into: document)
        case let byte:
            throw error("unexpected \(describe(byte)), expected a value")
        }
    }

    @inline(__always)
    func scalar(_ kind: JSONNode.Kind, into document: JSONDocument) {
        let index = document.nodeCount
        _ = document.append(JSONNode(kind: kind, flag: false, start: 0, length: 0, end: Int32(truncatingIfNeeded: index + 1)))
    }

    mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let length = word.utf8CodeUnitCount
        guard position + length <= count, memcmp(bytes + position, word.utf8Start, length) == 0 else {
            throw error("unexpected \(describe(bytes[position])), expected a value")
        }
        position += length
    }

    mutating func parseObject(into document: JSONDocument, depth: Int) throws(JSONSyntaxError) {
        guard depth <= JSONDocument.maximumDepth else { throw error("nesting deeper than \(JSONDocument.maximumDepth) levels") }
        let index = document.append(JSONNode(kind: .object, flag: false, start: 0, length: 0, end: 0))
        position += 1
        skipWhitespace()
        var members = 0
        if position < count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            document.finish(container: index, length: 0)
            return
        }
        while true {
            guard position < count else { throw error("unexpected end of data in an object") }
            guard bytes[position] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describe(bytes[position])), expected a member name in quotes")
            }
            try parseString(into: document)
            skipWhitespace()
            guard position < count, bytes[position] == UInt8(ascii: ":") else {
                throw error(position < count ? "unexpected \(describe(bytes[position])), expected ':' after a member name" : "unexpected end of data in an object")
            }
            position += 1
            skipWhitespace()
            try parseValue(into: document, depth: depth)
            members += 1
            skipWhitespace()
            guard position < count else { throw error("unexpected end of data in an object") }
            switch bytes[position] {
            case UInt8(ascii: ","):
                position += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                position += 1
                document.finish(container: index, length: members)
                return
            case let byte:
                throw error("unexpected \(describe(byte)), expected ',' or '}' after an object member")
            }
        }
    }

    mutating func parseArray(into document: JSONDocument, depth: Int) throws(JSONSyntaxError) {
        guard depth <= JSONDocument.maximumDepth else { throw error("nesting deeper than \(JSONDocument.maximumDepth) levels") }
        let index = document.append(JSONNode(kind: .array, flag: false, start: Int32(truncatingIfNeeded: position), length: 0, end: 0))
        position += 1
        skipWhitespace()
        var elements = 0
        if position < count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            document.finish(container: index, length: 0)
            return
        }
        while true {
            try parseValue(into: document, depth: depth)
            elements += 1
            skipWhitespace()
            guard position < count else { throw error("unexpected end of data in an array") }
            switch bytes[position] {
            case UInt8(ascii: ","):
                position += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                position += 1
                document.finish(container: index, length: elements)
                return
            case let byte:
                throw error("unexpected \(describe(byte)), expected ',' or ']' after an array element")
            }
        }
    }

    /// A string: finds the closing quote, notes whether there are escapes and whether every
    /// byte is ASCII, and checks that escapes are well formed and that no control character is
    /// unescaped. Runs of plain bytes are skipped eight at a time; a run longer than two words
    /// goes on 32 at a time (four words, one branch), so a long string without escapes
    /// (megabytes of base64) costs about a `memchr`, and a short one (most names and values)
    /// no more than one word at a time does.
    mutating func parseString(into document: JSONDocument) throws(JSONSyntaxError) {
        position += 1
        let start = position
        var escaped = false
        var highBits: UInt64 = 0
        while true {
            var words = 0
            while position &+ 8 <= count {
                let word = UnsafeRawPointer(bytes + position).loadUnaligned(as: UInt64.self)
                if Self.specialBytes(word) != 0 { break }
                highBits |= word
                position &+= 8
                words &+= 1
                if words == 2 {
                    while position &+ 32 <= count {
                        let block = UnsafeRawPointer(bytes + position)
                        let first = block.loadUnaligned(as: UInt64.self)
                        let second = block.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                        let third = block.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
                        let fourth = block.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                        let special = Self.specialBytes(first) | Self.specialBytes(second) | Self.specialBytes(third) | Self.specialBytes(fourth)
                        if special != 0 { break }
                        highBits |= first | second | third | fourth
                        position &+= 32
                    }
                }
            }
            guard position < count else { break }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                _ = document.append(JSONNode(
                    kind: .string, flag: escaped, ascii: highBits & 0x8080_8080_8080_8080 == 0, start: Int32(truncatingIfNeeded: start),
                    length: Int32(truncatingIfNeeded: position - start), end: Int32(truncatingIfNeeded: document.nodeCount + 1)
                ))
                position += 1
                return
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                position += 1
                guard position < count else { break }
                switch bytes[position] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    position += 1
                case UInt8(ascii: "u"):
                    guard position + 4 < count, (1...4).allSatisfy({ JSONText.hexValue(bytes[position + $0]) != nil }) else {
                        throw error("a \\u escape needs four hexadecimal digits")
                    }
                    position += 5
                case let other:
                    throw error("invalid escape '\\\(Character(Unicode.Scalar(other)))' in a string")
                }
                continue
            }
            if byte < 0x20 { throw error("unescaped control character \(describe(byte)) in a string") }
            highBits |= UInt64(byte)
            position += 1
        }
        position = count
        throw error("unexpected end of data in a string")
    }

    /// Nonzero when any of the eight bytes of `word` is a quote, a backslash or a control
    /// character (below 0x20); zero otherwise. Exact as a yes/no answer (the classic "has a
    /// zero byte" bit trick), though not as to which byte it is.
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let hasQuote = (quotes &- ones) & ~quotes
        let hasBackslash = (backslashes &- ones) & ~backslashes
        let hasControl = (word &- ones &* 0x20) & ~word
        return (hasQuote | hasBackslash | hasControl) & highs
    }

    /// A number, checked against JSON's grammar: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    mutating func parseNumber(into document: JSONDocument) throws(JSONSyntaxError) {
        let start = position
        var integer = true
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < count, isDigit(bytes[position]) else { throw error("a number needs digits after '-'") }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < count, isDigit(bytes[position]) { throw error("a number cannot have a leading zero") }
        } else {
            while position < count, isDigit(bytes[position]) { position += 1 }
        }
        if position < count, bytes[position] == UInt8(ascii: ".") {
            integer = false
            position += 1
            guard position < count, isDigit(bytes[position]) else { throw error("a number needs digits after '.'") }
            while position < count, isDigit(bytes[position]) { position += 1 }
        }
        if position < count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            integer = false
            position += 1
            if position < count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard position < count, isDigit(bytes[position]) else { throw error("a number needs digits in its exponent") }
            while position < count, isDigit(bytes[position]) { position += 1 }
        }
        _ = document.append(JSONNode(
            kind: .number, flag: integer, start: Int32(truncatingIfNeeded: start),
            length: Int32(truncatingIfNeeded: position - start), end: Int32(truncatingIfNeeded: document.nodeCount + 1)
        ))
    }

    @inline(__always)
    func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    func describe(_ byte: UInt8) -> String {
        if byte >= 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// The error at the current position, with its line and column.
    func error(_ reason: String) -> JSONSyntaxError {
        let offset = min(position, count)
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return JSONSyntaxError(reason: reason, offset: offset, line: line, column: offset - lineStart + 1)
    }
}
