// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Detailed information about a role assignment entry returned when listing assignments.
///
/// - Schema: `#/components/schemas/AssignedRoleDetails`
public struct AssignedRoleDetails: Codable, Hashable, Sendable, EmptyDecodable {
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

    public struct AssignmentSource: Codable, Hashable, Sendable, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case principalID = "principal_id"
            case principalType = "principal_type"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.principalID = try container.decodeRequired(String.self, forKey: .principalID, in: decoder)
            self.principalType = try container.decodeRequired(String.self, forKey: .principalType, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.principalID, forKey: .principalID)
            try container.encode(self.principalType, forKey: .principalType)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case permissions
        case resourceType = "resource_type"
        case predefinedRole = "predefined_role"
        case description
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case createdBy = "created_by"
        case createdByUserObj = "created_by_user_obj"
        case metadata
        case assignmentSources = "assignment_sources"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.permissions = try container.decodeRequired([String].self, forKey: .permissions, in: decoder)
        self.resourceType = try container.decodeRequired(String.self, forKey: .resourceType, in: decoder)
        self.predefinedRole = try container.decodeRequired(Bool.self, forKey: .predefinedRole, in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: .description)
        self.createdAt = try container.decodeIfPresent(Int.self, forKey: .createdAt)
        self.updatedAt = try container.decodeIfPresent(Int.self, forKey: .updatedAt)
        self.createdBy = try container.decodeIfPresent(String.self, forKey: .createdBy)
        self.createdByUserObj = try container.decodeIfPresent(JSONValue.self, forKey: .createdByUserObj)
        self.metadata = try container.decodeIfPresent(JSONValue.self, forKey: .metadata)
        self.assignmentSources = try container.decodeIfPresent([AssignedRoleDetails.AssignmentSource].self, forKey: .assignmentSources)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.permissions, forKey: .permissions)
        try container.encode(self.resourceType, forKey: .resourceType)
        try container.encode(self.predefinedRole, forKey: .predefinedRole)
        try container.encode(self.description, forKey: .description)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.updatedAt, forKey: .updatedAt)
        try container.encode(self.createdBy, forKey: .createdBy)
        try container.encode(self.createdByUserObj, forKey: .createdByUserObj)
        try container.encode(self.metadata, forKey: .metadata)
        try container.encode(self.assignmentSources, forKey: .assignmentSources)
    }
}
