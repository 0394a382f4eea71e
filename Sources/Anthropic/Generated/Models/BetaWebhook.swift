// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// BetaWebhookEvent
///
/// - Schema: `#/components/schemas/BetaWebhookEvent`
public struct BetaWebhookEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// Object type. Always `event` for webhook payloads.
    public var type: String

    /// Unique event identifier for idempotency.
    public var id: String

    /// RFC 3339 timestamp when the event occurred.
    public var createdAt: String

    public var data: BetaWebhookEventData

    public init(
        id: String,
        createdAt: String,
        data: BetaWebhookEventData
    ) {
        self.type = "event"
        self.id = id
        self.createdAt = createdAt
        self.data = data
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            data: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case createdAt = "created_at"
        case data
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "event")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.createdAt = try container.decodeRequired(String.self, forKey: .createdAt, in: decoder)
        self.data = try container.decodeRequired(BetaWebhookEventData.self, forKey: .data, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.data, forKey: .data)
    }
}

/// BetaWebhookEventData
///
/// - Schema: `#/components/schemas/BetaWebhookEventData`
public enum BetaWebhookEventData: Codable, Hashable, Sendable, EmptyDecodable {
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

/// BetaWebhookSessionArchivedEventData
///
/// - Schema: `#/components/schemas/BetaWebhookSessionArchivedEventData`
public struct BetaWebhookSessionArchivedEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String
    ) {
        self.type = "session.archived"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.archived")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
    }
}

/// BetaWebhookSessionCreatedEventData
///
/// - Schema: `#/components/schemas/BetaWebhookSessionCreatedEventData`
public struct BetaWebhookSessionCreatedEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String
    ) {
        self.type = "session.created"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.created")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
    }
}

/// BetaWebhookSessionDeletedEventData
///
/// - Schema: `#/components/schemas/BetaWebhookSessionDeletedEventData`
public struct BetaWebhookSessionDeletedEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String
    ) {
        self.type = "session.deleted"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.deleted")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
    }
}

/// BetaWebhookSessionIdledEventData
///
/// - Schema: `#/components/schemas/BetaWebhookSessionIdledEventData`
public struct BetaWebhookSessionIdledEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String
    ) {
        self.type = "session.idled"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.idled")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
    }
}

/// BetaWebhookSessionOutcomeEvaluationEndedEventData
///
/// - Schema: `#/components/schemas/BetaWebhookSessionOutcomeEvaluationEndedEventData`
public struct BetaWebhookSessionOutcomeEvaluationEndedEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String
    ) {
        self.type = "session.outcome_evaluation_ended"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.outcome_evaluation_ended")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
    }
}

/// BetaWebhookSessionPendingEventData
///
/// - Schema: `#/components/schemas/BetaWebhookSessionPendingEventData`
public struct BetaWebhookSessionPendingEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String
    ) {
        self.type = "session.pending"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.pending")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
    }
}

/// BetaWebhookSessionRequiresActionEventData
///
/// - Schema: `#/components/schemas/BetaWebhookSessionRequiresActionEventData`
public struct BetaWebhookSessionRequiresActionEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String
    ) {
        self.type = "session.requires_action"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.requires_action")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
    }
}

/// BetaWebhookSessionRunningEventData
///
/// - Schema: `#/components/schemas/BetaWebhookSessionRunningEventData`
public struct BetaWebhookSessionRunningEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String
    ) {
        self.type = "session.running"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.running")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
    }
}

/// BetaWebhookSessionStatusIdledEventData
///
/// - Schema: `#/components/schemas/BetaWebhookSessionStatusIdledEventData`
public struct BetaWebhookSessionStatusIdledEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String
    ) {
        self.type = "session.status_idled"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.status_idled")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
    }
}

/// BetaWebhookSessionStatusRescheduledEventData
///
/// - Schema: `#/components/schemas/BetaWebhookSessionStatusRescheduledEventData`
public struct BetaWebhookSessionStatusRescheduledEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String
    ) {
        self.type = "session.status_rescheduled"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.status_rescheduled")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
    }
}

/// BetaWebhookSessionStatusRunStartedEventData
///
/// - Schema: `#/components/schemas/BetaWebhookSessionStatusRunStartedEventData`
public struct BetaWebhookSessionStatusRunStartedEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String
    ) {
        self.type = "session.status_run_started"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.status_run_started")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
    }
}

/// BetaWebhookSessionStatusTerminatedEventData
///
/// - Schema: `#/components/schemas/BetaWebhookSessionStatusTerminatedEventData`
public struct BetaWebhookSessionStatusTerminatedEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String
    ) {
        self.type = "session.status_terminated"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.status_terminated")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
    }
}

