// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Bind to a fixed service account by ID.
///
/// - Schema: `#/components/schemas/ServiceAccountTarget`
public nonisolated struct ServiceAccountTarget: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Tagged ID of the service account to mint tokens for.
    public var serviceAccountID: String

    /// Service account's display name at read time. Ignored on writes.
    public var serviceAccountName: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        serviceAccountID: String,
        serviceAccountName: String? = nil
    ) {
        self.serviceAccountID = serviceAccountID
        self.serviceAccountName = serviceAccountName
        self.type = "service_account"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            serviceAccountID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.serviceAccountID = try container.decodeRequired(String.self, forKey: "service_account_id", in: decoder)
        self.serviceAccountName = try container.decodeIfPresent(String.self, forKey: "service_account_name")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "service_account")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.serviceAccountID, forKey: "service_account_id")
        try container.encodeIfPresent(self.serviceAccountName, forKey: "service_account_name")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == ServiceAccountTarget {
    public static var serviceAccountName: Self { Self("service_account_name") }
}
