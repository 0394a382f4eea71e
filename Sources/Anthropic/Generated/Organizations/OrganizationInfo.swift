// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/OrganizationInfo`
public nonisolated struct OrganizationInfo: Codable, Equatable, Sendable, EmptyDecodable {
    /// ID of the Organization.
    public var id: String

    /// Name of the Organization.
    public var name: String

    /// Object type.
    ///
    /// For Organizations, this is always `"organization"`.
    public var type: String

    public init(
        id: String,
        name: String
    ) {
        self.id = id
        self.name = name
        self.type = "organization"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "organization")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.type, forKey: "type")
    }
}
