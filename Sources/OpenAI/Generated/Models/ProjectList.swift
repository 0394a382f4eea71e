// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProjectListResponse`
public struct ProjectListResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [OpenAI.Project]

    public var firstID: String?

    public var lastID: String?

    public var hasMore: Bool

    public init(
        data: [OpenAI.Project],
        hasMore: Bool,
        firstID: String? = nil,
        lastID: String? = nil
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
        self.data = try container.decodeRequired([OpenAI.Project].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.firstID, forKey: .firstID)
        try container.encodeIfPresent(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}
