// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Configure the model to generate valid Python code. See the
/// [custom grammars guide](https://platform.openai.com/docs/guides/custom-grammars) for more details.
///
/// - Schema: `#/components/schemas/ResponseFormatTextPython`
public nonisolated struct ResponseFormatTextPython: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of response format being defined. Always `python`.
    public var type: String

    public init() {
        self.type = "python"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "python")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
    }
}
