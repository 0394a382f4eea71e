// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProjectServiceAccountCreateRequest`
public nonisolated struct ProjectServiceAccountCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The name of the service account being created.
    public var name: String

    public var createServiceAccountOnly: Bool?

    /// Number of seconds until the initial API key expires.
    ///
    /// If omitted or null, the key does not expire unless the effective organization or
    /// project policy requires an expiration. When a policy sets a maximum lifetime,
    /// this value must be provided and must not exceed that limit. A non-null value
    /// cannot be used when `create_service_account_only` is true.
    public var expiresInSeconds: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String,
        createServiceAccountOnly: Bool? = nil,
        expiresInSeconds: Int? = nil
    ) {
        self.name = name
        self.createServiceAccountOnly = createServiceAccountOnly
        self.expiresInSeconds = expiresInSeconds
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.createServiceAccountOnly = try container.decodeIfPresent(Bool.self, forKey: "create_service_account_only")
        self.expiresInSeconds = try container.decodeIfPresent(Int.self, forKey: "expires_in_seconds")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.createServiceAccountOnly, forKey: "create_service_account_only")
        try container.encodeIfPresent(self.expiresInSeconds, forKey: "expires_in_seconds")
    }
}

nonisolated extension NullableMember where Owner == ProjectServiceAccountCreateRequest {
    public static var createServiceAccountOnly: Self { Self("create_service_account_only") }
    public static var expiresInSeconds: Self { Self("expires_in_seconds") }
}
