// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ListPaginatedFineTuningJobsResponse`
public nonisolated struct ListPaginatedFineTuningJobsResponse: Codable, Equatable, Sendable, EmptyDecodable {
    public var data: [FineTuningJob]

    public var hasMore: Bool

    public var object: String

    public init(
        data: [FineTuningJob],
        hasMore: Bool
    ) {
        self.data = data
        self.hasMore = hasMore
        self.object = "list"
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
        self.data = try container.decodeRequired([FineTuningJob].self, forKey: "data", in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: "has_more", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "list")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.data, forKey: "data")
        try container.encode(self.hasMore, forKey: "has_more")
        try container.encode(self.object, forKey: "object")
    }
}
