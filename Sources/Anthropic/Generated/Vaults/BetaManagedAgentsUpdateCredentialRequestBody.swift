// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsUpdateCredentialRequestBody`
public nonisolated struct BetaManagedAgentsUpdateCredentialRequestBody: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Updated human-readable name for the credential. 1-255 characters.
    public var displayName: String?

    /// Metadata patch. Set a key to a string to upsert it, or to null to delete it. Omitted keys are preserved.
    public var metadata: [String: JSONValue]?

    /// Updated authentication configuration. The `type` is immutable; the variant sent must match the stored credential's type.
    public var auth: BetaManagedAgentsCredentialUpdateAuth?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        displayName: String? = nil,
        metadata: [String: JSONValue]? = nil,
        auth: BetaManagedAgentsCredentialUpdateAuth? = nil
    ) {
        self.displayName = displayName
        self.metadata = metadata
        self.auth = auth
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.displayName = try container.decodeIfPresent(String.self, forKey: "display_name")
        self.metadata = try container.decodeIfPresent([String: JSONValue].self, forKey: "metadata")
        self.auth = try container.decodeIfPresent(BetaManagedAgentsCredentialUpdateAuth.self, forKey: "auth")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.displayName, forKey: "display_name")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.auth, forKey: "auth")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsUpdateCredentialRequestBody {
    public static var displayName: Self { Self("display_name") }
    public static var metadata: Self { Self("metadata") }
}
