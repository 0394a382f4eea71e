// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Environment variable credential details. The secret value is never returned.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsEnvironmentVariableAuthResponse`
public nonisolated struct BetaManagedAgentsEnvironmentVariableAuthResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// Where in the outbound request the secret value is substituted.
    public var injectionLocation: BetaManagedAgentsInjectionLocationResponse

    /// Outbound hosts the secret value is substituted on.
    public var networking: BetaManagedAgentsEnvironmentVariableAuthResponseNetworking

    /// Name of the environment variable.
    public var secretName: String

    public var type: String

    public init(
        injectionLocation: BetaManagedAgentsInjectionLocationResponse,
        networking: BetaManagedAgentsEnvironmentVariableAuthResponseNetworking,
        secretName: String
    ) {
        self.injectionLocation = injectionLocation
        self.networking = networking
        self.secretName = secretName
        self.type = "environment_variable"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            injectionLocation: .emptyValue,
            networking: .emptyValue,
            secretName: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.injectionLocation = try container.decodeRequired(BetaManagedAgentsInjectionLocationResponse.self, forKey: "injection_location", in: decoder)
        self.networking = try container.decodeRequired(BetaManagedAgentsEnvironmentVariableAuthResponseNetworking.self, forKey: "networking", in: decoder)
        self.secretName = try container.decodeRequired(String.self, forKey: "secret_name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "environment_variable")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.injectionLocation, forKey: "injection_location")
        try container.encode(self.networking, forKey: "networking")
        try container.encode(self.secretName, forKey: "secret_name")
        try container.encode(self.type, forKey: "type")
    }
}
