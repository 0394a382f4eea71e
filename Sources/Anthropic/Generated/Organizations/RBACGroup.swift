// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/RBACGroup`
public nonisolated struct RBACGroup: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// RFC 3339 timestamp of when the RBAC Group was created.
    public var createdAt: String

    /// ID of the RBAC Group.
    public var id: String

    /// Name of the RBAC Group. Not uniqueness-enforced.
    public var name: String

    /// RBAC Role IDs attached to this RBAC Group.
    ///
    /// Role attachment is managed in the admin settings and is read-only on this API.
    /// `null` means role data was temporarily unavailable — retry to distinguish from
    /// an empty list.
    public var roleIDs: [String]?

    /// How the RBAC Group was created: `"direct"` for groups created directly (for
    /// example, in the organization's admin settings), `"scim"` for groups provisioned
    /// by the identity provider.
    public var sourceType: RBACGroup.SourceType

    /// Object type.
    ///
    /// For RBAC Groups, this is always `"rbac_group"`.
    public var type: String

    /// RFC 3339 timestamp of when the RBAC Group was last updated.
    public var updatedAt: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: String,
        id: String,
        name: String,
        sourceType: RBACGroup.SourceType,
        updatedAt: String,
        roleIDs: [String]? = nil
    ) {
        self.createdAt = createdAt
        self.id = id
        self.name = name
        self.roleIDs = roleIDs
        self.sourceType = sourceType
        self.type = "rbac_group"
        self.updatedAt = updatedAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            id: .emptyValue,
            name: .emptyValue,
            sourceType: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    /// How the RBAC Group was created: `"direct"` for groups created directly (for
    /// example, in the organization's admin settings), `"scim"` for groups provisioned
    /// by the identity provider.
    public nonisolated enum SourceType: OpenEnum, EmptyDecodable {
        case direct
        case scim
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "direct": self = .direct
            case "scim": self = .scim
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .direct: "direct"
            case .scim: "scim"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.roleIDs = try container.decodeIfPresent([String].self, forKey: "role_ids")
        self.sourceType = try container.decodeRequired(RBACGroup.SourceType.self, forKey: "source_type", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "rbac_group")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.roleIDs, forKey: "role_ids")
        try container.encode(self.sourceType, forKey: "source_type")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
    }
}

nonisolated extension NullableMember where Owner == RBACGroup {
    public static var roleIDs: Self { Self("role_ids") }
}
