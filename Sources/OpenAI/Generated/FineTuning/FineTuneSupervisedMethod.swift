// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Configuration for the supervised fine-tuning method.
///
/// - Schema: `#/components/schemas/FineTuneSupervisedMethod`
public nonisolated struct FineTuneSupervisedMethod: Codable, Equatable, Sendable, EmptyDecodable {
    public var hyperparameters: FineTuneSupervisedHyperparameters?

    public init(
        hyperparameters: FineTuneSupervisedHyperparameters? = nil
    ) {
        self.hyperparameters = hyperparameters
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.hyperparameters = try container.decodeIfPresent(FineTuneSupervisedHyperparameters.self, forKey: "hyperparameters")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.hyperparameters, forKey: "hyperparameters")
    }
}
