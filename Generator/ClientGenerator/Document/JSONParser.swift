/// The state of one JSON read: a cursor over the bytes, the bookkeeping that turns a byte offset
/// into a line and column, and the explicit stack of open arrays and objects.
///
/// The parser is iterative: an open container is a `Container` on `containers`, and finished
/// children wait on `elements` or `members` until their container closes. Deep input therefore
/// costs heap, not thread stack (tests run on threads with small stacks).
struct JSONParser {
    /// An array or object whose closing bracket has not been read yet.
    struct Container {
        var isObject: Bool
        var start: SourcePosition
        /// Where this container's children begin in `elements` (arrays) or `members` (objects).
        var base: Int
        /// The key whose value is being read (objects only).
        var key = ""
        var keyPosition = SourcePosition.unknown
        /// The keys read so far, built only once an object is large enough for a linear
        /// duplicate scan to cost more than hashing.
        var keySet: Set<String>?
    }

    /// Objects with at least this many members check duplicates with a set instead of a scan.
    static let keySetThreshold = 16

    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int
    let path: String
    let maximumDepth: Int

    var index = 0
    var line = 1
    /// The offset of the first byte of the current line.
    var lineStart = 0
    /// UTF-8 continuation bytes between `lineStart` and `index`: a column counts scalars, not bytes.
    /// Only strings hold non-ASCII bytes, and they never span lines, so this stays exact.
    var continuationBytes = 0

    var containers: [Container] = []
    var elements: [DocumentNode] = []
    var members: [DocumentNode.Member] = []
    /// Reused buffer for strings with escapes.
    var scratch: [UInt8] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, path: String, maximumDepth: Int) {
        self.bytes = bytes
        self.end = bytes.count
        self.path = path
        self.maximumDepth = maximumDepth
    }

    var position: SourcePosition {
        SourcePosition(line: line, column: index - lineStart - continuationBytes + 1)
    }

    /// Reads the whole input as one value and checks that nothing but whitespace follows it.
    mutating func parseDocument() throws(DiagnosticError) -> DocumentNode {
        if end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            // An editor shows no character for the byte order mark, so it takes no column.
            index = 3
            lineStart = 3
        }
        nextValue: while true {
            skipWhitespace()
            let start = position
            guard index < end else { throw unexpected(expected: "a value") }
            var node: DocumentNode
            switch bytes[index] {
            case UInt8(ascii: "{"):
                try checkDepth()
                index += 1
                skipWhitespace()
                if index < end && bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    node = DocumentNode(.object([]), at: start)
                } else {
                    containers.append(Container(isObject: true, start: start, base: members.count))
                    try readKey(expected: "a string key or '}'")
                    continue nextValue
                }
            case UInt8(ascii: "["):
                try checkDepth()
                index += 1
                skipWhitespace()
                if index < end && bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    node = DocumentNode(.array([]), at: start)
                } else {
                    containers.append(Container(isObject: false, start: start, base: elements.count))
                    continue nextValue
                }
            default:
                node = try parseScalar(at: start)
            }

            // Hand the finished value to its container, then close every container that ends
            // right after it, until one expects another child or the document is complete.
            while let top = containers.indices.last {
                if containers[top].isObject {
                    members.append(DocumentNode.Member(
                        key: containers[top].key, keyPosition: containers[top].keyPosition, value: node))
                    skipWhitespace()
                    guard index < end else { throw unexpected(expected: "',' or '}' after object member") }
                    switch bytes[index] {
                    case UInt8(ascii: ","):
                        let comma = position
                        index += 1
                        skipWhitespace()
                        if index < end && bytes[index] == UInt8(ascii: "}") {
                            throw error("trailing comma before '}': remove the ',' or add another member", at: comma)
                        }
                        try readKey(expected: "a string key after ','")
                        continue nextValue
                    case UInt8(ascii: "}"):
                        index += 1
                        let container = containers.removeLast()
                        node = DocumentNode(.object(Array(members[container.base...])), at: container.start)
                        members.removeSubrange(container.base...)
                    default:
                        throw unexpected(expected: "',' or '}' after object member")
                    }
                } else {
                    elements.append(node)
                    skipWhitespace()
                    guard index < end else { throw unexpected(expected: "',' or ']' after array element") }
                    switch bytes[index] {
                    case UInt8(ascii: ","):
                        let comma = position
                        index += 1
                        skipWhitespace()
                        if index < end && bytes[index] == UInt8(ascii: "]") {
                            throw error("trailing comma before ']': remove the ',' or add another element", at: comma)
                        }
                        continue nextValue
                    case UInt8(ascii: "]"):
                        index += 1
                        let container = containers.removeLast()
                        node = DocumentNode(.array(Array(elements[container.base...])), at: container.start)
                        elements.removeSubrange(container.base...)
                    default:
                        throw unexpected(expected: "',' or ']' after array element")
                    }
                }
            }

            skipWhitespace()
            guard index >= end else { throw unexpected(expected: "the end of the input after the JSON document") }
            return node
        }
    }

    /// Reads `"key" :` for the innermost object, rejecting a key that object already has.
    mutating func readKey(expected: String) throws(DiagnosticError) {
        guard index < end, bytes[index] == UInt8(ascii: "\"") else {
            throw unexpected(expected: expected, hint: " (object keys are strings in double quotes)")
        }
        let keyPosition = position
        let key = try parseString()
        let top = containers.count - 1
        let base = containers[top].base
        if members.count - base < Self.keySetThreshold {
            for member in members[base...] where member.key == key {
                throw duplicateKey(key, at: keyPosition, first: member.keyPosition)
            }
        } else {
            if containers[top].keySet == nil {
                containers[top].keySet = Set(members[base...].lazy.map(\.key))
            }
            if containers[top].keySet?.insert(key).inserted == false,
               let first = members[base...].first(where: { $0.key == key }) {
                throw duplicateKey(key, at: keyPosition, first: first.keyPosition)
            }
        }
        skipWhitespace()
        guard index < end, bytes[index] == UInt8(ascii: ":") else {
            throw unexpected(expected: "':' after object key")
        }
        index += 1
        containers[top].key = key
        containers[top].keyPosition = keyPosition
    }

    func checkDepth() throws(DiagnosticError) {
        if containers.count >= maximumDepth {
            throw error("arrays and objects are nested too deeply (more than \(maximumDepth) levels)", at: position)
        }
    }

    /// Steps over spaces, tabs and line breaks (LF, CRLF or a lone CR), counting lines.
    mutating func skipWhitespace() {
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                startLine()
            case UInt8(ascii: "\r"):
                index += 1
                if index < end && bytes[index] == UInt8(ascii: "\n") {
                    index += 1
                }
                startLine()
            default:
                return
            }
        }
    }

    private mutating func startLine() {
        line += 1
        lineStart = index
        continuationBytes = 0
    }
}