/// BetaWebhookSessionThreadCreatedEventData
///
/// - Schema: `#/components/schemas/BetaWebhookSessionThreadCreatedEventData`
public struct BetaWebhookSessionThreadCreatedEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String
    ) {
        self.type = "session.thread_created"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.thread_created")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
    }
}

/// BetaWebhookSessionThreadIdledEventData
///
/// - Schema: `#/components/schemas/BetaWebhookSessionThreadIdledEventData`
public struct BetaWebhookSessionThreadIdledEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String
    ) {
        self.type = "session.thread_idled"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.thread_idled")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
    }
}

/// BetaWebhookSessionThreadTerminatedEventData
///
/// - Schema: `#/components/schemas/BetaWebhookSessionThreadTerminatedEventData`
public struct BetaWebhookSessionThreadTerminatedEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String
    ) {
        self.type = "session.thread_terminated"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "session.thread_terminated")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
    }
}

/// BetaWebhookVaultArchivedEventData
///
/// - Schema: `#/components/schemas/BetaWebhookVaultArchivedEventData`
public struct BetaWebhookVaultArchivedEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String
    ) {
        self.type = "vault.archived"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "vault.archived")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
    }
}

/// BetaWebhookVaultCreatedEventData
///
/// - Schema: `#/components/schemas/BetaWebhookVaultCreatedEventData`
public struct BetaWebhookVaultCreatedEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String
    ) {
        self.type = "vault.created"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "vault.created")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
    }
}

/// BetaWebhookVaultCredentialArchivedEventData
///
/// - Schema: `#/components/schemas/BetaWebhookVaultCredentialArchivedEventData`
public struct BetaWebhookVaultCredentialArchivedEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    /// ID of the vault that owns this credential.
    public var vaultID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String,
        vaultID: String
    ) {
        self.type = "vault_credential.archived"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
        self.vaultID = vaultID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue,
            vaultID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
        case vaultID = "vault_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "vault_credential.archived")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
        self.vaultID = try container.decodeRequired(String.self, forKey: .vaultID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
        try container.encode(self.vaultID, forKey: .vaultID)
    }
}

/// BetaWebhookVaultCredentialCreatedEventData
///
/// - Schema: `#/components/schemas/BetaWebhookVaultCredentialCreatedEventData`
public struct BetaWebhookVaultCredentialCreatedEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    /// ID of the vault that owns this credential.
    public var vaultID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String,
        vaultID: String
    ) {
        self.type = "vault_credential.created"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
        self.vaultID = vaultID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue,
            vaultID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
        case vaultID = "vault_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "vault_credential.created")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
        self.vaultID = try container.decodeRequired(String.self, forKey: .vaultID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
        try container.encode(self.vaultID, forKey: .vaultID)
    }
}

/// BetaWebhookVaultCredentialDeletedEventData
///
/// - Schema: `#/components/schemas/BetaWebhookVaultCredentialDeletedEventData`
public struct BetaWebhookVaultCredentialDeletedEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    /// ID of the vault that owns this credential.
    public var vaultID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String,
        vaultID: String
    ) {
        self.type = "vault_credential.deleted"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
        self.vaultID = vaultID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue,
            vaultID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
        case vaultID = "vault_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "vault_credential.deleted")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
        self.vaultID = try container.decodeRequired(String.self, forKey: .vaultID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
        try container.encode(self.vaultID, forKey: .vaultID)
    }
}

/// BetaWebhookVaultCredentialRefreshFailedEventData
///
/// - Schema: `#/components/schemas/BetaWebhookVaultCredentialRefreshFailedEventData`
public struct BetaWebhookVaultCredentialRefreshFailedEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    /// ID of the vault that owns this credential.
    public var vaultID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String,
        vaultID: String
    ) {
        self.type = "vault_credential.refresh_failed"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
        self.vaultID = vaultID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue,
            vaultID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
        case vaultID = "vault_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "vault_credential.refresh_failed")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
        self.vaultID = try container.decodeRequired(String.self, forKey: .vaultID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
        try container.encode(self.vaultID, forKey: .vaultID)
    }
}

/// BetaWebhookVaultDeletedEventData
///
/// - Schema: `#/components/schemas/BetaWebhookVaultDeletedEventData`
public struct BetaWebhookVaultDeletedEventData: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the resource that triggered the event.
    public var id: String

    public var organizationID: String

    public var workspaceID: String

    public init(
        id: String,
        organizationID: String,
        workspaceID: String
    ) {
        self.type = "vault.deleted"
        self.id = id
        self.organizationID = organizationID
        self.workspaceID = workspaceID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            organizationID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case organizationID = "organization_id"
        case workspaceID = "workspace_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "vault.deleted")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: .organizationID, in: decoder)
        self.workspaceID = try container.decodeRequired(String.self, forKey: .workspaceID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.organizationID, forKey: .organizationID)
        try container.encode(self.workspaceID, forKey: .workspaceID)
    }
}
