// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Detailed information about a role assignment entry returned when listing assignments.
///
/// - Schema: `#/components/schemas/AssignedRoleDetails`
public nonisolated struct AssignedRoleDetails: Codable, Equatable, Sendable, EmptyDecodable {
    /// Identifier for the role.
    public var id: String

    /// Name of the role.
    public var name: String

    /// Permissions associated with the role.
    public var permissions: [String]

    /// Resource type the role applies to.
    public var resourceType: String

    /// Whether the role is predefined by OpenAI.
    public var predefinedRole: Bool

    /// Description of the role.
    public var description: String?

    /// When the role was created.
    public var createdAt: Int?

    /// When the role was last updated.
    public var updatedAt: Int?

    /// Identifier of the actor who created the role.
    public var createdBy: String?

    /// User details for the actor that created the role, when available.
    public var createdByUserObj: JSONValue?

    /// Arbitrary metadata stored on the role.
    public var metadata: JSONValue?

    /// Principals from which the role assignment is inherited, when available.
    public var assignmentSources: [AssignedRoleDetails.AssignmentSource]?

    public init(
        id: String,
        name: String,
        permissions: [String],
        resourceType: String,
        predefinedRole: Bool,
        description: String?,
        createdAt: Int?,
        updatedAt: Int?,
        createdBy: String?,
        createdByUserObj: JSONValue?,
        metadata: JSONValue?,
        assignmentSources: [AssignedRoleDetails.AssignmentSource]?
    ) {
        self.id = id
        self.name = name
        self.permissions = permissions
        self.resourceType = resourceType
        self.predefinedRole = predefinedRole
        self.description = description
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.createdBy = createdBy
        self.createdByUserObj = createdByUserObj
        self.metadata = metadata
        self.assignmentSources = assignmentSources
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            permissions: .emptyValue,
            resourceType: .emptyValue,
            predefinedRole: .emptyValue,
            description: nil,
            createdAt: nil,
            updatedAt: nil,
            createdBy: nil,
            createdByUserObj: nil,
            metadata: nil,
            assignmentSources: nil
        )
    }

    public nonisolated struct AssignmentSource: Codable, Equatable, Sendable, EmptyDecodable {
        public var principalID: String

        public var principalType: String

        public init(
            principalID: String,
            principalType: String
        ) {
            self.principalID = principalID
            self.principalType = principalType
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                principalID: .emptyValue,
                principalType: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.principalID = try container.decodeRequired(String.self, forKey: "principal_id", in: decoder)
            self.principalType = try container.decodeRequired(String.self, forKey: "principal_type", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.principalID, forKey: "principal_id")
            try container.encode(self.principalType, forKey: "principal_type")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.permissions = try container.decodeRequired([String].self, forKey: "permissions", in: decoder)
        self.resourceType = try container.decodeRequired(String.self, forKey: "resource_type", in: decoder)
        self.predefinedRole = try container.decodeRequired(Bool.self, forKey: "predefined_role", in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.createdAt = try container.decodeIfPresent(Int.self, forKey: "created_at")
        self.updatedAt = try container.decodeIfPresent(Int.self, forKey: "updated_at")
        self.createdBy = try container.decodeIfPresent(String.self, forKey: "created_by")
        self.createdByUserObj = try container.decodeIfPresent(JSONValue.self, forKey: "created_by_user_obj")
        self.metadata = try container.decodeIfPresent(JSONValue.self, forKey: "metadata")
        self.assignmentSources = try container.decodeIfPresent([AssignedRoleDetails.AssignmentSource].self, forKey: "assignment_sources")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.permissions, forKey: "permissions")
        try container.encode(self.resourceType, forKey: "resource_type")
        try container.encode(self.predefinedRole, forKey: "predefined_role")
        try container.encode(self.description, forKey: "description")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encode(self.createdBy, forKey: "created_by")
        try container.encode(self.createdByUserObj, forKey: "created_by_user_obj")
        try container.encode(self.metadata, forKey: "metadata")
        try container.encode(self.assignmentSources, forKey: "assignment_sources")
    }
}
