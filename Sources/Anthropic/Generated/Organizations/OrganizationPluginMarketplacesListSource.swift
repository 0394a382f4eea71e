// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum OrganizationPluginMarketplacesListSource: OpenEnum, EmptyDecodable {
    case directory
    case github
    case gitlab
    case manual
    case publicGit
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "directory": self = .directory
        case "github": self = .github
        case "gitlab": self = .gitlab
        case "manual": self = .manual
        case "public_git": self = .publicGit
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .directory: "directory"
        case .github: "github"
        case .gitlab: "gitlab"
        case .manual: "manual"
        case .publicGit: "public_git"
        case .unknown(let value): value
        }
    }
}
