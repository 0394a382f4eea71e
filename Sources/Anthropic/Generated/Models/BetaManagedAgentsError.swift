// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsError`
public enum BetaManagedAgentsError: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `invalid_request_error`
    case invalidRequestError(BetaInvalidRequestError)
    /// - `type`: `authentication_error`
    case authenticationError(BetaAuthenticationError)
    /// - `type`: `billing_error`
    case billingError(BetaBillingError)
    /// - `type`: `permission_error`
    case permissionError(BetaPermissionError)
    /// - `type`: `not_found_error`
    case notFoundError(BetaNotFoundError)
    /// - `type`: `rate_limit_error`
    case rateLimitError(BetaRateLimitError)
    /// - `type`: `timeout_error`
    case timeoutError(BetaGatewayTimeoutError)
    /// - `type`: `api_error`
    case apiError(BetaAPIError)
    /// - `type`: `overloaded_error`
    case overloadedError(BetaOverloadedError)
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
            case "invalid_request_error": self = .invalidRequestError(try BetaInvalidRequestError(from: decoder)); return
            case "authentication_error": self = .authenticationError(try BetaAuthenticationError(from: decoder)); return
            case "billing_error": self = .billingError(try BetaBillingError(from: decoder)); return
            case "permission_error": self = .permissionError(try BetaPermissionError(from: decoder)); return
            case "not_found_error": self = .notFoundError(try BetaNotFoundError(from: decoder)); return
            case "rate_limit_error": self = .rateLimitError(try BetaRateLimitError(from: decoder)); return
            case "timeout_error": self = .timeoutError(try BetaGatewayTimeoutError(from: decoder)); return
            case "api_error": self = .apiError(try BetaAPIError(from: decoder)); return
            case "overloaded_error": self = .overloadedError(try BetaOverloadedError(from: decoder)); return
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

/// - Schema: `#/components/schemas/BetaManagedAgentsErrorResponse`
public struct BetaManagedAgentsErrorResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always "error" for error responses
    public var type: String

    public var error: BetaManagedAgentsError

    public init(
        error: BetaManagedAgentsError
    ) {
        self.type = "error"
        self.error = error
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            error: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case error
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "error")
        self.error = try container.decodeRequired(BetaManagedAgentsError.self, forKey: .error, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.error, forKey: .error)
    }
}
