// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationRbacGroupsUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Name of the RBAC Group. Not uniqueness-enforced.
    public var name: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String? = nil
    ) {
        self.name = name
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.name, forKey: "name")
    }
}

nonisolated extension NullableMember where Owner == OrganizationRbacGroupsUpdateRequest {
    public static var name: Self { Self("name") }
}
