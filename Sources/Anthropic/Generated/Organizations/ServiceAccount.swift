// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Named non-human identity within the caller's organization.
///
/// A service account is a pure identity: name + org. Authorization lives on
/// whatever references it (federation rules).
///
/// - Schema: `#/components/schemas/ServiceAccount`
public nonisolated struct ServiceAccount: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// If set, this service account is archived.
    public var archivedAt: String?

    /// Tagged ID (`user_`/`svac_`) of the actor that archived this service account.
    public var archivedByActorID: String?

    /// When this service account was created.
    public var createdAt: String

    /// Tagged ID (`user_`/`svac_`) of the actor that created this service account.
    public var createdByActorID: String?

    /// Optional free-text description.
    public var description: String?

    /// Tagged ID of the service account.
    public var id: String

    /// Admin-chosen slug identifier.
    public var name: String

    /// Org-level role.
    ///
    /// A federation rule may only be created or retargeted to grant `org:admin` scope
    /// when this is `admin`. A rule granting `org:admin` whose target is later demoted
    /// to `developer` is rejected at token exchange. Rules granting `org:admin` are
    /// managed in the Console.
    public var organizationRole: ServiceAccount.OrganizationRole

    public var type: String

    /// When this service account was last updated.
    public var updatedAt: String

    /// Tagged ID (`user_`/`svac_`) of the actor that last updated this service account.
    public var updatedByActorID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: String,
        id: String,
        name: String,
        organizationRole: ServiceAccount.OrganizationRole,
        updatedAt: String,
        archivedAt: String? = nil,
        archivedByActorID: String? = nil,
        createdByActorID: String? = nil,
        description: String? = nil,
        updatedByActorID: String? = nil
    ) {
        self.archivedAt = archivedAt
        self.archivedByActorID = archivedByActorID
        self.createdAt = createdAt
        self.createdByActorID = createdByActorID
        self.description = description
        self.id = id
        self.name = name
        self.organizationRole = organizationRole
        self.type = "service_account"
        self.updatedAt = updatedAt
        self.updatedByActorID = updatedByActorID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            id: .emptyValue,
            name: .emptyValue,
            organizationRole: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    /// Org-level role.
    ///
    /// A federation rule may only be created or retargeted to grant `org:admin` scope
    /// when this is `admin`. A rule granting `org:admin` whose target is later demoted
    /// to `developer` is rejected at token exchange. Rules granting `org:admin` are
    /// managed in the Console.
    public nonisolated enum OrganizationRole: OpenEnum, EmptyDecodable {
        case admin
        case developer
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "admin": self = .admin
            case "developer": self = .developer
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .admin: "admin"
            case .developer: "developer"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.archivedAt = try container.decodeIfPresent(String.self, forKey: "archived_at")
        self.archivedByActorID = try container.decodeIfPresent(String.self, forKey: "archived_by_actor_id")
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.createdByActorID = try container.decodeIfPresent(String.self, forKey: "created_by_actor_id")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.organizationRole = try container.decodeRequired(ServiceAccount.OrganizationRole.self, forKey: "organization_role", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "service_account")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
        self.updatedByActorID = try container.decodeIfPresent(String.self, forKey: "updated_by_actor_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.archivedAt, forKey: "archived_at")
        try container.encodeIfPresent(self.archivedByActorID, forKey: "archived_by_actor_id")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.createdByActorID, forKey: "created_by_actor_id")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.organizationRole, forKey: "organization_role")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encodeIfPresent(self.updatedByActorID, forKey: "updated_by_actor_id")
    }
}

nonisolated extension NullableMember where Owner == ServiceAccount {
    public static var archivedAt: Self { Self("archived_at") }
    public static var archivedByActorID: Self { Self("archived_by_actor_id") }
    public static var createdByActorID: Self { Self("created_by_actor_id") }
    public static var description: Self { Self("description") }
    public static var updatedByActorID: Self { Self("updated_by_actor_id") }
}
