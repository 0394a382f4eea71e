// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsAgentThinkingPreview`
public nonisolated struct BetaManagedAgentsAgentThinkingPreview: Codable, Equatable, Sendable, EmptyDecodable {
    /// The id the buffered agent.thinking will carry if it is emitted.
    ///
    /// Start-only — no event_delta events follow.
    public var id: String

    public var type: String

    public init(
        id: String
    ) {
        self.id = id
        self.type = "agent.thinking"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent.thinking")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
    }
}
