// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Metadata for an HTTP credential used only in OpenAI-hosted environments.
///
/// Sandbox code receives a placeholder. The proxy substitutes the secret for allowed HTTPS destinations on ports 443 and 8443. The real secret is not available to sandbox code for local computation and is never returned in this resource.
///
/// - Schema: `#/components/schemas/VaultCredentialAuthResourceEnvironmentVariable`
public nonisolated struct VaultCredentialAuthResourceEnvironmentVariable: Codable, Equatable, Sendable, EmptyDecodable {
    /// The destinations where the proxy can substitute the secret, subject to the
    /// environment network policy.
    public var networking: CredentialNetworking

    /// The environment variable name that receives the placeholder in the sandbox.
    public var secretName: String

    /// The type of the object. Always `environment_variable`.
    public var type: String

    public init(
        networking: CredentialNetworking,
        secretName: String
    ) {
        self.networking = networking
        self.secretName = secretName
        self.type = "environment_variable"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            networking: .emptyValue,
            secretName: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.networking = try container.decodeRequired(CredentialNetworking.self, forKey: "networking", in: decoder)
        self.secretName = try container.decodeRequired(String.self, forKey: "secret_name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "environment_variable")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.networking, forKey: "networking")
        try container.encode(self.secretName, forKey: "secret_name")
        try container.encode(self.type, forKey: "type")
    }
}
