// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Sent when an incoming API SIP session is available for Realtime acceptance.
/// The same pending session can also emit `live.call.incoming`; the first
/// successful Realtime or Live accept endpoint selects the runtime surface.
///
/// - Schema: `#/components/schemas/WebhookRealtimeCallIncoming`
public nonisolated struct WebhookRealtimeCallIncoming: Codable, Equatable, Sendable, EmptyDecodable {
    /// The Unix timestamp (in seconds) of when the model response was completed.
    public var createdAt: Int

    /// The unique ID of the event.
    public var id: String

    /// Event data payload.
    public var data: WebhookRealtimeCallIncoming.DataValue

    /// The object of the event. Always `event`.
    public var object: String?

    /// The type of the event. Always `realtime.call.incoming`.
    public var type: String

    public init(
        createdAt: Int,
        id: String,
        data: WebhookRealtimeCallIncoming.DataValue,
        object: String? = nil
    ) {
        self.createdAt = createdAt
        self.id = id
        self.data = data
        self.object = object
        self.type = "realtime.call.incoming"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            id: .emptyValue,
            data: .emptyValue
        )
    }

    /// Event data payload.
    public nonisolated struct DataValue: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The Transceiver `rtc_...` ID of the pending SIP session. The same
        /// value appears as `session_id` in `live.call.incoming`.
        public var callID: String

        /// Headers from the SIP Invite.
        public var sipHeaders: [WebhookRealtimeCallIncoming.DataValue.SipHeader]

        /// Media protection selected on the SIP leg during SDP negotiation.
        ///
        /// `srtp` indicates SRTP; `rtp` indicates unencrypted RTP. Omitted when unknown.
        /// This does not describe SIP signaling security or confirm that media has flowed.
        /// Clients should handle unrecognized values as unknown.
        public var sipMediaSecurity: WebhookRealtimeCallIncoming.DataValue.SipMediaSecurity?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            callID: String,
            sipHeaders: [WebhookRealtimeCallIncoming.DataValue.SipHeader],
            sipMediaSecurity: WebhookRealtimeCallIncoming.DataValue.SipMediaSecurity? = nil
        ) {
            self.callID = callID
            self.sipHeaders = sipHeaders
            self.sipMediaSecurity = sipMediaSecurity
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                callID: .emptyValue,
                sipHeaders: .emptyValue
            )
        }

        /// A header from the SIP Invite.
        public nonisolated struct SipHeader: Codable, Equatable, Sendable, EmptyDecodable {
            /// Name of the SIP Header.
            public var name: String

            /// Value of the SIP Header.
            public var value: String

            public init(
                name: String,
                value: String
            ) {
                self.name = name
                self.value = value
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self {
                Self(
                    name: .emptyValue,
                    value: .emptyValue
                )
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
                self.value = try container.decodeRequired(String.self, forKey: "value", in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode(self.name, forKey: "name")
                try container.encode(self.value, forKey: "value")
            }
        }

        /// Media protection selected on the SIP leg during SDP negotiation.
        ///
        /// `srtp` indicates SRTP; `rtp` indicates unencrypted RTP. Omitted when unknown.
        /// This does not describe SIP signaling security or confirm that media has flowed.
        /// Clients should handle unrecognized values as unknown.
        public nonisolated enum SipMediaSecurity: OpenEnum, EmptyDecodable {
            case rtp
            case srtp
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "rtp": self = .rtp
                case "srtp": self = .srtp
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .rtp: "rtp"
                case .srtp: "srtp"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
            self.sipHeaders = try container.decodeRequired([WebhookRealtimeCallIncoming.DataValue.SipHeader].self, forKey: "sip_headers", in: decoder)
            self.sipMediaSecurity = try container.decodeIfPresent(WebhookRealtimeCallIncoming.DataValue.SipMediaSecurity.self, forKey: "sip_media_security")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encode(self.callID, forKey: "call_id")
            try container.encode(self.sipHeaders, forKey: "sip_headers")
            try container.encodeIfPresent(self.sipMediaSecurity, forKey: "sip_media_security")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.data = try container.decodeRequired(WebhookRealtimeCallIncoming.DataValue.self, forKey: "data", in: decoder)
        self.object = try container.decodeIfPresent(String.self, forKey: "object", in: decoder, constant: "event")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "realtime.call.incoming")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.data, forKey: "data")
        try container.encodeIfPresent(self.object, forKey: "object")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == WebhookRealtimeCallIncoming.DataValue {
    public static var sipMediaSecurity: Self { Self("sip_media_security") }
}
