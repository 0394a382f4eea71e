// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/Filters`
public nonisolated enum Filters: Codable, Equatable, Sendable, EmptyDecodable {
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
