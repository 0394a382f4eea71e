// Generated from Tests/ClientGeneratorTests/Fixtures/golden/family-modules/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaCompletionRequest`
public nonisolated struct BetaCompletionRequest: Codable, Equatable, Sendable, EmptyDecodable {
    public var model: String

    public var trace: Bool?

    public init(
        model: String,
        trace: Bool? = nil
    ) {
        self.model = model
        self.trace = trace
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
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.trace = try container.decodeIfPresent(Bool.self, forKey: "trace")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.trace, forKey: "trace")
    }
}
