// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents an individual project.
///
/// - Schema: `#/components/schemas/Project`
public nonisolated struct Project: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The identifier, which can be referenced in API endpoints
    public var id: String

    /// The object type, which is always `organization.project`
    public var object: String

    /// The name of the project. This appears in reporting.
    public var name: String?

    /// The Unix timestamp (in seconds) of when the project was created.
    public var createdAt: Int

    public var archivedAt: Int?

    /// `active` or `archived`
    public var status: String?

    /// The external key associated with the project.
    public var externalKeyID: String?

    /// The residency configuration for the project.
    public var residency: ProjectResidency?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        createdAt: Int,
        name: String? = nil,
        archivedAt: Int? = nil,
        status: String? = nil,
        externalKeyID: String? = nil,
        residency: ProjectResidency? = nil
    ) {
        self.id = id
        self.object = "organization.project"
        self.name = name
        self.createdAt = createdAt
        self.archivedAt = archivedAt
        self.status = status
        self.externalKeyID = externalKeyID
        self.residency = residency
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.project")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.archivedAt = try container.decodeIfPresent(Int.self, forKey: "archived_at")
        self.status = try container.decodeIfPresent(String.self, forKey: "status")
        self.externalKeyID = try container.decodeIfPresent(String.self, forKey: "external_key_id")
        self.residency = try container.decodeIfPresent(ProjectResidency.self, forKey: "residency")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.archivedAt, forKey: "archived_at")
        try container.encodeIfPresent(self.status, forKey: "status")
        try container.encodeIfPresent(self.externalKeyID, forKey: "external_key_id")
        try container.encodeIfPresent(self.residency, forKey: "residency")
    }
}

nonisolated extension NullableMember where Owner == OpenAIAdmin.Project {
    public static var name: Self { Self("name") }
    public static var archivedAt: Self { Self("archived_at") }
    public static var status: Self { Self("status") }
    public static var externalKeyID: Self { Self("external_key_id") }
    public static var residency: Self { Self("residency") }
}
