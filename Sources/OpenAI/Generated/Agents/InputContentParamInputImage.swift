// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Image input to the model.
///
/// - Schema: `#/components/schemas/InputContentParamInputImage`
public nonisolated struct InputContentParamInputImage: Codable, Equatable, Sendable, EmptyDecodable {
    /// The URL of the image sent to the model.
    public var imageURL: String

    /// The type of the object. Always `input_image`.
    public var type: String

    public init(
        imageURL: String
    ) {
        self.imageURL = imageURL
        self.type = "input_image"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_image")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.imageURL, forKey: "image_url")
        try container.encode(self.type, forKey: "type")
    }
}
