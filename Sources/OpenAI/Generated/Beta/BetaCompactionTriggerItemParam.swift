// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Compacts the current context. Must be the final input item.
///
/// - Schema: `#/components/schemas/BetaCompactionTriggerItemParam`
public struct BetaCompactionTriggerItemParam: Codable, Equatable, Sendable, EmptyDecodable {
    public var agent: Beta_AgentTagParam?

    /// The type of the item. Always `compaction_trigger`.
    public var type: String

    /// The unique ID of this compaction trigger.
    public var id: String?

    public init(
        agent: Beta_AgentTagParam? = nil,
        id: String? = nil
    ) {
        self.agent = agent
        self.type = "compaction_trigger"
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "compaction_trigger")
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.id, forKey: "id")
    }
}
