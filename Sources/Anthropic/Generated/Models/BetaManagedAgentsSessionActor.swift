// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime

/// Attribution for a write made by an agent during a session, through the mounted filesystem at `/mnt/memory/`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionActor`
public struct BetaManagedAgentsSessionActor: Codable, Hashable, Sendable {
    public var type: String

    /// ID of the session that performed the write (a `sesn_...` value). Look up the session via [Retrieve a session](/en/api/sessions-retrieve) for further provenance.
    public var sessionId: String

    public init(
        sessionId: String
    ) {
        self.type = "session_actor"
        self.sessionId = sessionId
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case sessionId = "session_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "session_actor"
        self.sessionId = try container.decodeRequired(String.self, forKey: .sessionId, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.sessionId, forKey: .sessionId)
    }
}
