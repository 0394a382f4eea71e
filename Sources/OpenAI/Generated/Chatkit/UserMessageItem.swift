// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// User-authored messages within a thread.
///
/// - Schema: `#/components/schemas/UserMessageItem`
public nonisolated struct UserMessageItem: Codable, Equatable, Sendable, EmptyDecodable {
    /// Identifier of the thread item.
    public var id: String

    /// Type discriminator that is always `chatkit.thread_item`.
    public var object: String

    /// Unix timestamp (in seconds) for when the item was created.
    public var createdAt: Int

    /// Identifier of the parent thread.
    public var threadID: String

    public var type: String

    /// Ordered content elements supplied by the user.
    public var content: [UserMessageItem.ContentItem]

    /// Attachments associated with the user message. Defaults to an empty list.
    public var attachments: [OpenAIPlatform.Attachment]

    public var inferenceOptions: InferenceOptions?

    public init(
        id: String,
        createdAt: Int,
        threadID: String,
        content: [UserMessageItem.ContentItem],
        attachments: [OpenAIPlatform.Attachment],
        inferenceOptions: InferenceOptions?
    ) {
        self.id = id
        self.object = "chatkit.thread_item"
        self.createdAt = createdAt
        self.threadID = threadID
        self.type = "chatkit.user_message"
        self.content = content
        self.attachments = attachments
        self.inferenceOptions = inferenceOptions
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            threadID: .emptyValue,
            content: .emptyValue,
            attachments: .emptyValue,
            inferenceOptions: nil
        )
    }

    /// Content blocks that comprise a user message.
    public nonisolated enum ContentItem: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `input_text`
        case inputText(UserMessageInputText)
        /// - `type`: `quoted_text`
        case quotedText(UserMessageQuotedText)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "input_text": self = .inputText(try UserMessageInputText(from: decoder)); return
                case "quoted_text": self = .quotedText(try UserMessageQuotedText(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .inputText(let value): try value.encode(to: encoder)
            case .quotedText(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "chatkit.thread_item")
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.threadID = try container.decodeRequired(String.self, forKey: "thread_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "chatkit.user_message")
        self.content = try container.decodeRequired([UserMessageItem.ContentItem].self, forKey: "content", in: decoder)
        self.attachments = try container.decodeRequired([OpenAIPlatform.Attachment].self, forKey: "attachments", in: decoder)
        self.inferenceOptions = try container.decodeIfPresent(InferenceOptions.self, forKey: "inference_options")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.threadID, forKey: "thread_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.content, forKey: "content")
        try container.encode(self.attachments, forKey: "attachments")
        try container.encode(self.inferenceOptions, forKey: "inference_options")
    }
}
