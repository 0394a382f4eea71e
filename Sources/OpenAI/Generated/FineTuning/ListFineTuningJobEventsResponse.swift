// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ListFineTuningJobEventsResponse`
public nonisolated struct ListFineTuningJobEventsResponse: Codable, Equatable, Sendable, EmptyDecodable {
    public var data: [FineTuningJobEvent]

    public var object: String

    public var hasMore: Bool

    public init(
        data: [FineTuningJobEvent],
        hasMore: Bool
    ) {
        self.data = data
        self.object = "list"
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.data = try container.decodeRequired([FineTuningJobEvent].self, forKey: "data", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "list")
        self.hasMore = try container.decodeRequired(Bool.self, forKey: "has_more", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.data, forKey: "data")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.hasMore, forKey: "has_more")
    }
}
