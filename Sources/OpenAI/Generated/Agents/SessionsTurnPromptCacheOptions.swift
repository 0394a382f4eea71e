// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Prompt cache lifetime selected when this turn started, including an inherited session TTL. Null when the turn used the model default or no TTL was recorded.
///
/// - Schema: `#/components/schemas/SessionsTurnPromptCacheOptions`
public nonisolated struct SessionsTurnPromptCacheOptions: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var ttl: SessionsTurnPromptCacheOptions.Ttl

    public init(
        ttl: SessionsTurnPromptCacheOptions.Ttl
    ) {
        self.ttl = ttl
    }

    public init(stringLiteral value: String) {
        self.init(ttl: SessionsTurnPromptCacheOptions.Ttl(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            ttl: .emptyValue
        )
    }

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
        self.ttl = try container.decodeRequired(SessionsTurnPromptCacheOptions.Ttl.self, forKey: "ttl", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.ttl, forKey: "ttl")
    }
}
