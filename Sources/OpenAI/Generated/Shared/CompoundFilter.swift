// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Combine multiple filters using `and` or `or`.
///
/// - Schema: `#/components/schemas/CompoundFilter`
public nonisolated struct CompoundFilter: Codable, Equatable, Sendable, EmptyDecodable {
    /// Type of operation: `and` or `or`.
    public var type: CompoundFilter.Kind

    /// Array of filters to combine. Items can be `ComparisonFilter` or `CompoundFilter`.
    public var filters: [CompoundFilter.Filter]

    public init(
        type: CompoundFilter.Kind,
        filters: [CompoundFilter.Filter]
    ) {
        self.type = type
        self.filters = filters
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue,
            filters: .emptyValue
        )
    }

    /// Type of operation: `and` or `or`.
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case and
        case or
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "and": self = .and
            case "or": self = .or
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .and: "and"
            case .or: "or"
            case .unknown(let value): value
            }
        }
    }

    public nonisolated enum Filter: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`
        case eq(ComparisonFilter)
        /// - `type`: `and`, `or`
        case and(CompoundFilter)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "eq": self = .eq(try ComparisonFilter(from: decoder)); return
                case "ne": self = .eq(try ComparisonFilter(from: decoder)); return
                case "gt": self = .eq(try ComparisonFilter(from: decoder)); return
                case "gte": self = .eq(try ComparisonFilter(from: decoder)); return
                case "lt": self = .eq(try ComparisonFilter(from: decoder)); return
                case "lte": self = .eq(try ComparisonFilter(from: decoder)); return
                case "in": self = .eq(try ComparisonFilter(from: decoder)); return
                case "nin": self = .eq(try ComparisonFilter(from: decoder)); return
                case "and": self = .and(try CompoundFilter(from: decoder)); return
                case "or": self = .and(try CompoundFilter(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .eq(let value): try value.encode(to: encoder)
            case .and(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(CompoundFilter.Kind.self, forKey: "type", in: decoder)
        self.filters = try container.decodeRequired([CompoundFilter.Filter].self, forKey: "filters", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.filters, forKey: "filters")
    }
}
