// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum OrganizationAnalyticsCostReportListGroupByItem: OpenEnum, EmptyDecodable {
    case claudeTagCategory
    case claudeTagUserID
    case contextWindow
    case costType
    case inferenceGeo
    case model
    case product
    case rbacGroupID
    case slackChannelID
    case speed
    case tokenType
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "claude_tag_category": self = .claudeTagCategory
        case "claude_tag_user_id": self = .claudeTagUserID
        case "context_window": self = .contextWindow
        case "cost_type": self = .costType
        case "inference_geo": self = .inferenceGeo
        case "model": self = .model
        case "product": self = .product
        case "rbac_group_id": self = .rbacGroupID
        case "slack_channel_id": self = .slackChannelID
        case "speed": self = .speed
        case "token_type": self = .tokenType
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .claudeTagCategory: "claude_tag_category"
        case .claudeTagUserID: "claude_tag_user_id"
        case .contextWindow: "context_window"
        case .costType: "cost_type"
        case .inferenceGeo: "inference_geo"
        case .model: "model"
        case .product: "product"
        case .rbacGroupID: "rbac_group_id"
        case .slackChannelID: "slack_channel_id"
        case .speed: "speed"
        case .tokenType: "token_type"
        case .unknown(let value): value
        }
    }
}
