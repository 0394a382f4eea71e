// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/UserRoleUpdateRequest`
public nonisolated struct UserRoleUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// `owner` or `reader`
    public var role: String?

    /// Role ID to assign to the user.
    public var roleID: String?

    /// Technical level metadata.
    public var technicalLevel: String?

    /// Developer persona metadata.
    public var developerPersona: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        role: String? = nil,
        roleID: String? = nil,
        technicalLevel: String? = nil,
        developerPersona: String? = nil
    ) {
        self.role = role
        self.roleID = roleID
        self.technicalLevel = technicalLevel
        self.developerPersona = developerPersona
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.role = try container.decodeIfPresent(String.self, forKey: "role")
        self.roleID = try container.decodeIfPresent(String.self, forKey: "role_id")
        self.technicalLevel = try container.decodeIfPresent(String.self, forKey: "technical_level")
        self.developerPersona = try container.decodeIfPresent(String.self, forKey: "developer_persona")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.role, forKey: "role")
        try container.encodeIfPresent(self.roleID, forKey: "role_id")
        try container.encodeIfPresent(self.technicalLevel, forKey: "technical_level")
        try container.encodeIfPresent(self.developerPersona, forKey: "developer_persona")
    }
}

nonisolated extension NullableMember where Owner == UserRoleUpdateRequest {
    public static var role: Self { Self("role") }
    public static var roleID: Self { Self("role_id") }
    public static var technicalLevel: Self { Self("technical_level") }
    public static var developerPersona: Self { Self("developer_persona") }
}
