// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Fine-tuning job event object
///
/// - Schema: `#/components/schemas/FineTuningJobEvent`
public nonisolated struct FineTuningJobEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type, which is always "fine_tuning.job.event".
    public var object: String

    /// The object identifier.
    public var id: String

    /// The Unix timestamp (in seconds) for when the fine-tuning job was created.
    public var createdAt: Int

    /// The log level of the event.
    public var level: FineTuningJobEvent.Level

    /// The message of the event.
    public var message: String

    /// The type of event.
    public var type: FineTuningJobEvent.Kind?

    /// The data associated with the event.
    public var data: JSONValue?

    public init(
        id: String,
        createdAt: Int,
        level: FineTuningJobEvent.Level,
        message: String,
        type: FineTuningJobEvent.Kind? = nil,
        data: JSONValue? = nil
    ) {
        self.object = "fine_tuning.job.event"
        self.id = id
        self.createdAt = createdAt
        self.level = level
        self.message = message
        self.type = type
        self.data = data
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            createdAt: .emptyValue,
            level: .emptyValue,
            message: .emptyValue
        )
    }

    /// The log level of the event.
    public nonisolated enum Level: OpenEnum, EmptyDecodable {
        case info
        case warn
        case error
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "info": self = .info
            case "warn": self = .warn
            case "error": self = .error
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .info: "info"
            case .warn: "warn"
            case .error: "error"
            case .unknown(let value): value
            }
        }
    }

    /// The type of event.
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case message
        case metrics
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "message": self = .message
            case "metrics": self = .metrics
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .message: "message"
            case .metrics: "metrics"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "fine_tuning.job.event")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.level = try container.decodeRequired(FineTuningJobEvent.Level.self, forKey: "level", in: decoder)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.type = try container.decodeIfPresent(FineTuningJobEvent.Kind.self, forKey: "type")
        self.data = try container.decodeIfPresent(JSONValue.self, forKey: "data")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.level, forKey: "level")
        try container.encode(self.message, forKey: "message")
        try container.encodeIfPresent(self.type, forKey: "type")
        try container.encodeIfPresent(self.data, forKey: "data")
    }
}
