// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The `checkpoint.permission` object represents a permission for a fine-tuned model checkpoint.
///
/// - Schema: `#/components/schemas/FineTuningCheckpointPermission`
public nonisolated struct FineTuningCheckpointPermission: Codable, Equatable, Sendable, EmptyDecodable {
    /// The permission identifier, which can be referenced in the API endpoints.
    public var id: String

    /// The Unix timestamp (in seconds) for when the permission was created.
    public var createdAt: Int

    /// The project identifier that the permission is for.
    public var projectID: String

    /// The object type, which is always "checkpoint.permission".
    public var object: String

    public init(
        id: String,
        createdAt: Int,
        projectID: String
    ) {
        self.id = id
        self.createdAt = createdAt
        self.projectID = projectID
        self.object = "checkpoint.permission"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            projectID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.projectID = try container.decodeRequired(String.self, forKey: "project_id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "checkpoint.permission")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.projectID, forKey: "project_id")
        try container.encode(self.object, forKey: "object")
    }
}
