// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Resolved coordinator topology with a concrete agent roster.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMultiagentCoordinator`
public nonisolated struct BetaManagedAgentsMultiagentCoordinator: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// Agents the coordinator may spawn as session threads, each resolved to a specific version.
    public var agents: [BetaManagedAgentsAgentReference]

    public init(
        agents: [BetaManagedAgentsAgentReference]
    ) {
        self.type = "coordinator"
        self.agents = agents
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            agents: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "coordinator")
        self.agents = try container.decodeRequired([BetaManagedAgentsAgentReference].self, forKey: "agents", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.agents, forKey: "agents")
    }
}
