// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents a ChatKit session and its resolved configuration.
///
/// - Schema: `#/components/schemas/ChatSessionResource`
public nonisolated struct ChatSessionResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// Identifier for the ChatKit session.
    public var id: String

    /// Type discriminator that is always `chatkit.session`.
    public var object: String

    /// Unix timestamp (in seconds) for when the session expires.
    public var expiresAt: Int

    /// Ephemeral client secret that authenticates session requests.
    public var clientSecret: String

    /// Workflow metadata for the session.
    public var workflow: ChatkitWorkflow

    /// User identifier associated with the session.
    public var user: String

    /// Resolved rate limit values.
    public var rateLimits: ChatSessionRateLimits

    /// Convenience copy of the per-minute request limit.
    public var maxRequestsPer1Minute: Int

    /// Current lifecycle state of the session.
    public var status: ChatSessionStatus

    /// Resolved ChatKit feature configuration for the session.
    public var chatkitConfiguration: ChatSessionChatkitConfiguration

    public init(
        id: String,
        expiresAt: Int,
        clientSecret: String,
        workflow: ChatkitWorkflow,
        user: String,
        rateLimits: ChatSessionRateLimits,
        maxRequestsPer1Minute: Int,
        status: ChatSessionStatus,
        chatkitConfiguration: ChatSessionChatkitConfiguration
    ) {
        self.id = id
        self.object = "chatkit.session"
        self.expiresAt = expiresAt
        self.clientSecret = clientSecret
        self.workflow = workflow
        self.user = user
        self.rateLimits = rateLimits
        self.maxRequestsPer1Minute = maxRequestsPer1Minute
        self.status = status
        self.chatkitConfiguration = chatkitConfiguration
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            expiresAt: .emptyValue,
            clientSecret: .emptyValue,
            workflow: .emptyValue,
            user: .emptyValue,
            rateLimits: .emptyValue,
            maxRequestsPer1Minute: .emptyValue,
            status: .emptyValue,
            chatkitConfiguration: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "chatkit.session")
        self.expiresAt = try container.decodeRequired(Int.self, forKey: "expires_at", in: decoder)
        self.clientSecret = try container.decodeRequired(String.self, forKey: "client_secret", in: decoder)
        self.workflow = try container.decodeRequired(ChatkitWorkflow.self, forKey: "workflow", in: decoder)
        self.user = try container.decodeRequired(String.self, forKey: "user", in: decoder)
        self.rateLimits = try container.decodeRequired(ChatSessionRateLimits.self, forKey: "rate_limits", in: decoder)
        self.maxRequestsPer1Minute = try container.decodeRequired(Int.self, forKey: "max_requests_per_1_minute", in: decoder)
        self.status = try container.decodeRequired(ChatSessionStatus.self, forKey: "status", in: decoder)
        self.chatkitConfiguration = try container.decodeRequired(ChatSessionChatkitConfiguration.self, forKey: "chatkit_configuration", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.expiresAt, forKey: "expires_at")
        try container.encode(self.clientSecret, forKey: "client_secret")
        try container.encode(self.workflow, forKey: "workflow")
        try container.encode(self.user, forKey: "user")
        try container.encode(self.rateLimits, forKey: "rate_limits")
        try container.encode(self.maxRequestsPer1Minute, forKey: "max_requests_per_1_minute")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.chatkitConfiguration, forKey: "chatkit_configuration")
    }
}
