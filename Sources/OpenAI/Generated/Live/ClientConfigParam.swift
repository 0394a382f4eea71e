// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Startup-only capabilities for an untrusted frontend attached to a unified WebRTC session. Trusted sideband connections are unaffected.
///
/// - Schema: `#/components/schemas/ClientConfigParam`
public nonisolated struct ClientConfigParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Client and server event permissions for the WebRTC frontend data channel.
    public var dataChannel: DataChannelConfigParam

    public init(
        dataChannel: DataChannelConfigParam
    ) {
        self.dataChannel = dataChannel
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            dataChannel: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.dataChannel = try container.decodeRequired(DataChannelConfigParam.self, forKey: "data_channel", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.dataChannel, forKey: "data_channel")
    }
}
