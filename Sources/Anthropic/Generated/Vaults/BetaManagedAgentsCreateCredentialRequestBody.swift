// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsCreateCredentialRequestBody`
public nonisolated struct BetaManagedAgentsCreateCredentialRequestBody: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Authentication configuration for the credential.
    public var auth: BetaManagedAgentsCredentialCreateAuth

    /// Human-readable name for the credential. Up to 255 characters.
    public var displayName: String?

    /// Arbitrary key-value metadata to attach to the credential. Maximum 16 pairs, keys up to 64 chars, values up to 512 chars.
    public var metadata: [String: String]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        auth: BetaManagedAgentsCredentialCreateAuth,
        displayName: String? = nil,
        metadata: [String: String]? = nil
    ) {
        self.auth = auth
        self.displayName = displayName
        self.metadata = metadata
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            auth: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.auth = try container.decodeRequired(BetaManagedAgentsCredentialCreateAuth.self, forKey: "auth", in: decoder)
        self.displayName = try container.decodeIfPresent(String.self, forKey: "display_name")
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.auth, forKey: "auth")
        try container.encodeIfPresent(self.displayName, forKey: "display_name")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsCreateCredentialRequestBody {
    public static var displayName: Self { Self("display_name") }
}
