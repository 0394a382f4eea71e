// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The model that will power your agent.\n\nSee [models](https://docs.anthropic.com/en/docs/models-overview) for additional details and options.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsModel`
public enum BetaManagedAgentsModel: OpenEnum, EmptyDecodable {
    case claudeOpus4_7
    case claudeOpus4_6
    case claudeSonnet4_6
    case claudeHaiku4_5
    case claudeHaiku4_5_20251001
    case claudeOpus4_5
    case claudeOpus4_5_20251101
    case claudeSonnet4_5
    case claudeSonnet4_5_20250929
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "claude-opus-4-7": self = .claudeOpus4_7
        case "claude-opus-4-6": self = .claudeOpus4_6
        case "claude-sonnet-4-6": self = .claudeSonnet4_6
        case "claude-haiku-4-5": self = .claudeHaiku4_5
        case "claude-haiku-4-5-20251001": self = .claudeHaiku4_5_20251001
        case "claude-opus-4-5": self = .claudeOpus4_5
        case "claude-opus-4-5-20251101": self = .claudeOpus4_5_20251101
        case "claude-sonnet-4-5": self = .claudeSonnet4_5
        case "claude-sonnet-4-5-20250929": self = .claudeSonnet4_5_20250929
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .claudeOpus4_7: "claude-opus-4-7"
        case .claudeOpus4_6: "claude-opus-4-6"
        case .claudeSonnet4_6: "claude-sonnet-4-6"
        case .claudeHaiku4_5: "claude-haiku-4-5"
        case .claudeHaiku4_5_20251001: "claude-haiku-4-5-20251001"
        case .claudeOpus4_5: "claude-opus-4-5"
        case .claudeOpus4_5_20251101: "claude-opus-4-5-20251101"
        case .claudeSonnet4_5: "claude-sonnet-4-5"
        case .claudeSonnet4_5_20250929: "claude-sonnet-4-5-20250929"
        case .unknown(let value): value
        }
    }
}

/// Model identifier and configuration.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsModelConfig`
public struct BetaManagedAgentsModelConfig: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var id: BetaManagedAgentsModel

    /// Inference speed mode. `fast` provides significantly faster output token generation at premium pricing. Defaults to `standard`. Not all models support `fast`; invalid combinations are rejected at create time.
    public var speed: BetaManagedAgentsSpeed?

    public init(
        id: BetaManagedAgentsModel,
        speed: BetaManagedAgentsSpeed? = nil
    ) {
        self.id = id
        self.speed = speed
    }

    public init(stringLiteral value: String) {
        self.init(id: BetaManagedAgentsModel(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case speed
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(BetaManagedAgentsModel.self, forKey: .id, in: decoder)
        self.speed = try container.decodeIfPresent(BetaManagedAgentsSpeed.self, forKey: .speed)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encodeIfPresent(self.speed, forKey: .speed)
    }
}

/// An object that defines additional configuration control over model use
///
/// - Schema: `#/components/schemas/BetaManagedAgentsModelConfigParams`
public struct BetaManagedAgentsModelConfigParams: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var id: BetaManagedAgentsModel

    /// Inference speed mode. Defaults to `standard`.
    public var speed: BetaManagedAgentsSpeed?

    public init(
        id: BetaManagedAgentsModel,
        speed: BetaManagedAgentsSpeed? = nil
    ) {
        self.id = id
        self.speed = speed
    }

    public init(stringLiteral value: String) {
        self.init(id: BetaManagedAgentsModel(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case speed
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(BetaManagedAgentsModel.self, forKey: .id, in: decoder)
        self.speed = try container.decodeIfPresent(BetaManagedAgentsSpeed.self, forKey: .speed)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encodeIfPresent(self.speed, forKey: .speed)
    }
}

/// The model is currently overloaded. Emitted after automatic retries are exhausted.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsModelOverloadedError`
public struct BetaManagedAgentsModelOverloadedError: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Human-readable error description.
    public var message: String

    /// What the client should do next.
    public var retryStatus: BetaManagedAgentsRetryStatus

    public init(
        message: String,
        retryStatus: BetaManagedAgentsRetryStatus
    ) {
        self.type = "model_overloaded_error"
        self.message = message
        self.retryStatus = retryStatus
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            message: .emptyValue,
            retryStatus: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case message
        case retryStatus = "retry_status"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "model_overloaded_error")
        self.message = try container.decodeRequired(String.self, forKey: .message, in: decoder)
        self.retryStatus = try container.decodeRequired(BetaManagedAgentsRetryStatus.self, forKey: .retryStatus, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.message, forKey: .message)
        try container.encode(self.retryStatus, forKey: .retryStatus)
    }
}

/// - Schema: `#/components/schemas/BetaManagedAgentsModelParams`
public enum BetaManagedAgentsModelParams: Codable, Hashable, Sendable, EmptyDecodable {
    /// BetaManagedAgentsModel
    case betaManagedAgentsModel(BetaManagedAgentsModel)
    case configParams(BetaManagedAgentsModelConfigParams)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            self = .configParams(try BetaManagedAgentsModelConfigParams(from: decoder)); return
        case .string:
            self = .betaManagedAgentsModel(try BetaManagedAgentsModel(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .betaManagedAgentsModel(let value): try value.encode(to: encoder)
        case .configParams(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// The model request was rate-limited.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsModelRateLimitedError`
public struct BetaManagedAgentsModelRateLimitedError: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Human-readable error description.
    public var message: String

    /// What the client should do next.
    public var retryStatus: BetaManagedAgentsRetryStatus

    public init(
        message: String,
        retryStatus: BetaManagedAgentsRetryStatus
    ) {
        self.type = "model_rate_limited_error"
        self.message = message
        self.retryStatus = retryStatus
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            message: .emptyValue,
            retryStatus: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case message
        case retryStatus = "retry_status"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "model_rate_limited_error")
        self.message = try container.decodeRequired(String.self, forKey: .message, in: decoder)
        self.retryStatus = try container.decodeRequired(BetaManagedAgentsRetryStatus.self, forKey: .retryStatus, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.message, forKey: .message)
        try container.encode(self.retryStatus, forKey: .retryStatus)
    }
}

/// A model request failed for a reason other than overload or rate-limiting.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsModelRequestFailedError`
public struct BetaManagedAgentsModelRequestFailedError: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// Human-readable error description.
    public var message: String

    /// What the client should do next.
    public var retryStatus: BetaManagedAgentsRetryStatus

    public init(
        message: String,
        retryStatus: BetaManagedAgentsRetryStatus
    ) {
        self.type = "model_request_failed_error"
        self.message = message
        self.retryStatus = retryStatus
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            message: .emptyValue,
            retryStatus: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case message
        case retryStatus = "retry_status"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "model_request_failed_error")
        self.message = try container.decodeRequired(String.self, forKey: .message, in: decoder)
        self.retryStatus = try container.decodeRequired(BetaManagedAgentsRetryStatus.self, forKey: .retryStatus, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.message, forKey: .message)
        try container.encode(self.retryStatus, forKey: .retryStatus)
    }
}
