// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Details about an organization group.
///
/// - Schema: `#/components/schemas/GroupResponse`
public nonisolated struct GroupResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// Identifier for the group.
    public var id: String

    /// Display name of the group.
    public var name: String

    /// Unix timestamp (in seconds) when the group was created.
    public var createdAt: Int

    /// Whether the group is managed through SCIM and controlled by your identity provider.
    public var isScimManaged: Bool

    /// The type of the group.
    public var groupType: GroupResponse.GroupType

    public init(
        id: String,
        name: String,
        createdAt: Int,
        isScimManaged: Bool,
        groupType: GroupResponse.GroupType
    ) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.isScimManaged = isScimManaged
        self.groupType = groupType
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: .emptyValue,
            createdAt: .emptyValue,
            isScimManaged: .emptyValue,
            groupType: .emptyValue
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
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.isScimManaged = try container.decodeRequired(Bool.self, forKey: "is_scim_managed", in: decoder)
        self.groupType = try container.decodeRequired(GroupResponse.GroupType.self, forKey: "group_type", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.isScimManaged, forKey: "is_scim_managed")
        try container.encode(self.groupType, forKey: "group_type")
    }
}
