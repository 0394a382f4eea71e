// Generated from Tests/ClientGeneratorTests/Fixtures/golden/webhook-events/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Sent when a job is done.
///
/// - Schema: `#/components/schemas/JobDoneEvent`
public nonisolated struct JobDoneEvent: Codable, Equatable, Sendable, EmptyDecodable {
    public var id: String

    public var type: String

    /// Always `event`; optional
    public var object: String?

    public init(
        id: String,
        object: String? = nil
    ) {
        self.id = id
        self.type = "job.done"
        self.object = object
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "job.done")
        self.object = try container.decodeIfPresent(String.self, forKey: "object", in: decoder, constant: "event")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.object, forKey: "object")
    }
}
