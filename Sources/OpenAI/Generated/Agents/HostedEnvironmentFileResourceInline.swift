// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A file supplied inline when the session was created.
///
/// - Schema: `#/components/schemas/HostedEnvironmentFileResourceInline`
public nonisolated struct HostedEnvironmentFileResourceInline: Codable, Equatable, Sendable, EmptyDecodable {
    /// The session-scoped ID of the file in the execution environment.
    public var id: String

    /// The file's absolute path inside the environment.
    public var path: String

    /// The decoded file size in bytes.
    public var sizeBytes: Int

    /// The type of the object. Always `inline`.
    public var type: String

    public init(
        id: String,
        path: String,
        sizeBytes: Int
    ) {
        self.id = id
        self.path = path
        self.sizeBytes = sizeBytes
        self.type = "inline"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            path: .emptyValue,
            sizeBytes: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.path = try container.decodeRequired(String.self, forKey: "path", in: decoder)
        self.sizeBytes = try container.decodeRequired(Int.self, forKey: "size_bytes", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "inline")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.path, forKey: "path")
        try container.encode(self.sizeBytes, forKey: "size_bytes")
        try container.encode(self.type, forKey: "type")
    }
}
