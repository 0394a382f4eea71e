// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Control which Live events an untrusted WebRTC frontend can send and receive over its data channel. These restrictions do not apply to trusted sideband connections.
///
/// - Schema: `#/components/schemas/DataChannelConfigParam`
public nonisolated struct DataChannelConfigParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Client event types that the frontend data channel may send.
    ///
    /// Use 'all' to allow every client event; an empty array allows none. Omission
    /// preserves the existing allow-all behavior.
    public var allowedClientEvents: DataChannelConfigParam.AllowedClientEvents?

    /// Server events that may be sent to the frontend data channel.
    ///
    /// Use 'all' to allow every server event; an empty array allows none. Omission
    /// preserves the existing allow-all behavior. Responses events use an object with
    /// type 'response.event' and a response_event selector.
    public var allowedServerEvents: DataChannelConfigParam.AllowedServerEvents?

    public init(
        allowedClientEvents: DataChannelConfigParam.AllowedClientEvents? = nil,
        allowedServerEvents: DataChannelConfigParam.AllowedServerEvents? = nil
    ) {
        self.allowedClientEvents = allowedClientEvents
        self.allowedServerEvents = allowedServerEvents
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
        case array([ServerEventSelectorParam])
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
                self = .array(try [ServerEventSelectorParam](from: decoder)); return
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
        self.allowedClientEvents = try container.decodeIfPresent(DataChannelConfigParam.AllowedClientEvents.self, forKey: "allowed_client_events")
        self.allowedServerEvents = try container.decodeIfPresent(DataChannelConfigParam.AllowedServerEvents.self, forKey: "allowed_server_events")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.allowedClientEvents, forKey: "allowed_client_events")
        try container.encodeIfPresent(self.allowedServerEvents, forKey: "allowed_server_events")
    }
}
