// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted at the beginning of a Response to indicate the updated rate limits.
/// When a Response is created some tokens will be "reserved" for the output
/// tokens, the rate limits shown here reflect that reservation, which is then
/// adjusted accordingly once the Response is completed.
///
/// - Schema: `#/components/schemas/RealtimeServerEventRateLimitsUpdated`
public nonisolated struct RealtimeServerEventRateLimitsUpdated: Codable, Equatable, Sendable, EmptyDecodable {
    /// The unique ID of the server event.
    public var eventID: String

    /// The event type, must be `rate_limits.updated`.
    public var type: String

    /// List of rate limit information.
    public var rateLimits: [RealtimeServerEventRateLimitsUpdated.RateLimit]

    public init(
        eventID: String,
        rateLimits: [RealtimeServerEventRateLimitsUpdated.RateLimit]
    ) {
        self.eventID = eventID
        self.type = "rate_limits.updated"
        self.rateLimits = rateLimits
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            eventID: .emptyValue,
            rateLimits: .emptyValue
        )
    }

    public nonisolated struct RateLimit: Codable, Equatable, Sendable, EmptyDecodable {
        /// The name of the rate limit (`requests`, `tokens`).
        public var name: RealtimeServerEventRateLimitsUpdated.RateLimit.Name?

        /// The maximum allowed value for the rate limit.
        public var limit: Int?

        /// The remaining value before the limit is reached.
        public var remaining: Int?

        /// Seconds until the rate limit resets.
        public var resetSeconds: Double?

        public init(
            name: RealtimeServerEventRateLimitsUpdated.RateLimit.Name? = nil,
            limit: Int? = nil,
            remaining: Int? = nil,
            resetSeconds: Double? = nil
        ) {
            self.name = name
            self.limit = limit
            self.remaining = remaining
            self.resetSeconds = resetSeconds
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The name of the rate limit (`requests`, `tokens`).
        public nonisolated enum Name: OpenEnum, EmptyDecodable {
            case requests
            case tokens
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "requests": self = .requests
                case "tokens": self = .tokens
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .requests: "requests"
                case .tokens: "tokens"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.name = try container.decodeIfPresent(RealtimeServerEventRateLimitsUpdated.RateLimit.Name.self, forKey: "name")
            self.limit = try container.decodeIfPresent(Int.self, forKey: "limit")
            self.remaining = try container.decodeIfPresent(Int.self, forKey: "remaining")
            self.resetSeconds = try container.decodeIfPresent(Double.self, forKey: "reset_seconds")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.name, forKey: "name")
            try container.encodeIfPresent(self.limit, forKey: "limit")
            try container.encodeIfPresent(self.remaining, forKey: "remaining")
            try container.encodeIfPresent(self.resetSeconds, forKey: "reset_seconds")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.eventID = try container.decodeRequired(String.self, forKey: "event_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "rate_limits.updated")
        self.rateLimits = try container.decodeRequired([RealtimeServerEventRateLimitsUpdated.RateLimit].self, forKey: "rate_limits", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.eventID, forKey: "event_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.rateLimits, forKey: "rate_limits")
    }
}
