import Foundation

// Numbers and the types `JSONEncoder` writes without their `encode(to:)`.
//
// A number becomes the `JSONValue` that ``ClientJSONDecoder`` reads from the text `JSONEncoder`
// writes for it (`description`, without a trailing `.0`). Most numbers take a shortcut with the
// same result: an integer that fits `Int`, a whole `Double` below 2^53 (an exact `Int`), a
// `Double` with a fraction (its shortest text reads back as itself). The rest (`Float`s, whole
// `Double`s from 2^53 up, `Decimal`s, integers beyond `Int`) are written as that text and read
// by `JSONValue.number(text:integer:)`, the function the decoder uses.
extension JSONValueEncoder {
    /// The value of a type written without its `encode(to:)`: scalars, `JSONValue` itself, and
    /// `Data` (base64), `URL` (absolute string) and `Decimal` (a number), as `JSONEncoder` with
    /// default strategies writes them. Nil for any other type.
    @inline(__always)
    static func directValue<T: Encodable>(_ value: T, path: @autoclosure () -> EncodingPath) throws -> JSONValue? {
        if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
        if T.self == Int.self { return .integer(unsafeBitCast(value, to: Int.self)) }
        if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
        if T.self == Double.self { return try number(unsafeBitCast(value, to: Double.self), at: path()) }
        if T.self == JSONValue.self { return try normalized(unsafeBitCast(value, to: JSONValue.self), at: path()) }
        if T.self == Int64.self { return integer(unsafeBitCast(value, to: Int64.self)) }
        if T.self == Data.self { return .string(unsafeBitCast(value, to: Data.self).base64EncodedString()) }
        if T.self == URL.self { return .string(unsafeBitCast(value, to: URL.self).absoluteString) }
        if T.self == Decimal.self { return try number(unsafeBitCast(value, to: Decimal.self), at: path()) }
        return nil
    }

    static func integer(_ value: some BinaryInteger) -> JSONValue {
        if let int = Int(exactly: value) { return .integer(int) }
        // Beyond `Int` (`UInt64.max`): what the decoder makes of the digits, `.exactNumber`.
        return number(text: String(value), integer: true) ?? .exactNumber(String(value))
    }

    static func number(_ value: Double, at path: @autoclosure () -> EncodingPath) throws -> JSONValue {
        guard value.isFinite else { throw nonFinite(value, at: path()) }
        guard value.rounded(.towardZero) == value else { return .number(value) }
        if value.magnitude < 9_007_199_254_740_992 { return .integer(Int(value)) }
        return try number(text: text(of: value), at: path())
    }

    static func number(_ value: Float, at path: @autoclosure () -> EncodingPath) throws -> JSONValue {
        guard value.isFinite else { throw nonFinite(value, at: path()) }
        return try number(text: text(of: value), at: path())
    }

    static func number(_ value: Decimal, at path: @autoclosure () -> EncodingPath) throws -> JSONValue {
        // `JSONEncoder` writes `NaN`, which is not JSON and which the decoder then refused.
        guard !value.isNaN else {
            throw EncodingError.invalidValue(value, .init(codingPath: path().keys, debugDescription: "Unable to encode Decimal.nan directly in JSON."))
        }
        return try number(text: value.description, at: path())
    }

    /// A floating-point number's JSON text as `JSONEncoder` writes it: `1` for `1.0`.
    static func text<F: BinaryFloatingPoint & CustomStringConvertible>(of value: F) -> String {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    static func number(text: String, at path: @autoclosure () -> EncodingPath) throws -> JSONValue {
        let integer = !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        guard let value = number(text: text, integer: integer) else {
            throw EncodingError.invalidValue(text, .init(codingPath: path().keys, debugDescription: "\(text) is not representable as a JSON number."))
        }
        return value
    }

    static func number(text: String, integer: Bool) -> JSONValue? {
        var text = text
        return text.withUTF8 { JSONValue.number(text: $0, integer: integer) }
    }

    static func nonFinite<F: BinaryFloatingPoint>(_ value: F, at path: EncodingPath) -> EncodingError {
        EncodingError.invalidValue(value, .init(codingPath: path.keys, debugDescription: "Unable to encode \(F.self).\(value) directly in JSON."))
    }

    // MARK: - JSONValue

    /// A `JSONValue` as it reads back from its JSON text: whole `.number`s are `.integer`s, an
    /// `.exactNumber` is read through `Decimal` (its `encode(to:)`), and a non-finite number
    /// throws. Most values are already so and are returned as they are, without a copy.
    static func normalized(_ value: JSONValue, at path: @autoclosure () -> EncodingPath) throws -> JSONValue {
        isNormal(value) ? value : try rebuilt(value, at: path())
    }

    private static func isNormal(_ value: JSONValue) -> Bool {
        switch value {
        case .null, .bool, .integer, .string: true
        case .number(let double): double.isFinite && double.rounded(.towardZero) != double
        case .exactNumber: false
        case .array(let elements): elements.allSatisfy(isNormal)
        case .object(let members): members.values.allSatisfy(isNormal)
        }
    }

    private static func rebuilt(_ value: JSONValue, at path: EncodingPath) throws -> JSONValue {
        switch value {
        case .null, .bool, .integer, .string:
            return value
        case .number(let double):
            return try number(double, at: path)
        case .exactNumber(let text):
            guard let decimal = Decimal(string: text, locale: JSONValue.posix) else {
                throw EncodingError.invalidValue(text, .init(codingPath: path.keys, debugDescription: "'\(text)' is not a JSON number"))
            }
            return try number(decimal, at: path)
        case .array(let elements):
            var result: [JSONValue] = []
            result.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                result.append(isNormal(element) ? element : try rebuilt(element, at: .index(index, path)))
            }
            return .array(result)
        case .object(let members):
            var result = members
            for (key, member) in members where !isNormal(member) {
                result[key] = try rebuilt(member, at: path.appending(AnyCodingKey(key)))
            }
            return .object(result)
        }
    }
}
