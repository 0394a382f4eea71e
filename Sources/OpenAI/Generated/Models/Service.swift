// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ServiceAccountApiKeyBody`
public struct ServiceAccountApiKeyBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which is always `organization.project.service_account.api_key`
    public var object: String

    /// The unredacted API key value.
    public var value: String

    /// The name of the API key.
    public var name: String

    /// The Unix timestamp (in seconds) when the API key was created.
    public var createdAt: Int

    /// The identifier of the API key.
    public var id: String

    public init(
        value: String,
        name: String,
        createdAt: Int,
        id: String
    ) {
        self.object = "organization.project.service_account.api_key"
        self.value = value
        self.name = name
        self.createdAt = createdAt
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            value: .emptyValue,
            name: .emptyValue,
            createdAt: .emptyValue,
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case value
        case name
        case createdAt = "created_at"
        case id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "organization.project.service_account.api_key")
        self.value = try container.decodeRequired(String.self, forKey: .value, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.value, forKey: .value)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.id, forKey: .id)
    }
}

/// Specifies the processing type used for serving the request.
///   - If set to 'auto', then the request will be processed with the service tier configured in the Project settings. Unless otherwise configured, the Project will use 'default'.
///   - If set to 'default', then the request will be processed with the standard pricing and performance for the selected model.
///   - If set to '[flex](/docs/guides/flex-processing)', then the request will be processed with the Flex Processing service tier.
///   - To opt-in to [Fast mode](/api/docs/guides/fast-mode) at the request level, include the `service_tier=fast` or `service_tier=priority` parameter for Responses or Chat Completions. The response will show `service_tier=priority` regardless of if you specify `service_tier=fast` or `priority` in your request.
///   - When not set, the default behavior is 'auto'.
///
///   When the `service_tier` parameter is set, the response body will include the `service_tier` value based on the processing mode actually used to serve the request. This response value may be different from the value set in the parameter.
///
/// - Schema: `#/components/schemas/ServiceTier`
public enum ServiceTier: OpenEnum, EmptyDecodable {
    case auto
    case `default`
    case flex
    case scale
    case priority
    case fast
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "auto": self = .auto
        case "default": self = .`default`
        case "flex": self = .flex
        case "scale": self = .scale
        case "priority": self = .priority
        case "fast": self = .fast
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .auto: "auto"
        case .`default`: "default"
        case .flex: "flex"
        case .scale: "scale"
        case .priority: "priority"
        case .fast: "fast"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/ServiceTierEnum`
public enum ServiceTierEnum: OpenEnum, EmptyDecodable {
    case auto
    case `default`
    case fast
    case flex
    case priority
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "auto": self = .auto
        case "default": self = .`default`
        case "fast": self = .fast
        case "flex": self = .flex
        case "priority": self = .priority
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .auto: "auto"
        case .`default`: "default"
        case .fast: "fast"
        case .flex: "flex"
        case .priority: "priority"
        case .unknown(let value): value
        }
    }
}

/// Specifies the processing type used for serving the request.
///   - If set to 'auto', then the request will be processed with the service tier configured in the Project settings. Unless otherwise configured, the Project will use 'default'.
///   - If set to 'default', then the request will be processed with the standard pricing and performance for the selected model.
///   - If set to '[flex](/docs/guides/flex-processing)', then the request will be processed with the Flex Processing service tier.
///   - To opt-in to [Fast mode](/api/docs/guides/fast-mode) at the request level, include the `service_tier=fast` or `service_tier=priority` parameter for Responses or Chat Completions. The response will show `service_tier=priority` regardless of if you specify `service_tier=fast` or `priority` in your request.
///   - If set to 'ultrafast', then the request will be processed with the access-controlled Ultrafast Processing service tier. This tier is currently available for `gpt-5.6-sol`; a response served through it will show `service_tier=ultrafast`.
///   - When not set, the default behavior is 'auto'.
///
///   When the `service_tier` parameter is set, the response body will include the `service_tier` value based on the processing mode actually used to serve the request. This response value may be different from the value set in the parameter.
///
/// - Schema: `#/components/schemas/ServiceTierResponses`
public enum ServiceTierResponses: OpenEnum, EmptyDecodable {
    case auto
    case `default`
    case flex
    case scale
    case priority
    case fast
    case ultrafast
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "auto": self = .auto
        case "default": self = .`default`
        case "flex": self = .flex
        case "scale": self = .scale
        case "priority": self = .priority
        case "fast": self = .fast
        case "ultrafast": self = .ultrafast
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .auto: "auto"
        case .`default`: "default"
        case .flex: "flex"
        case .scale: "scale"
        case .priority: "priority"
        case .fast: "fast"
        case .ultrafast: "ultrafast"
        case .unknown(let value): value
        }
    }
}
