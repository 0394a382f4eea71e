// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/UserRoleUpdateRequest`
public struct UserRoleUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// `owner` or `reader`
    public var role: String?

    /// Role ID to assign to the user.
    public var roleID: String?

    /// Technical level metadata.
    public var technicalLevel: String?

    /// Developer persona metadata.
    public var developerPersona: String?

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
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.role, forKey: "role")
        try container.encodeIfPresent(self.roleID, forKey: "role_id")
        try container.encodeIfPresent(self.technicalLevel, forKey: "technical_level")
        try container.encodeIfPresent(self.developerPersona, forKey: "developer_persona")
    }
}
