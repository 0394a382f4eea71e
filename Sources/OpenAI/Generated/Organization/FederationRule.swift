// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/FederationRule`
public nonisolated struct FederationRule: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var attributeMatchers: [String: JSONValue]

    public var createdAt: Int

    public var description: String?

    public var enabled: Bool

    public var id: String

    public var name: String?

    public var object: String

    public var permissions: FederationRulePermissions

    public var projectID: String

    public var serviceAccountID: String

    public var updatedAt: Int

    public var workloadIdentityProviderID: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        attributeMatchers: [String: JSONValue],
        createdAt: Int,
        enabled: Bool,
        id: String,
        permissions: FederationRulePermissions,
        projectID: String,
        serviceAccountID: String,
        updatedAt: Int,
        workloadIdentityProviderID: String,
        description: String? = nil,
        name: String? = nil
    ) {
        self.attributeMatchers = attributeMatchers
        self.createdAt = createdAt
        self.description = description
        self.enabled = enabled
        self.id = id
        self.name = name
        self.object = "organization.workload_identity_federation_rule"
        self.permissions = permissions
        self.projectID = projectID
        self.serviceAccountID = serviceAccountID
        self.updatedAt = updatedAt
        self.workloadIdentityProviderID = workloadIdentityProviderID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            attributeMatchers: .emptyValue,
            createdAt: .emptyValue,
            enabled: .emptyValue,
            id: .emptyValue,
            permissions: .emptyValue,
            projectID: .emptyValue,
            serviceAccountID: .emptyValue,
            updatedAt: .emptyValue,
            workloadIdentityProviderID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.attributeMatchers = try container.decodeRequired([String: JSONValue].self, forKey: "attribute_matchers", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.enabled = try container.decodeRequired(Bool.self, forKey: "enabled", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.workload_identity_federation_rule")
        self.permissions = try container.decodeRequired(FederationRulePermissions.self, forKey: "permissions", in: decoder)
        self.projectID = try container.decodeRequired(String.self, forKey: "project_id", in: decoder)
        self.serviceAccountID = try container.decodeRequired(String.self, forKey: "service_account_id", in: decoder)
        self.updatedAt = try container.decodeRequired(Int.self, forKey: "updated_at", in: decoder)
        self.workloadIdentityProviderID = try container.decodeRequired(String.self, forKey: "workload_identity_provider_id", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.attributeMatchers, forKey: "attribute_matchers")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.enabled, forKey: "enabled")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.permissions, forKey: "permissions")
        try container.encode(self.projectID, forKey: "project_id")
        try container.encode(self.serviceAccountID, forKey: "service_account_id")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encode(self.workloadIdentityProviderID, forKey: "workload_identity_provider_id")
    }
}

nonisolated extension NullableMember where Owner == FederationRule {
    public static var description: Self { Self("description") }
    public static var name: Self { Self("name") }
}
