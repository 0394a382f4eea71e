// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/WorkloadIdentityProvider`
public nonisolated struct WorkloadIdentityProvider: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var attributeTransformations: [WorkloadIdentityProviderAttributeTransformation]

    public var audience: String

    public var createdAt: Int

    public var description: String?

    public var enabled: Bool

    public var id: String

    public var issuer: String

    public var name: String

    public var object: String

    public var type: String

    public var updatedAt: Int

    public var verification: WorkloadIdentityProviderVerification

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        attributeTransformations: [WorkloadIdentityProviderAttributeTransformation],
        audience: String,
        createdAt: Int,
        enabled: Bool,
        id: String,
        issuer: String,
        name: String,
        updatedAt: Int,
        verification: WorkloadIdentityProviderVerification,
        description: String? = nil
    ) {
        self.attributeTransformations = attributeTransformations
        self.audience = audience
        self.createdAt = createdAt
        self.description = description
        self.enabled = enabled
        self.id = id
        self.issuer = issuer
        self.name = name
        self.object = "organization.workload_identity_provider"
        self.type = "oidc"
        self.updatedAt = updatedAt
        self.verification = verification
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            attributeTransformations: .emptyValue,
            audience: .emptyValue,
            createdAt: .emptyValue,
            enabled: .emptyValue,
            id: .emptyValue,
            issuer: .emptyValue,
            name: .emptyValue,
            updatedAt: .emptyValue,
            verification: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.attributeTransformations = try container.decodeRequired([WorkloadIdentityProviderAttributeTransformation].self, forKey: "attribute_transformations", in: decoder)
        self.audience = try container.decodeRequired(String.self, forKey: "audience", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.enabled = try container.decodeRequired(Bool.self, forKey: "enabled", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.issuer = try container.decodeRequired(String.self, forKey: "issuer", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.workload_identity_provider")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "oidc")
        self.updatedAt = try container.decodeRequired(Int.self, forKey: "updated_at", in: decoder)
        self.verification = try container.decodeRequired(WorkloadIdentityProviderVerification.self, forKey: "verification", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.attributeTransformations, forKey: "attribute_transformations")
        try container.encode(self.audience, forKey: "audience")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.enabled, forKey: "enabled")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.issuer, forKey: "issuer")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encode(self.verification, forKey: "verification")
    }
}

nonisolated extension NullableMember where Owner == WorkloadIdentityProvider {
    public static var description: Self { Self("description") }
}
