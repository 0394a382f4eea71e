import Foundation

/// One JSON value of a parsed document, in document order ("the tape").
///
/// A container is followed by its contents: an array by its elements, an object by key, value,
/// key, value…; `end` is the index just past the value and everything inside it, so skipping a
/// value is one read. Strings and numbers point at their bytes in the input and are turned into
/// Swift values only when a type asks for them.
@usableFromInline
struct JSONNode {
    enum Kind: UInt8 {
        case null, `false`, `true`, number, string, array, object
    }

    var kind: Kind
    /// Strings: the text has backslash escapes. Numbers: the text is an integer (no fraction,
    /// no exponent).
    var flag: Bool
    /// Strings: every byte of the text is ASCII (below 0x80). With no escapes, such a name is
    /// equal to another ASCII name exactly when their bytes are.
    var ascii: Bool = false
    /// Strings and numbers: offset of the first byte of the text (after the opening quote).
    var start: Int32
    /// Strings and numbers: length of the text in bytes. Arrays and objects: how many elements
    /// or members.
    var length: Int32
    /// The tape index just past this value and its contents.
    var end: Int32
}

/// Where and why a document is not JSON.
public struct JSONSyntaxError: Error, Sendable, CustomStringConvertible {
    /// What was wrong, as "expected ',' or '}' after an object member".
    public var reason: String
    /// Zero-based byte offset of the problem in the document.
    public var offset: Int
    /// One-based line and column (in bytes) of the problem.
    public var line: Int
    public var column: Int

    public var description: String { "\(reason) at line \(line), column \(column) (byte \(offset))" }
}

/// The members of one object by name, for objects too large to scan for every lookup.
struct MemberIndex {
    /// The distinct names in document order (names equal as `String`s counted once).
    var names: [String]
    /// The tape index of the value of the first member of each name.
    var values: [String: Int]
    /// Tape indices of the names that repeat an earlier name (usually none).
    var repeated: Set<Int> = []
    /// The tape index of the name after the last member found: `Dictionary` decoding looks
    /// the members up in document order, and this one is tried first, by its bytes.
    var next: Int = 0
}

/// A parsed JSON document: its bytes (copied, with a terminating zero) and its tape.
final class JSONDocument {
    let bytes: UnsafeMutablePointer<UInt8>
    let count: Int
    private(set) var nodes: UnsafeMutablePointer<JSONNode>
    private var capacity: Int
    private(set) var nodeCount = 0
    /// Name indexes of the larger objects, by the object's tape index, made when first needed
    /// (see `TapeDecoder.member(_:in:)`).
    var memberIndexes: [Int: MemberIndex] = [:]
    /// Member names compared or hashed so far: what the tests check to show that lookups stay
    /// linear in the document's size (an operation count, not a time). Unchecked: one decode
    /// uses a document on one thread, and a dynamic exclusivity check per lookup would cost
    /// more than the count.
    @exclusivity(unchecked) var nameComparisons = 0

    /// Nesting deeper than this is an error rather than a stack overflow, as in Foundation.
    static let maximumDepth = 512

    init(copying source: UnsafeRawBufferPointer) throws(JSONSyntaxError) {
        count = source.count
        bytes = .allocate(capacity: count + 1)
        if let base = source.baseAddress { bytes.initialize(from: base.assumingMemoryBound(to: UInt8.self), count: count) }
        bytes[count] = 0
        // About one value per 8 bytes of typical API JSON; grown when needed.
        capacity = max(16, count / 8)
        nodes = .allocate(capacity: capacity)
        var parser = Parser(bytes: bytes, count: count)
        // Every stored property is set, so a throw here runs `deinit`, which frees both buffers.
        try parser.parseDocument(into: self)
    }

    /// A document that is just `null`.
    init(null: ()) {
        count = 0
        bytes = .allocate(capacity: 1)
        bytes[0] = 0
        capacity = 1
        nodes = .allocate(capacity: 1)
        nodes.initialize(to: JSONNode(kind: .null, flag: false, start: 0, length: 0, end: 1))
        nodeCount = 1
    }

    deinit {
        nodes.deallocate()
        bytes.deallocate()
    }

    @inline(__always)
    fileprivate func append(_ node: JSONNode) -> Int {
        if nodeCount == capacity { grow() }
        (nodes + nodeCount).initialize(to: node)
        nodeCount += 1
        return nodeCount - 1
    }

    private func grow() {
        let larger = UnsafeMutablePointer<JSONNode>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: nodes, count: nodeCount)
        nodes.deallocate()
        nodes = larger
        capacity *= 2
    }

    @inline(__always)
    fileprivate func finish(container index: Int, length: Int) {
        nodes[index].length = Int32(truncatingIfNeeded: length)
        nodes[index].end = Int32(truncatingIfNeeded: nodeCount)
    }

    /// The text of a string or number node as raw bytes.
    @inline(__always)
    func text(of node: JSONNode) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes + Int(node.start), count: Int(node.length))
    }
}

/// A recursive-descent parser over the document's bytes, writing the tape.
private struct Parser {
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
        let index = document.append(JSONNode(kind: .object, flag: false, start: Int32(truncatingIfNeeded: position), length: 0, end: 0))
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
    /// unescaped. Runs of plain bytes are skipped eight at a time, so a long string without
    /// escapes (megabytes of base64) costs about a `memchr`.
    mutating func parseString(into document: JSONDocument) throws(JSONSyntaxError) {
        position += 1
        let start = position
        var escaped = false
        var highBits: UInt64 = 0
        while true {
            while position &+ 8 <= count {
                let word = UnsafeRawPointer(bytes + position).loadUnaligned(as: UInt64.self)
                if Self.hasSpecialByte(word) { break }
                highBits |= word
                position &+= 8
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

    /// Whether any of the eight bytes of `word` is a quote, a backslash or a control character
    /// (below 0x20). Exact as a yes/no answer: the classic "has a zero byte" bit trick.
    @inline(__always)
    static func hasSpecialByte(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let hasQuote = (quotes &- ones) & ~quotes
        let hasBackslash = (backslashes &- ones) & ~backslashes
        let hasControl = (word &- ones &* 0x20) & ~word
        return (hasQuote | hasBackslash | hasControl) & highs != 0
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
