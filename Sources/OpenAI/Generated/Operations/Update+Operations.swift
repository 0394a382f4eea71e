// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public struct UpdateChatCompletionRequest: Codable, Hashable, Sendable, EmptyDecodable {
    public var metadata: OpenAI.Metadata?

    public init(
        metadata: OpenAI.Metadata?
    ) {
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            metadata: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case metadata
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.metadata = try container.decodeIfPresent(OpenAI.Metadata.self, forKey: .metadata)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.metadata, forKey: .metadata)
    }
}

public struct UpdateEvalRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// Rename the evaluation.
    public var name: String?

    public var metadata: OpenAI.Metadata?

    public init(
        name: String? = nil,
        metadata: OpenAI.Metadata? = nil
    ) {
        self.name = name
        self.metadata = metadata
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case name
        case metadata
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
        self.metadata = try container.decodeIfPresent(OpenAI.Metadata.self, forKey: .metadata)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.name, forKey: .name)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
    }
}
