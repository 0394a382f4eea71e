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
    /// throws. Most values are already so and are returned as they are, without a copy. One
    /// pass over the value (each node seen once, whatever the depth); nesting deeper than
    /// ``maximumDepth`` throws instead of exhausting the stack.
    static func normalized(_ value: JSONValue, at path: @autoclosure () -> EncodingPath) throws -> JSONValue {
        try normalizedIfChanged(value, depth: 0, path: path) ?? value
    }

    /// The normal form of `value`, or nil when `value` is normal already.
    private static func normalizedIfChanged(_ value: JSONValue, depth: Int, path: () -> EncodingPath) throws -> JSONValue? {
        switch value {
        case .null, .bool, .integer, .string:
            return nil
        case .number(let double):
            if double.isFinite && double.rounded(.towardZero) != double { return nil }
            return try number(double, at: path())
        case .exactNumber(let text):
            guard let decimal = Decimal(string: text, locale: JSONValue.posix) else {
                throw EncodingError.invalidValue(text, .init(codingPath: path().keys, debugDescription: "'\(text)' is not a JSON number"))
            }
            return try number(decimal, at: path())
        case .array(let elements):
            guard depth < maximumDepth else { throw tooDeep(at: path()) }
            var result: [JSONValue] = []
            var changed = false
            for (index, element) in elements.enumerated() {
                guard let normal = try normalizedIfChanged(element, depth: depth + 1, path: { .index(index, path()) }) else { continue }
                if !changed {
                    result = elements
                    changed = true
                }
                result[index] = normal
            }
            return changed ? .array(result) : nil
        case .object(let members):
            guard depth < maximumDepth else { throw tooDeep(at: path()) }
            var result: [String: JSONValue] = [:]
            var changed = false
            for (key, member) in members {
                guard let normal = try normalizedIfChanged(member, depth: depth + 1, path: { path().appending(AnyCodingKey(key)) }) else { continue }
                if !changed {
                    result = members
                    changed = true
                }
                result[key] = normal
            }
            return changed ? .object(result) : nil
        }
    }

    /// The deepest nesting encoded: the decoder's own limit for JSON nesting, and twice that
    /// for the encoders of a value (a wrapper that encodes its content in place counts too),
    /// so that a value too deep throws `EncodingError.invalidValue` where the stack would
    /// otherwise run out.
    static let maximumDepth = 512

    static func tooDeep(at path: EncodingPath) -> EncodingError {
        EncodingError.invalidValue("nesting", .init(
            codingPath: path.keys, debugDescription: "The value is nested deeper than \(maximumDepth) levels."))
    }
}
