// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Controls when the session expires relative to an anchor timestamp.
///
/// - Schema: `#/components/schemas/ExpiresAfterParam`
public nonisolated struct ExpiresAfterParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Base timestamp used to calculate expiration. Currently fixed to `created_at`.
    public var anchor: String

    /// Number of seconds after the anchor when the session expires.
    public var seconds: Int

    public init(
        seconds: Int
    ) {
        self.anchor = "created_at"
        self.seconds = seconds
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            seconds: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.anchor = try container.decodeRequired(String.self, forKey: "anchor", in: decoder, standIn: "created_at")
        self.seconds = try container.decodeRequired(Int.self, forKey: "seconds", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.anchor, forKey: "anchor")
        try container.encode(self.seconds, forKey: "seconds")
    }
}
