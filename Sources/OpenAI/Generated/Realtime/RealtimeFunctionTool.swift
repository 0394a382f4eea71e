// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Function tool
///
/// - Schema: `#/components/schemas/RealtimeFunctionTool`
public nonisolated struct RealtimeFunctionTool: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the tool, i.e. `function`.
    public var type: String?

    /// The name of the function.
    public var name: String?

    /// The description of the function, including guidance on when and how
    /// to call it, and guidance about what to tell the user when calling
    /// (if anything).
    public var description: String?

    /// Parameters of the function in JSON Schema.
    public var parameters: JSONValue?

    public init(
        type: String? = nil,
        name: String? = nil,
        description: String? = nil,
        parameters: JSONValue? = nil
    ) {
        self.type = type
        self.name = name
        self.description = description
        self.parameters = parameters
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "function")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.parameters = try container.decodeIfPresent(JSONValue.self, forKey: "parameters")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.type, forKey: "type")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.parameters, forKey: "parameters")
    }
}
