// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct TunnelsRotateTokenRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Optional free-text reason for the rotation, recorded for audit.
    public var reason: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        reason: String? = nil
    ) {
        self.reason = reason
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.reason = try container.decodeIfPresent(String.self, forKey: "reason")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.reason, forKey: "reason")
    }
}

nonisolated extension NullableMember where Owner == TunnelsRotateTokenRequest {
    public static var reason: Self { Self("reason") }
}
