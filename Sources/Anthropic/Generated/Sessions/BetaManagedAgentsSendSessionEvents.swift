// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Events that were successfully sent to the session.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSendSessionEvents`
public nonisolated struct BetaManagedAgentsSendSessionEvents: Codable, Equatable, Sendable, EmptyDecodable {
    /// Sent events
    public var data: [BetaManagedAgentsInputEvent]?

    public init(
        data: [BetaManagedAgentsInputEvent]? = nil
    ) {
        self.data = data
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.data = try container.decodeIfPresent([BetaManagedAgentsInputEvent].self, forKey: "data")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.data, forKey: "data")
    }
}
