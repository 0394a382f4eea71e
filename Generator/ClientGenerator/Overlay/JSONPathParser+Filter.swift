/// Filter expressions and literals: `?@.type == 'object' && !@.deprecated`.
extension JSONPathParser {
    /// `and-expr (|| and-expr)*`
    mutating func parseLogicalOr() throws(JSONPathSyntaxError) -> JSONPath.FilterExpression {
        nesting += 1
        defer { nesting -= 1 }
        if nesting > Self.maximumNesting {
            throw error("filters are nested too deeply (more than \(Self.maximumNesting) levels)")
        }
        var expression = try parseLogicalAnd()
        while true {
            skipBlanks()
            guard current == "|" else { return expression }
            guard peek(1) == "|" else { throw error("expected '||', found a single '|'") }
            index += 2
            skipBlanks()
            expression = .or(expression, try parseLogicalAnd())
        }
    }

    /// `basic (&& basic)*`
    mutating func parseLogicalAnd() throws(JSONPathSyntaxError) -> JSONPath.FilterExpression {
        var expression = try parseBasic()
        while true {
            skipBlanks()
            guard current == "&" else { return expression }
            guard peek(1) == "&" else { throw error("expected '&&', found a single '&'") }
            index += 2
            skipBlanks()
            expression = .and(expression, try parseBasic())
        }
    }

    /// A parenthesized expression, a negation, an existence test or a comparison.
    mutating func parseBasic() throws(JSONPathSyntaxError) -> JSONPath.FilterExpression {
        if consume("!") {
            skipBlanks()
            if current == "(" { return .not(try parseParenthesized()) }
            guard current == "@" || current == "$" else {
                throw error("'!' negates a parenthesized expression or an existence test, found \(found)")
            }
            let start = index
            let query = try parseFilterQuery()
            skipBlanks()
            if Self.comparisonOperator(at: index, in: scalars) != nil {
                throw error("'!' cannot negate a comparison directly; write !(… == …) or use !=", at: start)
            }
            return .not(.exists(query))
        }
        if current == "(" { return try parseParenthesized() }
        let start = index
        let left = try parseComparable()
        skipBlanks()
        guard let comparison = Self.comparisonOperator(at: index, in: scalars) else {
            if case .query(let query) = left { return .exists(query) }
            throw error("expected a comparison operator (== or !=) after the literal, found \(found)")
        }
        guard let op = comparison.op else {
            throw error("the comparison operator '\(comparison.text)' is not supported; only == and != are")
        }
        index += comparison.text.unicodeScalars.count
        skipBlanks()
        let rightStart = index
        let right = try parseComparable()
        try checkSingular(left, at: start)
        try checkSingular(right, at: rightStart)
        return .comparison(left, op, right)
    }

    mutating func parseParenthesized() throws(JSONPathSyntaxError) -> JSONPath.FilterExpression {
        index += 1 // '('
        skipBlanks()
        let expression = try parseLogicalOr()
        skipBlanks()
        guard consume(")") else { throw error("expected ')' to close the parenthesized expression, found \(found)") }
        return expression
    }

    func checkSingular(_ comparable: JSONPath.Comparable, at offset: Int) throws(JSONPathSyntaxError) {
        if case .query(let query) = comparable, !query.isSingular {
            throw error("a compared query must select at most one node (names and indexes only, no '*', '..' or filters)", at: offset)
        }
    }

    /// `@…` or `$…` followed by segments.
    mutating func parseFilterQuery() throws(JSONPathSyntaxError) -> JSONPath.FilterQuery {
        let isRelative = current == "@"
        index += 1
        return JSONPath.FilterQuery(isRelative: isRelative, segments: try parseSegments())
    }

    mutating func parseComparable() throws(JSONPathSyntaxError) -> JSONPath.Comparable {
        switch current {
        case "@", "$":
            return .query(try parseFilterQuery())
        case "'", "\"":
            return .literal(.string(try parseString()))
        case let scalar? where scalar == "-" || ("0"..."9").contains(scalar):
            return .literal(.number(try parseNumber()))
        case let scalar? where ("a"..."z").contains(scalar):
            let start = index
            while let next = current, ("a"..."z").contains(next) || ("0"..."9").contains(next) || next == "_" {
                index += 1
            }
            let word = String(String.UnicodeScalarView(scalars[start..<index]))
            switch word {
            case "true": return .literal(.bool(true))
            case "false": return .literal(.bool(false))
            case "null": return .literal(.null)
            default:
                skipBlanks()
                if current == "(" {
                    throw error("function extensions such as \(word)() are not supported", at: start)
                }
                throw error("expected a query (@, $), a quoted string, a number, true, false or null, found '\(word)'", at: start)
            }
        default:
            throw error("expected a query (@, $), a quoted string, a number, true, false or null, found \(found)")
        }
    }

