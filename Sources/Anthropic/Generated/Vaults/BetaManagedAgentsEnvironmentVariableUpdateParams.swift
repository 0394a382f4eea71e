// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for updating an environment variable credential.
///
/// `secret_name` is immutable.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsEnvironmentVariableUpdateParams`
public nonisolated struct BetaManagedAgentsEnvironmentVariableUpdateParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Updated injection location.
    public var injectionLocation: BetaManagedAgentsInjectionLocationUpdateParams?

    /// The new networking scope, which replaces the stored one as a whole.
    public var networking: BetaManagedAgentsCredentialNetworkingParams?

    /// The new secret value to replace the stored one.
    public var secretValue: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        injectionLocation: BetaManagedAgentsInjectionLocationUpdateParams? = nil,
        networking: BetaManagedAgentsCredentialNetworkingParams? = nil,
        secretValue: String? = nil
    ) {
        self.injectionLocation = injectionLocation
        self.networking = networking
        self.secretValue = secretValue
        self.type = "environment_variable"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.injectionLocation = try container.decodeIfPresent(BetaManagedAgentsInjectionLocationUpdateParams.self, forKey: "injection_location")
        self.networking = try container.decodeIfPresent(BetaManagedAgentsCredentialNetworkingParams.self, forKey: "networking")
        self.secretValue = try container.decodeIfPresent(String.self, forKey: "secret_value")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "environment_variable")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.injectionLocation, forKey: "injection_location")
        try container.encodeIfPresent(self.networking, forKey: "networking")
        try container.encodeIfPresent(self.secretValue, forKey: "secret_value")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsEnvironmentVariableUpdateParams {
    public static var networking: Self { Self("networking") }
    public static var secretValue: Self { Self("secret_value") }
}
