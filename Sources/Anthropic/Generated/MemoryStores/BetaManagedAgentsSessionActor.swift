// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Attribution for a write made by an agent during a session, through the mounted filesystem at `/mnt/memory/`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionActor`
public nonisolated struct BetaManagedAgentsSessionActor: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the session that performed the write (a `sesn_...` value). Look up the session via [Retrieve a session](/en/api/sessions-retrieve) for further provenance.
    public var sessionID: String

    public init(
        sessionID: String
    ) {
        self.type = "session_actor"
        self.sessionID = sessionID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            sessionID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "session_actor")
        self.sessionID = try container.decodeRequired(String.self, forKey: "session_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.sessionID, forKey: "session_id")
    }
}
