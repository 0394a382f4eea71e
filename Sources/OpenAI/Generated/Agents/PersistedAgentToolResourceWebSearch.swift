// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Web search.
///
/// - Schema: `#/components/schemas/PersistedAgentToolResourceWebSearch`
public nonisolated struct PersistedAgentToolResourceWebSearch: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Allowed search domains, or `null` when the search is unrestricted.
    public var allowedDomains: [String]?

    /// The amount of search context made available to the model. Defaults to `medium`.
    public var contextSize: PersistedAgentToolResourceWebSearch.ContextSize

    /// Approximate location used to localize search results, if provided.
    public var location: PersistedAgentToolResourceWebSearchLocation?

    /// The source used for web search results.
    public var mode: PersistedAgentToolResourceWebSearch.Mode

    /// The type of the object. Always `web_search`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        contextSize: PersistedAgentToolResourceWebSearch.ContextSize,
        mode: PersistedAgentToolResourceWebSearch.Mode,
        allowedDomains: [String]? = nil,
        location: PersistedAgentToolResourceWebSearchLocation? = nil
    ) {
        self.allowedDomains = allowedDomains
        self.contextSize = contextSize
        self.location = location
        self.mode = mode
        self.type = "web_search"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            contextSize: .emptyValue,
            mode: .emptyValue
        )
    }

    /// The amount of search context made available to the model. Defaults to `medium`.
    public nonisolated enum ContextSize: OpenEnum, EmptyDecodable {
        case low
        case medium
        case high
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "low": self = .low
            case "medium": self = .medium
            case "high": self = .high
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .low: "low"
            case .medium: "medium"
            case .high: "high"
            case .unknown(let value): value
            }
        }
    }

    /// The source used for web search results.
    public nonisolated enum Mode: OpenEnum, EmptyDecodable {
        case disabled
        case cached
        case live
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "disabled": self = .disabled
            case "cached": self = .cached
            case "live": self = .live
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .disabled: "disabled"
            case .cached: "cached"
            case .live: "live"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.allowedDomains = try container.decodeIfPresent([String].self, forKey: "allowed_domains")
        self.contextSize = try container.decodeRequired(PersistedAgentToolResourceWebSearch.ContextSize.self, forKey: "context_size", in: decoder)
        self.location = try container.decodeIfPresent(PersistedAgentToolResourceWebSearchLocation.self, forKey: "location")
        self.mode = try container.decodeRequired(PersistedAgentToolResourceWebSearch.Mode.self, forKey: "mode", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "web_search")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.allowedDomains, forKey: "allowed_domains")
        try container.encode(self.contextSize, forKey: "context_size")
        try container.encodeIfPresent(self.location, forKey: "location")
        try container.encode(self.mode, forKey: "mode")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == PersistedAgentToolResourceWebSearch {
    public static var allowedDomains: Self { Self("allowed_domains") }
    public static var location: Self { Self("location") }
}
