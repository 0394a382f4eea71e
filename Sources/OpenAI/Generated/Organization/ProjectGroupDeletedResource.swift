// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Confirmation payload returned after removing a group from a project.
///
/// - Schema: `#/components/schemas/ProjectGroupDeletedResource`
public nonisolated struct ProjectGroupDeletedResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `project.group.deleted`.
    public var object: String

    /// Whether the group membership in the project was removed.
    public var deleted: Bool

    public init(
        deleted: Bool
    ) {
        self.object = "project.group.deleted"
        self.deleted = deleted
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            deleted: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "project.group.deleted")
        self.deleted = try container.decodeRequired(Bool.self, forKey: "deleted", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.deleted, forKey: "deleted")
    }
}
