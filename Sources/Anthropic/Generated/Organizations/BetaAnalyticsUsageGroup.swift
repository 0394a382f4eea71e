// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The dimension values one usage row is broken out by; each is null
/// unless its dimension is in `group_by[]`.
///
/// - Schema: `#/components/schemas/BetaAnalyticsUsageGroup`
public nonisolated struct BetaAnalyticsUsageGroup: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The identity the usage is attributed to: the user if one is attributed, else the
    /// service account, else the federated (cloud-platform) identity, else the API key.
    /// Populated only when `actor` is in `group_by[]`; null for usage with no
    /// attributable identity, and for users' and federated identities' usage when the
    /// reader is a member who can see only some workspaces. Distinct identities the
    /// server cannot render also read null, each as its own row.
    public var actor: BetaAnalyticsActor?

    /// Kind of identity the usage is attributed to; matches `actor.type` when `actor`
    /// is set. Populated only when `actor_type` is in `group_by[]`.
    public var actorType: BetaAnalyticsActorType?

    /// Claude Managed Agents agent whose session incurred the usage.
    ///
    /// Populated only when `agent_id` is in `group_by[]`; null for usage outside a
    /// managed session.
    public var agentID: String?

    /// API key that authenticated the requests, as a tagged API key ID, whichever
    /// identity `actor` resolves to. Populated only when `api_key_id` is in
    /// `group_by[]`; null for usage not authenticated by an API key.
    public var apiKeyID: String?

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

    /// Deployment that started the Claude Managed Agents session.
    ///
    /// Populated only when `deployment_id` is in `group_by[]`; null for usage outside a
    /// managed session and for sessions no deployment started.
    public var deploymentID: String?

    /// Claude Managed Agents environment the session ran in.
    ///
    /// Populated only when `environment_id` is in `group_by[]`; null for usage outside
    /// a managed session.
    public var environmentID: String?

    /// Inference region of the usage or cost.
    ///
    /// Null unless `inference_geo` is in `group_by[]`; it can also be null on grouped
    /// rows where the region is not set (the rows that `inference_geos[]=not_available`
    /// matches).
    public var inferenceGeo: BetaAnalyticsUsageCostInferenceGeo?

    /// Model that produced the usage or cost, as a model name in the form the
    /// `models[]` filter accepts (for example, `claude-opus-5-5`). Null unless `model`
    /// is in `group_by[]`; it can also be null on grouped rows whose usage or cost is
    /// not attributed to a specific model, such as code execution.
    public var model: String?

    /// UUID of the child organization the usage belongs to, on a parent organization's
    /// report across its children. Null unless `organization_id` is in `group_by[]`.
    public var organizationID: String?

    /// Product surface that produced the usage or cost.
    ///
    /// Null unless product is in `group_by[]`; it can also be null on grouped rows
    /// whose usage cannot be attributed to a known surface. Values include `chat`,
    /// `claude_code`, `cowork`, `office_agent`, `claude_in_chrome`, `claude_design`,
    /// `claude_tag`, and `chat_cowork_unified`. `claude_tag` is Claude Tag, the Claude
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

    /// Service tier the usage was served at.
    ///
    /// Populated only when `service_tier` is in `group_by[]`; null for usage with no
    /// service tier (for example, code execution).
    public var serviceTier: BetaAnalyticsServiceTier?

    /// Claude Managed Agents session that incurred the usage.
    ///
    /// Populated only when `session_id` is in `group_by[]`; null for usage outside a
    /// managed session.
    public var sessionID: String?

    /// Slack channel the usage originated from.
    ///
    /// Populated only when `slack_channel_id` is in `group_by[]`; null for usage
    /// outside Slack, for some Claude Tag usage that has no channel recorded, and for
    /// usage recorded before channel attribution was enabled.
    public var slackChannelID: String?

    /// Inference speed mode of the usage or cost: `fast` or `standard`.
    ///
    /// Null unless `speed` is in `group_by[]`.
    public var speed: BetaAnalyticsSpeed?

    /// User profile the usage was attributed to, as a tagged `uprof_` ID.
    ///
    /// Populated only when `user_profile_id` is in `group_by[]`; null for usage that
    /// named no profile.
    public var userProfileID: String?

    /// Workspace the usage occurred in, as a tagged workspace ID, including a Claude
    /// Platform organization's default workspace. Populated only when `workspace_id` is
    /// in `group_by[]`; null for usage in a Claude Enterprise organization's default
    /// workspace, which is its only workspace.
    public var workspaceID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        actor: BetaAnalyticsActor? = nil,
        actorType: BetaAnalyticsActorType? = nil,
        agentID: String? = nil,
        apiKeyID: String? = nil,
        claudeTagCategory: BetaAnalyticsClaudeTagCategory? = nil,
        claudeTagUserID: String? = nil,
        contextWindow: BetaAnalyticsContextWindow? = nil,
        deploymentID: String? = nil,
        environmentID: String? = nil,
        inferenceGeo: BetaAnalyticsUsageCostInferenceGeo? = nil,
        model: String? = nil,
        organizationID: String? = nil,
        product: String? = nil,
        rbacGroupID: String? = nil,
        serviceTier: BetaAnalyticsServiceTier? = nil,
        sessionID: String? = nil,
        slackChannelID: String? = nil,
        speed: BetaAnalyticsSpeed? = nil,
        userProfileID: String? = nil,
        workspaceID: String? = nil
    ) {
        self.actor = actor
        self.actorType = actorType
        self.agentID = agentID
        self.apiKeyID = apiKeyID
        self.claudeTagCategory = claudeTagCategory
        self.claudeTagUserID = claudeTagUserID
        self.contextWindow = contextWindow
        self.deploymentID = deploymentID
        self.environmentID = environmentID
        self.inferenceGeo = inferenceGeo
        self.model = model
        self.organizationID = organizationID
        self.product = product
        self.rbacGroupID = rbacGroupID
        self.serviceTier = serviceTier
        self.sessionID = sessionID
        self.slackChannelID = slackChannelID
        self.speed = speed
        self.userProfileID = userProfileID
        self.workspaceID = workspaceID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.actor = try container.decodeIfPresent(BetaAnalyticsActor.self, forKey: "actor")
        self.actorType = try container.decodeIfPresent(BetaAnalyticsActorType.self, forKey: "actor_type")
        self.agentID = try container.decodeIfPresent(String.self, forKey: "agent_id")
        self.apiKeyID = try container.decodeIfPresent(String.self, forKey: "api_key_id")
        self.claudeTagCategory = try container.decodeIfPresent(BetaAnalyticsClaudeTagCategory.self, forKey: "claude_tag_category")
        self.claudeTagUserID = try container.decodeIfPresent(String.self, forKey: "claude_tag_user_id")
        self.contextWindow = try container.decodeIfPresent(BetaAnalyticsContextWindow.self, forKey: "context_window")
        self.deploymentID = try container.decodeIfPresent(String.self, forKey: "deployment_id")
        self.environmentID = try container.decodeIfPresent(String.self, forKey: "environment_id")
        self.inferenceGeo = try container.decodeIfPresent(BetaAnalyticsUsageCostInferenceGeo.self, forKey: "inference_geo")
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.organizationID = try container.decodeIfPresent(String.self, forKey: "organization_id")
        self.product = try container.decodeIfPresent(String.self, forKey: "product")
        self.rbacGroupID = try container.decodeIfPresent(String.self, forKey: "rbac_group_id")
        self.serviceTier = try container.decodeIfPresent(BetaAnalyticsServiceTier.self, forKey: "service_tier")
        self.sessionID = try container.decodeIfPresent(String.self, forKey: "session_id")
        self.slackChannelID = try container.decodeIfPresent(String.self, forKey: "slack_channel_id")
        self.speed = try container.decodeIfPresent(BetaAnalyticsSpeed.self, forKey: "speed")
        self.userProfileID = try container.decodeIfPresent(String.self, forKey: "user_profile_id")
        self.workspaceID = try container.decodeIfPresent(String.self, forKey: "workspace_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.actor, forKey: "actor")
        try container.encodeIfPresent(self.actorType, forKey: "actor_type")
        try container.encodeIfPresent(self.agentID, forKey: "agent_id")
        try container.encodeIfPresent(self.apiKeyID, forKey: "api_key_id")
        try container.encodeIfPresent(self.claudeTagCategory, forKey: "claude_tag_category")
        try container.encodeIfPresent(self.claudeTagUserID, forKey: "claude_tag_user_id")
        try container.encodeIfPresent(self.contextWindow, forKey: "context_window")
        try container.encodeIfPresent(self.deploymentID, forKey: "deployment_id")
        try container.encodeIfPresent(self.environmentID, forKey: "environment_id")
        try container.encodeIfPresent(self.inferenceGeo, forKey: "inference_geo")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.organizationID, forKey: "organization_id")
        try container.encodeIfPresent(self.product, forKey: "product")
        try container.encodeIfPresent(self.rbacGroupID, forKey: "rbac_group_id")
        try container.encodeIfPresent(self.serviceTier, forKey: "service_tier")
        try container.encodeIfPresent(self.sessionID, forKey: "session_id")
        try container.encodeIfPresent(self.slackChannelID, forKey: "slack_channel_id")
        try container.encodeIfPresent(self.speed, forKey: "speed")
        try container.encodeIfPresent(self.userProfileID, forKey: "user_profile_id")
        try container.encodeIfPresent(self.workspaceID, forKey: "workspace_id")
    }
}

nonisolated extension NullableMember where Owner == BetaAnalyticsUsageGroup {
    public static var actor: Self { Self("actor") }
    public static var actorType: Self { Self("actor_type") }
    public static var agentID: Self { Self("agent_id") }
    public static var apiKeyID: Self { Self("api_key_id") }
    public static var claudeTagCategory: Self { Self("claude_tag_category") }
    public static var claudeTagUserID: Self { Self("claude_tag_user_id") }
    public static var contextWindow: Self { Self("context_window") }
    public static var deploymentID: Self { Self("deployment_id") }
    public static var environmentID: Self { Self("environment_id") }
    public static var inferenceGeo: Self { Self("inference_geo") }
    public static var model: Self { Self("model") }
    public static var organizationID: Self { Self("organization_id") }
    public static var product: Self { Self("product") }
    public static var rbacGroupID: Self { Self("rbac_group_id") }
    public static var serviceTier: Self { Self("service_tier") }
    public static var sessionID: Self { Self("session_id") }
    public static var slackChannelID: Self { Self("slack_channel_id") }
    public static var speed: Self { Self("speed") }
    public static var userProfileID: Self { Self("user_profile_id") }
    public static var workspaceID: Self { Self("workspace_id") }
}
