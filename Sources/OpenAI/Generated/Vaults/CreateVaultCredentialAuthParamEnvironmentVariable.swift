// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An HTTP credential for OpenAI-hosted environments only.
///
/// The sandbox receives an environment variable containing a placeholder, not the secret. Use the placeholder unchanged in outgoing requests. The egress proxy replaces the placeholder with the secret for allowed HTTPS destinations on ports 443 and 8443. Sandbox code cannot read the real secret or use it for local computation, such as signing a request.
///
/// - Schema: `#/components/schemas/CreateVaultCredentialAuthParamEnvironmentVariable`
public nonisolated struct CreateVaultCredentialAuthParamEnvironmentVariable: Codable, Equatable, Sendable, EmptyDecodable {
    /// The destinations where the proxy can substitute this secret.
    ///
    /// The environment network policy must also allow them.
    public var networking: CredentialNetworkingParam

    /// The environment variable name that receives the placeholder, such as
    /// `SERVICE_API_KEY`. Use ASCII letters, digits, and underscores, starting with a
    /// letter or underscore. Names starting with `CODEX_` and managed proxy or
    /// certificate variable names are reserved.
    public var secretName: String

    /// The write-only secret to store.
    ///
    /// Never returned in credential resources or supplied directly to sandbox code.
    /// Must be nonempty and must not contain carriage returns, newlines, or NUL bytes.
    public var secretValue: String

    /// The type of the object. Always `environment_variable`.
    public var type: String

    public init(
        networking: CredentialNetworkingParam,
        secretName: String,
        secretValue: String
    ) {
        self.networking = networking
        self.secretName = secretName
        self.secretValue = secretValue
        self.type = "environment_variable"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            networking: .emptyValue,
            secretName: .emptyValue,
            secretValue: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.networking = try container.decodeRequired(CredentialNetworkingParam.self, forKey: "networking", in: decoder)
        self.secretName = try container.decodeRequired(String.self, forKey: "secret_name", in: decoder)
        self.secretValue = try container.decodeRequired(String.self, forKey: "secret_value", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "environment_variable")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.networking, forKey: "networking")
        try container.encode(self.secretName, forKey: "secret_name")
        try container.encode(self.secretValue, forKey: "secret_value")
        try container.encode(self.type, forKey: "type")
    }
}
