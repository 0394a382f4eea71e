// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct LiveSessionsAcceptRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Model and startup configuration for the Live session that answers the incoming
    /// SIP call.
    public var session: SessionAcceptParamsSession

    public init(
        session: SessionAcceptParamsSession
    ) {
        self.session = session
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            session: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.session = try container.decodeRequired(SessionAcceptParamsSession.self, forKey: "session", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.session, forKey: "session")
    }
}
