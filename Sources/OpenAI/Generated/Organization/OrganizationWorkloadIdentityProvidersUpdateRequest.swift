// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationWorkloadIdentityProvidersUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var attributeTransformations: [WorkloadIdentityProviderUpdateParamsAttributeTransformation]?

    public var audience: String?

    public var description: String?

    public var enabled: Bool?

    public var issuer: String?

    public var name: String?

    public var verification: WorkloadIdentityProviderUpdateParamsVerification?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        attributeTransformations: [WorkloadIdentityProviderUpdateParamsAttributeTransformation]? = nil,
        audience: String? = nil,
        description: String? = nil,
        enabled: Bool? = nil,
        issuer: String? = nil,
        name: String? = nil,
        verification: WorkloadIdentityProviderUpdateParamsVerification? = nil
    ) {
        self.attributeTransformations = attributeTransformations
        self.audience = audience
        self.description = description
        self.enabled = enabled
        self.issuer = issuer
        self.name = name
        self.verification = verification
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.attributeTransformations = try container.decodeIfPresent([WorkloadIdentityProviderUpdateParamsAttributeTransformation].self, forKey: "attribute_transformations")
        self.audience = try container.decodeIfPresent(String.self, forKey: "audience")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
        self.issuer = try container.decodeIfPresent(String.self, forKey: "issuer")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.verification = try container.decodeIfPresent(WorkloadIdentityProviderUpdateParamsVerification.self, forKey: "verification")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.attributeTransformations, forKey: "attribute_transformations")
        try container.encodeIfPresent(self.audience, forKey: "audience")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
        try container.encodeIfPresent(self.issuer, forKey: "issuer")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.verification, forKey: "verification")
    }
}

nonisolated extension NullableMember where Owner == OrganizationWorkloadIdentityProvidersUpdateRequest {
    public static var description: Self { Self("description") }
}
