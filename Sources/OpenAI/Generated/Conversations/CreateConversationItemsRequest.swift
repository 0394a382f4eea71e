// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct CreateConversationItemsRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// The items to add to the conversation. You may add up to 20 items at a time.
    public var items: [OpenAIResponses.InputItem]

    public init(
        items: [OpenAIResponses.InputItem]
    ) {
        self.items = items
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            items: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.items = try container.decodeRequired([OpenAIResponses.InputItem].self, forKey: "items", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.items, forKey: "items")
    }
}
