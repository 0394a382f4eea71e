// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An image input block used within EvalItem content arrays.
///
/// - Schema: `#/components/schemas/EvalItemInputImage`
public nonisolated struct EvalItemInputImage: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the image input. Always `input_image`.
    public var type: String

    /// The URL of the image input.
    public var imageURL: String

    /// The detail level of the image to be sent to the model. One of `high`, `low`, or `auto`. Defaults to `auto`.
    public var detail: String?

    public init(
        imageURL: String,
        detail: String? = nil
    ) {
        self.type = "input_image"
        self.imageURL = imageURL
        self.detail = detail
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_image")
        self.imageURL = try container.decodeRequired(String.self, forKey: "image_url", in: decoder)
        self.detail = try container.decodeIfPresent(String.self, forKey: "detail")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.imageURL, forKey: "image_url")
        try container.encodeIfPresent(self.detail, forKey: "detail")
    }
}
