// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProjectUpdateRequest`
public nonisolated struct ProjectUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The updated name of the project, this name appears in reports.
    public var name: String?

    /// External key ID to associate with the project.
    public var externalKeyID: String?

    /// Geography for the project.
    public var geography: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String? = nil,
        externalKeyID: String? = nil,
        geography: String? = nil
    ) {
        self.name = name
        self.externalKeyID = externalKeyID
        self.geography = geography
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.externalKeyID = try container.decodeIfPresent(String.self, forKey: "external_key_id")
        self.geography = try container.decodeIfPresent(String.self, forKey: "geography")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.externalKeyID, forKey: "external_key_id")
        try container.encodeIfPresent(self.geography, forKey: "geography")
    }
}

nonisolated extension NullableMember where Owner == ProjectUpdateRequest {
    public static var name: Self { Self("name") }
    public static var externalKeyID: Self { Self("external_key_id") }
    public static var geography: Self { Self("geography") }
}
