// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A page of `memory_store` results, ordered by `created_at` descending (newest first).
///
/// - Schema: `#/components/schemas/BetaManagedAgentsListMemoryStoresResponse`
public nonisolated struct BetaManagedAgentsListMemoryStoresResponse: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Memory stores on this page, newest first. Empty when there are no stores matching the filters.
    public var data: [BetaManagedAgentsMemoryStore]?

    /// Opaque cursor for the next page (a `page_...` value). Pass as `page` on the next request. `null` when there are no more results.
    public var nextPage: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        data: [BetaManagedAgentsMemoryStore]? = nil,
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
        self.data = try container.decodeIfPresent([BetaManagedAgentsMemoryStore].self, forKey: "data")
        self.nextPage = try container.decodeIfPresent(String.self, forKey: "next_page")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.data, forKey: "data")
        try container.encodeIfPresent(self.nextPage, forKey: "next_page")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsListMemoryStoresResponse {
    public static var nextPage: Self { Self("next_page") }
}
