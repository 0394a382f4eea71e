// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Session transcripts the dream reads.
///
/// - Schema: `#/components/schemas/BetaDreamSessionsInput`
public nonisolated struct BetaDreamSessionsInput: Codable, Equatable, Sendable, EmptyDecodable {
    public var sessionIDs: [String]

    public var type: String

    public init(
        sessionIDs: [String]
    ) {
        self.sessionIDs = sessionIDs
        self.type = "sessions"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            sessionIDs: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.sessionIDs = try container.decodeRequired([String].self, forKey: "session_ids", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "sessions")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.sessionIDs, forKey: "session_ids")
        try container.encode(self.type, forKey: "type")
    }
}
