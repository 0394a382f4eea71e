// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A message input to the model with a role indicating instruction following
/// hierarchy. Instructions given with the `developer` or `system` role take
/// precedence over instructions given with the `user` role.
///
/// - Schema: `#/components/schemas/InputMessage`
public nonisolated struct InputMessage: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the message input. Always set to `message`.
    public var type: String?

    /// The role of the message input. One of `user`, `system`, or `developer`.
    public var role: InputMessage.Role

    /// The status of item. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when items are returned via API.
    public var status: InputMessage.Status?

    public var content: InputMessageContentList

    public init(
        role: InputMessage.Role,
        content: InputMessageContentList,
        type: String? = nil,
        status: InputMessage.Status? = nil
    ) {
        self.type = type
        self.role = role
        self.status = status
        self.content = content
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            role: .emptyValue,
            content: .emptyValue
        )
    }

    /// The role of the message input. One of `user`, `system`, or `developer`.
    public nonisolated enum Role: OpenEnum, EmptyDecodable {
        case user
        case system
        case developer
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "user": self = .user
            case "system": self = .system
            case "developer": self = .developer
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .user: "user"
            case .system: "system"
            case .developer: "developer"
            case .unknown(let value): value
            }
        }
    }

    /// The status of item. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when items are returned via API.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case inProgress
        case completed
        case incomplete
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_progress": self = .inProgress
            case "completed": self = .completed
            case "incomplete": self = .incomplete
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inProgress: "in_progress"
            case .completed: "completed"
            case .incomplete: "incomplete"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "message")
        self.role = try container.decodeRequired(InputMessage.Role.self, forKey: "role", in: decoder)
        self.status = try container.decodeIfPresent(InputMessage.Status.self, forKey: "status")
        self.content = try container.decodeRequired(InputMessageContentList.self, forKey: "content", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.type, forKey: "type")
        try container.encode(self.role, forKey: "role")
        try container.encodeIfPresent(self.status, forKey: "status")
        try container.encode(self.content, forKey: "content")
    }
}
