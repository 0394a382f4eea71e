// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a session has been deleted. Terminates any active event stream — no further events will be emitted for this session.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionDeletedEvent`
public nonisolated struct BetaManagedAgentsSessionDeletedEvent: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// Unique identifier for this event.
    public var id: String

    /// Timestamp when the session was deleted.
    public var processedAt: BetaTimestamp

    public init(
        id: String,
        processedAt: BetaTimestamp
    ) {
        self.type = "session.deleted"
        self.id = id
        self.processedAt = processedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            processedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session.deleted")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.processedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "processed_at", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.processedAt, forKey: "processed_at")
    }
}
