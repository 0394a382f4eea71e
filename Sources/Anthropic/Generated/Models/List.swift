// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ListResponse[MessageBatch]
///
/// - Schema: `#/components/schemas/ListResponse_MessageBatch_`
public struct ListResponse_MessageBatch_: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case data
        case firstID = "first_id"
        case hasMore = "has_more"
        case lastID = "last_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeRequired([MessageBatch].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.hasMore, forKey: .hasMore)
        try container.encode(self.lastID, forKey: .lastID)
    }
}

/// ListResponse[ModelInfo]
///
/// - Schema: `#/components/schemas/ListResponse_ModelInfo_`
public struct ListResponse_ModelInfo_: Codable, Hashable, Sendable, EmptyDecodable {
    /// Data
    public var data: [ModelInfo]

    /// First ID in the `data` list. Can be used as the `before_id` for the previous page.
    public var firstID: String?

    /// Indicates if there are more results in the requested page direction.
    public var hasMore: Bool

    /// Last ID in the `data` list. Can be used as the `after_id` for the next page.
    public var lastID: String?

    public init(
        data: [ModelInfo],
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

    enum CodingKeys: String, CodingKey {
        case data
        case firstID = "first_id"
        case hasMore = "has_more"
        case lastID = "last_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeRequired([ModelInfo].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.hasMore, forKey: .hasMore)
        try container.encode(self.lastID, forKey: .lastID)
    }
}
