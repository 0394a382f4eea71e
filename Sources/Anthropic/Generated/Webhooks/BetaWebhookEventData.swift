// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// BetaWebhookEventData
///
/// - Schema: `#/components/schemas/BetaWebhookEventData`
public enum BetaWebhookEventData: Codable, Equatable, Sendable, EmptyDecodable {
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
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
