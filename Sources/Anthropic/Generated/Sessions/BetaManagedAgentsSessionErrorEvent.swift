// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An error event indicating a problem occurred during session execution.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionErrorEvent`
public nonisolated struct BetaManagedAgentsSessionErrorEvent: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when the error occurred.
    public var processedAt: BetaTimestamp

    public var error: BetaManagedAgentsSessionErrorEvent.ErrorValue

    public init(
        id: String,
        processedAt: BetaTimestamp,
        error: BetaManagedAgentsSessionErrorEvent.ErrorValue
    ) {
        self.type = "session.error"
        self.id = id
        self.processedAt = processedAt
        self.error = error
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            processedAt: .emptyValue,
            error: .emptyValue
        )
    }

    public nonisolated enum ErrorValue: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `unknown_error`
        case unknownError(BetaManagedAgentsUnknownError)
        /// - `type`: `model_overloaded_error`
        case modelOverloadedError(BetaManagedAgentsModelOverloadedError)
        /// - `type`: `model_rate_limited_error`
        case modelRateLimitedError(BetaManagedAgentsModelRateLimitedError)
        /// - `type`: `model_request_failed_error`
        case modelRequestFailedError(BetaManagedAgentsModelRequestFailedError)
        /// - `type`: `mcp_connection_failed_error`
        case mcpConnectionFailedError(BetaManagedAgentsMcpConnectionFailedError)
        /// - `type`: `mcp_authentication_failed_error`
        case mcpAuthenticationFailedError(BetaManagedAgentsMcpAuthenticationFailedError)
        /// - `type`: `billing_error`
        case billingError(BetaManagedAgentsBillingError)
        /// - `type`: `credential_host_unreachable_error`
        case credentialHostUnreachableError(BetaManagedAgentsCredentialHostUnreachableErrorObject)
        /// - `type`: `tool_use_limit_reached_error`
        case toolUseLimitReachedError(BetaManagedAgentsToolUseLimitReachedErrorObject)
        /// - `type`: `compaction_limit_reached_error`
        case compactionLimitReachedError(BetaManagedAgentsCompactionLimitReachedErrorObject)
        /// - `type`: `repository_authentication_error`
        case repositoryAuthenticationError(BetaManagedAgentsRepositoryAuthenticationErrorObject)
        /// - `type`: `repository_forbidden_error`
        case repositoryForbiddenError(BetaManagedAgentsRepositoryForbiddenErrorObject)
        /// - `type`: `repository_not_found_error`
        case repositoryNotFoundError(BetaManagedAgentsRepositoryNotFoundErrorObject)
        /// - `type`: `repository_checkout_error`
        case repositoryCheckoutError(BetaManagedAgentsRepositoryCheckoutErrorObject)
        /// - `type`: `repository_clone_error`
        case repositoryCloneError(BetaManagedAgentsRepositoryCloneErrorObject)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "unknown_error": self = .unknownError(try BetaManagedAgentsUnknownError(from: decoder)); return
                case "model_overloaded_error": self = .modelOverloadedError(try BetaManagedAgentsModelOverloadedError(from: decoder)); return
                case "model_rate_limited_error": self = .modelRateLimitedError(try BetaManagedAgentsModelRateLimitedError(from: decoder)); return
                case "model_request_failed_error": self = .modelRequestFailedError(try BetaManagedAgentsModelRequestFailedError(from: decoder)); return
                case "mcp_connection_failed_error": self = .mcpConnectionFailedError(try BetaManagedAgentsMcpConnectionFailedError(from: decoder)); return
                case "mcp_authentication_failed_error": self = .mcpAuthenticationFailedError(try BetaManagedAgentsMcpAuthenticationFailedError(from: decoder)); return
                case "billing_error": self = .billingError(try BetaManagedAgentsBillingError(from: decoder)); return
                case "credential_host_unreachable_error": self = .credentialHostUnreachableError(try BetaManagedAgentsCredentialHostUnreachableErrorObject(from: decoder)); return
                case "tool_use_limit_reached_error": self = .toolUseLimitReachedError(try BetaManagedAgentsToolUseLimitReachedErrorObject(from: decoder)); return
                case "compaction_limit_reached_error": self = .compactionLimitReachedError(try BetaManagedAgentsCompactionLimitReachedErrorObject(from: decoder)); return
                case "repository_authentication_error": self = .repositoryAuthenticationError(try BetaManagedAgentsRepositoryAuthenticationErrorObject(from: decoder)); return
                case "repository_forbidden_error": self = .repositoryForbiddenError(try BetaManagedAgentsRepositoryForbiddenErrorObject(from: decoder)); return
                case "repository_not_found_error": self = .repositoryNotFoundError(try BetaManagedAgentsRepositoryNotFoundErrorObject(from: decoder)); return
                case "repository_checkout_error": self = .repositoryCheckoutError(try BetaManagedAgentsRepositoryCheckoutErrorObject(from: decoder)); return
                case "repository_clone_error": self = .repositoryCloneError(try BetaManagedAgentsRepositoryCloneErrorObject(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .unknownError(let value): try value.encode(to: encoder)
            case .modelOverloadedError(let value): try value.encode(to: encoder)
            case .modelRateLimitedError(let value): try value.encode(to: encoder)
            case .modelRequestFailedError(let value): try value.encode(to: encoder)
            case .mcpConnectionFailedError(let value): try value.encode(to: encoder)
            case .mcpAuthenticationFailedError(let value): try value.encode(to: encoder)
            case .billingError(let value): try value.encode(to: encoder)
            case .credentialHostUnreachableError(let value): try value.encode(to: encoder)
            case .toolUseLimitReachedError(let value): try value.encode(to: encoder)
            case .compactionLimitReachedError(let value): try value.encode(to: encoder)
            case .repositoryAuthenticationError(let value): try value.encode(to: encoder)
            case .repositoryForbiddenError(let value): try value.encode(to: encoder)
            case .repositoryNotFoundError(let value): try value.encode(to: encoder)
            case .repositoryCheckoutError(let value): try value.encode(to: encoder)
            case .repositoryCloneError(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.error")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "processed_at", in: decoder)
        self.error = try container.decodeRequired(BetaManagedAgentsSessionErrorEvent.ErrorValue.self, forKey: "error", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.processedAt, forKey: "processed_at")
        try container.encode(self.error, forKey: "error")
    }
}
