// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicBetaMessages

/// - Schema: `#/components/schemas/BetaAnalyticsUsageBucketedResult`
public nonisolated struct BetaAnalyticsUsageBucketedResult: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The number of input tokens for cache creation.
    public var cacheCreation: BetaCacheCreationBetaCacheCreation

    /// The number of input tokens read from the cache.
    public var cacheReadInputTokens: Int

    /// Claude Tag (Claude in Slack) spend category: `engaged` (a person addressed
    /// Claude in a channel or thread), `proactive` (Claude responded without being
    /// addressed), `scheduled` (a scheduled routine ran), `monitoring` (Claude watching
    /// a channel it was asked to monitor), or `dm` (direct messages with Claude).
    /// Populated only when `claude_tag_category` is in `group_by[]`; null for usage
    /// that is not Claude Tag. New categories may be added over time.
    public var claudeTagCategory: BetaAnalyticsClaudeTagCategory?

    /// Slack user ID (for example `U0123ABCDEF`) of the member the Claude Tag (Claude
    /// in Slack) usage is attributed to, not a claude.ai user ID. Populated only when
    /// `claude_tag_user_id` is in `group_by[]`; null for usage that is not Claude Tag
    /// and for Claude Tag usage that is not attributed to a single user (for example
    /// `monitoring`, and `proactive` usage Claude initiated), so per-user rows can sum
    /// to less than the Claude Tag total. Cannot be combined with
    /// `group_by[]=rbac_group_id` or the `rbac_group_ids[]` filter.
    public var claudeTagUserID: String?

    /// Context-window pricing tier of the usage or cost.
    ///
    /// Null unless `context_window` is in `group_by[]`; it can also be null on grouped
    /// rows with no context-window tier, such as code execution.
    public var contextWindow: BetaAnalyticsContextWindow?

    /// Inference region of the usage or cost.
    ///
    /// Null unless `inference_geo` is in `group_by[]`; it can also be null on grouped
    /// rows where the region is not set (the rows that `inference_geos[]=not_available`
    /// matches).
    public var inferenceGeo: BetaAnalyticsUsageBucketedResult.InferenceGeo?

    /// Model that produced the usage or cost, as a model name in the form the
    /// `models[]` filter accepts (for example, `claude-opus-5-5`). Null unless `model`
    /// is in `group_by[]`; it can also be null on grouped rows whose usage or cost is
    /// not attributed to a specific model, such as code execution.
    public var model: String?

    /// The number of output tokens generated.
    public var outputTokens: Int

    /// Product surface that produced the usage or cost.
    ///
    /// Null unless product is in `group_by[]`; it can also be null on grouped rows
    /// whose usage cannot be attributed to a known surface. Values include `chat`,
    /// `claude_code`, `cowork`, `office_agent`, `claude_in_chrome`, `claude_design`,
    /// `claude-tag`, and `chat_cowork_unified`. `claude-tag` is Claude Tag, the Claude
    /// product in Slack. `chat_cowork_unified` is Chat and Cowork unified, Cowork's
    /// features inside claude.ai chat: chat and Cowork usage by a member who has it
    /// turned on is reported under this value instead of `chat` or `cowork`. It is
    /// accepted as a filter only where Chat and Cowork unified is available.
    /// `cc_security_autopatch` is work that Claude Security runs for the organization.
    /// Some unattributed usage is reported as "other".
    public var product: String?

    /// RBAC group (team) the usage is attributed to, in the public tagged
    /// `rbac_group_...` spelling — the same spelling the activity resources use for
    /// this key, so the same team has one id across resources and it round-trips as an
    /// `rbac_group_ids[]` filter value. Populated only when `rbac_group_id` is in
    /// `group_by[]`. Any-membership semantics: a user in several groups contributes
    /// their full usage to each of those groups' rows, so the named-group rows overlap
    /// and their sum can exceed the org total. A null value is the single unassigned
    /// row: users in no group on that (UTC) day. For the true org total, run the same
    /// query without `group_by[]`.
    public var rbacGroupID: String?

    /// Number of API requests in this row's scope.
    ///
    /// For sandbox / code-execution events, this counts execution spans rather than
    /// HTTP requests (these rows surface with `product: null`).
    public var requests: Int?

    /// Server-side tool usage metrics.
    public var serverToolUse: BetaAnalyticsServerToolUse

    /// Slack channel the usage originated from.
    ///
    /// Populated only when `slack_channel_id` is in `group_by[]`; null for usage
    /// outside Slack, for some Claude Tag usage that has no channel recorded, and for
    /// usage recorded before channel attribution was enabled.
    public var slackChannelID: String?

    /// Inference speed mode of the usage or cost: `fast` or `standard`.
    ///
    /// Null unless `speed` is in `group_by[]`.
    public var speed: BetaAnalyticsUsageBucketedResult.Speed?

    /// The number of uncached input tokens processed.
    public var uncachedInputTokens: Int

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        cacheCreation: BetaCacheCreationBetaCacheCreation,
        cacheReadInputTokens: Int,
        outputTokens: Int,
        serverToolUse: BetaAnalyticsServerToolUse,
        uncachedInputTokens: Int,
        claudeTagCategory: BetaAnalyticsClaudeTagCategory? = nil,
        claudeTagUserID: String? = nil,
        contextWindow: BetaAnalyticsContextWindow? = nil,
        inferenceGeo: BetaAnalyticsUsageBucketedResult.InferenceGeo? = nil,
        model: String? = nil,
        product: String? = nil,
        rbacGroupID: String? = nil,
        requests: Int? = nil,
        slackChannelID: String? = nil,
        speed: BetaAnalyticsUsageBucketedResult.Speed? = nil
    ) {
        self.cacheCreation = cacheCreation
        self.cacheReadInputTokens = cacheReadInputTokens
        self.claudeTagCategory = claudeTagCategory
        self.claudeTagUserID = claudeTagUserID
        self.contextWindow = contextWindow
        self.inferenceGeo = inferenceGeo
        self.model = model
        self.outputTokens = outputTokens
        self.product = product
        self.rbacGroupID = rbacGroupID
        self.requests = requests
        self.serverToolUse = serverToolUse
        self.slackChannelID = slackChannelID
        self.speed = speed
        self.uncachedInputTokens = uncachedInputTokens
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            cacheCreation: .emptyValue,
            cacheReadInputTokens: .emptyValue,
            outputTokens: .emptyValue,
            serverToolUse: .emptyValue,
            uncachedInputTokens: .emptyValue
        )
    }

    /// Inference region of the usage or cost.
    ///
    /// Null unless `inference_geo` is in `group_by[]`; it can also be null on grouped
    /// rows where the region is not set (the rows that `inference_geos[]=not_available`
    /// matches).
    public nonisolated enum InferenceGeo: OpenEnum, EmptyDecodable {
        case global
        case us
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "global": self = .global
            case "us": self = .us
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .global: "global"
            case .us: "us"
            case .unknown(let value): value
            }
        }
    }

    /// Inference speed mode of the usage or cost: `fast` or `standard`.
    ///
    /// Null unless `speed` is in `group_by[]`.
    public nonisolated enum Speed: OpenEnum, EmptyDecodable {
        case fast
        case standard
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "fast": self = .fast
            case "standard": self = .standard
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .fast: "fast"
            case .standard: "standard"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cacheCreation = try container.decodeRequired(BetaCacheCreationBetaCacheCreation.self, forKey: "cache_creation", in: decoder)
        self.cacheReadInputTokens = try container.decodeRequired(Int.self, forKey: "cache_read_input_tokens", in: decoder)
        self.claudeTagCategory = try container.decodeIfPresent(BetaAnalyticsClaudeTagCategory.self, forKey: "claude_tag_category")
        self.claudeTagUserID = try container.decodeIfPresent(String.self, forKey: "claude_tag_user_id")
        self.contextWindow = try container.decodeIfPresent(BetaAnalyticsContextWindow.self, forKey: "context_window")
        self.inferenceGeo = try container.decodeIfPresent(BetaAnalyticsUsageBucketedResult.InferenceGeo.self, forKey: "inference_geo")
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.outputTokens = try container.decodeRequired(Int.self, forKey: "output_tokens", in: decoder)
        self.product = try container.decodeIfPresent(String.self, forKey: "product")
        self.rbacGroupID = try container.decodeIfPresent(String.self, forKey: "rbac_group_id")
        self.requests = try container.decodeIfPresent(Int.self, forKey: "requests")
        self.serverToolUse = try container.decodeRequired(BetaAnalyticsServerToolUse.self, forKey: "server_tool_use", in: decoder)
        self.slackChannelID = try container.decodeIfPresent(String.self, forKey: "slack_channel_id")
        self.speed = try container.decodeIfPresent(BetaAnalyticsUsageBucketedResult.Speed.self, forKey: "speed")
        self.uncachedInputTokens = try container.decodeRequired(Int.self, forKey: "uncached_input_tokens", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.cacheCreation, forKey: "cache_creation")
        try container.encode(self.cacheReadInputTokens, forKey: "cache_read_input_tokens")
        try container.encodeIfPresent(self.claudeTagCategory, forKey: "claude_tag_category")
        try container.encodeIfPresent(self.claudeTagUserID, forKey: "claude_tag_user_id")
        try container.encodeIfPresent(self.contextWindow, forKey: "context_window")
        try container.encodeIfPresent(self.inferenceGeo, forKey: "inference_geo")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encode(self.outputTokens, forKey: "output_tokens")
        try container.encodeIfPresent(self.product, forKey: "product")
        try container.encodeIfPresent(self.rbacGroupID, forKey: "rbac_group_id")
        try container.encodeIfPresent(self.requests, forKey: "requests")
        try container.encode(self.serverToolUse, forKey: "server_tool_use")
        try container.encodeIfPresent(self.slackChannelID, forKey: "slack_channel_id")
        try container.encodeIfPresent(self.speed, forKey: "speed")
        try container.encode(self.uncachedInputTokens, forKey: "uncached_input_tokens")
    }
}

nonisolated extension NullableMember where Owner == BetaAnalyticsUsageBucketedResult {
    public static var claudeTagCategory: Self { Self("claude_tag_category") }
    public static var claudeTagUserID: Self { Self("claude_tag_user_id") }
    public static var contextWindow: Self { Self("context_window") }
    public static var inferenceGeo: Self { Self("inference_geo") }
    public static var model: Self { Self("model") }
    public static var product: Self { Self("product") }
    public static var rbacGroupID: Self { Self("rbac_group_id") }
    public static var requests: Self { Self("requests") }
    public static var slackChannelID: Self { Self("slack_channel_id") }
    public static var speed: Self { Self("speed") }
}
