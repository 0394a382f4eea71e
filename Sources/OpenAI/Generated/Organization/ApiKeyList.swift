// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ApiKeyList`
public nonisolated struct ApiKeyList: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var object: String

    public var data: [AdminApiKey]

    public var hasMore: Bool

    public var firstID: String?

    public var lastID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        data: [AdminApiKey],
        hasMore: Bool,
        firstID: String? = nil,
        lastID: String? = nil
    ) {
        self.object = "list"
        self.data = data
        self.hasMore = hasMore
        self.firstID = firstID
        self.lastID = lastID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "list")
        self.data = try container.decodeRequired([AdminApiKey].self, forKey: "data", in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: "has_more", in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: "first_id")
        self.lastID = try container.decodeIfPresent(String.self, forKey: "last_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.data, forKey: "data")
        try container.encode(self.hasMore, forKey: "has_more")
        try container.encodeIfPresent(self.firstID, forKey: "first_id")
        try container.encodeIfPresent(self.lastID, forKey: "last_id")
    }
}

nonisolated extension NullableMember where Owner == ApiKeyList {
    public static var firstID: Self { Self("first_id") }
    public static var lastID: Self { Self("last_id") }
}
