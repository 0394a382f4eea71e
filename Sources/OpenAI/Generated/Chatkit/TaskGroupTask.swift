// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Task entry that appears within a TaskGroup.
///
/// - Schema: `#/components/schemas/TaskGroupTask`
public nonisolated struct TaskGroupTask: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(TaskType.self, forKey: "type", in: decoder)
        self.heading = try container.decodeIfPresent(String.self, forKey: "heading")
        self.summary = try container.decodeIfPresent(String.self, forKey: "summary")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.heading, forKey: "heading")
        try container.encode(self.summary, forKey: "summary")
    }
}
