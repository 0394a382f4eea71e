// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An object representing a list of Chat Completions.
///
/// - Schema: `#/components/schemas/ChatCompletionList`
public struct ChatCompletionList: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of this object. It is always set to "list".
    public var object: String

    /// An array of chat completion objects.
    public var data: [CreateChatCompletionResponse]

    /// The identifier of the first chat completion in the data array.
    public var firstID: String

    /// The identifier of the last chat completion in the data array.
    public var lastID: String

    /// Indicates whether there are more Chat Completions available.
    public var hasMore: Bool

    public init(
        data: [CreateChatCompletionResponse],
        firstID: String,
        lastID: String,
        hasMore: Bool
    ) {
        self.object = "list"
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            firstID: .emptyValue,
            lastID: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.data = try container.decodeRequired([CreateChatCompletionResponse].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeRequired(String.self, forKey: .firstID, in: decoder)
        self.lastID = try container.decodeRequired(String.self, forKey: .lastID, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}
