// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/OrganizationProjectCertificateActivationResponse`
public nonisolated struct OrganizationProjectCertificateActivationResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// The project certificate activation result type.
    public var object: String

    public var data: [OrganizationProjectCertificate]

    public init(
        data: [OrganizationProjectCertificate]
    ) {
        self.object = "organization.project.certificate.activation"
        self.data = data
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.project.certificate.activation")
        self.data = try container.decodeRequired([OrganizationProjectCertificate].self, forKey: "data", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.data, forKey: "data")
    }
}
