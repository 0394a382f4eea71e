// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Controls for how a thread will be truncated prior to the run. Use this to control the initial context window of the run.
///
/// - Schema: `#/components/schemas/TruncationObject`
public nonisolated struct TruncationObject: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    /// The truncation strategy to use for the thread. The default is `auto`. If set to `last_messages`, the thread will be truncated to the n most recent messages in the thread. When set to `auto`, messages in the middle of the thread will be dropped to fit the context length of the model, `max_prompt_tokens`.
    public var type: TruncationObject.Kind

    public var lastMessages: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        type: TruncationObject.Kind,
        lastMessages: Int? = nil
    ) {
        self.type = type
        self.lastMessages = lastMessages
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(type: TruncationObject.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    /// The truncation strategy to use for the thread. The default is `auto`. If set to `last_messages`, the thread will be truncated to the n most recent messages in the thread. When set to `auto`, messages in the middle of the thread will be dropped to fit the context length of the model, `max_prompt_tokens`.
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case auto
        case lastMessages
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "last_messages": self = .lastMessages
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .lastMessages: "last_messages"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(TruncationObject.Kind.self, forKey: "type", in: decoder)
        self.lastMessages = try container.decodeIfPresent(Int.self, forKey: "last_messages")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.lastMessages, forKey: "last_messages")
    }
}

nonisolated extension NullableMember where Owner == TruncationObject {
    public static var lastMessages: Self { Self("last_messages") }
}
