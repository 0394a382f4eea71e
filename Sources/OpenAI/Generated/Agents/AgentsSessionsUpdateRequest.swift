// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct AgentsSessionsUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Agent settings to update on this session. Omitted fields stay unchanged.
    public var agent: SessionUpdateParamsAgent?

    /// Replaces all metadata.
    ///
    /// Omit to leave unchanged, or pass null or {} to clear it. Up to 16 string
    /// key-value pairs, with keys up to 64 and values up to 512 characters.
    public var metadata: [String: String]?

    /// Default prompt cache lifetime for future turns.
    ///
    /// Send null to clear the session default.
    public var promptCacheOptions: AgentsSessionUpdateParamsPromptCacheOptions?

    /// Default action review for new root turns.
    ///
    /// Existing turns and their subagents keep their review mode.
    ///
    /// - `none` - Keep the existing execution behavior without automatic action review.
    /// - `auto_review` - Review eligible actions automatically. Deny manual approval
    ///   fallbacks.
    public var review: AgentsSessionsUpdateRequest.Review?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        agent: SessionUpdateParamsAgent? = nil,
        metadata: [String: String]? = nil,
        promptCacheOptions: AgentsSessionUpdateParamsPromptCacheOptions? = nil,
        review: AgentsSessionsUpdateRequest.Review? = nil
    ) {
        self.agent = agent
        self.metadata = metadata
        self.promptCacheOptions = promptCacheOptions
        self.review = review
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Default action review for new root turns.
    ///
    /// Existing turns and their subagents keep their review mode.
    ///
    /// - `none` - Keep the existing execution behavior without automatic action review.
    /// - `auto_review` - Review eligible actions automatically. Deny manual approval
    ///   fallbacks.
    public nonisolated enum Review: OpenEnum, EmptyDecodable {
        case none
        case autoReview
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "none": self = .none
            case "auto_review": self = .autoReview
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .none: "none"
            case .autoReview: "auto_review"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(SessionUpdateParamsAgent.self, forKey: "agent")
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
        self.promptCacheOptions = try container.decodeIfPresent(AgentsSessionUpdateParamsPromptCacheOptions.self, forKey: "prompt_cache_options")
        self.review = try container.decodeIfPresent(AgentsSessionsUpdateRequest.Review.self, forKey: "review")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.promptCacheOptions, forKey: "prompt_cache_options")
        try container.encodeIfPresent(self.review, forKey: "review")
    }
}

nonisolated extension NullableMember where Owner == AgentsSessionsUpdateRequest {
    public static var metadata: Self { Self("metadata") }
    public static var promptCacheOptions: Self { Self("prompt_cache_options") }
}
