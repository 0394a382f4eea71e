// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A live file in an execution environment.
///
/// - Schema: `#/components/schemas/EnvironmentFile`
public nonisolated struct EnvironmentFile: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ID of the environment containing this file.
    public var environmentID: String

    /// The object type. Always `agent.environment.file`.
    public var object: String

    /// The absolute file path inside the environment's workspace.
    public var path: String

    /// The file size in bytes.
    public var sizeBytes: Int

    public init(
        environmentID: String,
        path: String,
        sizeBytes: Int
    ) {
        self.environmentID = environmentID
        self.object = "agent.environment.file"
        self.path = path
        self.sizeBytes = sizeBytes
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            environmentID: .emptyValue,
            path: .emptyValue,
            sizeBytes: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.environmentID = try container.decodeRequired(String.self, forKey: "environment_id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "agent.environment.file")
        self.path = try container.decodeRequired(String.self, forKey: "path", in: decoder)
        self.sizeBytes = try container.decodeRequired(Int.self, forKey: "size_bytes", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.environmentID, forKey: "environment_id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.path, forKey: "path")
        try container.encode(self.sizeBytes, forKey: "size_bytes")
    }
}
