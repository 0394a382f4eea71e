// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Result of a validation roundtrip against the customer's KMS.
///
/// HTTP 200 for both outcomes — the operation completed; `status` says
/// whether the key works.
///
/// - Schema: `#/components/schemas/OrganizationExternalKeyValidateResponseExternalKeyValidateResponse`
public nonisolated struct OrganizationExternalKeyValidateResponseExternalKeyValidateResponse: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    /// Error message when status is `failure`. Null otherwise.
    public var error: String?

    /// `success` — encrypt/decrypt roundtrip succeeded.
    ///
    /// `failure` — the roundtrip failed or timed out; see `error`.
    public var status: OrganizationExternalKeyValidateResponseExternalKeyValidateResponse.Status

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        status: OrganizationExternalKeyValidateResponseExternalKeyValidateResponse.Status,
        error: String? = nil
    ) {
        self.error = error
        self.status = status
        self.type = "external_key_validation"
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(status: OrganizationExternalKeyValidateResponseExternalKeyValidateResponse.Status(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            status: .emptyValue
        )
    }

    /// `success` — encrypt/decrypt roundtrip succeeded.
    ///
    /// `failure` — the roundtrip failed or timed out; see `error`.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case failure
        case success
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "failure": self = .failure
            case "success": self = .success
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .failure: "failure"
            case .success: "success"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.error = try container.decodeIfPresent(String.self, forKey: "error")
        self.status = try container.decodeRequired(OrganizationExternalKeyValidateResponseExternalKeyValidateResponse.Status.self, forKey: "status", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "external_key_validation")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.error, forKey: "error")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == OrganizationExternalKeyValidateResponseExternalKeyValidateResponse {
    public static var error: Self { Self("error") }
}
