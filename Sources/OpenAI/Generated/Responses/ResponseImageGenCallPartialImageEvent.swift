// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a partial image is available during image generation streaming.
///
/// - Schema: `#/components/schemas/ResponseImageGenCallPartialImageEvent`
public nonisolated struct ResponseImageGenCallPartialImageEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the event. Always 'response.image_generation_call.partial_image'.
    public var type: String

    /// The index of the output item in the response's output array.
    public var outputIndex: Int

    /// The unique identifier of the image generation item being processed.
    public var itemID: String

    /// The sequence number of the image generation item being processed.
    public var sequenceNumber: Int

    /// 0-based index for the partial image (backend is 1-based, but this is 0-based for the user).
    public var partialImageIndex: Int

    /// Base64-encoded partial image data, suitable for rendering as an image.
    public var partialImageB64: String

    /// The image size that was used.
    public var size: String?

    /// The image quality that was used.
    public var quality: String?

    /// The background setting that was used.
    public var background: String?

    /// The output format that was used.
    public var outputFormat: String?

    public init(
        outputIndex: Int,
        itemID: String,
        sequenceNumber: Int,
        partialImageIndex: Int,
        partialImageB64: String,
        size: String? = nil,
        quality: String? = nil,
        background: String? = nil,
        outputFormat: String? = nil
    ) {
        self.type = "response.image_generation_call.partial_image"
        self.outputIndex = outputIndex
        self.itemID = itemID
        self.sequenceNumber = sequenceNumber
        self.partialImageIndex = partialImageIndex
        self.partialImageB64 = partialImageB64
        self.size = size
        self.quality = quality
        self.background = background
        self.outputFormat = outputFormat
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            outputIndex: .emptyValue,
            itemID: .emptyValue,
            sequenceNumber: .emptyValue,
            partialImageIndex: .emptyValue,
            partialImageB64: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "response.image_generation_call.partial_image")
        self.outputIndex = try container.decodeRequired(Int.self, forKey: "output_index", in: decoder)
        self.itemID = try container.decodeRequired(String.self, forKey: "item_id", in: decoder)
        self.sequenceNumber = try container.decodeRequired(Int.self, forKey: "sequence_number", in: decoder)
        self.partialImageIndex = try container.decodeRequired(Int.self, forKey: "partial_image_index", in: decoder)
        self.partialImageB64 = try container.decodeRequired(String.self, forKey: "partial_image_b64", in: decoder)
        self.size = try container.decodeIfPresent(String.self, forKey: "size")
        self.quality = try container.decodeIfPresent(String.self, forKey: "quality")
        self.background = try container.decodeIfPresent(String.self, forKey: "background")
        self.outputFormat = try container.decodeIfPresent(String.self, forKey: "output_format")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.outputIndex, forKey: "output_index")
        try container.encode(self.itemID, forKey: "item_id")
        try container.encode(self.sequenceNumber, forKey: "sequence_number")
        try container.encode(self.partialImageIndex, forKey: "partial_image_index")
        try container.encode(self.partialImageB64, forKey: "partial_image_b64")
        try container.encodeIfPresent(self.size, forKey: "size")
        try container.encodeIfPresent(self.quality, forKey: "quality")
        try container.encodeIfPresent(self.background, forKey: "background")
        try container.encodeIfPresent(self.outputFormat, forKey: "output_format")
    }
}
