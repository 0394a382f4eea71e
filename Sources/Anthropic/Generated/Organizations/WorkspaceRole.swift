// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/WorkspaceRole`
public nonisolated enum WorkspaceRole: OpenEnum, EmptyDecodable {
    case workspaceAdmin
    case workspaceBilling
    case workspaceDeveloper
    case workspaceRestrictedDeveloper
    case workspaceUser
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "workspace_admin": self = .workspaceAdmin
        case "workspace_billing": self = .workspaceBilling
        case "workspace_developer": self = .workspaceDeveloper
        case "workspace_restricted_developer": self = .workspaceRestrictedDeveloper
        case "workspace_user": self = .workspaceUser
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .workspaceAdmin: "workspace_admin"
        case .workspaceBilling: "workspace_billing"
        case .workspaceDeveloper: "workspace_developer"
        case .workspaceRestrictedDeveloper: "workspace_restricted_developer"
        case .workspaceUser: "workspace_user"
        case .unknown(let value): value
        }
    }
}
