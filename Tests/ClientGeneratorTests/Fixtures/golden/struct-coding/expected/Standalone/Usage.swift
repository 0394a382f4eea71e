// Generated from Tests/ClientGeneratorTests/Fixtures/golden/struct-coding/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Tokens used.
///
/// - Schema: `#/components/schemas/Usage`
public nonisolated struct Usage: Codable, Equatable, Sendable, EmptyDecodable {
    public var object: String

    public var totalTokens: Int

    public var note: String?

    public var cached: Bool?

    public init(
        totalTokens: Int,
        note: String?,
        cached: Bool? = nil
    ) {
        self.object = "usage"
        self.totalTokens = totalTokens
        self.note = note
        self.cached = cached
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            totalTokens: .emptyValue,
            note: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "usage")
        self.totalTokens = try container.decodeRequired(Int.self, forKey: "total_tokens", in: decoder)
        self.note = try container.decodeIfPresent(String.self, forKey: "note")
        self.cached = try container.decodeIfPresent(Bool.self, forKey: "cached")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.totalTokens, forKey: "total_tokens")
        try container.encode(self.note, forKey: "note")
        try container.encodeIfPresent(self.cached, forKey: "cached")
    }
}
