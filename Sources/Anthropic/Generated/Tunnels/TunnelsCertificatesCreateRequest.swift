// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct TunnelsCertificatesCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// PEM-encoded X.509 CA certificate. Must contain exactly one certificate and no
    /// private-key material. Maximum 8KB.
    public var caCertificatePem: String

    public init(
        caCertificatePem: String
    ) {
        self.caCertificatePem = caCertificatePem
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            caCertificatePem: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.caCertificatePem = try container.decodeRequired(String.self, forKey: "ca_certificate_pem", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.caCertificatePem, forKey: "ca_certificate_pem")
    }
}
