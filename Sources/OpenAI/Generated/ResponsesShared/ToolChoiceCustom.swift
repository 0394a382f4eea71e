// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Use this option to force the model to call a specific custom tool.
///
/// - Schema: `#/components/schemas/ToolChoiceCustom`
public nonisolated struct ToolChoiceCustom: Codable, Equatable, Sendable, EmptyDecodable {
    /// For custom tool calling, the type is always `custom`.
    public var type: String

    /// The name of the custom tool to call.
    public var name: String

    public init(
        name: String
    ) {
        self.type = "custom"
        self.name = name
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "custom")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.name, forKey: "name")
    }
}
