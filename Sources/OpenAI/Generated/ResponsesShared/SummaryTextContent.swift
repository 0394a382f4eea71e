// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A summary text from the model.
///
/// - Schema: `#/components/schemas/SummaryTextContent`
public nonisolated struct SummaryTextContent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the object. Always `summary_text`.
    public var type: String

    /// A summary of the reasoning output from the model so far.
    public var text: String

    public init(
        text: String
    ) {
        self.type = "summary_text"
        self.text = text
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "summary_text")
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.text, forKey: "text")
    }
}
