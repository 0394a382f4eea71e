/// A string enum that accepts values it does not know.
///
/// Generated enums list the values the spec knows and keep any other value in an `unknown`
/// case, so a response never fails to decode because the API added a value, and the unknown
/// value re-encodes unchanged. Conforming types get `Codable` from `rawValue`.
public protocol OpenEnum: RawRepresentable, Codable, Hashable, Sendable, ExpressibleByStringLiteral, QueryValueConvertible,
    CustomStringConvertible where RawValue == String
{
    init(rawValue: String)
}

extension OpenEnum {
    // `@inlinable`: specialized per enum in the client module, where decoding is hot.
    @inlinable
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(rawValue: try container.decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    public var description: String { rawValue }
}

extension OpenEnum {
    /// The empty string stands in for a required enum member the API did not send.
    public static var emptyValue: Self { Self(rawValue: "") }
}
