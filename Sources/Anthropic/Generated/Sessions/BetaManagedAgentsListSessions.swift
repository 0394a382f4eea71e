// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Paginated list of sessions.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsListSessions`
public nonisolated struct BetaManagedAgentsListSessions: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// List of sessions.
    public var data: [BetaManagedAgentsSession]?

    /// Opaque cursor for the next page. Null when no more results.
    public var nextPage: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        data: [BetaManagedAgentsSession]? = nil,
        nextPage: String? = nil
    ) {
        self.data = data
        self.nextPage = nextPage
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.data = try container.decodeIfPresent([BetaManagedAgentsSession].self, forKey: "data")
        self.nextPage = try container.decodeIfPresent(String.self, forKey: "next_page")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.data, forKey: "data")
        try container.encodeIfPresent(self.nextPage, forKey: "next_page")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsListSessions {
    public static var nextPage: Self { Self("next_page") }
}
