// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Browser use in an OpenAI-hosted session.
///
/// - Schema: `#/components/schemas/AgentToolResourceComputerUse`
public nonisolated struct AgentToolResourceComputerUse: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether computer tool outputs include screenshots.
    public var includeScreenshots: Bool

    /// The type of the object. Always `computer_use`.
    public var type: String

    public init(
        includeScreenshots: Bool
    ) {
        self.includeScreenshots = includeScreenshots
        self.type = "computer_use"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            includeScreenshots: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.includeScreenshots = try container.decodeRequired(Bool.self, forKey: "include_screenshots", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "computer_use")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.includeScreenshots, forKey: "include_screenshots")
        try container.encode(self.type, forKey: "type")
    }
}
