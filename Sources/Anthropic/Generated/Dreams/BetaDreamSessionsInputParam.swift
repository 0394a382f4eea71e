// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The sessions that a dream reads, given as an entry in `inputs`.
///
/// - Schema: `#/components/schemas/BetaDreamSessionsInputParam`
public nonisolated struct BetaDreamSessionsInputParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The IDs of the sessions whose transcripts the dream reads (`sesn_...`).
    ///
    /// Give 1 to 100 IDs, with no duplicates. Each session must be in the same
    /// workspace as the dream. Responses list the IDs in sorted order.
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
