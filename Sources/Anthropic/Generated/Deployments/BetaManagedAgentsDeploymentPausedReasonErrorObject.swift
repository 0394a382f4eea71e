// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsDeploymentPausedReasonErrorObject`
public nonisolated enum BetaManagedAgentsDeploymentPausedReasonErrorObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `environment_archived_error`
    case environmentArchivedError(BetaManagedAgentsEnvironmentArchivedDeploymentPausedReasonErrorObject)
    /// - `type`: `agent_archived_error`
    case agentArchivedError(BetaManagedAgentsAgentArchivedDeploymentPausedReasonErrorObject)
    /// - `type`: `environment_not_found_error`
    case environmentNotFoundError(BetaManagedAgentsEnvironmentNotFoundDeploymentPausedReasonErrorObject)
    /// - `type`: `vault_not_found_error`
    case vaultNotFoundError(BetaManagedAgentsVaultNotFoundDeploymentPausedReasonErrorObject)
    /// - `type`: `file_not_found_error`
    case fileNotFoundError(BetaManagedAgentsFileNotFoundDeploymentPausedReasonErrorObject)
    /// - `type`: `session_resource_not_found_error`
    case sessionResourceNotFoundError(BetaManagedAgentsSessionResourceNotFoundDeploymentPausedReasonErrorObject)
    /// - `type`: `workspace_archived_error`
    case workspaceArchivedError(BetaManagedAgentsWorkspaceArchivedDeploymentPausedReasonErrorObject)
    /// - `type`: `organization_disabled_error`
    case organizationDisabledError(BetaManagedAgentsOrganizationDisabledDeploymentPausedReasonErrorObject)
    /// - `type`: `memory_store_archived_error`
    case memoryStoreArchivedError(BetaManagedAgentsMemoryStoreArchivedDeploymentPausedReasonErrorObject)
    /// - `type`: `skill_not_found_error`
    case skillNotFoundError(BetaManagedAgentsSkillNotFoundDeploymentPausedReasonErrorObject)
    /// - `type`: `vault_archived_error`
    case vaultArchivedError(BetaManagedAgentsVaultArchivedDeploymentPausedReasonErrorObject)
    /// - `type`: `unknown_error`
    case unknownError(BetaManagedAgentsUnknownDeploymentPausedReasonErrorObject)
    /// - `type`: `self_hosted_resources_unsupported_error`
    case selfHostedResourcesUnsupportedError(BetaManagedAgentsSelfHostedResourcesUnsupportedDeploymentPausedReasonErrorObject)
    /// - `type`: `mcp_egress_blocked_error`
    case mcpEgressBlockedError(BetaManagedAgentsMCPEgressBlockedDeploymentPausedReasonErrorObject)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "environment_archived_error": self = .environmentArchivedError(try BetaManagedAgentsEnvironmentArchivedDeploymentPausedReasonErrorObject(from: decoder)); return
            case "agent_archived_error": self = .agentArchivedError(try BetaManagedAgentsAgentArchivedDeploymentPausedReasonErrorObject(from: decoder)); return
            case "environment_not_found_error": self = .environmentNotFoundError(try BetaManagedAgentsEnvironmentNotFoundDeploymentPausedReasonErrorObject(from: decoder)); return
            case "vault_not_found_error": self = .vaultNotFoundError(try BetaManagedAgentsVaultNotFoundDeploymentPausedReasonErrorObject(from: decoder)); return
            case "file_not_found_error": self = .fileNotFoundError(try BetaManagedAgentsFileNotFoundDeploymentPausedReasonErrorObject(from: decoder)); return
            case "session_resource_not_found_error": self = .sessionResourceNotFoundError(try BetaManagedAgentsSessionResourceNotFoundDeploymentPausedReasonErrorObject(from: decoder)); return
            case "workspace_archived_error": self = .workspaceArchivedError(try BetaManagedAgentsWorkspaceArchivedDeploymentPausedReasonErrorObject(from: decoder)); return
            case "organization_disabled_error": self = .organizationDisabledError(try BetaManagedAgentsOrganizationDisabledDeploymentPausedReasonErrorObject(from: decoder)); return
            case "memory_store_archived_error": self = .memoryStoreArchivedError(try BetaManagedAgentsMemoryStoreArchivedDeploymentPausedReasonErrorObject(from: decoder)); return
            case "skill_not_found_error": self = .skillNotFoundError(try BetaManagedAgentsSkillNotFoundDeploymentPausedReasonErrorObject(from: decoder)); return
            case "vault_archived_error": self = .vaultArchivedError(try BetaManagedAgentsVaultArchivedDeploymentPausedReasonErrorObject(from: decoder)); return
            case "unknown_error": self = .unknownError(try BetaManagedAgentsUnknownDeploymentPausedReasonErrorObject(from: decoder)); return
            case "self_hosted_resources_unsupported_error": self = .selfHostedResourcesUnsupportedError(try BetaManagedAgentsSelfHostedResourcesUnsupportedDeploymentPausedReasonErrorObject(from: decoder)); return
            case "mcp_egress_blocked_error": self = .mcpEgressBlockedError(try BetaManagedAgentsMCPEgressBlockedDeploymentPausedReasonErrorObject(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .environmentArchivedError(let value): try value.encode(to: encoder)
        case .agentArchivedError(let value): try value.encode(to: encoder)
        case .environmentNotFoundError(let value): try value.encode(to: encoder)
        case .vaultNotFoundError(let value): try value.encode(to: encoder)
        case .fileNotFoundError(let value): try value.encode(to: encoder)
        case .sessionResourceNotFoundError(let value): try value.encode(to: encoder)
        case .workspaceArchivedError(let value): try value.encode(to: encoder)
        case .organizationDisabledError(let value): try value.encode(to: encoder)
        case .memoryStoreArchivedError(let value): try value.encode(to: encoder)
        case .skillNotFoundError(let value): try value.encode(to: encoder)
        case .vaultArchivedError(let value): try value.encode(to: encoder)
        case .unknownError(let value): try value.encode(to: encoder)
        case .selfHostedResourcesUnsupportedError(let value): try value.encode(to: encoder)
        case .mcpEgressBlockedError(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
