// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Sent when an incoming API SIP session is available for Live acceptance. The
/// same pending session can also emit `realtime.call.incoming`; the first
/// successful Realtime or Live accept endpoint selects the runtime surface.
///
/// - Schema: `#/components/schemas/WebhookLiveCallIncoming`
public nonisolated struct WebhookLiveCallIncoming: Codable, Equatable, Sendable, EmptyDecodable {
    /// The Unix timestamp (in seconds) of when the event was created.
    public var createdAt: Int

    /// The unique ID of the event.
    public var id: String

    /// Event data payload.
    public var data: WebhookLiveCallIncoming.DataValue

    /// The object of the event. Always `event`.
    public var object: String?

    /// The type of the event. Always `live.call.incoming`.
    public var type: String

    public init(
        createdAt: Int,
        id: String,
        data: WebhookLiveCallIncoming.DataValue,
        object: String? = nil
    ) {
        self.createdAt = createdAt
        self.id = id
        self.data = data
        self.object = object
        self.type = "live.call.incoming"
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
        /// value appears as `call_id` in `realtime.call.incoming`.
        public var sessionID: String

        /// Headers from the SIP Invite.
        public var sipHeaders: [WebhookLiveCallIncoming.DataValue.SipHeader]

        /// Media protection selected on the SIP leg during SDP negotiation.
        ///
        /// `srtp` indicates SRTP; `rtp` indicates unencrypted RTP. Omitted when unknown.
        /// This does not describe SIP signaling security or confirm that media has flowed.
        /// Clients should handle unrecognized values as unknown.
        public var sipMediaSecurity: WebhookLiveCallIncoming.DataValue.SipMediaSecurity?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            sessionID: String,
            sipHeaders: [WebhookLiveCallIncoming.DataValue.SipHeader],
            sipMediaSecurity: WebhookLiveCallIncoming.DataValue.SipMediaSecurity? = nil
        ) {
            self.sessionID = sessionID
            self.sipHeaders = sipHeaders
            self.sipMediaSecurity = sipMediaSecurity
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                sessionID: .emptyValue,
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
            self.sessionID = try container.decodeRequired(String.self, forKey: "session_id", in: decoder)
            self.sipHeaders = try container.decodeRequired([WebhookLiveCallIncoming.DataValue.SipHeader].self, forKey: "sip_headers", in: decoder)
            self.sipMediaSecurity = try container.decodeIfPresent(WebhookLiveCallIncoming.DataValue.SipMediaSecurity.self, forKey: "sip_media_security")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encode(self.sessionID, forKey: "session_id")
            try container.encode(self.sipHeaders, forKey: "sip_headers")
            try container.encodeIfPresent(self.sipMediaSecurity, forKey: "sip_media_security")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.data = try container.decodeRequired(WebhookLiveCallIncoming.DataValue.self, forKey: "data", in: decoder)
        self.object = try container.decodeIfPresent(String.self, forKey: "object", in: decoder, constant: "event")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "live.call.incoming")
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

nonisolated extension NullableMember where Owner == WebhookLiveCallIncoming.DataValue {
    public static var sipMediaSecurity: Self { Self("sip_media_security") }
}
