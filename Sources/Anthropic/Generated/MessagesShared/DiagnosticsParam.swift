// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request-level diagnostics.
///
/// Currently carries the previous response
/// id for prompt-cache divergence reporting.
///
/// - Schema: `#/components/schemas/DiagnosticsParam`
public nonisolated struct DiagnosticsParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The `id` (`msg_...`) from this client's previous /v1/messages response.
    ///
    /// The server compares that request's prompt fingerprint against this one and
    /// returns `diagnostics.cache_miss_reason` when the prompt-cache prefix could not
    /// be reused. Pass `null` on the first turn to opt in without a prior message to
    /// compare.
    public var previousMessageID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        previousMessageID: String? = nil
    ) {
        self.previousMessageID = previousMessageID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.previousMessageID = try container.decodeIfPresent(String.self, forKey: "previous_message_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.previousMessageID, forKey: "previous_message_id")
    }
}

nonisolated extension NullableMember where Owner == DiagnosticsParam {
    public static var previousMessageID: Self { Self("previous_message_id") }
}
