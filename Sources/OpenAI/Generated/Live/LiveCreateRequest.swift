// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct LiveCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Startup configuration for the Live session.
    public var session: MediaSessionConfigParam

    /// WebRTC transport with the browser's SDP offer.
    public var transport: LiveCreateParamsTransport

    public init(
        session: MediaSessionConfigParam,
        transport: LiveCreateParamsTransport
    ) {
        self.session = session
        self.transport = transport
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            session: .emptyValue,
            transport: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.session = try container.decodeRequired(MediaSessionConfigParam.self, forKey: "session", in: decoder)
        self.transport = try container.decodeRequired(LiveCreateParamsTransport.self, forKey: "transport", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.session, forKey: "session")
        try container.encode(self.transport, forKey: "transport")
    }
}
