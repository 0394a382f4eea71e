// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Function message
///
/// - Warning: Deprecated in the spec.
/// - Schema: `#/components/schemas/ChatCompletionRequestFunctionMessage`
public nonisolated struct ChatCompletionRequestFunctionMessage: Codable, Equatable, Sendable, EmptyDecodable {
    /// The role of the messages author, in this case `function`.
    public var role: String

    public var content: String?

    /// The name of the function to call.
    public var name: String

    public init(
        content: String?,
        name: String
    ) {
        self.role = "function"
        self.content = content
        self.name = name
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: nil,
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder, standIn: "function")
        self.content = try container.decodeIfPresent(String.self, forKey: "content")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.role, forKey: "role")
        try container.encode(self.content, forKey: "content")
        try container.encode(self.name, forKey: "name")
    }
}
