// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateConversationBody`
public struct CreateConversationBody: Codable, Hashable, Sendable, EmptyDecodable {
    public var metadata: OpenAI.Metadata?

    public var items: [OpenAI.InputItem]?

    public init(
        metadata: OpenAI.Metadata? = nil,
        items: [OpenAI.InputItem]? = nil
    ) {
        self.metadata = metadata
        self.items = items
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.metadata = try container.decodeIfPresent(OpenAI.Metadata.self, forKey: "metadata")
        self.items = try container.decodeIfPresent([OpenAI.InputItem].self, forKey: "items")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.items, forKey: "items")
    }
}
