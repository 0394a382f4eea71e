// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// FileListResponse
///
/// - Schema: `#/components/schemas/BetaFileListResponse`
public nonisolated struct BetaFileListResponse: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// List of file metadata objects.
    public var data: [BetaFileMetadataSchema]

    /// ID of the first file in this page of results.
    public var firstID: String?

    /// Whether there are more results available.
    public var hasMore: Bool?

    /// ID of the last file in this page of results.
    public var lastID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        data: [BetaFileMetadataSchema],
        firstID: String? = nil,
        hasMore: Bool? = nil,
        lastID: String? = nil
    ) {
        self.data = data
        self.firstID = firstID
        self.hasMore = hasMore
        self.lastID = lastID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.data = try container.decodeRequired([BetaFileMetadataSchema].self, forKey: "data", in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: "first_id")
        self.hasMore = try container.decodeIfPresent(Bool.self, forKey: "has_more")
        self.lastID = try container.decodeIfPresent(String.self, forKey: "last_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.data, forKey: "data")
        try container.encodeIfPresent(self.firstID, forKey: "first_id")
        try container.encodeIfPresent(self.hasMore, forKey: "has_more")
        try container.encodeIfPresent(self.lastID, forKey: "last_id")
    }
}

nonisolated extension NullableMember where Owner == BetaFileListResponse {
    public static var firstID: Self { Self("first_id") }
    public static var lastID: Self { Self("last_id") }
}
