// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Marks the exact end of a reusable prompt prefix. The breakpoint inherits its TTL from the request's `prompt_cache_options.ttl`; the boundary is not rounded to a token block.
///
/// - Schema: `#/components/schemas/PromptCacheBreakpointParam`
public nonisolated struct PromptCacheBreakpointParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The breakpoint mode. Always `explicit`.
    public var mode: String

    /// The minimum lifetime of this cache breakpoint. Defaults to the request TTL.
    public var ttl: PromptCacheBreakpointParam.Ttl?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        ttl: PromptCacheBreakpointParam.Ttl? = nil
    ) {
        self.mode = "explicit"
        self.ttl = ttl
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The minimum lifetime of this cache breakpoint. Defaults to the request TTL.
    public nonisolated enum Ttl: OpenEnum, EmptyDecodable {
        case ttl30m
        case ttl12h
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "30m": self = .ttl30m
            case "12h": self = .ttl12h
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .ttl30m: "30m"
            case .ttl12h: "12h"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.mode = try container.decodeRequired(String.self, forKey: "mode", in: decoder, standIn: "explicit")
        self.ttl = try container.decodeIfPresent(PromptCacheBreakpointParam.Ttl.self, forKey: "ttl")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.mode, forKey: "mode")
        try container.encodeIfPresent(self.ttl, forKey: "ttl")
    }
}

nonisolated extension NullableMember where Owner == PromptCacheBreakpointParam {
    public static var ttl: Self { Self("ttl") }
}
