// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Warning: Deprecated in the spec.
/// - Schema: `#/components/schemas/ChatCompletionFunctions`
public nonisolated struct ChatCompletionFunctions: Codable, Equatable, Sendable, EmptyDecodable {
    /// A description of what the function does, used by the model to choose when and how to call the function.
    public var description: String?

    /// The name of the function to be called. Must be a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64.
    public var name: String

    public var parameters: FunctionParameters?

    public init(
        name: String,
        description: String? = nil,
        parameters: FunctionParameters? = nil
    ) {
        self.description = description
        self.name = name
        self.parameters = parameters
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.parameters = try container.decodeIfPresent(FunctionParameters.self, forKey: "parameters")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.parameters, forKey: "parameters")
    }
}
