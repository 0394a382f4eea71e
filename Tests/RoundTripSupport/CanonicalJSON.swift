import AIClientRuntime
import Foundation

/// JSON compared as values: key order does not matter and numbers compare by value
/// (`1` equals `1.0`), but `true` is not `1`.
public enum CanonicalJSON {
    public enum ParseError: Error, CustomStringConvertible {
        case unexpected(String)
        public var description: String {
            switch self {
            case .unexpected(let what): "unexpected value in parsed JSON: \(what)"
            }
        }
    }

    /// Parses JSON text. Through `JSONSerialization`, not `JSONDecoder`: decoding `JSONValue`
    /// tries each kind in turn, and the thrown errors are expensive under the test runner, which
    /// records a backtrace for every throw.
    public static func parse(_ data: Data) throws -> JSONValue {
        try value(JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
    }

    static func value(_ object: Any) throws -> JSONValue {
        switch object {
        case is NSNull:
            return .null
        case let string as String:
            return .string(string)
        case let number as NSNumber:
            // Booleans are `NSNumber`s of type `c` on every platform's JSONSerialization.
            switch String(cString: number.objCType) {
            case "c", "B": return .bool(number.boolValue)
            case "d", "f": return .number(number.doubleValue)
            case "Q": return Int(exactly: number.uint64Value).map(JSONValue.integer) ?? .number(number.doubleValue)
            default: return Int(exactly: number.int64Value).map(JSONValue.integer) ?? .number(number.doubleValue)
            }
        case let array as [Any]:
            return .array(try array.map(value))
        case let object as [String: Any]:
            return .object(try object.mapValues(value))
        default:
            throw ParseError.unexpected("\(type(of: object))")
        }
    }

    public static func data(_ value: JSONValue) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// Every difference between `input` and `output`, in path order; at most `limit`.
    public static func differences(_ input: JSONValue, _ output: JSONValue, limit: Int = 50) -> [JSONDifference] {
        var found: [JSONDifference] = []
        compare(input, output, path: [], into: &found, limit: limit)
        return found
    }

    static func compare(_ input: JSONValue, _ output: JSONValue, path: [JSONDifference.Segment], into found: inout [JSONDifference], limit: Int) {
        guard found.count < limit else { return }
        switch (input, output) {
        case (.object(let left), .object(let right)):
            for key in Set(left.keys).union(right.keys).sorted() {
                let child = path + [.key(key)]
                switch (left[key], right[key]) {
                case (let value?, nil): found.append(JSONDifference(segments: child, kind: .dropped(value)))
                case (nil, let value?): found.append(JSONDifference(segments: child, kind: .added(value)))
                case (let a?, let b?): compare(a, b, path: child, into: &found, limit: limit)
                case (nil, nil): break
                }
                if found.count >= limit { return }
            }
        case (.array(let left), .array(let right)) where left.count == right.count:
            for (index, pair) in zip(left, right).enumerated() {
                compare(pair.0, pair.1, path: path + [.index(index)], into: &found, limit: limit)
            }
        default:
            if !sameScalar(input, output) {
                found.append(JSONDifference(segments: path, kind: .changed(input: input, output: output)))
            }
        }
    }

    static func sameScalar(_ left: JSONValue, _ right: JSONValue) -> Bool {
        switch (left, right) {
        case (.integer(let a), .number(let b)), (.number(let b), .integer(let a)): Double(a) == b
        default: left == right
        }
    }

    /// A short, one-line rendering of a value for messages.
    public static func snippet(_ value: JSONValue, limit: Int = 80) -> String {
        let text = (try? data(value)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
        return text.count <= limit ? text : String(text.prefix(limit)) + "…"
    }
}
