// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsDeploymentRunError`
public nonisolated enum BetaManagedAgentsDeploymentRunError: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `environment_archived_error`
    case environmentArchivedError(BetaManagedAgentsEnvironmentArchivedRunErrorObject)
    /// - `type`: `agent_archived_error`
    case agentArchivedError(BetaManagedAgentsAgentArchivedRunErrorObject)
    /// - `type`: `environment_not_found_error`
    case environmentNotFoundError(BetaManagedAgentsEnvironmentNotFoundRunErrorObject)
    /// - `type`: `vault_not_found_error`
    case vaultNotFoundError(BetaManagedAgentsVaultNotFoundRunErrorObject)
    /// - `type`: `vault_archived_error`
    case vaultArchivedError(BetaManagedAgentsVaultArchivedRunErrorObject)
    /// - `type`: `file_not_found_error`
    case fileNotFoundError(BetaManagedAgentsFileNotFoundRunErrorObject)
    /// - `type`: `memory_store_archived_error`
    case memoryStoreArchivedError(BetaManagedAgentsMemoryStoreArchivedRunErrorObject)
    /// - `type`: `skill_not_found_error`
    case skillNotFoundError(BetaManagedAgentsSkillNotFoundRunErrorObject)
    /// - `type`: `session_resource_not_found_error`
    case sessionResourceNotFoundError(BetaManagedAgentsSessionResourceNotFoundRunErrorObject)
    /// - `type`: `workspace_archived_error`
    case workspaceArchivedError(BetaManagedAgentsWorkspaceArchivedRunErrorObject)
    /// - `type`: `organization_disabled_error`
    case organizationDisabledError(BetaManagedAgentsOrganizationDisabledRunErrorObject)
    /// - `type`: `session_rate_limited_error`
    case sessionRateLimitedError(BetaManagedAgentsSessionRateLimitedRunErrorObject)
    /// - `type`: `session_creation_rejected_error`
    case sessionCreationRejectedError(BetaManagedAgentsSessionCreationRejectedRunErrorObject)
    /// - `type`: `unknown_error`
    case unknownError(BetaManagedAgentsUnknownRunErrorObject)
    /// - `type`: `self_hosted_resources_unsupported_error`
    case selfHostedResourcesUnsupportedError(BetaManagedAgentsSelfHostedResourcesUnsupportedRunErrorObject)
    /// - `type`: `mcp_egress_blocked_error`
    case mcpEgressBlockedError(BetaManagedAgentsMCPEgressBlockedRunErrorObject)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "environment_archived_error": self = .environmentArchivedError(try BetaManagedAgentsEnvironmentArchivedRunErrorObject(from: decoder)); return
            case "agent_archived_error": self = .agentArchivedError(try BetaManagedAgentsAgentArchivedRunErrorObject(from: decoder)); return
            case "environment_not_found_error": self = .environmentNotFoundError(try BetaManagedAgentsEnvironmentNotFoundRunErrorObject(from: decoder)); return
            case "vault_not_found_error": self = .vaultNotFoundError(try BetaManagedAgentsVaultNotFoundRunErrorObject(from: decoder)); return
            case "vault_archived_error": self = .vaultArchivedError(try BetaManagedAgentsVaultArchivedRunErrorObject(from: decoder)); return
            case "file_not_found_error": self = .fileNotFoundError(try BetaManagedAgentsFileNotFoundRunErrorObject(from: decoder)); return
            case "memory_store_archived_error": self = .memoryStoreArchivedError(try BetaManagedAgentsMemoryStoreArchivedRunErrorObject(from: decoder)); return
            case "skill_not_found_error": self = .skillNotFoundError(try BetaManagedAgentsSkillNotFoundRunErrorObject(from: decoder)); return
            case "session_resource_not_found_error": self = .sessionResourceNotFoundError(try BetaManagedAgentsSessionResourceNotFoundRunErrorObject(from: decoder)); return
            case "workspace_archived_error": self = .workspaceArchivedError(try BetaManagedAgentsWorkspaceArchivedRunErrorObject(from: decoder)); return
            case "organization_disabled_error": self = .organizationDisabledError(try BetaManagedAgentsOrganizationDisabledRunErrorObject(from: decoder)); return
            case "session_rate_limited_error": self = .sessionRateLimitedError(try BetaManagedAgentsSessionRateLimitedRunErrorObject(from: decoder)); return
            case "session_creation_rejected_error": self = .sessionCreationRejectedError(try BetaManagedAgentsSessionCreationRejectedRunErrorObject(from: decoder)); return
            case "unknown_error": self = .unknownError(try BetaManagedAgentsUnknownRunErrorObject(from: decoder)); return
            case "self_hosted_resources_unsupported_error": self = .selfHostedResourcesUnsupportedError(try BetaManagedAgentsSelfHostedResourcesUnsupportedRunErrorObject(from: decoder)); return
            case "mcp_egress_blocked_error": self = .mcpEgressBlockedError(try BetaManagedAgentsMCPEgressBlockedRunErrorObject(from: decoder)); return
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
        case .vaultArchivedError(let value): try value.encode(to: encoder)
        case .fileNotFoundError(let value): try value.encode(to: encoder)
        case .memoryStoreArchivedError(let value): try value.encode(to: encoder)
        case .skillNotFoundError(let value): try value.encode(to: encoder)
        case .sessionResourceNotFoundError(let value): try value.encode(to: encoder)
        case .workspaceArchivedError(let value): try value.encode(to: encoder)
        case .organizationDisabledError(let value): try value.encode(to: encoder)
        case .sessionRateLimitedError(let value): try value.encode(to: encoder)
        case .sessionCreationRejectedError(let value): try value.encode(to: encoder)
        case .unknownError(let value): try value.encode(to: encoder)
        case .selfHostedResourcesUnsupportedError(let value): try value.encode(to: encoder)
        case .mcpEgressBlockedError(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
