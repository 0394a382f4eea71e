// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ContextManagementParam`
public nonisolated struct ContextManagementParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The context management entry type. Currently only 'compaction' is supported.
    public var type: String

    public var compactThreshold: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        type: String,
        compactThreshold: Int? = nil
    ) {
        self.type = type
        self.compactThreshold = compactThreshold
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
        self.compactThreshold = try container.decodeIfPresent(Int.self, forKey: "compact_threshold")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.compactThreshold, forKey: "compact_threshold")
    }
}

nonisolated extension NullableMember where Owner == ContextManagementParam {
    public static var compactThreshold: Self { Self("compact_threshold") }
}
