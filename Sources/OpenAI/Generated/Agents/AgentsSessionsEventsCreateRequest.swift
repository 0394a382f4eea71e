// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct AgentsSessionsEventsCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// The input events to submit to the session.
    public var events: [AgentSessionInputParam]

    public init(
        events: [AgentSessionInputParam]
    ) {
        self.events = events
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            events: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.events = try container.decodeRequired([AgentSessionInputParam].self, forKey: "events", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.events, forKey: "events")
    }
}
