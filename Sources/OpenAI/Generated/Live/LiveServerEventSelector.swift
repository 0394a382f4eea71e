// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A Live server event selector for the WebRTC frontend data channel.
///
/// - Schema: `#/components/schemas/LiveServerEventSelector`
public nonisolated struct LiveServerEventSelector: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The nested Responses event type.
    ///
    /// Required when type is 'response.event'; forbidden for other event types.
    public var responseEvent: String?

    /// The outer Live server event type. Use 'response.event' for Responses events.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        type: String,
        responseEvent: String? = nil
    ) {
        self.responseEvent = responseEvent
        self.type = type
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.responseEvent = try container.decodeIfPresent(String.self, forKey: "response_event")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.responseEvent, forKey: "response_event")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveServerEventSelector {
    public static var responseEvent: Self { Self("response_event") }
}
