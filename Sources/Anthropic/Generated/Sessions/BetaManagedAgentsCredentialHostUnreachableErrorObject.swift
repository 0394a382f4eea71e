// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An `environment_variable` credential's `auth.networking.allowed_hosts` includes a host the environment's network policy does not permit.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCredentialHostUnreachableErrorObject`
public nonisolated struct BetaManagedAgentsCredentialHostUnreachableErrorObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// ID of the affected credential.
    public var credentialID: String

    /// Human-readable error description.
    public var message: String

    /// What the client should do next.
    public var retryStatus: BetaManagedAgentsRetryStatus

    public var type: String

    /// ID of the vault containing the affected credential.
    public var vaultID: String

    public init(
        credentialID: String,
        message: String,
        retryStatus: BetaManagedAgentsRetryStatus,
        vaultID: String
    ) {
        self.credentialID = credentialID
        self.message = message
        self.retryStatus = retryStatus
        self.type = "credential_host_unreachable_error"
        self.vaultID = vaultID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            credentialID: .emptyValue,
            message: .emptyValue,
            retryStatus: .emptyValue,
            vaultID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.credentialID = try container.decodeRequired(String.self, forKey: "credential_id", in: decoder)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.retryStatus = try container.decodeRequired(BetaManagedAgentsRetryStatus.self, forKey: "retry_status", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "credential_host_unreachable_error")
        self.vaultID = try container.decodeRequired(String.self, forKey: "vault_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.credentialID, forKey: "credential_id")
        try container.encode(self.message, forKey: "message")
        try container.encode(self.retryStatus, forKey: "retry_status")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.vaultID, forKey: "vault_id")
    }
}
