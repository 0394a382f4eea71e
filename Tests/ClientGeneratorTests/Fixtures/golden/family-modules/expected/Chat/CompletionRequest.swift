// Generated from Tests/ClientGeneratorTests/Fixtures/golden/family-modules/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CompletionRequest`
public nonisolated struct CompletionRequest: Codable, Equatable, Sendable, EmptyDecodable {
    public var model: String

    public var messages: [Message]

    public init(
        model: String,
        messages: [Message]
    ) {
        self.model = model
        self.messages = messages
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue,
            messages: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.messages = try container.decodeRequired([Message].self, forKey: "messages", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.model, forKey: "model")
        try container.encode(self.messages, forKey: "messages")
    }
}
