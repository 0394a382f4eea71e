// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ErrorResponse
///
/// - Schema: `#/components/schemas/BetaErrorResponse`
public struct BetaErrorResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// Error
    public var error: BetaErrorResponse.ErrorValue

    /// Request Id
    public var requestID: String?

    /// Type
    public var type: String

    public init(
        error: BetaErrorResponse.ErrorValue,
        requestID: String?
    ) {
        self.error = error
        self.requestID = requestID
        self.type = "error"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            error: .emptyValue,
            requestID: nil
        )
    }

    /// Error
    public enum ErrorValue: Codable, Hashable, Sendable, EmptyDecodable {
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
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case error
        case requestID = "request_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.error = try container.decodeRequired(BetaErrorResponse.ErrorValue.self, forKey: .error, in: decoder)
        self.requestID = try container.decodeIfPresent(String.self, forKey: .requestID)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.error, forKey: .error)
        try container.encode(self.requestID, forKey: .requestID)
        try container.encode(self.type, forKey: .type)
    }
}

/// ErrorType
///
/// - Schema: `#/components/schemas/BetaErrorType`
public enum BetaErrorType: OpenEnum, EmptyDecodable {
    case invalidRequestError
    case authenticationError
    case permissionError
    case notFoundError
    case rateLimitError
    case timeoutError
    case overloadedError
    case apiError
    case billingError
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "invalid_request_error": self = .invalidRequestError
        case "authentication_error": self = .authenticationError
        case "permission_error": self = .permissionError
        case "not_found_error": self = .notFoundError
        case "rate_limit_error": self = .rateLimitError
        case "timeout_error": self = .timeoutError
        case "overloaded_error": self = .overloadedError
        case "api_error": self = .apiError
        case "billing_error": self = .billingError
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .invalidRequestError: "invalid_request_error"
        case .authenticationError: "authentication_error"
        case .permissionError: "permission_error"
        case .notFoundError: "not_found_error"
        case .rateLimitError: "rate_limit_error"
        case .timeoutError: "timeout_error"
        case .overloadedError: "overloaded_error"
        case .apiError: "api_error"
        case .billingError: "billing_error"
        case .unknown(let value): value
        }
    }
}
