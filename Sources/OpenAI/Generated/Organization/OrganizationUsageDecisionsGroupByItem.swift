// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum OrganizationUsageDecisionsGroupByItem: OpenEnum, EmptyDecodable {
    case projectID
    case userID
    case apiKeyID
    case model
    case batch
    case serviceTier
    case apiSource
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "project_id": self = .projectID
        case "user_id": self = .userID
        case "api_key_id": self = .apiKeyID
        case "model": self = .model
        case "batch": self = .batch
        case "service_tier": self = .serviceTier
        case "api_source": self = .apiSource
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .projectID: "project_id"
        case .userID: "user_id"
        case .apiKeyID: "api_key_id"
        case .model: "model"
        case .batch: "batch"
        case .serviceTier: "service_tier"
        case .apiSource: "api_source"
        case .unknown(let value): value
        }
    }
}
