// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The agent that produced this item.
///
/// - Schema: `#/components/schemas/BetaResponseConfigurationUpdateItemParamAgent`
public nonisolated struct BetaResponseConfigurationUpdateItemParamAgent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The canonical name of the agent that produced this item.
    public var agentName: String

    public init(
        agentName: String
    ) {
        self.agentName = agentName
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            agentName: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agentName = try container.decodeRequired(String.self, forKey: "agent_name", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.agentName, forKey: "agent_name")
    }
}
