// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The compacted response object
///
/// - Schema: `#/components/schemas/CompactResource`
public nonisolated struct CompactResource: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The unique identifier for the compacted response.
    public var id: String

    /// The object type. Always `response.compaction`.
    public var object: String

    /// The compacted list of output items. This is a list of all user messages, followed by a single compaction item.
    public var output: [OpenAIResponses.OutputItem]

    /// Unix timestamp (in seconds) when the compacted conversation was created.
    public var createdAt: Int

    /// Token accounting for the compaction pass, including cached, reasoning, and total tokens.
    public var usage: ResponseUsage

    public var image: ResponsesCompactedResponseImage?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        output: [OpenAIResponses.OutputItem],
        createdAt: Int,
        usage: ResponseUsage,
        image: ResponsesCompactedResponseImage? = nil
    ) {
        self.id = id
        self.object = "response.compaction"
        self.output = output
        self.createdAt = createdAt
        self.usage = usage
        self.image = image
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            output: .emptyValue,
            createdAt: .emptyValue,
            usage: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "response.compaction")
        self.output = try container.decodeRequired([OpenAIResponses.OutputItem].self, forKey: "output", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.usage = try container.decodeRequired(ResponseUsage.self, forKey: "usage", in: decoder)
        self.image = try container.decodeIfPresent(ResponsesCompactedResponseImage.self, forKey: "image")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.output, forKey: "output")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.usage, forKey: "usage")
        try container.encodeIfPresent(self.image, forKey: "image")
    }
}

nonisolated extension NullableMember where Owner == CompactResource {
    public static var image: Self { Self("image") }
}
