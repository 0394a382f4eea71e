// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A list of Response items.
///
/// - Schema: `#/components/schemas/ResponseItemList`
public nonisolated struct ResponseItemList: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of object returned, must be `list`.
    public var object: String

    /// A list of items used to generate this response.
    public var data: [ItemResource]

    /// Whether there are more items available.
    public var hasMore: Bool

    /// The ID of the first item in the list.
    public var firstID: String

    /// The ID of the last item in the list.
    public var lastID: String

    public init(
        data: [ItemResource],
        hasMore: Bool,
        firstID: String,
        lastID: String
    ) {
        self.object = "list"
        self.data = data
        self.hasMore = hasMore
        self.firstID = firstID
        self.lastID = lastID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue,
            firstID: .emptyValue,
            lastID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "list")
        self.data = try container.decodeRequired([ItemResource].self, forKey: "data", in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: "has_more", in: decoder)
        self.firstID = try container.decodeRequired(String.self, forKey: "first_id", in: decoder)
        self.lastID = try container.decodeRequired(String.self, forKey: "last_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.data, forKey: "data")
        try container.encode(self.hasMore, forKey: "has_more")
        try container.encode(self.firstID, forKey: "first_id")
        try container.encode(self.lastID, forKey: "last_id")
    }
}
