// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An image generation request made by the model.
///
/// - Schema: `#/components/schemas/BetaImageGenToolCall`
public struct BetaImageGenToolCall: Codable, Equatable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the image generation call. Always `image_generation_call`.
    public var type: String

    /// The unique ID of the image generation call.
    public var id: String

    /// The status of the image generation call.
    public var status: BetaImageGenToolCall.Status

    public var result: String?

    public init(
        id: String,
        status: BetaImageGenToolCall.Status,
        result: String?,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "image_generation_call"
        self.id = id
        self.status = status
        self.result = result
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            status: .emptyValue,
            result: nil
        )
    }

    /// The status of the image generation call.
    public enum Status: OpenEnum, EmptyDecodable {
        case inProgress
        case completed
        case generating
        case failed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_progress": self = .inProgress
            case "completed": self = .completed
            case "generating": self = .generating
            case "failed": self = .failed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inProgress: "in_progress"
            case .completed: "completed"
            case .generating: "generating"
            case .failed: "failed"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "image_generation_call")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.status = try container.decodeRequired(BetaImageGenToolCall.Status.self, forKey: "status", in: decoder)
        self.result = try container.decodeIfPresent(String.self, forKey: "result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.result, forKey: "result")
    }
}
