// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The thread item
///
/// - Schema: `#/components/schemas/ThreadItem`
public enum ThreadItem: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `chatkit.user_message`
    case chatkitUserMessage(UserMessageItem)
    /// - `type`: `chatkit.assistant_message`
    case chatkitAssistantMessage(AssistantMessageItem)
    /// - `type`: `chatkit.widget`
    case chatkitWidget(WidgetMessageItem)
    /// - `type`: `chatkit.client_tool_call`
    case chatkitClientToolCall(ClientToolCallItem)
    /// - `type`: `chatkit.task`
    case chatkitTask(TaskItem)
    /// - `type`: `chatkit.task_group`
    case chatkitTaskGroup(TaskGroupItem)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "chatkit.user_message": self = .chatkitUserMessage(try UserMessageItem(from: decoder)); return
            case "chatkit.assistant_message": self = .chatkitAssistantMessage(try AssistantMessageItem(from: decoder)); return
            case "chatkit.widget": self = .chatkitWidget(try WidgetMessageItem(from: decoder)); return
            case "chatkit.client_tool_call": self = .chatkitClientToolCall(try ClientToolCallItem(from: decoder)); return
            case "chatkit.task": self = .chatkitTask(try TaskItem(from: decoder)); return
            case "chatkit.task_group": self = .chatkitTaskGroup(try TaskGroupItem(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .chatkitUserMessage(let value): try value.encode(to: encoder)
        case .chatkitAssistantMessage(let value): try value.encode(to: encoder)
        case .chatkitWidget(let value): try value.encode(to: encoder)
        case .chatkitClientToolCall(let value): try value.encode(to: encoder)
        case .chatkitTask(let value): try value.encode(to: encoder)
        case .chatkitTaskGroup(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// A paginated list of thread items rendered for the ChatKit API.
///
/// - Schema: `#/components/schemas/ThreadItemListResource`
public struct ThreadItemListResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of object returned, must be `list`.
    public var object: String

    /// A list of items
    public var data: [ThreadItem]

    public var firstID: String?

    public var lastID: String?

    /// Whether there are more items available.
    public var hasMore: Bool

    public init(
        data: [ThreadItem],
        firstID: String?,
        lastID: String?,
        hasMore: Bool
    ) {
        self.object = "list"
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            firstID: nil,
            lastID: nil,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.data = try container.decodeRequired([ThreadItem].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// A paginated list of ChatKit threads.
///
/// - Schema: `#/components/schemas/ThreadListResource`
public struct ThreadListResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of object returned, must be `list`.
    public var object: String

    /// A list of items
    public var data: [ThreadResource]

    public var firstID: String?

    public var lastID: String?

    /// Whether there are more items available.
    public var hasMore: Bool

    public init(
        data: [ThreadResource],
        firstID: String?,
        lastID: String?,
        hasMore: Bool
    ) {
        self.object = "list"
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            firstID: nil,
            lastID: nil,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.data = try container.decodeRequired([ThreadResource].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// Represents a thread that contains [messages](/docs/api-reference/messages).
///
/// - Schema: `#/components/schemas/ThreadObject`
public struct ThreadObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The identifier, which can be referenced in API endpoints.
    public var id: String

    /// The object type, which is always `thread`.
    public var object: String

    /// The Unix timestamp (in seconds) for when the thread was created.
    public var createdAt: Int

    public var toolResources: ThreadObject.ToolResources?

    public var metadata: OpenAI.Metadata?

    public init(
        id: String,
        createdAt: Int,
        toolResources: ThreadObject.ToolResources?,
        metadata: OpenAI.Metadata?
    ) {
        self.id = id
        self.object = "thread"
        self.createdAt = createdAt
        self.toolResources = toolResources
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            toolResources: nil,
            metadata: nil
        )
    }

    /// A set of resources that are made available to the assistant's tools in this thread. The resources are specific to the type of tool. For example, the `code_interpreter` tool requires a list of file IDs, while the `file_search` tool requires a list of vector store IDs.
    public struct ToolResources: Codable, Hashable, Sendable, EmptyDecodable {
        public var codeInterpreter: ThreadObject.ToolResources.CodeInterpreter?

        public var fileSearch: ThreadObject.ToolResources.FileSearch?

        public init(
            codeInterpreter: ThreadObject.ToolResources.CodeInterpreter? = nil,
            fileSearch: ThreadObject.ToolResources.FileSearch? = nil
        ) {
            self.codeInterpreter = codeInterpreter
            self.fileSearch = fileSearch
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public struct CodeInterpreter: Codable, Hashable, Sendable, EmptyDecodable {
            /// A list of [file](/docs/api-reference/files) IDs made available to the `code_interpreter` tool. There can be a maximum of 20 files associated with the tool.
            public var fileIDs: [String]?

            public init(
                fileIDs: [String]? = nil
            ) {
                self.fileIDs = fileIDs
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case fileIDs = "file_ids"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.fileIDs = try container.decodeIfPresent([String].self, forKey: .fileIDs)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(self.fileIDs, forKey: .fileIDs)
            }
        }

        public struct FileSearch: Codable, Hashable, Sendable, EmptyDecodable {
            /// The [vector store](/docs/api-reference/vector-stores/object) attached to this thread. There can be a maximum of 1 vector store attached to the thread.
            public var vectorStoreIDs: [String]?

            public init(
                vectorStoreIDs: [String]? = nil
            ) {
                self.vectorStoreIDs = vectorStoreIDs
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case vectorStoreIDs = "vector_store_ids"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.vectorStoreIDs = try container.decodeIfPresent([String].self, forKey: .vectorStoreIDs)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeIfPresent(self.vectorStoreIDs, forKey: .vectorStoreIDs)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case codeInterpreter = "code_interpreter"
            case fileSearch = "file_search"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.codeInterpreter = try container.decodeIfPresent(ThreadObject.ToolResources.CodeInterpreter.self, forKey: .codeInterpreter)
            self.fileSearch = try container.decodeIfPresent(ThreadObject.ToolResources.FileSearch.self, forKey: .fileSearch)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.codeInterpreter, forKey: .codeInterpreter)
            try container.encodeIfPresent(self.fileSearch, forKey: .fileSearch)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case createdAt = "created_at"
        case toolResources = "tool_resources"
        case metadata
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "thread")
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.toolResources = try container.decodeIfPresent(ThreadObject.ToolResources.self, forKey: .toolResources)
        self.metadata = try container.decodeIfPresent(OpenAI.Metadata.self, forKey: .metadata)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.toolResources, forKey: .toolResources)
        try container.encode(self.metadata, forKey: .metadata)
    }
}

/// Represents a ChatKit thread and its current status.
///
/// - Schema: `#/components/schemas/ThreadResource`
public struct ThreadResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// Identifier of the thread.
    public var id: String

    /// Type discriminator that is always `chatkit.thread`.
    public var object: String

    /// Unix timestamp (in seconds) for when the thread was created.
    public var createdAt: Int

    public var title: String?

    /// Current status for the thread. Defaults to `active` for newly created threads.
    public var status: ThreadResource.Status

    /// Free-form string that identifies your end user who owns the thread.
    public var user: String

    public init(
        id: String,
        createdAt: Int,
        title: String?,
        status: ThreadResource.Status,
        user: String
    ) {
        self.id = id
        self.object = "chatkit.thread"
        self.createdAt = createdAt
        self.title = title
        self.status = status
        self.user = user
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            title: nil,
            status: .emptyValue,
            user: .emptyValue
        )
    }

    /// Current status for the thread. Defaults to `active` for newly created threads.
    public enum Status: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `active`
        case active(ActiveStatus)
        /// - `type`: `locked`
        case locked(LockedStatus)
        /// - `type`: `closed`
        case closed(ClosedStatus)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "active": self = .active(try ActiveStatus(from: decoder)); return
                case "locked": self = .locked(try LockedStatus(from: decoder)); return
                case "closed": self = .closed(try ClosedStatus(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .active(let value): try value.encode(to: encoder)
            case .locked(let value): try value.encode(to: encoder)
            case .closed(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case createdAt = "created_at"
        case title
        case status
        case user
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "chatkit.thread")
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.title = try container.decodeIfPresent(String.self, forKey: .title)
        self.status = try container.decodeRequired(ThreadResource.Status.self, forKey: .status, in: decoder)
        self.user = try container.decodeRequired(String.self, forKey: .user, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.title, forKey: .title)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.user, forKey: .user)
    }
}

/// Occurs when a new [thread](/docs/api-reference/threads/object) is created.
///
/// - Schema: `#/components/schemas/ThreadStreamEvent`
public struct ThreadStreamEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// Whether to enable input audio transcription.
    public var enabled: Bool?

    public var event: String

    public var data: ThreadObject

    public init(
        data: ThreadObject,
        enabled: Bool? = nil
    ) {
        self.enabled = enabled
        self.event = "thread.created"
        self.data = data
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case enabled
        case event
        case data
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: .enabled)
        self.event = try container.decodeRequired(String.self, forKey: .event, in: decoder, constant: "thread.created")
        self.data = try container.decodeRequired(ThreadObject.self, forKey: .data, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.enabled, forKey: .enabled)
        try container.encode(self.event, forKey: .event)
        try container.encode(self.data, forKey: .data)
    }
}
