// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A user message sent to the session.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsDeploymentUserMessageEvent`
public nonisolated struct BetaManagedAgentsDeploymentUserMessageEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// Array of content blocks for the user message.
    public var content: [BetaManagedAgentsDeploymentUserMessageEventContent]

    public var type: String

    public init(
        content: [BetaManagedAgentsDeploymentUserMessageEventContent]
    ) {
        self.content = content
        self.type = "user.message"
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
        self.content = try container.decodeRequired([BetaManagedAgentsDeploymentUserMessageEventContent].self, forKey: "content", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user.message")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.type, forKey: "type")
    }
}
