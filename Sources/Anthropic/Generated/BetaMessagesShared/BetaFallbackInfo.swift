// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// Identifies one hop of a fallback transition.
///
/// - Schema: `#/components/schemas/BetaFallbackInfo`
public nonisolated struct BetaFallbackInfo: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The model that will complete your prompt.
    ///
    /// See [models](https://docs.anthropic.com/en/docs/models-overview) for additional
    /// details and options.
    public var model: Model

    public init(
        model: Model
    ) {
        self.model = model
    }

    public init(stringLiteral value: String) {
        self.init(model: Model(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeRequired(Model.self, forKey: "model", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.model, forKey: "model")
    }
}
