// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/UsageDecisionsResponse`
public nonisolated struct UsageDecisionsResponse: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var data: [UsageDecisionsResponseData]

    public var hasMore: Bool

    public var nextPage: String?

    public var object: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        data: [UsageDecisionsResponseData],
        hasMore: Bool,
        nextPage: String? = nil
    ) {
        self.data = data
        self.hasMore = hasMore
        self.nextPage = nextPage
        self.object = "page"
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
        self.data = try container.decodeRequired([UsageDecisionsResponseData].self, forKey: "data", in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: "has_more", in: decoder)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: "next_page")
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "page")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.data, forKey: "data")
        try container.encode(self.hasMore, forKey: "has_more")
        try container.encodeIfPresent(self.nextPage, forKey: "next_page")
        try container.encode(self.object, forKey: "object")
    }
}

nonisolated extension NullableMember where Owner == UsageDecisionsResponse {
    public static var nextPage: Self { Self("next_page") }
}
