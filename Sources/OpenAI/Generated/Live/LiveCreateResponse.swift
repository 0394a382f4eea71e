// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The created Live session identifier and WebRTC answer.
///
/// Apply transport.sdp as the peer's remote answer and wait for session.started on the data channel before sending commands.
///
/// - Schema: `#/components/schemas/LiveCreateResponse`
public nonisolated struct LiveCreateResponse: Codable, Equatable, Sendable, EmptyDecodable {
    /// The newly created Live session.
    ///
    /// Use its ID for session controls and sideband connections.
    public var session: LiveCreateResponseSession

    /// WebRTC transport with the SDP answer.
    public var transport: LiveCreateResponseTransport

    public init(
        session: LiveCreateResponseSession,
        transport: LiveCreateResponseTransport
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
        self.session = try container.decodeRequired(LiveCreateResponseSession.self, forKey: "session", in: decoder)
        self.transport = try container.decodeRequired(LiveCreateResponseTransport.self, forKey: "transport", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.session, forKey: "session")
        try container.encode(self.transport, forKey: "transport")
    }
}
