// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct LiveSessionsForkRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Optional configuration overrides for the new Live session.
    ///
    /// Omit this object or send an empty object to inherit the stored session's
    /// settings.
    public var session: MediaSessionForkConfigParam?

    /// WebRTC transport with an SDP offer for the new connection to the forked session.
    public var transport: SessionForkParamsTransport

    public init(
        transport: SessionForkParamsTransport,
        session: MediaSessionForkConfigParam? = nil
    ) {
        self.session = session
        self.transport = transport
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            transport: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.session = try container.decodeIfPresent(MediaSessionForkConfigParam.self, forKey: "session")
        self.transport = try container.decodeRequired(SessionForkParamsTransport.self, forKey: "transport", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.session, forKey: "session")
        try container.encode(self.transport, forKey: "transport")
    }
}
