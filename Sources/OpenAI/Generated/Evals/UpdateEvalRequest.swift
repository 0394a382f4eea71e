// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

public struct UpdateEvalRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Rename the evaluation.
    public var name: String?

    public var metadata: _OpenAIShared.Metadata?

    public init(
        name: String? = nil,
        metadata: _OpenAIShared.Metadata? = nil
    ) {
        self.name = name
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.metadata = try container.decodeIfPresent(_OpenAIShared.Metadata.self, forKey: "metadata")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
    }
}
