// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/OrganizationUserRemoveResponseUserRemoveResponse`
public nonisolated struct OrganizationUserRemoveResponseUserRemoveResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// ID of the User.
    public var id: String

    /// Deleted object type.
    ///
    /// For Users, this is always `"user_deleted"`.
    public var type: String

    public init(
        id: String
    ) {
        self.id = id
        self.type = "user_deleted"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user_deleted")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
    }
}
