// Generated from Tests/ClientGeneratorTests/Fixtures/golden/webhook-events/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Sent when a job failed.
///
/// - Schema: `#/components/schemas/JobFailedEvent`
public nonisolated struct JobFailedEvent: Codable, Equatable, Sendable, EmptyDecodable {
    public var id: String

    public var type: String

    /// Pinned but no discriminator; any value the API sends is kept.
    public var source: String

    public init(
        id: String
    ) {
        self.id = id
        self.type = "job.failed"
        self.source = "scheduler"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "job.failed")
        self.source = try container.decodeRequired(String.self, forKey: "source", in: decoder, standIn: "scheduler")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.source, forKey: "source")
    }
}
