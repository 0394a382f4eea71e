// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ResponsePromptCacheDiagnostics`
public nonisolated enum ResponsePromptCacheDiagnostics: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `cache_miss`
    case cacheMiss(ResponsePromptCacheDiagnosticsCacheMiss)
    /// - `type`: `cache_hit`
    case cacheHit(ResponsePromptCacheDiagnosticsCacheHit)
    /// - `type`: `comparison_response_not_found`
    case comparisonResponseNotFound(ResponsePromptCacheDiagnosticsComparisonResponseNotFound)
    /// - `type`: `unavailable`
    case unavailable(ResponsePromptCacheDiagnosticsUnavailable)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "cache_miss": self = .cacheMiss(try ResponsePromptCacheDiagnosticsCacheMiss(from: decoder)); return
            case "cache_hit": self = .cacheHit(try ResponsePromptCacheDiagnosticsCacheHit(from: decoder)); return
            case "comparison_response_not_found": self = .comparisonResponseNotFound(try ResponsePromptCacheDiagnosticsComparisonResponseNotFound(from: decoder)); return
            case "unavailable": self = .unavailable(try ResponsePromptCacheDiagnosticsUnavailable(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .cacheMiss(let value): try value.encode(to: encoder)
        case .cacheHit(let value): try value.encode(to: encoder)
        case .comparisonResponseNotFound(let value): try value.encode(to: encoder)
        case .unavailable(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
