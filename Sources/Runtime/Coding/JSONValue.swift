import Foundation

/// Any JSON value: what free-form objects (`metadata`, tool arguments, JSON schemas) decode to.
///
/// Numbers keep their kind and value through decode → encode → decode: integers that fit in
/// `Int` are `.integer` (`42` re-encodes as `42`, not `42.0`), other numbers that a `Double`
/// holds exactly are `.number`, and any number neither holds exactly (integers beyond 64 bits
/// such as `12345678901234567890`, decimals with more digits than a `Double` keeps such as
/// `-92233720368547758.9108`) is `.exactNumber` with its digits as text, re-encoded unchanged
/// (up to 38 significant digits, what `Decimal` carries). A whole number written with a fraction
/// or an exponent (`9007199254740993.0`, `1e3`) that fits in `Int` is `.integer`, as `JSONDecoder`
/// reads it as an `Int`. A number beyond `Double`'s range (`1e400`, or `1e-400`, which would be
/// rounded to zero) is a decoding error, as in Foundation.
///
/// `.exactNumber` was added after the other cases: a `switch` over `JSONValue` that lists
/// every case needs it or a `default`; ``intValue``, ``doubleValue`` and ``numberText`` read
/// any kind of number.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    /// A number that neither `Int` nor `Double` holds exactly, as its JSON text.
    case exactNumber(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}

extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            // Foundation also hands out an Int for a decimal whose Double is integral
            // (`123456789012345678.5`): beyond 2^53, check the digits.
            if int.magnitude >= 1 << 53, let decimal = try? container.decode(Decimal.self), decimal != Decimal(int) {
                self = .exactNumber(decimal.description)
            } else {
                self = .integer(int)
            }
        } else if let double = try? container.decode(Double.self) {
            self = Self.number(double, exactly: try? container.decode(Decimal.self))
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else if let object = try? container.decode([String: JSONValue].self) {
            self = .object(object)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected any JSON value")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .integer(let int): try container.encode(int)
        case .number(let double): try container.encode(double)
        case .exactNumber(let text):
            guard let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
                throw EncodingError.invalidValue(text, .init(codingPath: encoder.codingPath, debugDescription: "'\(text)' is not a JSON number"))
            }
            try container.encode(decimal)
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }
}

extension JSONValue {
    /// `.number(double)`, or `.exactNumber` when `decimal` (the same number decoded exactly)
    /// says the `Double` lost digits or the value is an integer beyond `Int`.
    static func number(_ double: Double, exactly decimal: Decimal?) -> JSONValue {
        guard let decimal, double.isFinite else { return .number(double) }
        // Below 2^53 a Double's shortest text usually is the number; compare to be sure.
        if abs(double) < 9_007_199_254_740_992, Decimal(string: "\(double)", locale: posix) == decimal {
            return .number(double)
        }
        return .exactNumber(decimal.description)
    }

    static let posix = Locale(identifier: "en_US_POSIX")

    /// The value of a JSON number from its text, the same as `init(from:)` gives through
    /// Foundation's decoder: an integer that fits `Int` (also written `1.0` or `1e2`) is
    /// `.integer`, a number whose `Double` is exact is `.number`, anything else `.exactNumber`.
    /// A number no `Double` holds (`1e400`, or `1e-400`, which would round to zero) is nil:
    /// Foundation rejects it, and `.number(.infinity)` could not be encoded again.
    static func number(text: UnsafeBufferPointer<UInt8>, integer: Bool) -> JSONValue? {
        if integer, let value = JSONText.int64(text), let int = Int(exactly: value) { return .integer(int) }
        guard let double = JSONText.double(text, integer: integer), JSONText.isRepresentable(double, text) else { return nil }
        // A whole number written with a fraction or exponent (`9007199254740993.0`) is the
        // integer its digits spell, not its nearest `Double`.
        if !integer, let digits = JSONText.wholeDigits(text), let int = Int(digits) { return .integer(int) }
        let string = String(decoding: text, as: UTF8.self)
        if !integer, let int = Int(exactly: double) {
            if int.magnitude >= 1 << 53, let decimal = Decimal(string: string, locale: posix), decimal != Decimal(int) {
                return .exactNumber(decimal.description)
            }
            return .integer(int)
        }
        // Most decimals are written as their shortest form: no need to compare digits.
        if abs(double) < 9_007_199_254_740_992, "\(double)" == string { return .number(double) }
        return number(double, exactly: Decimal(string: string, locale: posix))
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension JSONValue {
    /// The member `key` of an object; nil for other values or a missing key.
    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The element at `index` of an array; nil for other values or an index out of range.
    public subscript(index: Int) -> JSONValue? {
        if case .array(let array) = self, array.indices.contains(index) { return array[index] }
        return nil
    }

    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    public var intValue: Int? {
        switch self {
        case .integer(let int): int
        case .number(let double) where double.rounded() == double && abs(double) < 9.0e15: Int(double)
        case .exactNumber(let text): Int(text)
        default: nil
        }
    }

    /// Any number as a `Double` (rounded for an ``exactNumber(_:)`` with more digits).
    public var doubleValue: Double? {
        switch self {
        case .integer(let int): Double(int)
        case .number(let double): double
        case .exactNumber(let text): Double(text)
        default: nil
        }
    }

    /// Any number as JSON text (`42`, `0.5`, `12345678901234567890`).
    public var numberText: String? {
        switch self {
        case .integer(let int): String(int)
        case .number(let double): "\(double)"
        case .exactNumber(let text): text
        default: nil
        }
    }

    public var isNull: Bool { self == .null }
}
