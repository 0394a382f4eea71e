// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Status of automatic JWKS polling for a federation issuer.
///
/// Anthropic periodically fetches the issuer's signing keys in the
/// background. These fields summarize the most recent fetches so the
/// health of the JWKS endpoint can be monitored.
///
/// - Schema: `#/components/schemas/FederationIssuerPollStatus`
public nonisolated struct FederationIssuerPollStatus: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Consecutive fetch failures since the last success.
    public var consecutiveFailures: Int

    /// When the last successful fetch completed.
    public var lastFetchedAt: String?

    /// When the next fetch is scheduled. Null if paused.
    public var nextPollAt: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        consecutiveFailures: Int,
        lastFetchedAt: String? = nil,
        nextPollAt: String? = nil
    ) {
        self.consecutiveFailures = consecutiveFailures
        self.lastFetchedAt = lastFetchedAt
        self.nextPollAt = nextPollAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            consecutiveFailures: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.consecutiveFailures = try container.decodeRequired(Int.self, forKey: "consecutive_failures", in: decoder)
        self.lastFetchedAt = try container.decodeIfPresent(String.self, forKey: "last_fetched_at")
        self.nextPollAt = try container.decodeIfPresent(String.self, forKey: "next_poll_at")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.consecutiveFailures, forKey: "consecutive_failures")
        try container.encodeIfPresent(self.lastFetchedAt, forKey: "last_fetched_at")
        try container.encodeIfPresent(self.nextPollAt, forKey: "next_poll_at")
    }
}

nonisolated extension NullableMember where Owner == FederationIssuerPollStatus {
    public static var lastFetchedAt: Self { Self("last_fetched_at") }
    public static var nextPollAt: Self { Self("next_poll_at") }
}
