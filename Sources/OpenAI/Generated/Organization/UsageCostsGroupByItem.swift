// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum UsageCostsGroupByItem: OpenEnum, EmptyDecodable {
    case projectID
    case lineItem
    case apiKeyID
    case userID
    case apiSource
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "project_id": self = .projectID
        case "line_item": self = .lineItem
        case "api_key_id": self = .apiKeyID
        case "user_id": self = .userID
        case "api_source": self = .apiSource
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .projectID: "project_id"
        case .lineItem: "line_item"
        case .apiKeyID: "api_key_id"
        case .userID: "user_id"
        case .apiSource: "api_source"
        case .unknown(let value): value
        }
    }
}
