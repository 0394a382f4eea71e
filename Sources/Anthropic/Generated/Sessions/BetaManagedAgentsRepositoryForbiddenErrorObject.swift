// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The repository host refused access to the repository.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsRepositoryForbiddenErrorObject`
public nonisolated struct BetaManagedAgentsRepositoryForbiddenErrorObject: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Human-readable error description.
    public var message: String

    /// URL of the repository that could not be cloned.
    ///
    /// Null when it could not be identified.
    public var repositoryURL: String?

    /// What the client should do next.
    ///
    /// Always `retrying`: the session keeps running without the repository.
    public var retryStatus: BetaManagedAgentsRetryStatus

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        message: String,
        retryStatus: BetaManagedAgentsRetryStatus,
        repositoryURL: String? = nil
    ) {
        self.message = message
        self.repositoryURL = repositoryURL
        self.retryStatus = retryStatus
        self.type = "repository_forbidden_error"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            message: .emptyValue,
            retryStatus: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.repositoryURL = try container.decodeIfPresent(String.self, forKey: "repository_url")
        self.retryStatus = try container.decodeRequired(BetaManagedAgentsRetryStatus.self, forKey: "retry_status", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "repository_forbidden_error")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.message, forKey: "message")
        try container.encodeIfPresent(self.repositoryURL, forKey: "repository_url")
        try container.encode(self.retryStatus, forKey: "retry_status")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsRepositoryForbiddenErrorObject {
    public static var repositoryURL: Self { Self("repository_url") }
}
