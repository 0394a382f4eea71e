// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The agent is idle waiting on one or more blocking user-input events (tool confirmation, custom tool result, etc.). Resolving all of them transitions the session back to running.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionRequiresAction`
public nonisolated struct BetaManagedAgentsSessionRequiresAction: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// The ids of events the agent is blocked on. Resolving fewer than all re-emits `session.status_idle` with the remainder.
    public var eventIDs: [String]

    public init(
        eventIDs: [String]
    ) {
        self.type = "requires_action"
        self.eventIDs = eventIDs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventIDs: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "requires_action")
        self.eventIDs = try container.decodeRequired([String].self, forKey: "event_ids", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.eventIDs, forKey: "event_ids")
    }
}
