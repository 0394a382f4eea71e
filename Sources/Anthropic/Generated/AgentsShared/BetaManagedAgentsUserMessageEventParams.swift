// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for sending a user message to the session.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserMessageEventParams`
public nonisolated struct BetaManagedAgentsUserMessageEventParams: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// Array of content blocks for the user message.
    public var content: [BetaManagedAgentsUserContentBlock]

    public init(
        content: [BetaManagedAgentsUserContentBlock]
    ) {
        self.type = "user.message"
        self.content = content
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user.message")
        self.content = try container.decodeRequired([BetaManagedAgentsUserContentBlock].self, forKey: "content", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.content, forKey: "content")
    }
}
