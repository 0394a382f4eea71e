// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents a message delta i.e. any changed fields on a message during streaming.
///
/// - Schema: `#/components/schemas/MessageDeltaObject`
public nonisolated struct MessageDeltaObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The identifier of the message, which can be referenced in API endpoints.
    public var id: String

    /// The object type, which is always `thread.message.delta`.
    public var object: String

    /// The delta containing the fields that have changed on the Message.
    public var delta: MessageDeltaObject.Delta

    public init(
        id: String,
        delta: MessageDeltaObject.Delta
    ) {
        self.id = id
        self.object = "thread.message.delta"
        self.delta = delta
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            delta: .emptyValue
        )
    }

    /// The delta containing the fields that have changed on the Message.
    public nonisolated struct Delta: Codable, Equatable, Sendable, EmptyDecodable {
        /// The entity that produced the message. One of `user` or `assistant`.
        public var role: MessageDeltaObject.Delta.Role?

        /// The content of the message in array of text and/or images.
        public var content: [MessageContentDelta]?

        public init(
            role: MessageDeltaObject.Delta.Role? = nil,
            content: [MessageContentDelta]? = nil
        ) {
            self.role = role
            self.content = content
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The entity that produced the message. One of `user` or `assistant`.
        public nonisolated enum Role: OpenEnum, EmptyDecodable {
            case user
            case assistant
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "user": self = .user
                case "assistant": self = .assistant
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .user: "user"
                case .assistant: "assistant"
                case .unknown(let value): value
                }
            }
        }

        /// Formerly a type of its own; the spec now names it `MessageContentDelta`.
        @available(*, deprecated, renamed: "MessageContentDelta")
        public typealias ContentItem = MessageContentDelta

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.role = try container.decodeIfPresent(MessageDeltaObject.Delta.Role.self, forKey: "role")
            self.content = try container.decodeIfPresent([MessageContentDelta].self, forKey: "content")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.role, forKey: "role")
            try container.encodeIfPresent(self.content, forKey: "content")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "thread.message.delta")
        self.delta = try container.decodeRequired(MessageDeltaObject.Delta.self, forKey: "delta", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.delta, forKey: "delta")
    }
}
