// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsDeltaContent`
public nonisolated struct BetaManagedAgentsDeltaContent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// A partial element of the content array at index, typed like the element itself —
    /// the same shape the buffered agent.message carries in content.
    public var content: BetaManagedAgentsTextBlock

    /// Which entry in the previewed event's content array this fragment lands in.
    ///
    /// Insert content as that entry when the index is new; append to the existing entry
    /// otherwise.
    public var index: Int?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        content: BetaManagedAgentsTextBlock,
        index: Int? = nil
    ) {
        self.content = content
        self.index = index
        self.type = "content_delta"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired(BetaManagedAgentsTextBlock.self, forKey: "content", in: decoder)
        self.index = try container.decodeIfPresent(Int.self, forKey: "index")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "content_delta")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.content, forKey: "content")
        try container.encodeIfPresent(self.index, forKey: "index")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsDeltaContent {
    public static var index: Self { Self("index") }
}
