// Generated from Tests/ClientGeneratorTests/Fixtures/golden/family-modules/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/Message`
public nonisolated struct Message: Codable, Equatable, Sendable, EmptyDecodable {
    public var role: Message.Role

    public var content: String

    public init(
        role: Message.Role,
        content: String
    ) {
        self.role = role
        self.content = content
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            role: .emptyValue,
            content: .emptyValue
        )
    }

    public nonisolated enum Role: OpenEnum, EmptyDecodable {
        case user
        case assistant
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "user": self = .user
            case "assistant": self = .assistant
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .user: "user"
            case .assistant: "assistant"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.role = try container.decodeRequired(Message.Role.self, forKey: "role", in: decoder)
        self.content = try container.decodeRequired(String.self, forKey: "content", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.role, forKey: "role")
        try container.encode(self.content, forKey: "content")
    }
}
