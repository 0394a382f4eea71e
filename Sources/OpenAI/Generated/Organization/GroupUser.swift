// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents an individual user returned when inspecting group membership.
///
/// - Schema: `#/components/schemas/GroupUser`
public nonisolated struct GroupUser: Codable, Equatable, Sendable, EmptyDecodable {
    /// The identifier, which can be referenced in API endpoints
    public var id: String

    /// The name of the user.
    public var name: String

    /// The email address of the user.
    public var email: String?

    public init(
        id: String,
        name: String,
        email: String?
    ) {
        self.id = id
        self.name = name
        self.email = email
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            email: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.email = try container.decodeIfPresent(String.self, forKey: "email")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.email, forKey: "email")
    }
}
