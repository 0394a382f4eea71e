// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct AgentsSessionsCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Agent configuration.
    ///
    /// With `agent_id`, supplied fields override the saved agent for this session.
    /// Without `agent_id`, `model` is required.
    public var agent: SessionCreateParamsAgent?

    /// The ID of a saved reusable agent.
    ///
    /// Omit `agent` to use its configuration unchanged.
    public var agentID: String?

    /// An inline execution environment or a reference to an environment template.
    public var environment: EnvironmentParam

    /// Initial input to submit when the session is created.
    ///
    /// A string is shorthand for a single user message. Required when
    /// `environment.type` is `none`, or when `stream` is `true` for an environment that
    /// is not `self_hosted`; optional for self-hosted and non-streaming execution
    /// environments.
    public var input: AgentsSessionsCreateRequest.Input?

    /// Up to 16 string key-value pairs, with keys up to 64 and values up to 512
    /// characters. Omission or null defaults to an empty map.
    public var metadata: [String: String]?

    /// Default prompt cache lifetime for turns in this session.
    ///
    /// Omit to use the model default.
    public var promptCacheOptions: AgentsSessionCreateParamsPromptCacheOptions?

    /// Action review mode. Omit to use none.
    ///
    /// - `none` - Keep the existing execution behavior without automatic action review.
    /// - `auto_review` - Review eligible actions automatically. Deny manual approval
    ///   fallbacks.
    public var review: AgentsSessionsCreateRequest.Review?

    /// Whether to stream session events as server-sent events. Defaults to `false`.
    public var stream: Bool?

    /// Options for the event stream. Only allowed when `stream` is `true`.
    public var streamOptions: AgentsSessionCreateParamsStreamOptions?

    /// The IDs of vaults made available to the session.
    public var vaultIDs: [String]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        environment: EnvironmentParam,
        agent: SessionCreateParamsAgent? = nil,
        agentID: String? = nil,
        input: AgentsSessionsCreateRequest.Input? = nil,
        metadata: [String: String]? = nil,
        promptCacheOptions: AgentsSessionCreateParamsPromptCacheOptions? = nil,
        review: AgentsSessionsCreateRequest.Review? = nil,
        stream: Bool? = nil,
        streamOptions: AgentsSessionCreateParamsStreamOptions? = nil,
        vaultIDs: [String]? = nil
    ) {
        self.agent = agent
        self.agentID = agentID
        self.environment = environment
        self.input = input
        self.metadata = metadata
        self.promptCacheOptions = promptCacheOptions
        self.review = review
        self.stream = stream
        self.streamOptions = streamOptions
        self.vaultIDs = vaultIDs
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            environment: .emptyValue
        )
    }

    /// Initial input to submit when the session is created.
    ///
    /// A string is shorthand for a single user message. Required when
    /// `environment.type` is `none`, or when `stream` is `true` for an environment that
    /// is not `self_hosted`; optional for self-hosted and non-streaming execution
    /// environments.
    public nonisolated enum Input: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case array([AgentSessionInputMessageParam])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [AgentSessionInputMessageParam](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .array(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// Action review mode. Omit to use none.
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
        self.agent = try container.decodeIfPresent(SessionCreateParamsAgent.self, forKey: "agent")
        self.agentID = try container.decodeIfPresent(String.self, forKey: "agent_id")
        self.environment = try container.decodeRequired(EnvironmentParam.self, forKey: "environment", in: decoder)
        self.input = try container.decodeIfPresent(AgentsSessionsCreateRequest.Input.self, forKey: "input")
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
        self.promptCacheOptions = try container.decodeIfPresent(AgentsSessionCreateParamsPromptCacheOptions.self, forKey: "prompt_cache_options")
        self.review = try container.decodeIfPresent(AgentsSessionsCreateRequest.Review.self, forKey: "review")
        self.stream = try container.decodeIfPresent(Bool.self, forKey: "stream")
        self.streamOptions = try container.decodeIfPresent(AgentsSessionCreateParamsStreamOptions.self, forKey: "stream_options")
        self.vaultIDs = try container.decodeIfPresent([String].self, forKey: "vault_ids")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encodeIfPresent(self.agentID, forKey: "agent_id")
        try container.encode(self.environment, forKey: "environment")
        try container.encodeIfPresent(self.input, forKey: "input")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.promptCacheOptions, forKey: "prompt_cache_options")
        try container.encodeIfPresent(self.review, forKey: "review")
        try container.encodeIfPresent(self.stream, forKey: "stream")
        try container.encodeIfPresent(self.streamOptions, forKey: "stream_options")
        try container.encodeIfPresent(self.vaultIDs, forKey: "vault_ids")
    }
}

nonisolated extension NullableMember where Owner == AgentsSessionsCreateRequest {
    public static var input: Self { Self("input") }
    public static var metadata: Self { Self("metadata") }
    public static var promptCacheOptions: Self { Self("prompt_cache_options") }
    public static var vaultIDs: Self { Self("vault_ids") }
}
// MARK: - String arguments

nonisolated extension AgentsSessionsCreateRequest {
    /// The memberwise initializer with `input` from a `String` value.
    @_disfavoredOverload
    public init(
        environment: EnvironmentParam,
        agent: SessionCreateParamsAgent? = nil,
        agentID: String? = nil,
        input: String,
        metadata: [String: String]? = nil,
        promptCacheOptions: AgentsSessionCreateParamsPromptCacheOptions? = nil,
        review: AgentsSessionsCreateRequest.Review? = nil,
        stream: Bool? = nil,
        streamOptions: AgentsSessionCreateParamsStreamOptions? = nil,
        vaultIDs: [String]? = nil
    ) {
        self.init(
            environment: environment,
            agent: agent,
            agentID: agentID,
            input: AgentsSessionsCreateRequest.Input.string(input),
            metadata: metadata,
            promptCacheOptions: promptCacheOptions,
            review: review,
            stream: stream,
            streamOptions: streamOptions,
            vaultIDs: vaultIDs
        )
    }
}
