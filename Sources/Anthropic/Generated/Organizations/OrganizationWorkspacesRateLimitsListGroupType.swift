// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum OrganizationWorkspacesRateLimitsListGroupType: OpenEnum, EmptyDecodable {
    case batch
    case files
    case modelGroup
    case skills
    case tokenCount
    case webSearch
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "batch": self = .batch
        case "files": self = .files
        case "model_group": self = .modelGroup
        case "skills": self = .skills
        case "token_count": self = .tokenCount
        case "web_search": self = .webSearch
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .batch: "batch"
        case .files: "files"
        case .modelGroup: "model_group"
        case .skills: "skills"
        case .tokenCount: "token_count"
        case .webSearch: "web_search"
        case .unknown(let value): value
        }
    }
}
