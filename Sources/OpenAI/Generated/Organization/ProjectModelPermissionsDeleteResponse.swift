// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Confirmation payload returned after deleting project model permissions.
///
/// - Schema: `#/components/schemas/ProjectModelPermissionsDeleteResponse`
public nonisolated struct ProjectModelPermissionsDeleteResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type, which is always `project.model_permissions.deleted`.
    public var object: String

    /// Whether the project model permissions were deleted.
    public var deleted: Bool

    public init(
        deleted: Bool
    ) {
        self.object = "project.model_permissions.deleted"
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
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "project.model_permissions.deleted")
        self.deleted = try container.decodeRequired(Bool.self, forKey: "deleted", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.deleted, forKey: "deleted")
    }
}
