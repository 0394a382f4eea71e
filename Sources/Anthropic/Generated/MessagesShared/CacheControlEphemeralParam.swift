// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CacheControlEphemeralParam`
public nonisolated struct CacheControlEphemeralParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The time-to-live for the cache control breakpoint.
    ///
    /// This may be one the following values:
    ///
    /// - `5m`: 5 minutes
    /// - `1h`: 1 hour
    ///
    /// Defaults to `5m`. See
    /// [prompt caching pricing](https://platform.claude.com/docs/en/build-with-claude/prompt-caching)
    /// for details.
    public var ttl: CacheControlEphemeralParam.Ttl?

    public var type: String

    public init(
        ttl: CacheControlEphemeralParam.Ttl? = nil
    ) {
        self.ttl = ttl
        self.type = "ephemeral"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The time-to-live for the cache control breakpoint.
    ///
    /// This may be one the following values:
    ///
    /// - `5m`: 5 minutes
    /// - `1h`: 1 hour
    ///
    /// Defaults to `5m`. See
    /// [prompt caching pricing](https://platform.claude.com/docs/en/build-with-claude/prompt-caching)
    /// for details.
    public nonisolated enum Ttl: OpenEnum, EmptyDecodable {
        case ttl5m
        case ttl1h
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "5m": self = .ttl5m
            case "1h": self = .ttl1h
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .ttl5m: "5m"
            case .ttl1h: "1h"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.ttl = try container.decodeIfPresent(CacheControlEphemeralParam.Ttl.self, forKey: "ttl")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "ephemeral")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.ttl, forKey: "ttl")
        try container.encode(self.type, forKey: "type")
    }
}
