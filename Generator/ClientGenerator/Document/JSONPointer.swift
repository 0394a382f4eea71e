/// An RFC 6901 JSON pointer (`/components/schemas/Foo`), kept as unescaped tokens.
public struct JSONPointer: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByArrayLiteral {
    public var tokens: [String]

    public init(tokens: [String] = []) {
        self.tokens = tokens
    }

    public init(arrayLiteral elements: String...) {
        self.tokens = elements
    }

    public static let root = JSONPointer()

    /// Parses `/a/b~1c` or the fragment form `#/a/b~1c` (with `%`-escapes, as in a `$ref`).
    /// Returns nil when the text is not a pointer.
    public init?(parsing text: some StringProtocol) {
        var body = Substring(text)
        if body.hasPrefix("#") {
            body = body.dropFirst()
            guard let decoded = String(body).removingPercentEncodingIfNeeded() else { return nil }
            body = Substring(decoded)
        }
        if body.isEmpty {
            self.tokens = []
            return
        }
        guard body.hasPrefix("/") else { return nil }
        var tokens: [String] = []
        for raw in body.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let token = JSONPointer.unescape(raw) else { return nil }
            tokens.append(token)
        }
        self.tokens = tokens
    }

    public func appending(_ token: String) -> JSONPointer {
        var copy = self
        copy.tokens.append(token)
        return copy
    }

    public func appending(_ index: Int) -> JSONPointer {
        appending(String(index))
    }

    public var parent: JSONPointer? {
        tokens.isEmpty ? nil : JSONPointer(tokens: Array(tokens.dropLast()))
    }

    public var last: String? { tokens.last }

    /// `/a/b~1c`: `~` is written `~0` and `/` is written `~1`.
    public var description: String {
        var text = ""
        for token in tokens {
            text += "/"
            text += JSONPointer.escape(token)
        }
        return text
    }

    /// `#/a/b~1c`, the form used inside `$ref`.
    public var fragment: String { "#" + description }

    public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
        lhs.tokens.lexicographicallyPrecedes(rhs.tokens)
    }

    static func escape(_ token: String) -> String {
        guard token.contains("~") || token.contains("/") else { return token }
        var escaped = ""
        for character in token {
            switch character {
            case "~": escaped += "~0"
            case "/": escaped += "~1"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    static func unescape(_ raw: Substring) -> String? {
        guard raw.contains("~") else { return String(raw) }
        var result = ""
        var iterator = raw.makeIterator()
        while let character = iterator.next() {
            if character == "~" {
                switch iterator.next() {
                case "0": result.append("~")
                case "1": result.append("/")
                default: return nil
                }
            } else {
                result.append(character)
            }
        }
        return result
    }
}

extension String {
    /// Decodes `%XX` escapes when the text has any; nil when an escape is malformed.
    func removingPercentEncodingIfNeeded() -> String? {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        var utf8 = Array(self.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%") {
                guard utf8.count >= 2,
                      let high = hexValue(utf8[utf8.startIndex]),
                      let low = hexValue(utf8[utf8.startIndex + 1]) else { return nil }
                bytes.append(high << 4 | low)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}
