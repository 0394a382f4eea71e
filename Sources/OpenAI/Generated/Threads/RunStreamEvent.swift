// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/RunStreamEvent`
public nonisolated enum RunStreamEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// Occurs when a new [run](https://platform.openai.com/docs/api-reference/runs/object) is created.
    ///
    /// - `event`: `thread.run.created`
    case threadRunCreated(RunStreamEvent.ThreadRunCreated)
    /// Occurs when a [run](https://platform.openai.com/docs/api-reference/runs/object) moves to a `queued` status.
    ///
    /// - `event`: `thread.run.queued`
    case threadRunQueued(RunStreamEvent.ThreadRunQueued)
    /// Occurs when a [run](https://platform.openai.com/docs/api-reference/runs/object) moves to an `in_progress` status.
    ///
    /// - `event`: `thread.run.in_progress`
    case threadRunInProgress(RunStreamEvent.ThreadRunInProgress)
    /// Occurs when a [run](https://platform.openai.com/docs/api-reference/runs/object) moves to a `requires_action` status.
    ///
    /// - `event`: `thread.run.requires_action`
    case threadRunRequiresAction(RunStreamEvent.ThreadRunRequiresAction)
    /// Occurs when a [run](https://platform.openai.com/docs/api-reference/runs/object) is completed.
    ///
    /// - `event`: `thread.run.completed`
    case threadRunCompleted(RunStreamEvent.ThreadRunCompleted)
    /// Occurs when a [run](https://platform.openai.com/docs/api-reference/runs/object) ends with status `incomplete`.
    ///
    /// - `event`: `thread.run.incomplete`
    case threadRunIncomplete(RunStreamEvent.ThreadRunIncomplete)
    /// Occurs when a [run](https://platform.openai.com/docs/api-reference/runs/object) fails.
    ///
    /// - `event`: `thread.run.failed`
    case threadRunFailed(RunStreamEvent.ThreadRunFailed)
    /// Occurs when a [run](https://platform.openai.com/docs/api-reference/runs/object) moves to a `cancelling` status.
    ///
    /// - `event`: `thread.run.cancelling`
    case threadRunCancelling(RunStreamEvent.ThreadRunCancelling)
    /// Occurs when a [run](https://platform.openai.com/docs/api-reference/runs/object) is cancelled.
    ///
    /// - `event`: `thread.run.cancelled`
    case threadRunCancelled(RunStreamEvent.ThreadRunCancelled)
    /// Occurs when a [run](https://platform.openai.com/docs/api-reference/runs/object) expires.
    ///
    /// - `event`: `thread.run.expired`
    case threadRunExpired(RunStreamEvent.ThreadRunExpired)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    /// Occurs when a new [run](https://platform.openai.com/docs/api-reference/runs/object) is created.
    public nonisolated struct ThreadRunCreated: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: RunObject

        public init(
            data: RunObject
        ) {
            self.event = "thread.run.created"
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                data: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.run.created")
            self.data = try container.decodeRequired(RunObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    /// Occurs when a [run](https://platform.openai.com/docs/api-reference/runs/object) moves to a `queued` status.
    public nonisolated struct ThreadRunQueued: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: RunObject

        public init(
            data: RunObject
        ) {
            self.event = "thread.run.queued"
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                data: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.run.queued")
            self.data = try container.decodeRequired(RunObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    /// Occurs when a [run](https://platform.openai.com/docs/api-reference/runs/object) moves to an `in_progress` status.
    public nonisolated struct ThreadRunInProgress: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: RunObject

        public init(
            data: RunObject
        ) {
            self.event = "thread.run.in_progress"
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                data: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.run.in_progress")
            self.data = try container.decodeRequired(RunObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    /// Occurs when a [run](https://platform.openai.com/docs/api-reference/runs/object) moves to a `requires_action` status.
    public nonisolated struct ThreadRunRequiresAction: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: RunObject

        public init(
            data: RunObject
        ) {
            self.event = "thread.run.requires_action"
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                data: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.run.requires_action")
            self.data = try container.decodeRequired(RunObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    /// Occurs when a [run](https://platform.openai.com/docs/api-reference/runs/object) is completed.
    public nonisolated struct ThreadRunCompleted: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: RunObject

        public init(
            data: RunObject
        ) {
            self.event = "thread.run.completed"
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                data: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.run.completed")
            self.data = try container.decodeRequired(RunObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    /// Occurs when a [run](https://platform.openai.com/docs/api-reference/runs/object) ends with status `incomplete`.
    public nonisolated struct ThreadRunIncomplete: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: RunObject

        public init(
            data: RunObject
        ) {
            self.event = "thread.run.incomplete"
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                data: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.run.incomplete")
            self.data = try container.decodeRequired(RunObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    /// Occurs when a [run](https://platform.openai.com/docs/api-reference/runs/object) fails.
    public nonisolated struct ThreadRunFailed: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: RunObject

        public init(
            data: RunObject
        ) {
            self.event = "thread.run.failed"
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                data: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.run.failed")
            self.data = try container.decodeRequired(RunObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    /// Occurs when a [run](https://platform.openai.com/docs/api-reference/runs/object) moves to a `cancelling` status.
    public nonisolated struct ThreadRunCancelling: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: RunObject

        public init(
            data: RunObject
        ) {
            self.event = "thread.run.cancelling"
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                data: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.run.cancelling")
            self.data = try container.decodeRequired(RunObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    /// Occurs when a [run](https://platform.openai.com/docs/api-reference/runs/object) is cancelled.
    public nonisolated struct ThreadRunCancelled: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: RunObject

        public init(
            data: RunObject
        ) {
            self.event = "thread.run.cancelled"
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                data: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.run.cancelled")
            self.data = try container.decodeRequired(RunObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    /// Occurs when a [run](https://platform.openai.com/docs/api-reference/runs/object) expires.
    public nonisolated struct ThreadRunExpired: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: RunObject

        public init(
            data: RunObject
        ) {
            self.event = "thread.run.expired"
            self.data = data
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                data: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.run.expired")
            self.data = try container.decodeRequired(RunObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "event") {
            switch tag {
            case "thread.run.created": self = .threadRunCreated(try RunStreamEvent.ThreadRunCreated(from: decoder)); return
            case "thread.run.queued": self = .threadRunQueued(try RunStreamEvent.ThreadRunQueued(from: decoder)); return
            case "thread.run.in_progress": self = .threadRunInProgress(try RunStreamEvent.ThreadRunInProgress(from: decoder)); return
            case "thread.run.requires_action": self = .threadRunRequiresAction(try RunStreamEvent.ThreadRunRequiresAction(from: decoder)); return
            case "thread.run.completed": self = .threadRunCompleted(try RunStreamEvent.ThreadRunCompleted(from: decoder)); return
            case "thread.run.incomplete": self = .threadRunIncomplete(try RunStreamEvent.ThreadRunIncomplete(from: decoder)); return
            case "thread.run.failed": self = .threadRunFailed(try RunStreamEvent.ThreadRunFailed(from: decoder)); return
            case "thread.run.cancelling": self = .threadRunCancelling(try RunStreamEvent.ThreadRunCancelling(from: decoder)); return
            case "thread.run.cancelled": self = .threadRunCancelled(try RunStreamEvent.ThreadRunCancelled(from: decoder)); return
            case "thread.run.expired": self = .threadRunExpired(try RunStreamEvent.ThreadRunExpired(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .threadRunCreated(let value): try value.encode(to: encoder)
        case .threadRunQueued(let value): try value.encode(to: encoder)
        case .threadRunInProgress(let value): try value.encode(to: encoder)
        case .threadRunRequiresAction(let value): try value.encode(to: encoder)
        case .threadRunCompleted(let value): try value.encode(to: encoder)
        case .threadRunIncomplete(let value): try value.encode(to: encoder)
        case .threadRunFailed(let value): try value.encode(to: encoder)
        case .threadRunCancelling(let value): try value.encode(to: encoder)
        case .threadRunCancelled(let value): try value.encode(to: encoder)
        case .threadRunExpired(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