    /// `==`, `!=`, or an unsupported ordering operator (`op` nil) starting at `offset`.
    static func comparisonOperator(at offset: Int, in scalars: [Unicode.Scalar]) -> (text: String, op: JSONPath.ComparisonOperator?)? {
        guard offset < scalars.count else { return nil }
        let next: Unicode.Scalar? = offset + 1 < scalars.count ? scalars[offset + 1] : nil
        switch (scalars[offset], next) {
        case ("=", "="): return ("==", .equal)
        case ("!", "="): return ("!=", .notEqual)
        case ("<", "="): return ("<=", nil)
        case (">", "="): return (">=", nil)
        case ("<", _): return ("<", nil)
        case (">", _): return (">", nil)
        case ("=", _): return ("=", nil)
        default: return nil
        }
    }

    /// An RFC 9535 number: `-? int frac? exp?`, read as a `Double`.
    mutating func parseNumber() throws(JSONPathSyntaxError) -> Double {
        let start = index
        _ = consume("-")
        guard let first = current, ("0"..."9").contains(first) else {
            throw error("expected digits in the number, found \(found)")
        }
        index += 1
        if first == "0", let next = current, ("0"..."9").contains(next) {
            throw error("numbers have no leading zeros", at: start)
        }
        skipDigits()
        if consume(".") {
            guard try requireDigit() else { throw error("expected digits after '.', found \(found)") }
        }
        if consume("e") || consume("E") {
            _ = consume("+") || consume("-")
            guard try requireDigit() else { throw error("expected digits in the exponent, found \(found)") }
        }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(text) is out of range", at: start)
        }
        return value
    }

    mutating func skipDigits() {
        while let digit = current, ("0"..."9").contains(digit) { index += 1 }
    }

    mutating func requireDigit() throws(JSONPathSyntaxError) -> Bool {
        guard let digit = current, ("0"..."9").contains(digit) else { return false }
        skipDigits()
        return true
    }

    /// A single- or double-quoted string with RFC 9535 escapes.
    mutating func parseString() throws(JSONPathSyntaxError) -> String {
        let start = index
        guard let quote = current else { throw error("expected a quoted string") }
        index += 1
        var result = String.UnicodeScalarView()
        while true {
            guard let scalar = current else {
                throw error("unterminated string: the query ends before its closing \(quote)", at: start)
            }
            switch scalar {
            case quote:
                index += 1
                return String(result)
            case "\\":
                result.append(try parseEscape(quote: quote))
            case let control where control.value < 0x20:
                throw error("control character U+\(String(control.value, radix: 16, uppercase: true)) in a string; escape it")
            default:
                result.append(scalar)
                index += 1
            }
        }
    }

    mutating func parseEscape(quote: Unicode.Scalar) throws(JSONPathSyntaxError) -> Unicode.Scalar {
        let start = index
        index += 1 // '\'
        guard let escaped = current else { throw error("unterminated escape sequence", at: start) }
        index += 1
        switch escaped {
        case "b": return "\u{8}"
        case "f": return "\u{C}"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "/", "\\": return escaped
        case quote: return quote
        case "u":
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard consume("\\"), consume("u") else {
                    throw error("a high surrogate escape must be followed by a low surrogate \\uDC00-\\uDFFF", at: start)
                }
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low),
                      let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
                    throw error("invalid surrogate pair", at: start)
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("lone low surrogate escape", at: start) }
            return scalar
        default:
            throw error("invalid escape '\\\(escaped)' in a string", at: start)
        }
    }

    mutating func parseHex4() throws(JSONPathSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = current, scalar.isASCII, let digit = UInt32(String(scalar), radix: 16) else {
                throw error("expected four hex digits after \\u, found \(found)")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
