// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/UsageDecisionsResponseData`
public nonisolated struct UsageDecisionsResponseData: Codable, Equatable, Sendable, EmptyDecodable {
    public var endTime: Int

    public var object: String

    public var results: [UsageDecisionsResponseDataResult]

    public var startTime: Int

    public init(
        endTime: Int,
        results: [UsageDecisionsResponseDataResult],
        startTime: Int
    ) {
        self.endTime = endTime
        self.object = "bucket"
        self.results = results
        self.startTime = startTime
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            endTime: .emptyValue,
            results: .emptyValue,
            startTime: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.endTime = try container.decodeRequired(Int.self, forKey: "end_time", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "bucket")
        self.results = try container.decodeRequired([UsageDecisionsResponseDataResult].self, forKey: "results", in: decoder)
        self.startTime = try container.decodeRequired(Int.self, forKey: "start_time", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.endTime, forKey: "end_time")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.results, forKey: "results")
        try container.encode(self.startTime, forKey: "start_time")
    }
}
