// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct AdminApiKeysDeleteResponse: Codable, Equatable, Sendable, EmptyDecodable {
    public var id: String

    public var object: String

    public var deleted: Bool

    public init(
        id: String,
        deleted: Bool
    ) {
        self.id = id
        self.object = "organization.admin_api_key.deleted"
        self.deleted = deleted
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            deleted: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.admin_api_key.deleted")
        self.deleted = try container.decodeRequired(Bool.self, forKey: "deleted", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.deleted, forKey: "deleted")
    }
}
