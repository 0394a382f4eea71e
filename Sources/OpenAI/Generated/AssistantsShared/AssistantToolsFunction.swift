// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Function tool
///
/// - Schema: `#/components/schemas/AssistantToolsFunction`
public nonisolated struct AssistantToolsFunction: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of tool being defined: `function`
    public var type: String

    public var function: FunctionObject

    public init(
        function: FunctionObject
    ) {
        self.type = "function"
        self.function = function
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            function: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "function")
        self.function = try container.decodeRequired(FunctionObject.self, forKey: "function", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.function, forKey: "function")
    }
}
