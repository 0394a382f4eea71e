// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The expiration policy for a vector store.
///
/// - Schema: `#/components/schemas/VectorStoreExpirationAfter`
public nonisolated struct VectorStoreExpirationAfter: Codable, Equatable, Sendable, EmptyDecodable {
    /// Anchor timestamp after which the expiration policy applies. Supported anchors: `last_active_at`.
    public var anchor: String

    /// The number of days after the anchor time that the vector store will expire.
    public var days: Int

    public init(
        days: Int
    ) {
        self.anchor = "last_active_at"
        self.days = days
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            days: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.anchor = try container.decodeRequired(String.self, forKey: "anchor", in: decoder, standIn: "last_active_at")
        self.days = try container.decodeRequired(Int.self, forKey: "days", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.anchor, forKey: "anchor")
        try container.encode(self.days, forKey: "days")
    }
}
