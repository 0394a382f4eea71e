// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A new organization webhook endpoint, with its signing secret.
///
/// - Schema: `#/components/schemas/BetaNewOrganizationWebhookEndpoint`
public nonisolated struct BetaNewOrganizationWebhookEndpoint: Codable, Equatable, Sendable, EmptyDecodable {
    /// When the endpoint was created, in RFC 3339 format.
    public var createdAt: String

    /// Notes about the endpoint. An empty string when none were given.
    public var description: String

    /// Why Anthropic disabled the endpoint automatically.
    ///
    /// An empty string when the endpoint is enabled, or when you disabled it.
    public var disabledReason: String

    /// The event types delivered to the endpoint.
    public var enabledEvents: [BetaNewOrganizationWebhookEndpoint.EnabledEvent]

    /// ID of the webhook endpoint.
    public var id: String

    /// A short label for the endpoint. An empty string when none was given.
    public var name: String

    /// The secret Anthropic signs deliveries to the endpoint with (prefix `whsec_`).
    ///
    /// No other response returns it, so store it now. To replace it, regenerate the
    /// signing secret.
    public var signingSecret: String

    /// Whether deliveries are sent to the endpoint.
    public var state: BetaOrganizationWebhookEndpointState

    /// When the endpoint was last changed, in RFC 3339 format.
    public var updatedAt: String

    /// The HTTPS URL that deliveries are sent to.
    public var url: String

    public init(
        createdAt: String,
        description: String,
        disabledReason: String,
        enabledEvents: [BetaNewOrganizationWebhookEndpoint.EnabledEvent],
        id: String,
        name: String,
        signingSecret: String,
        state: BetaOrganizationWebhookEndpointState,
        updatedAt: String,
        url: String
    ) {
        self.createdAt = createdAt
        self.description = description
        self.disabledReason = disabledReason
        self.enabledEvents = enabledEvents
        self.id = id
        self.name = name
        self.signingSecret = signingSecret
        self.state = state
        self.updatedAt = updatedAt
        self.url = url
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            description: .emptyValue,
            disabledReason: .emptyValue,
            enabledEvents: .emptyValue,
            id: .emptyValue,
            name: .emptyValue,
            signingSecret: .emptyValue,
            state: .emptyValue,
            updatedAt: .emptyValue,
            url: .emptyValue
        )
    }

    public nonisolated enum EnabledEvent: OpenEnum, EmptyDecodable {
        case externalKeyFailed
        case externalKeyRecovered
        case externalStorageFailed
        case externalStorageRecovered
        case userProfileEnforcementActionOpened
        case userProfileEnforcementActionResolved
        case userProfileProgramStatusUpdated
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "external_key.failed": self = .externalKeyFailed
            case "external_key.recovered": self = .externalKeyRecovered
            case "external_storage.failed": self = .externalStorageFailed
            case "external_storage.recovered": self = .externalStorageRecovered
            case "user_profile.enforcement_action_opened": self = .userProfileEnforcementActionOpened
            case "user_profile.enforcement_action_resolved": self = .userProfileEnforcementActionResolved
            case "user_profile.program_status_updated": self = .userProfileProgramStatusUpdated
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .externalKeyFailed: "external_key.failed"
            case .externalKeyRecovered: "external_key.recovered"
            case .externalStorageFailed: "external_storage.failed"
            case .externalStorageRecovered: "external_storage.recovered"
            case .userProfileEnforcementActionOpened: "user_profile.enforcement_action_opened"
            case .userProfileEnforcementActionResolved: "user_profile.enforcement_action_resolved"
            case .userProfileProgramStatusUpdated: "user_profile.program_status_updated"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: "description", in: decoder)
        self.disabledReason = try container.decodeRequired(String.self, forKey: "disabled_reason", in: decoder)
        self.enabledEvents = try container.decodeRequired([BetaNewOrganizationWebhookEndpoint.EnabledEvent].self, forKey: "enabled_events", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.signingSecret = try container.decodeRequired(String.self, forKey: "signing_secret", in: decoder)
        self.state = try container.decodeRequired(BetaOrganizationWebhookEndpointState.self, forKey: "state", in: decoder)
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.description, forKey: "description")
        try container.encode(self.disabledReason, forKey: "disabled_reason")
        try container.encode(self.enabledEvents, forKey: "enabled_events")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.signingSecret, forKey: "signing_secret")
        try container.encode(self.state, forKey: "state")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encode(self.url, forKey: "url")
    }
}
