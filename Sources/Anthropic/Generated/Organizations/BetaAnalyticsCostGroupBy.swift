// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsCostGroupBy`
public nonisolated enum BetaAnalyticsCostGroupBy: OpenEnum, EmptyDecodable {
    case actor
    case actorType
    case agentID
    case apiKeyID
    case claudeTagCategory
    case claudeTagUserID
    case contextWindow
    case costType
    case deploymentID
    case environmentID
    case inferenceGeo
    case model
    case organizationID
    case product
    case rbacGroupID
    case serviceTier
    case sessionID
    case slackChannelID
    case speed
    case tokenType
    case userProfileID
    case workspaceID
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "actor": self = .actor
        case "actor_type": self = .actorType
        case "agent_id": self = .agentID
        case "api_key_id": self = .apiKeyID
        case "claude_tag_category": self = .claudeTagCategory
        case "claude_tag_user_id": self = .claudeTagUserID
        case "context_window": self = .contextWindow
        case "cost_type": self = .costType
        case "deployment_id": self = .deploymentID
        case "environment_id": self = .environmentID
        case "inference_geo": self = .inferenceGeo
        case "model": self = .model
        case "organization_id": self = .organizationID
        case "product": self = .product
        case "rbac_group_id": self = .rbacGroupID
        case "service_tier": self = .serviceTier
        case "session_id": self = .sessionID
        case "slack_channel_id": self = .slackChannelID
        case "speed": self = .speed
        case "token_type": self = .tokenType
        case "user_profile_id": self = .userProfileID
        case "workspace_id": self = .workspaceID
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .actor: "actor"
        case .actorType: "actor_type"
        case .agentID: "agent_id"
        case .apiKeyID: "api_key_id"
        case .claudeTagCategory: "claude_tag_category"
        case .claudeTagUserID: "claude_tag_user_id"
        case .contextWindow: "context_window"
        case .costType: "cost_type"
        case .deploymentID: "deployment_id"
        case .environmentID: "environment_id"
        case .inferenceGeo: "inference_geo"
        case .model: "model"
        case .organizationID: "organization_id"
        case .product: "product"
        case .rbacGroupID: "rbac_group_id"
        case .serviceTier: "service_tier"
        case .sessionID: "session_id"
        case .slackChannelID: "slack_channel_id"
        case .speed: "speed"
        case .tokenType: "token_type"
        case .userProfileID: "user_profile_id"
        case .workspaceID: "workspace_id"
        case .unknown(let value): value
        }
    }
}
