/// The little of Swift's lexical structure that ``APISurfaceScanner`` needs from one line:
/// where its code ends (a `//` comment is not code) and the brackets outside string literals,
/// interpolations included (`"\(name)(\(value))"` has no brackets of its own).
///
/// Generated code has no multi-line string literals or block comments, so a line is lexed on
/// its own.
struct SwiftLineLexer {
    /// Where the code of the line ends: its length, or the offset of a `//` comment.
    var codeEnd: Int
    /// The brackets `(`, `)`, `{`, `}` of the code, in order.
    var brackets: [UInt8]

    /// How far the line opens parentheses (negative when it closes more than it opens).
    var parenthesisBalance: Int {
        brackets.reduce(0) { $0 + ($1 == UInt8(ascii: "(") ? 1 : $1 == UInt8(ascii: ")") ? -1 : 0) }
    }

    private enum Context {
        /// Code; inside an interpolation, with the parentheses it opened.
        case code(parentheses: Int)
        /// A string literal with this many `#` around it.
        case string(hashes: Int)
    }

    init(_ line: ArraySlice<UInt8>) {
        let bytes = Array(line)
        var stack: [Context] = [.code(parentheses: 0)]
        var brackets: [UInt8] = []
        var index = 0
        var codeEnd = bytes.count
        func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
        scan: while index < bytes.count {
            let current = bytes[index]
            switch stack[stack.count - 1] {
            case .string(let hashes):
                if current == UInt8(ascii: "\\") {
                    var next = index + 1
                    var run = 0
                    while run < hashes, byte(next) == UInt8(ascii: "#") { run += 1; next += 1 }
                    if run == hashes, byte(next) == UInt8(ascii: "(") {
                        stack.append(.code(parentheses: 0))
                        index = next + 1
                    } else {
                        // An escape: the next character is never the string's end.
                        index += hashes == 0 ? 2 : 1
                    }
                } else if current == UInt8(ascii: "\"") {
                    var next = index + 1
                    var run = 0
                    while run < hashes, byte(next) == UInt8(ascii: "#") { run += 1; next += 1 }
                    if run == hashes { stack.removeLast() }
                    index = next
                } else {
                    index += 1
                }
            case .code(let parentheses):
                let topLevel = stack.count == 1
                switch current {
                case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/") && topLevel:
                    codeEnd = index
                    break scan
                case UInt8(ascii: "#"):
                    var next = index
                    while byte(next) == UInt8(ascii: "#") { next += 1 }
                    if byte(next) == UInt8(ascii: "\"") {
                        stack.append(.string(hashes: next - index))
                        index = next + 1
                    } else {
                        index = next
                    }
                case UInt8(ascii: "\""):
                    stack.append(.string(hashes: 0))
                    index += 1
                case UInt8(ascii: "("):
                    if topLevel { brackets.append(current) } else { stack[stack.count - 1] = .code(parentheses: parentheses + 1) }
                    index += 1
                case UInt8(ascii: ")"):
                    if topLevel {
                        brackets.append(current)
                    } else if parentheses == 0 {
                        stack.removeLast()
                    } else {
                        stack[stack.count - 1] = .code(parentheses: parentheses - 1)
                    }
                    index += 1
                case UInt8(ascii: "{"), UInt8(ascii: "}"):
                    if topLevel { brackets.append(current) }
                    index += 1
                default:
                    index += 1
                }
            }
        }
        self.codeEnd = codeEnd
        self.brackets = brackets
    }
}
