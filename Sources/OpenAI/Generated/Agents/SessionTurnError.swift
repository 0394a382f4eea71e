// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A customer-safe error describing why a session request failed.
///
/// - Schema: `#/components/schemas/SessionTurnError`
public nonisolated struct SessionTurnError: Codable, Equatable, Sendable, EmptyDecodable {
    /// A stable, machine-readable failure category.
    ///
    /// - `context_length_exceeded` - The request exceeds the model's context window.
    /// - `max_output_tokens` - The model reached its output token limit before
    ///   finishing the response.
    /// - `usage_limit_exceeded` - The organization has reached a usage, plan, or
    ///   billing limit.
    /// - `project_spend_limit_exceeded` - The project has reached its enforced spend
    ///   limit.
    /// - `organization_spend_limit_exceeded` - The organization has reached its
    ///   enforced spend limit.
    /// - `organization_usage_limit_exceeded` - The organization has reached its
    ///   OpenAI-assigned usage limit.
    /// - `billing_not_active` - Billing is not active for the account.
    /// - `credit_balance_exhausted` - The organization has no API credits remaining.
    /// - `rate_limit_exceeded` - The request exceeds the available rate limit.
    /// - `flex_unavailable` - Flex processing is temporarily unavailable.
    /// - `server_overloaded` - The model service is temporarily overloaded.
    /// - `cyber_policy` - The request was rejected by a safety policy.
    /// - `misalignment_policy_violation` - The request was blocked by the safety
    ///   systems.
    /// - `connection_failed` - The request could not connect to the model service.
    /// - `server_error` - The model service encountered an unexpected error.
    /// - `authentication_error` - The API credentials are invalid or lack the required
    ///   access.
    /// - `invalid_request` - The request contains invalid input or configuration.
    /// - `resource_not_found` - The requested model or resource is unavailable.
    /// - `sandbox_error` - The request could not complete in its execution environment.
    /// - `executor_version_incompatible` - The executor must be upgraded before it can
    ///   run this turn.
    /// - `active_turn_not_steerable` - The session cannot accept additional input while
    ///   a request is running.
    /// - `request_timeout` - The request timed out before the model service responded.
    /// - `internal_error` - An unexpected internal error prevented the session request
    ///   from completing.
    public var code: SessionTurnError.Code

    /// A customer-safe explanation of the failure.
    public var message: String

    public init(
        code: SessionTurnError.Code,
        message: String
    ) {
        self.code = code
        self.message = message
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            code: .emptyValue,
            message: .emptyValue
        )
    }

    /// A stable, machine-readable failure category.
    ///
    /// - `context_length_exceeded` - The request exceeds the model's context window.
    /// - `max_output_tokens` - The model reached its output token limit before
    ///   finishing the response.
    /// - `usage_limit_exceeded` - The organization has reached a usage, plan, or
    ///   billing limit.
    /// - `project_spend_limit_exceeded` - The project has reached its enforced spend
    ///   limit.
    /// - `organization_spend_limit_exceeded` - The organization has reached its
    ///   enforced spend limit.
    /// - `organization_usage_limit_exceeded` - The organization has reached its
    ///   OpenAI-assigned usage limit.
    /// - `billing_not_active` - Billing is not active for the account.
    /// - `credit_balance_exhausted` - The organization has no API credits remaining.
    /// - `rate_limit_exceeded` - The request exceeds the available rate limit.
    /// - `flex_unavailable` - Flex processing is temporarily unavailable.
    /// - `server_overloaded` - The model service is temporarily overloaded.
    /// - `cyber_policy` - The request was rejected by a safety policy.
    /// - `misalignment_policy_violation` - The request was blocked by the safety
    ///   systems.
    /// - `connection_failed` - The request could not connect to the model service.
    /// - `server_error` - The model service encountered an unexpected error.
    /// - `authentication_error` - The API credentials are invalid or lack the required
    ///   access.
    /// - `invalid_request` - The request contains invalid input or configuration.
    /// - `resource_not_found` - The requested model or resource is unavailable.
    /// - `sandbox_error` - The request could not complete in its execution environment.
    /// - `executor_version_incompatible` - The executor must be upgraded before it can
    ///   run this turn.
    /// - `active_turn_not_steerable` - The session cannot accept additional input while
    ///   a request is running.
    /// - `request_timeout` - The request timed out before the model service responded.
    /// - `internal_error` - An unexpected internal error prevented the session request
    ///   from completing.
    public nonisolated enum Code: OpenEnum, EmptyDecodable {
        case contextLengthExceeded
        case maxOutputTokens
        case usageLimitExceeded
        case projectSpendLimitExceeded
        case organizationSpendLimitExceeded
        case organizationUsageLimitExceeded
        case billingNotActive
        case creditBalanceExhausted
        case rateLimitExceeded
        case flexUnavailable
        case serverOverloaded
        case cyberPolicy
        case misalignmentPolicyViolation
        case connectionFailed
        case serverError
        case authenticationError
        case invalidRequest
        case resourceNotFound
        case sandboxError
        case executorVersionIncompatible
        case activeTurnNotSteerable
        case requestTimeout
        case internalError
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "context_length_exceeded": self = .contextLengthExceeded
            case "max_output_tokens": self = .maxOutputTokens
            case "usage_limit_exceeded": self = .usageLimitExceeded
            case "project_spend_limit_exceeded": self = .projectSpendLimitExceeded
            case "organization_spend_limit_exceeded": self = .organizationSpendLimitExceeded
            case "organization_usage_limit_exceeded": self = .organizationUsageLimitExceeded
            case "billing_not_active": self = .billingNotActive
            case "credit_balance_exhausted": self = .creditBalanceExhausted
            case "rate_limit_exceeded": self = .rateLimitExceeded
            case "flex_unavailable": self = .flexUnavailable
            case "server_overloaded": self = .serverOverloaded
            case "cyber_policy": self = .cyberPolicy
            case "misalignment_policy_violation": self = .misalignmentPolicyViolation
            case "connection_failed": self = .connectionFailed
            case "server_error": self = .serverError
            case "authentication_error": self = .authenticationError
            case "invalid_request": self = .invalidRequest
            case "resource_not_found": self = .resourceNotFound
            case "sandbox_error": self = .sandboxError
            case "executor_version_incompatible": self = .executorVersionIncompatible
            case "active_turn_not_steerable": self = .activeTurnNotSteerable
            case "request_timeout": self = .requestTimeout
            case "internal_error": self = .internalError
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .contextLengthExceeded: "context_length_exceeded"
            case .maxOutputTokens: "max_output_tokens"
            case .usageLimitExceeded: "usage_limit_exceeded"
            case .projectSpendLimitExceeded: "project_spend_limit_exceeded"
            case .organizationSpendLimitExceeded: "organization_spend_limit_exceeded"
            case .organizationUsageLimitExceeded: "organization_usage_limit_exceeded"
            case .billingNotActive: "billing_not_active"
            case .creditBalanceExhausted: "credit_balance_exhausted"
            case .rateLimitExceeded: "rate_limit_exceeded"
            case .flexUnavailable: "flex_unavailable"
            case .serverOverloaded: "server_overloaded"
            case .cyberPolicy: "cyber_policy"
            case .misalignmentPolicyViolation: "misalignment_policy_violation"
            case .connectionFailed: "connection_failed"
            case .serverError: "server_error"
            case .authenticationError: "authentication_error"
            case .invalidRequest: "invalid_request"
            case .resourceNotFound: "resource_not_found"
            case .sandboxError: "sandbox_error"
            case .executorVersionIncompatible: "executor_version_incompatible"
            case .activeTurnNotSteerable: "active_turn_not_steerable"
            case .requestTimeout: "request_timeout"
            case .internalError: "internal_error"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.code = try container.decodeRequired(SessionTurnError.Code.self, forKey: "code", in: decoder)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.code, forKey: "code")
        try container.encode(self.message, forKey: "message")
    }
}
