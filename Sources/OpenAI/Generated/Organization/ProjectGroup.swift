// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Details about a group's membership in a project.
///
/// - Schema: `#/components/schemas/ProjectGroup`
public nonisolated struct ProjectGroup: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `project.group`.
    public var object: String

    /// Identifier of the project.
    public var projectID: String

    /// Identifier of the group that has access to the project.
    public var groupID: String

    /// Display name of the group.
    public var groupName: String

    /// The type of the group.
    public var groupType: ProjectGroup.GroupType

    /// Unix timestamp (in seconds) when the group was granted project access.
    public var createdAt: Int

    public init(
        projectID: String,
        groupID: String,
        groupName: String,
        groupType: ProjectGroup.GroupType,
        createdAt: Int
    ) {
        self.object = "project.group"
        self.projectID = projectID
        self.groupID = groupID
        self.groupName = groupName
        self.groupType = groupType
        self.createdAt = createdAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            projectID: .emptyValue,
            groupID: .emptyValue,
            groupName: .emptyValue,
            groupType: .emptyValue,
            createdAt: .emptyValue
        )
    }

    /// The type of the group.
    public nonisolated enum GroupType: OpenEnum, EmptyDecodable {
        case group
        case tenantGroup
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "group": self = .group
            case "tenant_group": self = .tenantGroup
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .group: "group"
            case .tenantGroup: "tenant_group"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "project.group")
        self.projectID = try container.decodeRequired(String.self, forKey: "project_id", in: decoder)
        self.groupID = try container.decodeRequired(String.self, forKey: "group_id", in: decoder)
        self.groupName = try container.decodeRequired(String.self, forKey: "group_name", in: decoder)
        self.groupType = try container.decodeRequired(ProjectGroup.GroupType.self, forKey: "group_type", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.projectID, forKey: "project_id")
        try container.encode(self.groupID, forKey: "group_id")
        try container.encode(self.groupName, forKey: "group_name")
        try container.encode(self.groupType, forKey: "group_type")
        try container.encode(self.createdAt, forKey: "created_at")
    }
}
