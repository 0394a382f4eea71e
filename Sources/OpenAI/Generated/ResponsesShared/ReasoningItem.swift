// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A description of the chain of thought used by a reasoning model while generating
/// a response. Be sure to include these items in your `input` to the Responses API
/// for subsequent turns of a conversation if you are manually
/// [managing context](https://platform.openai.com/docs/guides/conversation-state).
///
/// - Schema: `#/components/schemas/ReasoningItem`
public nonisolated struct ReasoningItem: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of the object. Always `reasoning`.
    public var type: String

    /// The unique identifier of the reasoning content.
    public var id: String

    public var encryptedContent: String?

    /// Reasoning summary content.
    public var summary: [OpenAIResponses.Summary]

    /// Reasoning text content.
    public var content: [ReasoningTextContent]?

    /// The status of the item. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when items are returned via API.
    public var status: ReasoningItem.Status?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        summary: [OpenAIResponses.Summary],
        encryptedContent: String? = nil,
        content: [ReasoningTextContent]? = nil,
        status: ReasoningItem.Status? = nil
    ) {
        self.type = "reasoning"
        self.id = id
        self.encryptedContent = encryptedContent
        self.summary = summary
        self.content = content
        self.status = status
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            summary: .emptyValue
        )
    }

    /// The status of the item. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when items are returned via API.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case inProgress
        case completed
        case incomplete
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_progress": self = .inProgress
            case "completed": self = .completed
            case "incomplete": self = .incomplete
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inProgress: "in_progress"
            case .completed: "completed"
            case .incomplete: "incomplete"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "reasoning")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.encryptedContent = try container.decodeIfPresent(String.self, forKey: "encrypted_content")
        self.summary = try container.decodeRequired([OpenAIResponses.Summary].self, forKey: "summary", in: decoder)
        self.content = try container.decodeIfPresent([ReasoningTextContent].self, forKey: "content")
        self.status = try container.decodeIfPresent(ReasoningItem.Status.self, forKey: "status")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.encryptedContent, forKey: "encrypted_content")
        try container.encode(self.summary, forKey: "summary")
        try container.encodeIfPresent(self.content, forKey: "content")
        try container.encodeIfPresent(self.status, forKey: "status")
    }
}

nonisolated extension NullableMember where Owner == ReasoningItem {
    public static var encryptedContent: Self { Self("encrypted_content") }
}
