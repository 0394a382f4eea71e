// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Confirmation payload returned after unassigning a role.
///
/// - Schema: `#/components/schemas/DeletedRoleAssignmentResource`
public nonisolated struct DeletedRoleAssignmentResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// Identifier for the deleted assignment, such as `group.role.deleted` or `user.role.deleted`.
    public var object: String

    /// Whether the assignment was removed.
    public var deleted: Bool

    public init(
        object: String,
        deleted: Bool
    ) {
        self.object = object
        self.deleted = deleted
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            object: .emptyValue,
            deleted: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder)
        self.deleted = try container.decodeRequired(Bool.self, forKey: "deleted", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.deleted, forKey: "deleted")
    }
}
