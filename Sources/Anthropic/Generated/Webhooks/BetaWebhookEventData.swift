// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// BetaWebhookEventData
///
/// - Schema: `#/components/schemas/BetaWebhookEventData`
public nonisolated enum BetaWebhookEventData: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `session.created`
    case sessionCreated(BetaWebhookSessionCreatedEventData)
    /// - `type`: `session.pending`
    case sessionPending(BetaWebhookSessionPendingEventData)
    /// - `type`: `session.running`
    case sessionRunning(BetaWebhookSessionRunningEventData)
    /// - `type`: `session.idled`
    case sessionIdled(BetaWebhookSessionIdledEventData)
    /// - `type`: `session.requires_action`
    case sessionRequiresAction(BetaWebhookSessionRequiresActionEventData)
    /// - `type`: `session.archived`
    case sessionArchived(BetaWebhookSessionArchivedEventData)
    /// - `type`: `session.deleted`
    case sessionDeleted(BetaWebhookSessionDeletedEventData)
    /// - `type`: `session.status_rescheduled`
    case sessionStatusRescheduled(BetaWebhookSessionStatusRescheduledEventData)
    /// - `type`: `session.status_run_started`
    case sessionStatusRunStarted(BetaWebhookSessionStatusRunStartedEventData)
    /// - `type`: `session.status_idled`
    case sessionStatusIdled(BetaWebhookSessionStatusIdledEventData)
    /// - `type`: `session.status_terminated`
    case sessionStatusTerminated(BetaWebhookSessionStatusTerminatedEventData)
    /// - `type`: `session.thread_created`
    case sessionThreadCreated(BetaWebhookSessionThreadCreatedEventData)
    /// - `type`: `session.thread_idled`
    case sessionThreadIdled(BetaWebhookSessionThreadIdledEventData)
    /// - `type`: `session.thread_terminated`
    case sessionThreadTerminated(BetaWebhookSessionThreadTerminatedEventData)
    /// - `type`: `session.outcome_evaluation_ended`
    case sessionOutcomeEvaluationEnded(BetaWebhookSessionOutcomeEvaluationEndedEventData)
    /// - `type`: `vault.created`
    case vaultCreated(BetaWebhookVaultCreatedEventData)
    /// - `type`: `vault.archived`
    case vaultArchived(BetaWebhookVaultArchivedEventData)
    /// - `type`: `vault.deleted`
    case vaultDeleted(BetaWebhookVaultDeletedEventData)
    /// - `type`: `vault_credential.created`
    case vaultCredentialCreated(BetaWebhookVaultCredentialCreatedEventData)
    /// - `type`: `vault_credential.archived`
    case vaultCredentialArchived(BetaWebhookVaultCredentialArchivedEventData)
    /// - `type`: `vault_credential.deleted`
    case vaultCredentialDeleted(BetaWebhookVaultCredentialDeletedEventData)
    /// - `type`: `vault_credential.refresh_failed`
    case vaultCredentialRefreshFailed(BetaWebhookVaultCredentialRefreshFailedEventData)
    /// - `type`: `session.updated`
    case sessionUpdated(BetaWebhookSessionUpdatedEventData)
    /// - `type`: `agent.created`
    case agentCreated(BetaWebhookAgentCreatedEventData)
    /// - `type`: `agent.archived`
    case agentArchived(BetaWebhookAgentArchivedEventData)
    /// - `type`: `agent.deleted`
    case agentDeleted(BetaWebhookAgentDeletedEventData)
    /// - `type`: `deployment.paused`
    case deploymentPaused(BetaWebhookDeploymentPausedEventData)
    /// - `type`: `deployment_run.failed`
    case deploymentRunFailed(BetaWebhookDeploymentRunFailedEventData)
    /// - `type`: `deployment.created`
    case deploymentCreated(BetaWebhookDeploymentCreatedEventData)
    /// - `type`: `deployment.updated`
    case deploymentUpdated(BetaWebhookDeploymentUpdatedEventData)
    /// - `type`: `deployment.unpaused`
    case deploymentUnpaused(BetaWebhookDeploymentUnpausedEventData)
    /// - `type`: `agent.updated`
    case agentUpdated(BetaWebhookAgentUpdatedEventData)
    /// - `type`: `deployment.archived`
    case deploymentArchived(BetaWebhookDeploymentArchivedEventData)
    /// - `type`: `deployment_run.started`
    case deploymentRunStarted(BetaWebhookDeploymentRunStartedEventData)
    /// - `type`: `deployment.deleted`
    case deploymentDeleted(BetaWebhookDeploymentDeletedEventData)
    /// - `type`: `deployment_run.succeeded`
    case deploymentRunSucceeded(BetaWebhookDeploymentRunSucceededEventData)
    /// - `type`: `environment.created`
    case environmentCreated(BetaWebhookEnvironmentCreatedEventData)
    /// - `type`: `environment.updated`
    case environmentUpdated(BetaWebhookEnvironmentUpdatedEventData)
    /// - `type`: `environment.archived`
    case environmentArchived(BetaWebhookEnvironmentArchivedEventData)
    /// - `type`: `environment.deleted`
    case environmentDeleted(BetaWebhookEnvironmentDeletedEventData)
    /// - `type`: `memory_store.created`
    case memoryStoreCreated(BetaWebhookMemoryStoreCreatedEventData)
    /// - `type`: `memory_store.archived`
    case memoryStoreArchived(BetaWebhookMemoryStoreArchivedEventData)
    /// - `type`: `memory_store.deleted`
    case memoryStoreDeleted(BetaWebhookMemoryStoreDeletedEventData)
    /// - `type`: `session.budget_reached`
    case sessionBudgetReached(BetaWebhookSessionBudgetReachedEventData)
    /// - `type`: `user_profile.enforcement_action_opened`
    case userProfileEnforcementActionOpened(BetaWebhookUserProfileEnforcementActionOpenedEventData)
    /// - `type`: `user_profile.enforcement_action_resolved`
    case userProfileEnforcementActionResolved(BetaWebhookUserProfileEnforcementActionResolvedEventData)
    /// - `type`: `user_profile.program_status_updated`
    case userProfileProgramStatusUpdated(BetaWebhookUserProfileProgramStatusUpdatedEventData)
    /// - `type`: `external_key.failed`
    case externalKeyFailed(BetaWebhookExternalKeyFailedEventData)
    /// - `type`: `external_key.recovered`
    case externalKeyRecovered(BetaWebhookExternalKeyRecoveredEventData)
    /// - `type`: `external_storage.failed`
    case externalStorageFailed(BetaWebhookExternalStorageFailedEventData)
    /// - `type`: `external_storage.recovered`
    case externalStorageRecovered(BetaWebhookExternalStorageRecoveredEventData)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "session.created": self = .sessionCreated(try BetaWebhookSessionCreatedEventData(from: decoder)); return
            case "session.pending": self = .sessionPending(try BetaWebhookSessionPendingEventData(from: decoder)); return
            case "session.running": self = .sessionRunning(try BetaWebhookSessionRunningEventData(from: decoder)); return
            case "session.idled": self = .sessionIdled(try BetaWebhookSessionIdledEventData(from: decoder)); return
            case "session.requires_action": self = .sessionRequiresAction(try BetaWebhookSessionRequiresActionEventData(from: decoder)); return
            case "session.archived": self = .sessionArchived(try BetaWebhookSessionArchivedEventData(from: decoder)); return
            case "session.deleted": self = .sessionDeleted(try BetaWebhookSessionDeletedEventData(from: decoder)); return
            case "session.status_rescheduled": self = .sessionStatusRescheduled(try BetaWebhookSessionStatusRescheduledEventData(from: decoder)); return
            case "session.status_run_started": self = .sessionStatusRunStarted(try BetaWebhookSessionStatusRunStartedEventData(from: decoder)); return
            case "session.status_idled": self = .sessionStatusIdled(try BetaWebhookSessionStatusIdledEventData(from: decoder)); return
            case "session.status_terminated": self = .sessionStatusTerminated(try BetaWebhookSessionStatusTerminatedEventData(from: decoder)); return
            case "session.thread_created": self = .sessionThreadCreated(try BetaWebhookSessionThreadCreatedEventData(from: decoder)); return
            case "session.thread_idled": self = .sessionThreadIdled(try BetaWebhookSessionThreadIdledEventData(from: decoder)); return
            case "session.thread_terminated": self = .sessionThreadTerminated(try BetaWebhookSessionThreadTerminatedEventData(from: decoder)); return
            case "session.outcome_evaluation_ended": self = .sessionOutcomeEvaluationEnded(try BetaWebhookSessionOutcomeEvaluationEndedEventData(from: decoder)); return
            case "vault.created": self = .vaultCreated(try BetaWebhookVaultCreatedEventData(from: decoder)); return
            case "vault.archived": self = .vaultArchived(try BetaWebhookVaultArchivedEventData(from: decoder)); return
            case "vault.deleted": self = .vaultDeleted(try BetaWebhookVaultDeletedEventData(from: decoder)); return
            case "vault_credential.created": self = .vaultCredentialCreated(try BetaWebhookVaultCredentialCreatedEventData(from: decoder)); return
            case "vault_credential.archived": self = .vaultCredentialArchived(try BetaWebhookVaultCredentialArchivedEventData(from: decoder)); return
            case "vault_credential.deleted": self = .vaultCredentialDeleted(try BetaWebhookVaultCredentialDeletedEventData(from: decoder)); return
            case "vault_credential.refresh_failed": self = .vaultCredentialRefreshFailed(try BetaWebhookVaultCredentialRefreshFailedEventData(from: decoder)); return
            case "session.updated": self = .sessionUpdated(try BetaWebhookSessionUpdatedEventData(from: decoder)); return
            case "agent.created": self = .agentCreated(try BetaWebhookAgentCreatedEventData(from: decoder)); return
            case "agent.archived": self = .agentArchived(try BetaWebhookAgentArchivedEventData(from: decoder)); return
            case "agent.deleted": self = .agentDeleted(try BetaWebhookAgentDeletedEventData(from: decoder)); return
            case "deployment.paused": self = .deploymentPaused(try BetaWebhookDeploymentPausedEventData(from: decoder)); return
            case "deployment_run.failed": self = .deploymentRunFailed(try BetaWebhookDeploymentRunFailedEventData(from: decoder)); return
            case "deployment.created": self = .deploymentCreated(try BetaWebhookDeploymentCreatedEventData(from: decoder)); return
            case "deployment.updated": self = .deploymentUpdated(try BetaWebhookDeploymentUpdatedEventData(from: decoder)); return
            case "deployment.unpaused": self = .deploymentUnpaused(try BetaWebhookDeploymentUnpausedEventData(from: decoder)); return
            case "agent.updated": self = .agentUpdated(try BetaWebhookAgentUpdatedEventData(from: decoder)); return
            case "deployment.archived": self = .deploymentArchived(try BetaWebhookDeploymentArchivedEventData(from: decoder)); return
            case "deployment_run.started": self = .deploymentRunStarted(try BetaWebhookDeploymentRunStartedEventData(from: decoder)); return
            case "deployment.deleted": self = .deploymentDeleted(try BetaWebhookDeploymentDeletedEventData(from: decoder)); return
            case "deployment_run.succeeded": self = .deploymentRunSucceeded(try BetaWebhookDeploymentRunSucceededEventData(from: decoder)); return
            case "environment.created": self = .environmentCreated(try BetaWebhookEnvironmentCreatedEventData(from: decoder)); return
            case "environment.updated": self = .environmentUpdated(try BetaWebhookEnvironmentUpdatedEventData(from: decoder)); return
            case "environment.archived": self = .environmentArchived(try BetaWebhookEnvironmentArchivedEventData(from: decoder)); return
            case "environment.deleted": self = .environmentDeleted(try BetaWebhookEnvironmentDeletedEventData(from: decoder)); return
            case "memory_store.created": self = .memoryStoreCreated(try BetaWebhookMemoryStoreCreatedEventData(from: decoder)); return
            case "memory_store.archived": self = .memoryStoreArchived(try BetaWebhookMemoryStoreArchivedEventData(from: decoder)); return
            case "memory_store.deleted": self = .memoryStoreDeleted(try BetaWebhookMemoryStoreDeletedEventData(from: decoder)); return
            case "session.budget_reached": self = .sessionBudgetReached(try BetaWebhookSessionBudgetReachedEventData(from: decoder)); return
            case "user_profile.enforcement_action_opened": self = .userProfileEnforcementActionOpened(try BetaWebhookUserProfileEnforcementActionOpenedEventData(from: decoder)); return
            case "user_profile.enforcement_action_resolved": self = .userProfileEnforcementActionResolved(try BetaWebhookUserProfileEnforcementActionResolvedEventData(from: decoder)); return
            case "user_profile.program_status_updated": self = .userProfileProgramStatusUpdated(try BetaWebhookUserProfileProgramStatusUpdatedEventData(from: decoder)); return
            case "external_key.failed": self = .externalKeyFailed(try BetaWebhookExternalKeyFailedEventData(from: decoder)); return
            case "external_key.recovered": self = .externalKeyRecovered(try BetaWebhookExternalKeyRecoveredEventData(from: decoder)); return
            case "external_storage.failed": self = .externalStorageFailed(try BetaWebhookExternalStorageFailedEventData(from: decoder)); return
            case "external_storage.recovered": self = .externalStorageRecovered(try BetaWebhookExternalStorageRecoveredEventData(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .sessionCreated(let value): try value.encode(to: encoder)
        case .sessionPending(let value): try value.encode(to: encoder)
        case .sessionRunning(let value): try value.encode(to: encoder)
        case .sessionIdled(let value): try value.encode(to: encoder)
        case .sessionRequiresAction(let value): try value.encode(to: encoder)
        case .sessionArchived(let value): try value.encode(to: encoder)
        case .sessionDeleted(let value): try value.encode(to: encoder)
        case .sessionStatusRescheduled(let value): try value.encode(to: encoder)
        case .sessionStatusRunStarted(let value): try value.encode(to: encoder)
        case .sessionStatusIdled(let value): try value.encode(to: encoder)
        case .sessionStatusTerminated(let value): try value.encode(to: encoder)
        case .sessionThreadCreated(let value): try value.encode(to: encoder)
        case .sessionThreadIdled(let value): try value.encode(to: encoder)
        case .sessionThreadTerminated(let value): try value.encode(to: encoder)
        case .sessionOutcomeEvaluationEnded(let value): try value.encode(to: encoder)
        case .vaultCreated(let value): try value.encode(to: encoder)
        case .vaultArchived(let value): try value.encode(to: encoder)
        case .vaultDeleted(let value): try value.encode(to: encoder)
        case .vaultCredentialCreated(let value): try value.encode(to: encoder)
        case .vaultCredentialArchived(let value): try value.encode(to: encoder)
        case .vaultCredentialDeleted(let value): try value.encode(to: encoder)
        case .vaultCredentialRefreshFailed(let value): try value.encode(to: encoder)
        case .sessionUpdated(let value): try value.encode(to: encoder)
        case .agentCreated(let value): try value.encode(to: encoder)
        case .agentArchived(let value): try value.encode(to: encoder)
        case .agentDeleted(let value): try value.encode(to: encoder)
        case .deploymentPaused(let value): try value.encode(to: encoder)
        case .deploymentRunFailed(let value): try value.encode(to: encoder)
        case .deploymentCreated(let value): try value.encode(to: encoder)
        case .deploymentUpdated(let value): try value.encode(to: encoder)
        case .deploymentUnpaused(let value): try value.encode(to: encoder)
        case .agentUpdated(let value): try value.encode(to: encoder)
        case .deploymentArchived(let value): try value.encode(to: encoder)
        case .deploymentRunStarted(let value): try value.encode(to: encoder)
        case .deploymentDeleted(let value): try value.encode(to: encoder)
        case .deploymentRunSucceeded(let value): try value.encode(to: encoder)
        case .environmentCreated(let value): try value.encode(to: encoder)
        case .environmentUpdated(let value): try value.encode(to: encoder)
        case .environmentArchived(let value): try value.encode(to: encoder)
        case .environmentDeleted(let value): try value.encode(to: encoder)
        case .memoryStoreCreated(let value): try value.encode(to: encoder)
        case .memoryStoreArchived(let value): try value.encode(to: encoder)
        case .memoryStoreDeleted(let value): try value.encode(to: encoder)
        case .sessionBudgetReached(let value): try value.encode(to: encoder)
        case .userProfileEnforcementActionOpened(let value): try value.encode(to: encoder)
        case .userProfileEnforcementActionResolved(let value): try value.encode(to: encoder)
        case .userProfileProgramStatusUpdated(let value): try value.encode(to: encoder)
        case .externalKeyFailed(let value): try value.encode(to: encoder)
        case .externalKeyRecovered(let value): try value.encode(to: encoder)
        case .externalStorageFailed(let value): try value.encode(to: encoder)
        case .externalStorageRecovered(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
