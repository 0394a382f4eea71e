// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A coordinator topology: the session's primary thread orchestrates work by spawning session threads, each running an agent drawn from the `agents` roster.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMultiagentCoordinatorParams`
public nonisolated struct BetaManagedAgentsMultiagentCoordinatorParams: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// Agents the coordinator may spawn as session threads. 1–20 entries. Each entry is an agent ID string, a versioned `{"type":"agent","id","version"}` reference, or `{"type":"self"}` to allow recursive self-invocation. Entries must reference distinct agents (after resolving `self` and string forms); at most one `self`. Referenced agents must exist, must not be archived, and must not themselves have `multiagent` set (depth limit 1).
    public var agents: [BetaManagedAgentsMultiagentRosterEntryParams]

    public init(
        agents: [BetaManagedAgentsMultiagentRosterEntryParams]
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
        self.agents = try container.decodeRequired([BetaManagedAgentsMultiagentRosterEntryParams].self, forKey: "agents", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.agents, forKey: "agents")
    }
}
