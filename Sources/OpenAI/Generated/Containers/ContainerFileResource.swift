// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The container file object
///
/// - Schema: `#/components/schemas/ContainerFileResource`
public nonisolated struct ContainerFileResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// Unique identifier for the file.
    public var id: String

    /// The type of this object (`container.file`).
    public var object: String

    /// The container this file belongs to.
    public var containerID: String

    /// Unix timestamp (in seconds) when the file was created.
    public var createdAt: Int

    /// Size of the file in bytes.
    public var bytes: Int

    /// Path of the file in the container.
    public var path: String

    /// Source of the file (e.g., `user`, `assistant`).
    public var source: String

    public init(
        id: String,
        containerID: String,
        createdAt: Int,
        bytes: Int,
        path: String,
        source: String
    ) {
        self.id = id
        self.object = "container.file"
        self.containerID = containerID
        self.createdAt = createdAt
        self.bytes = bytes
        self.path = path
        self.source = source
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            containerID: .emptyValue,
            createdAt: .emptyValue,
            bytes: .emptyValue,
            path: .emptyValue,
            source: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "container.file")
        self.containerID = try container.decodeRequired(String.self, forKey: "container_id", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.bytes = try container.decodeRequired(Int.self, forKey: "bytes", in: decoder)
        self.path = try container.decodeRequired(String.self, forKey: "path", in: decoder)
        self.source = try container.decodeRequired(String.self, forKey: "source", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.containerID, forKey: "container_id")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.bytes, forKey: "bytes")
        try container.encode(self.path, forKey: "path")
        try container.encode(self.source, forKey: "source")
    }
}
