// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationWebhooksCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Notes about the endpoint.
    public var description: String?

    /// The event types to deliver to the endpoint. Must list at least one.
    public var enabledEvents: [OrganizationWebhooksCreateRequest.EnabledEvent]

    /// A short label for the endpoint.
    public var name: String?

    /// The HTTPS URL that deliveries are sent to.
    public var url: String

    public init(
        enabledEvents: [OrganizationWebhooksCreateRequest.EnabledEvent],
        url: String,
        description: String? = nil,
        name: String? = nil
    ) {
        self.description = description
        self.enabledEvents = enabledEvents
        self.name = name
        self.url = url
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            enabledEvents: .emptyValue,
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
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.enabledEvents = try container.decodeRequired([OrganizationWebhooksCreateRequest.EnabledEvent].self, forKey: "enabled_events", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.enabledEvents, forKey: "enabled_events")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.url, forKey: "url")
    }
}
