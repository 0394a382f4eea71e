// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Task emitted by the workflow to show progress and status updates.
///
/// - Schema: `#/components/schemas/TaskItem`
public nonisolated struct TaskItem: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "chatkit.thread_item")
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.threadID = try container.decodeRequired(String.self, forKey: "thread_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "chatkit.task")
        self.taskType = try container.decodeRequired(TaskType.self, forKey: "task_type", in: decoder)
        self.heading = try container.decodeIfPresent(String.self, forKey: "heading")
        self.summary = try container.decodeIfPresent(String.self, forKey: "summary")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.threadID, forKey: "thread_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.taskType, forKey: "task_type")
        try container.encode(self.heading, forKey: "heading")
        try container.encode(self.summary, forKey: "summary")
    }
}
