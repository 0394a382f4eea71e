// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for provisioning a new ChatKit session.
///
/// - Schema: `#/components/schemas/CreateChatSessionBody`
public nonisolated struct CreateChatSessionBody: Codable, Equatable, Sendable, EmptyDecodable {
    /// Workflow that powers the session.
    public var workflow: WorkflowParam

    /// A free-form string that identifies your end user; ensures this Session can access other objects that have the same `user` scope.
    public var user: String

    /// Optional override for session expiration timing in seconds from creation. Defaults to 10 minutes.
    public var expiresAfter: ExpiresAfterParam?

    /// Optional override for per-minute request limits. When omitted, defaults to 10.
    public var rateLimits: RateLimitsParam?

    /// Optional overrides for ChatKit runtime configuration features
    public var chatkitConfiguration: ChatkitConfigurationParam?

    public init(
        workflow: WorkflowParam,
        user: String,
        expiresAfter: ExpiresAfterParam? = nil,
        rateLimits: RateLimitsParam? = nil,
        chatkitConfiguration: ChatkitConfigurationParam? = nil
    ) {
        self.workflow = workflow
        self.user = user
        self.expiresAfter = expiresAfter
        self.rateLimits = rateLimits
        self.chatkitConfiguration = chatkitConfiguration
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            workflow: .emptyValue,
            user: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.workflow = try container.decodeRequired(WorkflowParam.self, forKey: "workflow", in: decoder)
        self.user = try container.decodeRequired(String.self, forKey: "user", in: decoder)
        self.expiresAfter = try container.decodeIfPresent(ExpiresAfterParam.self, forKey: "expires_after")
        self.rateLimits = try container.decodeIfPresent(RateLimitsParam.self, forKey: "rate_limits")
        self.chatkitConfiguration = try container.decodeIfPresent(ChatkitConfigurationParam.self, forKey: "chatkit_configuration")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.workflow, forKey: "workflow")
        try container.encode(self.user, forKey: "user")
        try container.encodeIfPresent(self.expiresAfter, forKey: "expires_after")
        try container.encodeIfPresent(self.rateLimits, forKey: "rate_limits")
        try container.encodeIfPresent(self.chatkitConfiguration, forKey: "chatkit_configuration")
    }
}
