// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The expiration policy for a file. By default, files with `purpose=batch` expire after 30 days and all other files are persisted until they are manually deleted.
///
/// - Schema: `#/components/schemas/FileExpirationAfter`
public nonisolated struct FileExpirationAfter: Codable, Equatable, Sendable, EmptyDecodable {
    /// Anchor timestamp after which the expiration policy applies. Supported anchors: `created_at`.
    public var anchor: String

    /// The number of seconds after the anchor time that the file will expire. Must be between 3600 (1 hour) and 2592000 (30 days).
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
