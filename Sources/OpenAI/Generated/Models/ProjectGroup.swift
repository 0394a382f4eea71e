// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Details about a group's membership in a project.
///
/// - Schema: `#/components/schemas/ProjectGroup`
public struct ProjectGroup: Codable, Hashable, Sendable, EmptyDecodable {
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
    public enum GroupType: OpenEnum, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case object
        case projectID = "project_id"
        case groupID = "group_id"
        case groupName = "group_name"
        case groupType = "group_type"
        case createdAt = "created_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "project.group")
        self.projectID = try container.decodeRequired(String.self, forKey: .projectID, in: decoder)
        self.groupID = try container.decodeRequired(String.self, forKey: .groupID, in: decoder)
        self.groupName = try container.decodeRequired(String.self, forKey: .groupName, in: decoder)
        self.groupType = try container.decodeRequired(ProjectGroup.GroupType.self, forKey: .groupType, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.projectID, forKey: .projectID)
        try container.encode(self.groupID, forKey: .groupID)
        try container.encode(self.groupName, forKey: .groupName)
        try container.encode(self.groupType, forKey: .groupType)
        try container.encode(self.createdAt, forKey: .createdAt)
    }
}

/// Confirmation payload returned after removing a group from a project.
///
/// - Schema: `#/components/schemas/ProjectGroupDeletedResource`
public struct ProjectGroupDeletedResource: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case object
        case deleted
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "project.group.deleted")
        self.deleted = try container.decodeRequired(Bool.self, forKey: .deleted, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.deleted, forKey: .deleted)
    }
}

/// Paginated list of groups that have access to a project.
///
/// - Schema: `#/components/schemas/ProjectGroupListResource`
public struct ProjectGroupListResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `list`.
    public var object: String

    /// Project group memberships returned in the current page.
    public var data: [ProjectGroup]

    /// Whether additional project group memberships are available.
    public var hasMore: Bool

    /// Cursor to fetch the next page of results, or `null` when there are no more results.
    public var next: String?

    public init(
        data: [ProjectGroup],
        hasMore: Bool,
        next: String?
    ) {
        self.object = "list"
        self.data = data
        self.hasMore = hasMore
        self.next = next
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue,
            next: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case hasMore = "has_more"
        case next
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.data = try container.decodeRequired([ProjectGroup].self, forKey: .data, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
        self.next = try container.decodeIfPresent(String.self, forKey: .next)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.hasMore, forKey: .hasMore)
        try container.encode(self.next, forKey: .next)
    }
}
