// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Optional overrides for a stored Live session.
///
/// Omitted settings are inherited. The model, voice, frontend instructions, and prior conversation come from the stored session. WebRTC negotiates its audio format; audio.format is only supported on WebSocket forks.
///
/// - Schema: `#/components/schemas/MediaSessionForkConfigParam`
public nonisolated struct MediaSessionForkConfigParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Startup-only capabilities for an untrusted frontend attached to a unified WebRTC
    /// session. Trusted sideband connections are unaffected.
    public var client: ClientConfigParam?

    /// Update the Responses backend for an existing Live session without changing
    /// delegation ownership.
    public var delegation: MediaSessionForkConfigParamDelegation?

    /// Whether to store the forked session.
    ///
    /// Omission inherits the stored session's setting.
    public var store: Bool?

    public init(
        client: ClientConfigParam? = nil,
        delegation: MediaSessionForkConfigParamDelegation? = nil,
        store: Bool? = nil
    ) {
        self.client = client
        self.delegation = delegation
        self.store = store
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.client = try container.decodeIfPresent(ClientConfigParam.self, forKey: "client")
        self.delegation = try container.decodeIfPresent(MediaSessionForkConfigParamDelegation.self, forKey: "delegation")
        self.store = try container.decodeIfPresent(Bool.self, forKey: "store")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.client, forKey: "client")
        try container.encodeIfPresent(self.delegation, forKey: "delegation")
        try container.encodeIfPresent(self.store, forKey: "store")
    }
}
