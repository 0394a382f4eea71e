// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationWorkloadIdentityProvidersCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    public var attributeTransformations: [WorkloadIdentityProviderCreateParamsAttributeTransformation]?

    public var audience: String

    public var description: String?

    public var enabled: Bool?

    public var issuer: String

    public var name: String

    public var type: String

    public var verification: WorkloadIdentityProviderCreateParamsVerification?

    public init(
        audience: String,
        issuer: String,
        name: String,
        attributeTransformations: [WorkloadIdentityProviderCreateParamsAttributeTransformation]? = nil,
        description: String? = nil,
        enabled: Bool? = nil,
        verification: WorkloadIdentityProviderCreateParamsVerification? = nil
    ) {
        self.attributeTransformations = attributeTransformations
        self.audience = audience
        self.description = description
        self.enabled = enabled
        self.issuer = issuer
        self.name = name
        self.type = "oidc"
        self.verification = verification
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            audience: .emptyValue,
            issuer: .emptyValue,
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.attributeTransformations = try container.decodeIfPresent([WorkloadIdentityProviderCreateParamsAttributeTransformation].self, forKey: "attribute_transformations")
        self.audience = try container.decodeRequired(String.self, forKey: "audience", in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
        self.issuer = try container.decodeRequired(String.self, forKey: "issuer", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "oidc")
        self.verification = try container.decodeIfPresent(WorkloadIdentityProviderCreateParamsVerification.self, forKey: "verification")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.attributeTransformations, forKey: "attribute_transformations")
        try container.encode(self.audience, forKey: "audience")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
        try container.encode(self.issuer, forKey: "issuer")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.verification, forKey: "verification")
    }
}
