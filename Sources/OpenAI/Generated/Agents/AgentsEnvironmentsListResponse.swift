// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct AgentsEnvironmentsListResponse: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var data: [EnvironmentInfo]

    public var hasMore: Bool?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        data: [EnvironmentInfo],
        hasMore: Bool? = nil
    ) {
        self.data = data
        self.hasMore = hasMore
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
        self.data = try container.decodeRequired([EnvironmentInfo].self, forKey: "data", in: decoder)
        self.hasMore = try container.decodeIfPresent(Bool.self, forKey: "has_more")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.data, forKey: "data")
        try container.encodeIfPresent(self.hasMore, forKey: "has_more")
    }
}

nonisolated extension NullableMember where Owner == AgentsEnvironmentsListResponse {
    public static var hasMore: Self { Self("has_more") }
}
