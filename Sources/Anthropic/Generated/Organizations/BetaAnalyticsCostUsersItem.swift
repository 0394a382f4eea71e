// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsCostUsersItem`
public nonisolated struct BetaAnalyticsCostUsersItem: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The user this row's usage or cost is attributed to. Always a `user_actor`.
    public var actor: BetaAnalyticsUserActor

    /// Amount (post-discount, pre-credit) in fractional cents (minor units).
    public var amount: String

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

    /// Cost component breakdown; null when returning the combined total.
    public var costType: BetaAnalyticsCostType?

    /// Currency code for the cost amount. Currently always `"USD"`.
    public var currency: String

    /// End of the row's UTC time bucket (exclusive), as an RFC 3339 timestamp; equal to
    /// `starting_at` plus one `bucket_width`. Null unless `bucket_width` is set.
    public var endingAt: String?

    /// Inference region of the usage or cost.
    ///
    /// Null unless `inference_geo` is in `group_by[]`; it can also be null on grouped
    /// rows where the region is not set (the rows that `inference_geos[]=not_available`
    /// matches).
    public var inferenceGeo: BetaAnalyticsCostUsersItem.InferenceGeo?

    /// List-price amount (pre-discount) in fractional cents.
    public var listAmount: String

    /// Model that produced the usage or cost, as a model name in the form the
    /// `models[]` filter accepts (for example, `claude-opus-5-5`). Null unless `model`
    /// is in `group_by[]`; it can also be null on grouped rows whose usage or cost is
    /// not attributed to a specific model, such as code execution.
    public var model: String?

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
    /// Null when `group_by` includes `cost_type` or `token_type` (the count has no
    /// per-component attribution; read it from the ungrouped response). For sandbox /
    /// code-execution events, this counts execution spans rather than HTTP requests
    /// (these rows surface with `product: null`).
    public var requests: Int?

    /// Slack channel the usage originated from.
    ///
    /// Populated only when `slack_channel_id` is in `group_by[]`; null for usage
    /// outside Slack, for some Claude Tag usage that has no channel recorded, and for
    /// usage recorded before channel attribution was enabled.
    public var slackChannelID: String?

    /// Inference speed mode of the usage or cost: `fast` or `standard`.
    ///
    /// Null unless `speed` is in `group_by[]`.
    public var speed: BetaAnalyticsCostUsersItem.Speed?

    /// Start of the row's UTC time bucket (inclusive), as an RFC 3339 timestamp.
    ///
    /// Null unless `bucket_width` is set; without `bucket_width`, each row aggregates
    /// the full requested range.
    public var startingAt: String?

    /// Token type when `cost_type` is `tokens`; null otherwise.
    public var tokenType: BetaAnalyticsTokenType?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        actor: BetaAnalyticsUserActor,
        amount: String,
        currency: String,
        listAmount: String,
        claudeTagCategory: BetaAnalyticsClaudeTagCategory? = nil,
        claudeTagUserID: String? = nil,
        contextWindow: BetaAnalyticsContextWindow? = nil,
        costType: BetaAnalyticsCostType? = nil,
        endingAt: String? = nil,
        inferenceGeo: BetaAnalyticsCostUsersItem.InferenceGeo? = nil,
        model: String? = nil,
        product: String? = nil,
        rbacGroupID: String? = nil,
        requests: Int? = nil,
        slackChannelID: String? = nil,
        speed: BetaAnalyticsCostUsersItem.Speed? = nil,
        startingAt: String? = nil,
        tokenType: BetaAnalyticsTokenType? = nil
    ) {
        self.actor = actor
        self.amount = amount
        self.claudeTagCategory = claudeTagCategory
        self.claudeTagUserID = claudeTagUserID
        self.contextWindow = contextWindow
        self.costType = costType
        self.currency = currency
        self.endingAt = endingAt
        self.inferenceGeo = inferenceGeo
        self.listAmount = listAmount
        self.model = model
        self.product = product
        self.rbacGroupID = rbacGroupID
        self.requests = requests
        self.slackChannelID = slackChannelID
        self.speed = speed
        self.startingAt = startingAt
        self.tokenType = tokenType
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            actor: .emptyValue,
            amount: .emptyValue,
            currency: .emptyValue,
            listAmount: .emptyValue
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
        self.actor = try container.decodeRequired(BetaAnalyticsUserActor.self, forKey: "actor", in: decoder)
        self.amount = try container.decodeRequired(String.self, forKey: "amount", in: decoder)
        self.claudeTagCategory = try container.decodeIfPresent(BetaAnalyticsClaudeTagCategory.self, forKey: "claude_tag_category")
        self.claudeTagUserID = try container.decodeIfPresent(String.self, forKey: "claude_tag_user_id")
        self.contextWindow = try container.decodeIfPresent(BetaAnalyticsContextWindow.self, forKey: "context_window")
        self.costType = try container.decodeIfPresent(BetaAnalyticsCostType.self, forKey: "cost_type")
        self.currency = try container.decodeRequired(String.self, forKey: "currency", in: decoder)
        self.endingAt = try container.decodeIfPresent(String.self, forKey: "ending_at")
        self.inferenceGeo = try container.decodeIfPresent(BetaAnalyticsCostUsersItem.InferenceGeo.self, forKey: "inference_geo")
        self.listAmount = try container.decodeRequired(String.self, forKey: "list_amount", in: decoder)
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.product = try container.decodeIfPresent(String.self, forKey: "product")
        self.rbacGroupID = try container.decodeIfPresent(String.self, forKey: "rbac_group_id")
        self.requests = try container.decodeIfPresent(Int.self, forKey: "requests")
        self.slackChannelID = try container.decodeIfPresent(String.self, forKey: "slack_channel_id")
        self.speed = try container.decodeIfPresent(BetaAnalyticsCostUsersItem.Speed.self, forKey: "speed")
        self.startingAt = try container.decodeIfPresent(String.self, forKey: "starting_at")
        self.tokenType = try container.decodeIfPresent(BetaAnalyticsTokenType.self, forKey: "token_type")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.actor, forKey: "actor")
        try container.encode(self.amount, forKey: "amount")
        try container.encodeIfPresent(self.claudeTagCategory, forKey: "claude_tag_category")
        try container.encodeIfPresent(self.claudeTagUserID, forKey: "claude_tag_user_id")
        try container.encodeIfPresent(self.contextWindow, forKey: "context_window")
        try container.encodeIfPresent(self.costType, forKey: "cost_type")
        try container.encode(self.currency, forKey: "currency")
        try container.encodeIfPresent(self.endingAt, forKey: "ending_at")
        try container.encodeIfPresent(self.inferenceGeo, forKey: "inference_geo")
        try container.encode(self.listAmount, forKey: "list_amount")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.product, forKey: "product")
        try container.encodeIfPresent(self.rbacGroupID, forKey: "rbac_group_id")
        try container.encodeIfPresent(self.requests, forKey: "requests")
        try container.encodeIfPresent(self.slackChannelID, forKey: "slack_channel_id")
        try container.encodeIfPresent(self.speed, forKey: "speed")
        try container.encodeIfPresent(self.startingAt, forKey: "starting_at")
        try container.encodeIfPresent(self.tokenType, forKey: "token_type")
    }
}

nonisolated extension NullableMember where Owner == BetaAnalyticsCostUsersItem {
    public static var claudeTagCategory: Self { Self("claude_tag_category") }
    public static var claudeTagUserID: Self { Self("claude_tag_user_id") }
    public static var contextWindow: Self { Self("context_window") }
    public static var costType: Self { Self("cost_type") }
    public static var endingAt: Self { Self("ending_at") }
    public static var inferenceGeo: Self { Self("inference_geo") }
    public static var model: Self { Self("model") }
    public static var product: Self { Self("product") }
    public static var rbacGroupID: Self { Self("rbac_group_id") }
    public static var requests: Self { Self("requests") }
    public static var slackChannelID: Self { Self("slack_channel_id") }
    public static var speed: Self { Self("speed") }
    public static var startingAt: Self { Self("starting_at") }
    public static var tokenType: Self { Self("token_type") }
}
