// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Control which Live events an untrusted WebRTC frontend can send and receive over its data channel. These restrictions do not apply to trusted sideband connections.
///
/// - Schema: `#/components/schemas/LiveDataChannelConfig`
public nonisolated struct LiveDataChannelConfig: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Client event types that the frontend data channel may send.
    ///
    /// Use 'all' to allow every client event; an empty array allows none. Omission
    /// preserves the existing allow-all behavior.
    public var allowedClientEvents: LiveDataChannelConfig.AllowedClientEvents?

    /// Server events that may be sent to the frontend data channel.
    ///
    /// Use 'all' to allow every server event; an empty array allows none. Omission
    /// preserves the existing allow-all behavior. Responses events use an object with
    /// type 'response.event' and a response_event selector.
    public var allowedServerEvents: LiveDataChannelConfig.AllowedServerEvents?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        allowedClientEvents: LiveDataChannelConfig.AllowedClientEvents? = nil,
        allowedServerEvents: LiveDataChannelConfig.AllowedServerEvents? = nil
    ) {
        self.allowedClientEvents = allowedClientEvents
        self.allowedServerEvents = allowedServerEvents
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Client event types that the frontend data channel may send.
    ///
    /// Use 'all' to allow every client event; an empty array allows none. Omission
    /// preserves the existing allow-all behavior.
    public nonisolated enum AllowedClientEvents: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case array([String])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [String](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .array(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// Server events that may be sent to the frontend data channel.
    ///
    /// Use 'all' to allow every server event; an empty array allows none. Omission
    /// preserves the existing allow-all behavior. Responses events use an object with
    /// type 'response.event' and a response_event selector.
    public nonisolated enum AllowedServerEvents: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case array([LiveServerEventSelector])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [LiveServerEventSelector](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .array(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.allowedClientEvents = try container.decodeIfPresent(LiveDataChannelConfig.AllowedClientEvents.self, forKey: "allowed_client_events")
        self.allowedServerEvents = try container.decodeIfPresent(LiveDataChannelConfig.AllowedServerEvents.self, forKey: "allowed_server_events")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.allowedClientEvents, forKey: "allowed_client_events")
        try container.encodeIfPresent(self.allowedServerEvents, forKey: "allowed_server_events")
    }
}

nonisolated extension NullableMember where Owner == LiveDataChannelConfig {
    public static var allowedClientEvents: Self { Self("allowed_client_events") }
    public static var allowedServerEvents: Self { Self("allowed_server_events") }
}
