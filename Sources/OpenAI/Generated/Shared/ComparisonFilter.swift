// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A filter used to compare a specified attribute key to a given value using a defined comparison operation.
///
/// - Schema: `#/components/schemas/ComparisonFilter`
public nonisolated struct ComparisonFilter: Codable, Equatable, Sendable, EmptyDecodable {
    /// Specifies the comparison operator: `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`.
    /// - `eq`: equals
    /// - `ne`: not equal
    /// - `gt`: greater than
    /// - `gte`: greater than or equal
    /// - `lt`: less than
    /// - `lte`: less than or equal
    /// - `in`: in
    /// - `nin`: not in
    public var type: ComparisonFilter.Kind

    /// The key to compare against the value.
    public var key: String

    /// The value to compare against the attribute key; supports string, number, or boolean types.
    public var value: ComparisonFilter.Value

    public init(
        type: ComparisonFilter.Kind,
        key: String,
        value: ComparisonFilter.Value
    ) {
        self.type = type
        self.key = key
        self.value = value
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue,
            key: .emptyValue,
            value: .emptyValue
        )
    }

    /// Specifies the comparison operator: `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`.
    /// - `eq`: equals
    /// - `ne`: not equal
    /// - `gt`: greater than
    /// - `gte`: greater than or equal
    /// - `lt`: less than
    /// - `lte`: less than or equal
    /// - `in`: in
    /// - `nin`: not in
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case eq
        case ne
        case gt
        case gte
        case lt
        case lte
        case `in`
        case nin
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "eq": self = .eq
            case "ne": self = .ne
            case "gt": self = .gt
            case "gte": self = .gte
            case "lt": self = .lt
            case "lte": self = .lte
            case "in": self = .`in`
            case "nin": self = .nin
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .eq: "eq"
            case .ne: "ne"
            case .gt: "gt"
            case .gte: "gte"
            case .lt: "lt"
            case .lte: "lte"
            case .`in`: "in"
            case .nin: "nin"
            case .unknown(let value): value
            }
        }
    }

    /// The value to compare against the attribute key; supports string, number, or boolean types.
    public nonisolated enum Value: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case number(Double)
        case bool(Bool)
        case array([ComparisonFilterValueItems])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        /// Formerly a type of its own; the spec now names it `ComparisonFilterValueItems`.
        @available(*, deprecated, renamed: "ComparisonFilterValueItems")
        public typealias ArrayItem = ComparisonFilterValueItems

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [ComparisonFilterValueItems](from: decoder)); return
            case .bool:
                self = .bool(try Bool(from: decoder)); return
            case .number, .integer:
                self = .number(try Double(from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .number(let value): try value.encode(to: encoder)
            case .bool(let value): try value.encode(to: encoder)
            case .array(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(ComparisonFilter.Kind.self, forKey: "type", in: decoder)
        self.key = try container.decodeRequired(String.self, forKey: "key", in: decoder)
        self.value = try container.decodeRequired(ComparisonFilter.Value.self, forKey: "value", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.key, forKey: "key")
        try container.encode(self.value, forKey: "value")
    }
}
