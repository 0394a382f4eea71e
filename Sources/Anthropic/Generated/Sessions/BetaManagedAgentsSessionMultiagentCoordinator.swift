// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Resolved coordinator topology with full agent definitions for each roster member.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionMultiagentCoordinator`
public nonisolated struct BetaManagedAgentsSessionMultiagentCoordinator: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// Full `agent` definitions the coordinator may spawn as session threads.
    public var agents: [BetaManagedAgentsSessionThreadAgent]

    public init(
        agents: [BetaManagedAgentsSessionThreadAgent]
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
        self.agents = try container.decodeRequired([BetaManagedAgentsSessionThreadAgent].self, forKey: "agents", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.agents, forKey: "agents")
    }
}
