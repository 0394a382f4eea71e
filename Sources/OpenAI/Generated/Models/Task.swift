// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Collection of workflow tasks grouped together in the thread.
///
/// - Schema: `#/components/schemas/TaskGroupItem`
public struct TaskGroupItem: Codable, Hashable, Sendable, EmptyDecodable {
    /// Identifier of the thread item.
    public var id: String

    /// Type discriminator that is always `chatkit.thread_item`.
    public var object: String

    /// Unix timestamp (in seconds) for when the item was created.
    public var createdAt: Int

    /// Identifier of the parent thread.
    public var threadID: String

    /// Type discriminator that is always `chatkit.task_group`.
    public var type: String

    /// Tasks included in the group.
    public var tasks: [TaskGroupTask]

    public init(
        id: String,
        createdAt: Int,
        threadID: String,
        tasks: [TaskGroupTask]
    ) {
        self.id = id
        self.object = "chatkit.thread_item"
        self.createdAt = createdAt
        self.threadID = threadID
        self.type = "chatkit.task_group"
        self.tasks = tasks
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            threadID: .emptyValue,
            tasks: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case createdAt = "created_at"
        case threadID = "thread_id"
        case type
        case tasks
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "chatkit.thread_item")
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.threadID = try container.decodeRequired(String.self, forKey: .threadID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "chatkit.task_group")
        self.tasks = try container.decodeRequired([TaskGroupTask].self, forKey: .tasks, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.threadID, forKey: .threadID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.tasks, forKey: .tasks)
    }
}

/// Task entry that appears within a TaskGroup.
///
/// - Schema: `#/components/schemas/TaskGroupTask`
public struct TaskGroupTask: Codable, Hashable, Sendable, EmptyDecodable {
    /// Subtype for the grouped task.
    public var type: TaskType

    public var heading: String?

    public var summary: String?

    public init(
        type: TaskType,
        heading: String?,
        summary: String?
    ) {
        self.type = type
        self.heading = heading
        self.summary = summary
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue,
            heading: nil,
            summary: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case heading
        case summary
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(TaskType.self, forKey: .type, in: decoder)
        self.heading = try container.decodeIfPresent(String.self, forKey: .heading)
        self.summary = try container.decodeIfPresent(String.self, forKey: .summary)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.heading, forKey: .heading)
        try container.encode(self.summary, forKey: .summary)
    }
}

/// Task emitted by the workflow to show progress and status updates.
///
/// - Schema: `#/components/schemas/TaskItem`
public struct TaskItem: Codable, Hashable, Sendable, EmptyDecodable {
    /// Identifier of the thread item.
    public var id: String

    /// Type discriminator that is always `chatkit.thread_item`.
    public var object: String

    /// Unix timestamp (in seconds) for when the item was created.
    public var createdAt: Int

    /// Identifier of the parent thread.
    public var threadID: String

    /// Type discriminator that is always `chatkit.task`.
    public var type: String

    /// Subtype for the task.
    public var taskType: TaskType

    public var heading: String?

    public var summary: String?

    public init(
        id: String,
        createdAt: Int,
        threadID: String,
        taskType: TaskType,
        heading: String?,
        summary: String?
    ) {
        self.id = id
        self.object = "chatkit.thread_item"
        self.createdAt = createdAt
        self.threadID = threadID
        self.type = "chatkit.task"
        self.taskType = taskType
        self.heading = heading
        self.summary = summary
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            threadID: .emptyValue,
            taskType: .emptyValue,
            heading: nil,
            summary: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case createdAt = "created_at"
        case threadID = "thread_id"
        case type
        case taskType = "task_type"
        case heading
        case summary
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "chatkit.thread_item")
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.threadID = try container.decodeRequired(String.self, forKey: .threadID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "chatkit.task")
        self.taskType = try container.decodeRequired(TaskType.self, forKey: .taskType, in: decoder)
        self.heading = try container.decodeIfPresent(String.self, forKey: .heading)
        self.summary = try container.decodeIfPresent(String.self, forKey: .summary)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.threadID, forKey: .threadID)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.taskType, forKey: .taskType)
        try container.encode(self.heading, forKey: .heading)
        try container.encode(self.summary, forKey: .summary)
    }
}

/// - Schema: `#/components/schemas/TaskType`
public enum TaskType: OpenEnum, EmptyDecodable {
    case custom
    case thought
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "custom": self = .custom
        case "thought": self = .thought
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .custom: "custom"
        case .thought: "thought"
        case .unknown(let value): value
        }
    }
}
