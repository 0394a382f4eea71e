// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The item to add to the conversation.
///
/// - Schema: `#/components/schemas/RealtimeConversationItemWithReference`
public nonisolated struct RealtimeConversationItemWithReference: Codable, Equatable, Sendable, EmptyDecodable {
    /// For an item of type (`message` | `function_call` | `function_call_output`)
    /// this field allows the client to assign the unique ID of the item. It is
    /// not required because the server will generate one if not provided.
    ///
    /// For an item of type `item_reference`, this field is required and is a
    /// reference to any item that has previously existed in the conversation.
    public var id: String?

    /// The type of the item (`message`, `function_call`, `function_call_output`, `item_reference`).
    public var type: RealtimeConversationItemWithReference.Kind?

    /// Identifier for the API object being returned - always `realtime.item`.
    public var object: String?

    /// The status of the item (`completed`, `incomplete`, `in_progress`). These have no effect
    /// on the conversation, but are accepted for consistency with the
    /// `conversation.item.created` event.
    public var status: RealtimeConversationItemWithReference.Status?

    /// The role of the message sender (`user`, `assistant`, `system`), only
    /// applicable for `message` items.
    public var role: RealtimeConversationItemWithReference.Role?

    /// The content of the message, applicable for `message` items.
    /// - Message items of role `system` support only `input_text` content
    /// - Message items of role `user` support `input_text` and `input_audio`
    ///   content
    /// - Message items of role `assistant` support `text` content.
    public var content: [RealtimeConversationItemWithReference.ContentItem]?

    /// The ID of the function call (for `function_call` and
    /// `function_call_output` items). If passed on a `function_call_output`
    /// item, the server will check that a `function_call` item with the same
    /// ID exists in the conversation history.
    public var callID: String?

    /// The name of the function being called (for `function_call` items).
    public var name: String?

    /// The arguments of the function call (for `function_call` items).
    public var arguments: String?

    /// The output of the function call (for `function_call_output` items).
    public var output: String?

    public init(
        id: String? = nil,
        type: RealtimeConversationItemWithReference.Kind? = nil,
        object: String? = nil,
        status: RealtimeConversationItemWithReference.Status? = nil,
        role: RealtimeConversationItemWithReference.Role? = nil,
        content: [RealtimeConversationItemWithReference.ContentItem]? = nil,
        callID: String? = nil,
        name: String? = nil,
        arguments: String? = nil,
        output: String? = nil
    ) {
        self.id = id
        self.type = type
        self.object = object
        self.status = status
        self.role = role
        self.content = content
        self.callID = callID
        self.name = name
        self.arguments = arguments
        self.output = output
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The type of the item (`message`, `function_call`, `function_call_output`, `item_reference`).
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case message
        case functionCall
        case functionCallOutput
        case itemReference
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "message": self = .message
            case "function_call": self = .functionCall
            case "function_call_output": self = .functionCallOutput
            case "item_reference": self = .itemReference
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .message: "message"
            case .functionCall: "function_call"
            case .functionCallOutput: "function_call_output"
            case .itemReference: "item_reference"
            case .unknown(let value): value
            }
        }
    }

    /// The status of the item (`completed`, `incomplete`, `in_progress`). These have no effect
    /// on the conversation, but are accepted for consistency with the
    /// `conversation.item.created` event.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case completed
        case incomplete
        case inProgress
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "completed": self = .completed
            case "incomplete": self = .incomplete
            case "in_progress": self = .inProgress
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .completed: "completed"
            case .incomplete: "incomplete"
            case .inProgress: "in_progress"
            case .unknown(let value): value
            }
        }
    }

    /// The role of the message sender (`user`, `assistant`, `system`), only
    /// applicable for `message` items.
    public nonisolated enum Role: OpenEnum, EmptyDecodable {
        case user
        case assistant
        case system
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "user": self = .user
            case "assistant": self = .assistant
            case "system": self = .system
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .user: "user"
            case .assistant: "assistant"
            case .system: "system"
            case .unknown(let value): value
            }
        }
    }

    public nonisolated struct ContentItem: Codable, Equatable, Sendable, EmptyDecodable {
        /// The content type (`input_text`, `input_audio`, `item_reference`, `text`).
        public var type: RealtimeConversationItemWithReference.ContentItem.Kind?

        /// The text content, used for `input_text` and `text` content types.
        public var text: String?

        /// ID of a previous conversation item to reference (for `item_reference`
        /// content types in `response.create` events). These can reference both
        /// client and server created items.
        public var id: String?

        /// Base64-encoded audio bytes, used for `input_audio` content type.
        public var audio: String?

        /// The transcript of the audio, used for `input_audio` content type.
        public var transcript: String?

        public init(
            type: RealtimeConversationItemWithReference.ContentItem.Kind? = nil,
            text: String? = nil,
            id: String? = nil,
            audio: String? = nil,
            transcript: String? = nil
        ) {
            self.type = type
            self.text = text
            self.id = id
            self.audio = audio
            self.transcript = transcript
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The content type (`input_text`, `input_audio`, `item_reference`, `text`).
        public nonisolated enum Kind: OpenEnum, EmptyDecodable {
            case inputText
            case inputAudio
            case itemReference
            case text
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "input_text": self = .inputText
                case "input_audio": self = .inputAudio
                case "item_reference": self = .itemReference
                case "text": self = .text
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .inputText: "input_text"
                case .inputAudio: "input_audio"
                case .itemReference: "item_reference"
                case .text: "text"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeIfPresent(RealtimeConversationItemWithReference.ContentItem.Kind.self, forKey: "type")
            self.text = try container.decodeIfPresent(String.self, forKey: "text")
            self.id = try container.decodeIfPresent(String.self, forKey: "id")
            self.audio = try container.decodeIfPresent(String.self, forKey: "audio")
            self.transcript = try container.decodeIfPresent(String.self, forKey: "transcript")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.type, forKey: "type")
            try container.encodeIfPresent(self.text, forKey: "text")
            try container.encodeIfPresent(self.id, forKey: "id")
            try container.encodeIfPresent(self.audio, forKey: "audio")
            try container.encodeIfPresent(self.transcript, forKey: "transcript")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.type = try container.decodeIfPresent(RealtimeConversationItemWithReference.Kind.self, forKey: "type")
        self.object = try container.decodeIfPresent(String.self, forKey: "object", in: decoder, constant: "realtime.item")
        self.status = try container.decodeIfPresent(RealtimeConversationItemWithReference.Status.self, forKey: "status")
        self.role = try container.decodeIfPresent(RealtimeConversationItemWithReference.Role.self, forKey: "role")
        self.content = try container.decodeIfPresent([RealtimeConversationItemWithReference.ContentItem].self, forKey: "content")
        self.callID = try container.decodeIfPresent(String.self, forKey: "call_id")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.arguments = try container.decodeIfPresent(String.self, forKey: "arguments")
        self.output = try container.decodeIfPresent(String.self, forKey: "output")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encodeIfPresent(self.type, forKey: "type")
        try container.encodeIfPresent(self.object, forKey: "object")
        try container.encodeIfPresent(self.status, forKey: "status")
        try container.encodeIfPresent(self.role, forKey: "role")
        try container.encodeIfPresent(self.content, forKey: "content")
        try container.encodeIfPresent(self.callID, forKey: "call_id")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.arguments, forKey: "arguments")
        try container.encodeIfPresent(self.output, forKey: "output")
    }
}
