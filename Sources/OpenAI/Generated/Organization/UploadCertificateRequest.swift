// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/UploadCertificateRequest`
public nonisolated struct UploadCertificateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// An optional name for the certificate
    public var name: String?

    /// The certificate content in PEM format
    public var certificate: String

    public init(
        certificate: String,
        name: String? = nil
    ) {
        self.name = name
        self.certificate = certificate
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            certificate: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.certificate = try container.decodeRequired(String.self, forKey: "certificate", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.certificate, forKey: "certificate")
    }
}
