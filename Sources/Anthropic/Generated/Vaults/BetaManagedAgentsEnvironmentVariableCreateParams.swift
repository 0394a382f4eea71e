// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for creating an environment variable credential.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsEnvironmentVariableCreateParams`
public nonisolated struct BetaManagedAgentsEnvironmentVariableCreateParams: Codable, Equatable, Sendable, EmptyDecodable {
    /// Where in the outbound request the secret value may be substituted.
    public var injectionLocation: BetaManagedAgentsInjectionLocationParams?

    /// Outbound hosts the secret value is substituted on.
    public var networking: BetaManagedAgentsCredentialNetworkingParams

    /// Name of the environment variable. Immutable after create.
    public var secretName: String

    /// The secret to substitute into the agent's outbound requests.
    ///
    /// It's write-only and never returned in responses.
    public var secretValue: String

    public var type: String

    public init(
        networking: BetaManagedAgentsCredentialNetworkingParams,
        secretName: String,
        secretValue: String,
        injectionLocation: BetaManagedAgentsInjectionLocationParams? = nil
    ) {
        self.injectionLocation = injectionLocation
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
        self.injectionLocation = try container.decodeIfPresent(BetaManagedAgentsInjectionLocationParams.self, forKey: "injection_location")
        self.networking = try container.decodeRequired(BetaManagedAgentsCredentialNetworkingParams.self, forKey: "networking", in: decoder)
        self.secretName = try container.decodeRequired(String.self, forKey: "secret_name", in: decoder)
        self.secretValue = try container.decodeRequired(String.self, forKey: "secret_value", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "environment_variable")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.injectionLocation, forKey: "injection_location")
        try container.encode(self.networking, forKey: "networking")
        try container.encode(self.secretName, forKey: "secret_name")
        try container.encode(self.secretValue, forKey: "secret_value")
        try container.encode(self.type, forKey: "type")
    }
}
