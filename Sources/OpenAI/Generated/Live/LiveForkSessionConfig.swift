// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Overrides for a stored session after connecting to the fork WebSocket.
///
/// An empty object inherits the stored configuration; do not supply a new model. audio.format applies only to the new WebSocket connection. client overrides are only supported for WebRTC forks.
///
/// - Schema: `#/components/schemas/LiveForkSessionConfig`
public nonisolated struct LiveForkSessionConfig: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Audio format for a WebSocket fork.
    ///
    /// WebRTC forks negotiate their audio format and must omit this field.
    public var audio: LiveForkSessionConfigAudio?

    /// Frontend data-channel permissions for a WebRTC fork.
    ///
    /// Omitted permissions inherit the stored values. Not supported for WebSocket
    /// forks.
    public var client: LiveClientConfig?

    /// Overrides for the stored session’s Responses backend.
    ///
    /// Only supported when the stored session already uses Responses delegation; the
    /// delegation type cannot change.
    public var delegation: LiveForkSessionConfigDelegation?

    /// Whether to store the forked session.
    ///
    /// Omission inherits the stored session's setting.
    public var store: Bool?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        audio: LiveForkSessionConfigAudio? = nil,
        client: LiveClientConfig? = nil,
        delegation: LiveForkSessionConfigDelegation? = nil,
        store: Bool? = nil
    ) {
        self.audio = audio
        self.client = client
        self.delegation = delegation
        self.store = store
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.audio = try container.decodeIfPresent(LiveForkSessionConfigAudio.self, forKey: "audio")
        self.client = try container.decodeIfPresent(LiveClientConfig.self, forKey: "client")
        self.delegation = try container.decodeIfPresent(LiveForkSessionConfigDelegation.self, forKey: "delegation")
        self.store = try container.decodeIfPresent(Bool.self, forKey: "store")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.audio, forKey: "audio")
        try container.encodeIfPresent(self.client, forKey: "client")
        try container.encodeIfPresent(self.delegation, forKey: "delegation")
        try container.encodeIfPresent(self.store, forKey: "store")
    }
}

nonisolated extension NullableMember where Owner == LiveForkSessionConfig {
    public static var audio: Self { Self("audio") }
    public static var client: Self { Self("client") }
    public static var delegation: Self { Self("delegation") }
    public static var store: Self { Self("store") }
}
