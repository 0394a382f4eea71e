// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct TunnelsCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Optional human-readable name for the tunnel (1-255 characters).
    public var displayName: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        displayName: String? = nil
    ) {
        self.displayName = displayName
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.displayName = try container.decodeIfPresent(String.self, forKey: "display_name")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.displayName, forKey: "display_name")
    }
}

nonisolated extension NullableMember where Owner == TunnelsCreateRequest {
    public static var displayName: Self { Self("display_name") }
}
