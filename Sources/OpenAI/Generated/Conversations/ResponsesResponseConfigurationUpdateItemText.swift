// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The text output configuration for subsequent responses.
///
/// - Schema: `#/components/schemas/ResponsesResponseConfigurationUpdateItemText`
public nonisolated struct ResponsesResponseConfigurationUpdateItemText: Codable, Equatable, Sendable, EmptyDecodable {
    /// Use a JSON schema for structured output or text to return to plain text.
    public var format: ResponseConfigurationUpdateItemTextFormat

    public init(
        format: ResponseConfigurationUpdateItemTextFormat
    ) {
        self.format = format
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            format: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.format = try container.decodeRequired(ResponseConfigurationUpdateItemTextFormat.self, forKey: "format", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.format, forKey: "format")
    }
}
