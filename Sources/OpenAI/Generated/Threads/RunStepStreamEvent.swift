// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/RunStepStreamEvent`
public nonisolated enum RunStepStreamEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// Occurs when a [run step](https://platform.openai.com/docs/api-reference/run-steps/step-object) is created.
    ///
    /// - `event`: `thread.run.step.created`
    case threadRunStepCreated(RunStepStreamEvent.ThreadRunStepCreated)
    /// Occurs when a [run step](https://platform.openai.com/docs/api-reference/run-steps/step-object) moves to an `in_progress` state.
    ///
    /// - `event`: `thread.run.step.in_progress`
    case threadRunStepInProgress(RunStepStreamEvent.ThreadRunStepInProgress)
    /// Occurs when parts of a [run step](https://platform.openai.com/docs/api-reference/run-steps/step-object) are being streamed.
    ///
    /// - `event`: `thread.run.step.delta`
    case threadRunStepDelta(RunStepStreamEvent.ThreadRunStepDelta)
    /// Occurs when a [run step](https://platform.openai.com/docs/api-reference/run-steps/step-object) is completed.
    ///
    /// - `event`: `thread.run.step.completed`
    case threadRunStepCompleted(RunStepStreamEvent.ThreadRunStepCompleted)
    /// Occurs when a [run step](https://platform.openai.com/docs/api-reference/run-steps/step-object) fails.
    ///
    /// - `event`: `thread.run.step.failed`
    case threadRunStepFailed(RunStepStreamEvent.ThreadRunStepFailed)
    /// Occurs when a [run step](https://platform.openai.com/docs/api-reference/run-steps/step-object) is cancelled.
    ///
    /// - `event`: `thread.run.step.cancelled`
    case threadRunStepCancelled(RunStepStreamEvent.ThreadRunStepCancelled)
    /// Occurs when a [run step](https://platform.openai.com/docs/api-reference/run-steps/step-object) expires.
    ///
    /// - `event`: `thread.run.step.expired`
    case threadRunStepExpired(RunStepStreamEvent.ThreadRunStepExpired)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    /// Occurs when a [run step](https://platform.openai.com/docs/api-reference/run-steps/step-object) is created.
    public nonisolated struct ThreadRunStepCreated: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: RunStepObject

        public init(
            data: RunStepObject
        ) {
            self.event = "thread.run.step.created"
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
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.run.step.created")
            self.data = try container.decodeRequired(RunStepObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    /// Occurs when a [run step](https://platform.openai.com/docs/api-reference/run-steps/step-object) moves to an `in_progress` state.
    public nonisolated struct ThreadRunStepInProgress: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: RunStepObject

        public init(
            data: RunStepObject
        ) {
            self.event = "thread.run.step.in_progress"
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
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.run.step.in_progress")
            self.data = try container.decodeRequired(RunStepObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    /// Occurs when parts of a [run step](https://platform.openai.com/docs/api-reference/run-steps/step-object) are being streamed.
    public nonisolated struct ThreadRunStepDelta: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: RunStepDeltaObject

        public init(
            data: RunStepDeltaObject
        ) {
            self.event = "thread.run.step.delta"
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
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.run.step.delta")
            self.data = try container.decodeRequired(RunStepDeltaObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    /// Occurs when a [run step](https://platform.openai.com/docs/api-reference/run-steps/step-object) is completed.
    public nonisolated struct ThreadRunStepCompleted: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: RunStepObject

        public init(
            data: RunStepObject
        ) {
            self.event = "thread.run.step.completed"
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
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.run.step.completed")
            self.data = try container.decodeRequired(RunStepObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    /// Occurs when a [run step](https://platform.openai.com/docs/api-reference/run-steps/step-object) fails.
    public nonisolated struct ThreadRunStepFailed: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: RunStepObject

        public init(
            data: RunStepObject
        ) {
            self.event = "thread.run.step.failed"
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
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.run.step.failed")
            self.data = try container.decodeRequired(RunStepObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    /// Occurs when a [run step](https://platform.openai.com/docs/api-reference/run-steps/step-object) is cancelled.
    public nonisolated struct ThreadRunStepCancelled: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: RunStepObject

        public init(
            data: RunStepObject
        ) {
            self.event = "thread.run.step.cancelled"
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
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.run.step.cancelled")
            self.data = try container.decodeRequired(RunStepObject.self, forKey: "data", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.event, forKey: "event")
            try container.encode(self.data, forKey: "data")
        }
    }

    /// Occurs when a [run step](https://platform.openai.com/docs/api-reference/run-steps/step-object) expires.
    public nonisolated struct ThreadRunStepExpired: Codable, Equatable, Sendable, EmptyDecodable {
        public var event: String

        public var data: RunStepObject

        public init(
            data: RunStepObject
        ) {
            self.event = "thread.run.step.expired"
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
            self.event = try container.decodeRequired(String.self, forKey: "event", in: decoder, standIn: "thread.run.step.expired")
            self.data = try container.decodeRequired(RunStepObject.self, forKey: "data", in: decoder)
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
            case "thread.run.step.created": self = .threadRunStepCreated(try RunStepStreamEvent.ThreadRunStepCreated(from: decoder)); return
            case "thread.run.step.in_progress": self = .threadRunStepInProgress(try RunStepStreamEvent.ThreadRunStepInProgress(from: decoder)); return
            case "thread.run.step.delta": self = .threadRunStepDelta(try RunStepStreamEvent.ThreadRunStepDelta(from: decoder)); return
            case "thread.run.step.completed": self = .threadRunStepCompleted(try RunStepStreamEvent.ThreadRunStepCompleted(from: decoder)); return
            case "thread.run.step.failed": self = .threadRunStepFailed(try RunStepStreamEvent.ThreadRunStepFailed(from: decoder)); return
            case "thread.run.step.cancelled": self = .threadRunStepCancelled(try RunStepStreamEvent.ThreadRunStepCancelled(from: decoder)); return
            case "thread.run.step.expired": self = .threadRunStepExpired(try RunStepStreamEvent.ThreadRunStepExpired(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .threadRunStepCreated(let value): try value.encode(to: encoder)
        case .threadRunStepInProgress(let value): try value.encode(to: encoder)
        case .threadRunStepDelta(let value): try value.encode(to: encoder)
        case .threadRunStepCompleted(let value): try value.encode(to: encoder)
        case .threadRunStepFailed(let value): try value.encode(to: encoder)
        case .threadRunStepCancelled(let value): try value.encode(to: encoder)
        case .threadRunStepExpired(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
