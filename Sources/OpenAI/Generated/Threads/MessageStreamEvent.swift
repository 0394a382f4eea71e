// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/MessageStreamEvent`
public nonisolated enum MessageStreamEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// Occurs when a [message](https://platform.openai.com/docs/api-reference/messages/object) is created.
    ///
    /// - `event`: `thread.message.created`
    case threadMessageCreated(MessageStreamEvent.ThreadMessageCreated)
    /// Occurs when a [message](https://platform.openai.com/docs/api-reference/messages/object) moves to an `in_progress` state.
    ///
    /// - `event`: `thread.message.in_progress`
    case threadMessageInProgress(MessageStreamEvent.ThreadMessageInProgress)
    /// Occurs when parts of a [Message](https://platform.openai.com/docs/api-reference/messages/object) are being streamed.
    ///
    /// - `event`: `thread.message.delta`
    case threadMessageDelta(MessageStreamEvent.ThreadMessageDelta)
    /// Occurs when a [message](https://platform.openai.com/docs/api-reference/messages/object) is completed.
    ///
    /// - `event`: `thread.message.completed`
    case threadMessageCompleted(MessageStreamEvent.ThreadMessageCompleted)
    /// Occurs when a [message](https://platform.openai.com/docs/api-reference/messages/object) ends before it is completed.
    ///
    /// - `event`: `thread.message.incomplete`
    case threadMessageIncomplete(MessageStreamEvent.ThreadMessageIncomplete)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    /// Occurs when a [message](https://platform.openai.com/docs/api-reference/messages/object) is created.
    public nonisolated struct ThreadMessageCreated: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: MessageObject

        public init(
            data: MessageObject
        ) {
            self.event = "thread.message.created"
            self.data = data
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
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.message.created")
            self.data = try container.decodeRequired(MessageObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    /// Occurs when a [message](https://platform.openai.com/docs/api-reference/messages/object) moves to an `in_progress` state.
    public nonisolated struct ThreadMessageInProgress: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: MessageObject

        public init(
            data: MessageObject
        ) {
            self.event = "thread.message.in_progress"
            self.data = data
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
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.message.in_progress")
            self.data = try container.decodeRequired(MessageObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    /// Occurs when parts of a [Message](https://platform.openai.com/docs/api-reference/messages/object) are being streamed.
    public nonisolated struct ThreadMessageDelta: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: MessageDeltaObject

        public init(
            data: MessageDeltaObject
        ) {
            self.event = "thread.message.delta"
            self.data = data
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
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.message.delta")
            self.data = try container.decodeRequired(MessageDeltaObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    /// Occurs when a [message](https://platform.openai.com/docs/api-reference/messages/object) is completed.
    public nonisolated struct ThreadMessageCompleted: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: MessageObject

        public init(
            data: MessageObject
        ) {
            self.event = "thread.message.completed"
            self.data = data
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
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.message.completed")
            self.data = try container.decodeRequired(MessageObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    /// Occurs when a [message](https://platform.openai.com/docs/api-reference/messages/object) ends before it is completed.
    public nonisolated struct ThreadMessageIncomplete: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: MessageObject

        public init(
            data: MessageObject
        ) {
            self.event = "thread.message.incomplete"
            self.data = data
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
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.message.incomplete")
            self.data = try container.decodeRequired(MessageObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "event") {
            switch tag {
            case "thread.message.created": self = .threadMessageCreated(try MessageStreamEvent.ThreadMessageCreated(from: decoder)); return
            case "thread.message.in_progress": self = .threadMessageInProgress(try MessageStreamEvent.ThreadMessageInProgress(from: decoder)); return
            case "thread.message.delta": self = .threadMessageDelta(try MessageStreamEvent.ThreadMessageDelta(from: decoder)); return
            case "thread.message.completed": self = .threadMessageCompleted(try MessageStreamEvent.ThreadMessageCompleted(from: decoder)); return
            case "thread.message.incomplete": self = .threadMessageIncomplete(try MessageStreamEvent.ThreadMessageIncomplete(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .threadMessageCreated(let value): try value.encode(to: encoder)
        case .threadMessageInProgress(let value): try value.encode(to: encoder)
        case .threadMessageDelta(let value): try value.encode(to: encoder)
        case .threadMessageCompleted(let value): try value.encode(to: encoder)
        case .threadMessageIncomplete(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
