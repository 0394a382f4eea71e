// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct AgentsEnvironmentsCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The required hosting type and its configuration.
    public var environment: EnvironmentCreateParamsEnvironment

    /// The IDs of up to 10 vaults made available to an OpenAI-hosted environment.
    public var vaultIDs: [String]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        environment: EnvironmentCreateParamsEnvironment,
        vaultIDs: [String]? = nil
    ) {
        self.environment = environment
        self.vaultIDs = vaultIDs
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            environment: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.environment = try container.decodeRequired(EnvironmentCreateParamsEnvironment.self, forKey: "environment", in: decoder)
        self.vaultIDs = try container.decodeIfPresent([String].self, forKey: "vault_ids")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.environment, forKey: "environment")
        try container.encodeIfPresent(self.vaultIDs, forKey: "vault_ids")
    }
}

nonisolated extension NullableMember where Owner == AgentsEnvironmentsCreateRequest {
    public static var vaultIDs: Self { Self("vault_ids") }
}
