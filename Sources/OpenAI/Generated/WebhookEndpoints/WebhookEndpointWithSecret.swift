// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/WebhookEndpointWithSecret`
public nonisolated struct WebhookEndpointWithSecret: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The Unix timestamp when the endpoint was created.
    public var createdAt: Int

    /// The event types that trigger deliveries to this endpoint.
    public var eventTypes: [String]

    /// The unique ID of the webhook endpoint.
    public var id: String

    /// The human-readable name of the endpoint.
    public var name: String

    /// The object type, which is always webhook_endpoint.
    public var object: String

    /// The endpoint's signing secret.
    ///
    /// This is returned only when the endpoint is created or the secret is rotated.
    public var signingSecret: String

    /// A masked hint for the endpoint's signing secret.
    public var signingSecretHint: String?

    /// The Unix timestamp of the last endpoint configuration or signing-secret change.
    ///
    /// Initialized at creation; tests and unchanged updates do not advance it.
    public var updatedAt: Int?

    /// The HTTPS URL that receives webhook deliveries.
    public var url: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: Int,
        eventTypes: [String],
        id: String,
        name: String,
        signingSecret: String,
        url: String,
        signingSecretHint: String? = nil,
        updatedAt: Int? = nil
    ) {
        self.createdAt = createdAt
        self.eventTypes = eventTypes
        self.id = id
        self.name = name
        self.object = "webhook_endpoint"
        self.signingSecret = signingSecret
        self.signingSecretHint = signingSecretHint
        self.updatedAt = updatedAt
        self.url = url
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            eventTypes: .emptyValue,
            id: .emptyValue,
            name: .emptyValue,
            signingSecret: .emptyValue,
            url: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.eventTypes = try container.decodeRequired([String].self, forKey: "event_types", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "webhook_endpoint")
        self.signingSecret = try container.decodeRequired(String.self, forKey: "signing_secret", in: decoder)
        self.signingSecretHint = try container.decodeIfPresent(String.self, forKey: "signing_secret_hint")
        self.updatedAt = try container.decodeIfPresent(Int.self, forKey: "updated_at")
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.eventTypes, forKey: "event_types")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.signingSecret, forKey: "signing_secret")
        try container.encodeIfPresent(self.signingSecretHint, forKey: "signing_secret_hint")
        try container.encodeIfPresent(self.updatedAt, forKey: "updated_at")
        try container.encode(self.url, forKey: "url")
    }
}

nonisolated extension NullableMember where Owner == WebhookEndpointWithSecret {
    public static var signingSecretHint: Self { Self("signing_secret_hint") }
    public static var updatedAt: Self { Self("updated_at") }
}
