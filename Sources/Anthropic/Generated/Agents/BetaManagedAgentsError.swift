// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicShared

/// - Schema: `#/components/schemas/BetaManagedAgentsError`
public nonisolated enum BetaManagedAgentsError: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `invalid_request_error`
    case invalidRequestError(InvalidRequestError)
    /// - `type`: `authentication_error`
    case authenticationError(AuthenticationError)
    /// - `type`: `billing_error`
    case billingError(BillingError)
    /// - `type`: `permission_error`
    case permissionError(PermissionError)
    /// - `type`: `not_found_error`
    case notFoundError(NotFoundError)
    /// - `type`: `rate_limit_error`
    case rateLimitError(RateLimitError)
    /// - `type`: `timeout_error`
    case timeoutError(GatewayTimeoutError)
    /// - `type`: `api_error`
    case apiError(APIError)
    /// - `type`: `overloaded_error`
    case overloadedError(OverloadedError)
    /// - `type`: `memory_precondition_failed_error`
    case memoryPreconditionFailedError(BetaManagedAgentsMemoryPreconditionFailedError)
    /// - `type`: `memory_path_conflict_error`
    case memoryPathConflictError(BetaManagedAgentsMemoryPathConflictError)
    /// - `type`: `conflict_error`
    case conflictError(BetaManagedAgentsConflictError)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "invalid_request_error": self = .invalidRequestError(try InvalidRequestError(from: decoder)); return
            case "authentication_error": self = .authenticationError(try AuthenticationError(from: decoder)); return
            case "billing_error": self = .billingError(try BillingError(from: decoder)); return
            case "permission_error": self = .permissionError(try PermissionError(from: decoder)); return
            case "not_found_error": self = .notFoundError(try NotFoundError(from: decoder)); return
            case "rate_limit_error": self = .rateLimitError(try RateLimitError(from: decoder)); return
            case "timeout_error": self = .timeoutError(try GatewayTimeoutError(from: decoder)); return
            case "api_error": self = .apiError(try APIError(from: decoder)); return
            case "overloaded_error": self = .overloadedError(try OverloadedError(from: decoder)); return
            case "memory_precondition_failed_error": self = .memoryPreconditionFailedError(try BetaManagedAgentsMemoryPreconditionFailedError(from: decoder)); return
            case "memory_path_conflict_error": self = .memoryPathConflictError(try BetaManagedAgentsMemoryPathConflictError(from: decoder)); return
            case "conflict_error": self = .conflictError(try BetaManagedAgentsConflictError(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .invalidRequestError(let value): try value.encode(to: encoder)
        case .authenticationError(let value): try value.encode(to: encoder)
        case .billingError(let value): try value.encode(to: encoder)
        case .permissionError(let value): try value.encode(to: encoder)
        case .notFoundError(let value): try value.encode(to: encoder)
        case .rateLimitError(let value): try value.encode(to: encoder)
        case .timeoutError(let value): try value.encode(to: encoder)
        case .apiError(let value): try value.encode(to: encoder)
        case .overloadedError(let value): try value.encode(to: encoder)
        case .memoryPreconditionFailedError(let value): try value.encode(to: encoder)
        case .memoryPathConflictError(let value): try value.encode(to: encoder)
        case .conflictError(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
