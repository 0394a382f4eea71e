/// A JSONPath text that could not be parsed: what is wrong and where.
public struct JSONPathSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the text is not a supported query, phrased to be shown after "invalid JSONPath: ".
    public var message: String
    /// The 0-based offset of the offending character, in Unicode scalars from the start of the
    /// text (equal to the text's length when the text ends too early).
    public var offset: Int

    public init(_ message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { "\(message) (at character \(offset + 1))" }
}

extension JSONPath {
    /// Parses an RFC 9535 query in the subset `JSONPath` documents.
    public init(parsing text: String) throws(JSONPathSyntaxError) {
        var parser = JSONPathParser(text)
        self.init(text: text, segments: try parser.parseQuery())
    }
}

/// A recursive-descent parser over the Unicode scalars of a query. Recursion is bounded by the
/// nesting of parentheses and filters, which `maximumNesting` limits.
struct JSONPathParser {
    static let maximumNesting = 64
    /// I-JSON's exact integer range, which RFC 9535 requires of indexes.
    static let maximumIndex = 9_007_199_254_740_991

    let scalars: [Unicode.Scalar]
    var index = 0
    var nesting = 0

    init(_ text: String) {
        self.scalars = Array(text.unicodeScalars)
    }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    func error(_ message: String, at offset: Int? = nil) -> JSONPathSyntaxError {
        JSONPathSyntaxError(message, offset: offset ?? index)
    }

    /// How the current character is shown in messages: quoted, or "the end of the query".
    var found: String {
        guard let current else { return "the end of the query" }
        return "'\(current)'"
    }

    mutating func skipBlanks() {
        while let current, current == " " || current == "\t" || current == "\n" || current == "\r" {
            index += 1
        }
    }

    mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
        guard current == scalar else { return false }
        index += 1
        return true
    }

    mutating func parseQuery() throws(JSONPathSyntaxError) -> [JSONPath.Segment] {
        guard consume("$") else {
            throw error("a query starts with '$' (the document root), found \(found)")
        }
        let segments = try parseSegments()
        skipBlanks()
        if current != nil {
            throw error("unexpected \(found) after the query; expected '.', '..' or '['")
        }
        return segments
    }

    /// Segments until something that cannot start one; blanks before a segment are allowed.
    mutating func parseSegments() throws(JSONPathSyntaxError) -> [JSONPath.Segment] {
        var segments: [JSONPath.Segment] = []
        while true {
            let start = index
            skipBlanks()
            switch current {
            case "." where peek(1) == ".":
                index += 2
                segments.append(.descendant(try parseDescendantSelectors()))
            case ".":
                index += 1
                segments.append(.child([try parseDotSelector()]))
            case "[":
                segments.append(.child(try parseBracket()))
            default:
                index = start
                return segments
            }
        }
    }

    mutating func parseDescendantSelectors() throws(JSONPathSyntaxError) -> [JSONPath.Selector] {
        if current == "[" { return try parseBracket() }
        return [try parseDotSelector()]
    }

    /// `*` or a member name shorthand after `.` or `..`.
    mutating func parseDotSelector() throws(JSONPathSyntaxError) -> JSONPath.Selector {
        if consume("*") { return .wildcard }
        guard let first = current, Self.isNameFirst(first) else {
            throw dotSelectorError()
        }
        let start = index
        while let next = current, Self.isNameFirst(next) || ("0"..."9").contains(next) {
            index += 1
        }
        let name = String(String.UnicodeScalarView(scalars[start..<index]))
        if let next = current, Self.isNameLike(next) {
            // `.x-stainless-foo` or `.paths./v1`: RFC 9535 shorthand names take letters,
            // digits and `_` only, so say how to write the name instead.
            var end = index
            while end < scalars.count, scalars[end] != ".", scalars[end] != "[", !Self.isBlank(scalars[end]) {
                end += 1
            }
            let whole = name + String(String.UnicodeScalarView(scalars[index..<end]))
            throw error("'\(next)' cannot appear in a dot-notation name; write ['\(whole)'] instead")
        }
        return .name(name)
    }

    mutating func dotSelectorError() -> JSONPathSyntaxError {
        switch current {
        case let digit? where ("0"..."9").contains(digit) || digit == "-":
            return error("expected a name or '*' after '.', found \(found); write array indexes in brackets: [0]")
        case "[", "'", "\"":
            return error("expected a name or '*' after '.', found \(found); write bracketed names without the dot: $.a['b']")
        case let scalar? where Self.isNameLike(scalar):
            return error("expected a name or '*' after '.', found \(found); names with characters other than letters, digits and '_' go in brackets: ['/path/{id}']")
        default:
            return error("expected a name or '*' after '.', found \(found)")
        }
    }

    /// `[selector, …]`.
    mutating func parseBracket() throws(JSONPathSyntaxError) -> [JSONPath.Selector] {
        index += 1 // '['
        var selectors: [JSONPath.Selector] = []
        while true {
            skipBlanks()
            selectors.append(try parseSelector())
            skipBlanks()
            if consume(",") { continue }
            if consume("]") { return selectors }
            throw error("expected ',' or ']' after a selector, found \(found)")
        }
    }

    mutating func parseSelector() throws(JSONPathSyntaxError) -> JSONPath.Selector {
        switch current {
        case "'", "\"":
            return .name(try parseString())
        case "*":
            index += 1
            return .wildcard
        case "?":
            index += 1
            skipBlanks()
            return .filter(try parseLogicalOr())
        case let scalar? where scalar == "-" || ("0"..."9").contains(scalar):
            let start = index
            let value = try parseIndex()
            skipBlanks()
            if current == ":" {
                throw error("array slices are not supported; select single indexes", at: start)
            }
            return .index(value)
        case ":":
            throw error("array slices are not supported; select single indexes")
        case let scalar? where Self.isNameFirst(scalar):
            throw error("expected a selector, found \(found); quote names in brackets: ['name']")
        default:
            throw error("expected a selector ('name', *, an index or ?filter), found \(found)")
        }
    }

    /// An RFC 9535 `int`: `0` or an optional `-` and digits without leading zeros.
    mutating func parseIndex() throws(JSONPathSyntaxError) -> Int {
        let start = index
        let negative = consume("-")
        let digitsStart = index
        while let digit = current, ("0"..."9").contains(digit) { index += 1 }
        let digits = String(String.UnicodeScalarView(scalars[digitsStart..<index]))
        if digits.isEmpty {
            throw error("expected digits after '-', found \(found)")
        }
        if digits.count > 1 && digits.hasPrefix("0") || negative && digits == "0" {
            throw error("invalid index '\(negative ? "-" : "")\(digits)': write indexes without leading zeros or '-0'", at: start)
        }
        guard let magnitude = Int(digits), magnitude <= Self.maximumIndex else {
            throw error("index out of range (at most ±\(Self.maximumIndex))", at: start)
        }
        return negative ? -magnitude : magnitude
    }

    static func isNameFirst(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar.value >= 0x80
    }

    /// Characters that people put in dot-notation names although the grammar does not allow it.
    static func isNameLike(_ scalar: Unicode.Scalar) -> Bool {
        "-/{}~:+%#$@".unicodeScalars.contains(scalar)
    }

    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }
}
