// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The last screenshot emitted by the model.
///
/// Null when screenshot inclusion is disabled or the call emitted no screenshot.
///
/// - Schema: `#/components/schemas/AgentSessionItemComputerUseCallItemResourceOutput`
public nonisolated struct AgentSessionItemComputerUseCallItemResourceOutput: Codable, Equatable, Sendable, EmptyDecodable {
    /// The complete JPEG image as a base64 data URL.
    public var imageURL: String

    /// The content type. Always `computer_screenshot`.
    public var type: String

    public init(
        imageURL: String
    ) {
        self.imageURL = imageURL
        self.type = "computer_screenshot"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            imageURL: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.imageURL = try container.decodeRequired(String.self, forKey: "image_url", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "computer_screenshot")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.imageURL, forKey: "image_url")
        try container.encode(self.type, forKey: "type")
    }
}
