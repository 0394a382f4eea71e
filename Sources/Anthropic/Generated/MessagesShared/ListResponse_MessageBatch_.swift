// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ListResponse[MessageBatch]
///
/// - Schema: `#/components/schemas/ListResponse_MessageBatch_`
public nonisolated struct ListResponse_MessageBatch_: Codable, Equatable, Sendable, EmptyDecodable {
    /// Data
    public var data: [MessageBatch]

    /// First ID in the `data` list. Can be used as the `before_id` for the previous page.
    public var firstID: String?

    /// Indicates if there are more results in the requested page direction.
    public var hasMore: Bool

    /// Last ID in the `data` list. Can be used as the `after_id` for the next page.
    public var lastID: String?

    public init(
        data: [MessageBatch],
        firstID: String?,
        hasMore: Bool,
        lastID: String?
    ) {
        self.data = data
        self.firstID = firstID
        self.hasMore = hasMore
        self.lastID = lastID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            firstID: nil,
            hasMore: .emptyValue,
            lastID: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.data = try container.decodeRequired([MessageBatch].self, forKey: "data", in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: "first_id")
        self.hasMore = try container.decodeRequired(Bool.self, forKey: "has_more", in: decoder)
        self.lastID = try container.decodeIfPresent(String.self, forKey: "last_id")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.data, forKey: "data")
        try container.encode(self.firstID, forKey: "first_id")
        try container.encode(self.hasMore, forKey: "has_more")
        try container.encode(self.lastID, forKey: "last_id")
    }
}
