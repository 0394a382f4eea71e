// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Privileged context for the accompanying turn and all subsequent turns, appended to the session's system context as a `role: "system"` turn rather than replacing the top-level system prompt.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsDeploymentSystemMessageEvent`
public nonisolated struct BetaManagedAgentsDeploymentSystemMessageEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// System content blocks to append. Text-only.
    public var content: [BetaManagedAgentsSystemContentBlock]

    public var type: String

    public init(
        content: [BetaManagedAgentsSystemContentBlock]
    ) {
        self.content = content
        self.type = "system.message"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired([BetaManagedAgentsSystemContentBlock].self, forKey: "content", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "system.message")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.type, forKey: "type")
    }
}
