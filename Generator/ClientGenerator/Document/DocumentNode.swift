/// One value of a YAML or JSON document, with the position it was read from.
///
/// This is the seam between the readers (libyaml, JSON) and the OpenAPI model: both readers
/// produce the same tree, typed like JSON, so the rest of the generator never knows which syntax
/// a spec was written in. Equality and hashing compare content only; positions are metadata,
/// so a spec read from YAML equals the same spec read from its JSON conversion.
public struct DocumentNode: Sendable, Hashable, CustomStringConvertible {
    public enum Value: Sendable, Hashable {
        case null
        case bool(Bool)
        case integer(Int)
        case number(Double)
        case string(String)
        case array([DocumentNode])
        /// Members in source order. Keys are unique: both readers reject duplicates.
        case object([Member])
    }

    public struct Member: Sendable, Hashable {
        public var key: String
        public var keyPosition: SourcePosition
        public var value: DocumentNode

        public init(key: String, keyPosition: SourcePosition = .unknown, value: DocumentNode) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }

        public static func == (lhs: Member, rhs: Member) -> Bool {
            lhs.key == rhs.key && lhs.value == rhs.value
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(value)
        }
    }

    public var value: Value
    public var position: SourcePosition

    public init(_ value: Value, at position: SourcePosition = .unknown) {
        self.value = value
        self.position = position
    }

    public static func == (lhs: DocumentNode, rhs: DocumentNode) -> Bool {
        lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}

extension DocumentNode {
    /// The JSON name of this node's type, for messages such as "expected an object, found a string".
    public var kindName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .integer: "an integer"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    public var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    public var stringValue: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let bool) = value { return bool }
        return nil
    }

    public var intValue: Int? {
        switch value {
        case .integer(let int): return int
        case .number(let double) where double.rounded() == double && abs(double) < 9.0e15: return Int(double)
        default: return nil
        }
    }

    public var doubleValue: Double? {
        switch value {
        case .integer(let int): Double(int)
        case .number(let double): double
        default: nil
        }
    }

    public var arrayValue: [DocumentNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    public var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The member named `key` of an object; nil for a missing key or a non-object.
    public subscript(key: String) -> DocumentNode? {
        guard case .object(let members) = value else { return nil }
        for member in members where member.key == key {
            return member.value
        }
        return nil
    }

    /// The member that owns `key`, with the position of the key itself.
    public func member(_ key: String) -> Member? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }
    }

    /// The node a JSON pointer designates inside this node, or nil when a step is missing.
    public func node(at pointer: JSONPointer) -> DocumentNode? {
        var current = self
        for token in pointer.tokens {
            switch current.value {
            case .object:
                guard let next = current[token] else { return nil }
                current = next
            case .array(let elements):
                guard let index = Int(token), elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    /// The deepest position a pointer reaches inside this node: where to point a diagnostic
    /// when only a pointer is known.
    public func position(of pointer: JSONPointer) -> SourcePosition {
        var current = self
        var position = self.position
        for token in pointer.tokens {
            switch current.value {
            case .object:
                guard let member = current.member(token) else { return position }
                current = member.value
                position = member.value.position
            case .array(let elements):
                guard let index = Int(token), elements.indices.contains(index) else { return position }
                current = elements[index]
                position = current.position
            default:
                return position
            }
        }
        return position
    }

    /// Compact JSON text of this node, keys in source order. Used for examples, defaults and
    /// messages; not a pretty printer.
    public var jsonText: String {
        var output = ""
        writeJSON(to: &output)
        return output
    }

    public var description: String { jsonText }

    func writeJSON(to output: inout String) {
        switch value {
        case .null:
            output += "null"
        case .bool(let bool):
            output += bool ? "true" : "false"
        case .integer(let int):
            output += String(int)
        case .number(let double):
            if double.isFinite {
                // Swift's shortest representation reads back to the same Double, keeps the
                // sign of -0.0 and writes integral values as `2.0`, so they stay numbers.
                output += "\(double)"
            } else {
                // JSON has no infinities or NaN; YAML does (`.inf`). Keep them readable.
                output += double.isNaN ? "\"NaN\"" : (double < 0 ? "\"-Infinity\"" : "\"Infinity\"")
            }
        case .string(let string):
            DocumentNode.writeJSONString(string, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.writeJSON(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                DocumentNode.writeJSONString(member.key, to: &output)
                output += ":"
                member.value.writeJSON(to: &output)
            }
            output += "}"
        }
    }

    static func writeJSONString(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

/// A document read from one file: the unit `$ref`s point into.
public struct SourceDocument: Sendable {
    /// The path as given to the loader (relative paths stay relative, so diagnostics and
    /// generated headers do not depend on where the repository is checked out).
    public var path: String
    public var root: DocumentNode

    public init(path: String, root: DocumentNode) {
        self.path = path
        self.root = root
    }

    public func location(of position: SourcePosition) -> SourceLocation {
        SourceLocation(file: path, position: position)
    }

    public func location(of pointer: JSONPointer) -> SourceLocation {
        SourceLocation(file: path, position: root.position(of: pointer))
    }
}
