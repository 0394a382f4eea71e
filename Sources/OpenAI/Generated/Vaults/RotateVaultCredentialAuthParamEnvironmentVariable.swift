// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Replace the secret for an OpenAI-hosted environment credential.
///
/// The environment variable name and networking configuration remain unchanged.
///
/// - Schema: `#/components/schemas/RotateVaultCredentialAuthParamEnvironmentVariable`
public nonisolated struct RotateVaultCredentialAuthParamEnvironmentVariable: Codable, Equatable, Sendable, EmptyDecodable {
    /// The write-only replacement secret.
    ///
    /// Never returned in credential resources or supplied directly to sandbox code.
    /// Must be nonempty and must not contain carriage returns, newlines, or NUL bytes.
    public var secretValue: String

    /// The type of the object. Always `environment_variable`.
    public var type: String

    public init(
        secretValue: String
    ) {
        self.secretValue = secretValue
        self.type = "environment_variable"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            secretValue: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.secretValue = try container.decodeRequired(String.self, forKey: "secret_value", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "environment_variable")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.secretValue, forKey: "secret_value")
        try container.encode(self.type, forKey: "type")
    }
}
