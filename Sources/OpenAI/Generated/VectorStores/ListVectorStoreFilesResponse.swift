// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ListVectorStoreFilesResponse`
public nonisolated struct ListVectorStoreFilesResponse: Codable, Equatable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [VectorStoreFileObject]

    public var firstID: String

    public var lastID: String

    public var hasMore: Bool

    public init(
        object: String,
        data: [VectorStoreFileObject],
        firstID: String,
        lastID: String,
        hasMore: Bool
    ) {
        self.object = object
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            object: .emptyValue,
            data: .emptyValue,
            firstID: .emptyValue,
            lastID: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder)
        self.data = try container.decodeRequired([VectorStoreFileObject].self, forKey: "data", in: decoder)
        self.firstID = try container.decodeRequired(String.self, forKey: "first_id", in: decoder)
        self.lastID = try container.decodeRequired(String.self, forKey: "last_id", in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: "has_more", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.data, forKey: "data")
        try container.encode(self.firstID, forKey: "first_id")
        try container.encode(self.lastID, forKey: "last_id")
        try container.encode(self.hasMore, forKey: "has_more")
    }
}
