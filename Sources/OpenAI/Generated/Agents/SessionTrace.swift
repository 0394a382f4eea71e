// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SessionTrace`
public nonisolated struct SessionTrace: Codable, Equatable, Sendable, EmptyDecodable {
    /// The Unix timestamp in seconds when the root turn was created.
    public var createdAt: Int

    /// The root turn ID. Use this ID as the pagination anchor.
    public var id: String

    /// The object type, which is always `agent.session.trace`.
    public var object: String

    /// An OTLP JSON ExportTraceServiceRequest containing resourceSpans.
    ///
    /// Only currently published data is returned; later trace updates are not awaited.
    public var otlp: [String: JSONValue]

    /// The session that owns this trace.
    public var sessionID: String

    public init(
        createdAt: Int,
        id: String,
        otlp: [String: JSONValue],
        sessionID: String
    ) {
        self.createdAt = createdAt
        self.id = id
        self.object = "agent.session.trace"
        self.otlp = otlp
        self.sessionID = sessionID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            id: .emptyValue,
            otlp: .emptyValue,
            sessionID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "agent.session.trace")
        self.otlp = try container.decodeRequired([String: JSONValue].self, forKey: "otlp", in: decoder)
        self.sessionID = try container.decodeRequired(String.self, forKey: "session_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.otlp, forKey: "otlp")
        try container.encode(self.sessionID, forKey: "session_id")
    }
}
