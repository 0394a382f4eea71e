// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationProjectsApiKeysUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Number of seconds from this request until the API key expires.
    ///
    /// Must comply with the organization and project expiry policies. Expired keys
    /// cannot be updated. Retrying resets the expiry relative to the new request. Omit
    /// to keep the current expiration.
    public var expiresInSeconds: Int?

    /// Replace the API key scope restrictions.
    ///
    /// Omit to leave scopes unchanged. An empty array removes key restrictions (All
    /// permissions), subject to the owner's effective permissions. Use ["api.all.read"]
    /// for read-only access. Scopes do not change the owner's roles or grant
    /// administrative permissions.
    public var scopes: [String]?

    public init(
        expiresInSeconds: Int? = nil,
        scopes: [String]? = nil
    ) {
        self.expiresInSeconds = expiresInSeconds
        self.scopes = scopes
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.expiresInSeconds = try container.decodeIfPresent(Int.self, forKey: "expires_in_seconds")
        self.scopes = try container.decodeIfPresent([String].self, forKey: "scopes")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.expiresInSeconds, forKey: "expires_in_seconds")
        try container.encodeIfPresent(self.scopes, forKey: "scopes")
    }
}
