// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An immutable file published by a completed hosted session turn.
///
/// - Schema: `#/components/schemas/SessionArtifact`
public nonisolated struct SessionArtifact: Codable, Equatable, Sendable, EmptyDecodable {
    /// The Unix timestamp, in seconds, when the artifact was published.
    public var createdAt: Int

    /// The ID of the environment that produced the artifact.
    public var environmentID: String

    /// The immutable artifact ID.
    public var id: String

    /// The object type. Always `agent.session.artifact`.
    public var object: String

    /// The original absolute file path in the execution environment.
    public var path: String

    /// The ID of the session that owns the artifact.
    public var sessionID: String

    /// The immutable artifact size in bytes.
    public var sizeBytes: Int

    /// The ID of the completed turn that published the artifact.
    public var turnID: String

    public init(
        createdAt: Int,
        environmentID: String,
        id: String,
        path: String,
        sessionID: String,
        sizeBytes: Int,
        turnID: String
    ) {
        self.createdAt = createdAt
        self.environmentID = environmentID
        self.id = id
        self.object = "agent.session.artifact"
        self.path = path
        self.sessionID = sessionID
        self.sizeBytes = sizeBytes
        self.turnID = turnID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            environmentID: .emptyValue,
            id: .emptyValue,
            path: .emptyValue,
            sessionID: .emptyValue,
            sizeBytes: .emptyValue,
            turnID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.environmentID = try container.decodeRequired(String.self, forKey: "environment_id", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "agent.session.artifact")
        self.path = try container.decodeRequired(String.self, forKey: "path", in: decoder)
        self.sessionID = try container.decodeRequired(String.self, forKey: "session_id", in: decoder)
        self.sizeBytes = try container.decodeRequired(Int.self, forKey: "size_bytes", in: decoder)
        self.turnID = try container.decodeRequired(String.self, forKey: "turn_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.environmentID, forKey: "environment_id")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.path, forKey: "path")
        try container.encode(self.sessionID, forKey: "session_id")
        try container.encode(self.sizeBytes, forKey: "size_bytes")
        try container.encode(self.turnID, forKey: "turn_id")
    }
}
