// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The service account API key create request payload.
///
/// - Schema: `#/components/schemas/CreateProjectServiceAccountApiKeyBody`
public nonisolated struct CreateProjectServiceAccountApiKeyBody: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// API key name.
    public var name: String?

    /// API key scopes.
    public var scopes: [String]?

    /// Number of seconds until the API key expires.
    public var expiresInSeconds: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String? = nil,
        scopes: [String]? = nil,
        expiresInSeconds: Int? = nil
    ) {
        self.name = name
        self.scopes = scopes
        self.expiresInSeconds = expiresInSeconds
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.scopes = try container.decodeIfPresent([String].self, forKey: "scopes")
        self.expiresInSeconds = try container.decodeIfPresent(Int.self, forKey: "expires_in_seconds")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.scopes, forKey: "scopes")
        try container.encodeIfPresent(self.expiresInSeconds, forKey: "expires_in_seconds")
    }
}

nonisolated extension NullableMember where Owner == CreateProjectServiceAccountApiKeyBody {
    public static var expiresInSeconds: Self { Self("expires_in_seconds") }
}
