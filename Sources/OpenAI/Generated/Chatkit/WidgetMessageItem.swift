// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Thread item that renders a widget payload.
///
/// - Schema: `#/components/schemas/WidgetMessageItem`
public nonisolated struct WidgetMessageItem: Codable, Equatable, Sendable, EmptyDecodable {
    /// Identifier of the thread item.
    public var id: String

    /// Type discriminator that is always `chatkit.thread_item`.
    public var object: String

    /// Unix timestamp (in seconds) for when the item was created.
    public var createdAt: Int

    /// Identifier of the parent thread.
    public var threadID: String

    /// Type discriminator that is always `chatkit.widget`.
    public var type: String

    /// Serialized widget payload rendered in the UI.
    public var widget: String

    public init(
        id: String,
        createdAt: Int,
        threadID: String,
        widget: String
    ) {
        self.id = id
        self.object = "chatkit.thread_item"
        self.createdAt = createdAt
        self.threadID = threadID
        self.type = "chatkit.widget"
        self.widget = widget
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            threadID: .emptyValue,
            widget: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "chatkit.thread_item")
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.threadID = try container.decodeRequired(String.self, forKey: "thread_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "chatkit.widget")
        self.widget = try container.decodeRequired(String.self, forKey: "widget", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.threadID, forKey: "thread_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.widget, forKey: "widget")
    }
}
