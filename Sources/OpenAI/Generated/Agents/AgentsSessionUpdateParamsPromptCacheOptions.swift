// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Default prompt cache lifetime for future turns.
///
/// Send null to clear the session default.
///
/// - Schema: `#/components/schemas/AgentsSessionUpdateParamsPromptCacheOptions`
public nonisolated struct AgentsSessionUpdateParamsPromptCacheOptions: Codable, Equatable, Sendable, EmptyDecodable {
    /// Minimum lifetime for new prompt cache entries. Defaults to 30 minutes.
    public var ttl: AgentsSessionUpdateParamsPromptCacheOptions.Ttl?

    public init(
        ttl: AgentsSessionUpdateParamsPromptCacheOptions.Ttl? = nil
    ) {
        self.ttl = ttl
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Minimum lifetime for new prompt cache entries. Defaults to 30 minutes.
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
        self.ttl = try container.decodeIfPresent(AgentsSessionUpdateParamsPromptCacheOptions.Ttl.self, forKey: "ttl")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.ttl, forKey: "ttl")
    }
}
