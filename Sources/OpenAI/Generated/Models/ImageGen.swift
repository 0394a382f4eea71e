// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ImageGenActionEnum`
public enum ImageGenActionEnum: OpenEnum, EmptyDecodable {
    case generate
    case edit
    case auto
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "generate": self = .generate
        case "edit": self = .edit
        case "auto": self = .auto
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .generate: "generate"
        case .edit: "edit"
        case .auto: "auto"
        case .unknown(let value): value
        }
    }
}

/// Emitted when image generation has completed and the final image is available.
///
/// - Schema: `#/components/schemas/ImageGenCompletedEvent`
public struct ImageGenCompletedEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `image_generation.completed`.
    public var type: String

    /// Base64-encoded image data, suitable for rendering as an image.
    public var b64Json: String

    /// The Unix timestamp when the event was created.
    public var createdAt: Int

    /// The size of the generated image.
    public var size: ImageGenCompletedEvent.Size

    /// The quality setting for the generated image.
    public var quality: ImageGenCompletedEvent.Quality

    /// The background setting for the generated image.
    public var background: ImageGenCompletedEvent.Background

    /// The output format for the generated image.
    public var outputFormat: ImageGenCompletedEvent.OutputFormat

    public var usage: ImagesUsage

    public init(
        b64Json: String,
        createdAt: Int,
        size: ImageGenCompletedEvent.Size,
        quality: ImageGenCompletedEvent.Quality,
        background: ImageGenCompletedEvent.Background,
        outputFormat: ImageGenCompletedEvent.OutputFormat,
        usage: ImagesUsage
    ) {
        self.type = "image_generation.completed"
        self.b64Json = b64Json
        self.createdAt = createdAt
        self.size = size
        self.quality = quality
        self.background = background
        self.outputFormat = outputFormat
        self.usage = usage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            b64Json: .emptyValue,
            createdAt: .emptyValue,
            size: .emptyValue,
            quality: .emptyValue,
            background: .emptyValue,
            outputFormat: .emptyValue,
            usage: .emptyValue
        )
    }

    /// The size of the generated image.
    public enum Size: OpenEnum, EmptyDecodable {
        case size1024x1024
        case size1024x1536
        case size1536x1024
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "1024x1024": self = .size1024x1024
            case "1024x1536": self = .size1024x1536
            case "1536x1024": self = .size1536x1024
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .size1024x1024: "1024x1024"
            case .size1024x1536: "1024x1536"
            case .size1536x1024: "1536x1024"
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    /// The quality setting for the generated image.
    public enum Quality: OpenEnum, EmptyDecodable {
        case low
        case medium
        case high
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "low": self = .low
            case "medium": self = .medium
            case "high": self = .high
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .low: "low"
            case .medium: "medium"
            case .high: "high"
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    /// The background setting for the generated image.
    public enum Background: OpenEnum, EmptyDecodable {
        case transparent
        case opaque
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "transparent": self = .transparent
            case "opaque": self = .opaque
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .transparent: "transparent"
            case .opaque: "opaque"
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    /// The output format for the generated image.
    public enum OutputFormat: OpenEnum, EmptyDecodable {
        case png
        case webp
        case jpeg
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "png": self = .png
            case "webp": self = .webp
            case "jpeg": self = .jpeg
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .png: "png"
            case .webp: "webp"
            case .jpeg: "jpeg"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case b64Json = "b64_json"
        case createdAt = "created_at"
        case size
        case quality
        case background
        case outputFormat = "output_format"
        case usage
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "image_generation.completed")
        self.b64Json = try container.decodeRequired(String.self, forKey: .b64Json, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.size = try container.decodeRequired(ImageGenCompletedEvent.Size.self, forKey: .size, in: decoder)
        self.quality = try container.decodeRequired(ImageGenCompletedEvent.Quality.self, forKey: .quality, in: decoder)
        self.background = try container.decodeRequired(ImageGenCompletedEvent.Background.self, forKey: .background, in: decoder)
        self.outputFormat = try container.decodeRequired(ImageGenCompletedEvent.OutputFormat.self, forKey: .outputFormat, in: decoder)
        self.usage = try container.decodeRequired(ImagesUsage.self, forKey: .usage, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.b64Json, forKey: .b64Json)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.size, forKey: .size)
        try container.encode(self.quality, forKey: .quality)
        try container.encode(self.background, forKey: .background)
        try container.encode(self.outputFormat, forKey: .outputFormat)
        try container.encode(self.usage, forKey: .usage)
    }
}

/// The input tokens detailed information for the image generation.
///
/// - Schema: `#/components/schemas/ImageGenInputUsageDetails`
public struct ImageGenInputUsageDetails: Codable, Hashable, Sendable, EmptyDecodable {
    /// The number of text tokens in the input prompt.
    public var textTokens: Int

    /// The number of image tokens in the input prompt.
    public var imageTokens: Int

    public init(
        textTokens: Int,
        imageTokens: Int
    ) {
        self.textTokens = textTokens
        self.imageTokens = imageTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            textTokens: .emptyValue,
            imageTokens: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case textTokens = "text_tokens"
        case imageTokens = "image_tokens"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.textTokens = try container.decodeRequired(Int.self, forKey: .textTokens, in: decoder)
        self.imageTokens = try container.decodeRequired(Int.self, forKey: .imageTokens, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.textTokens, forKey: .textTokens)
        try container.encode(self.imageTokens, forKey: .imageTokens)
    }
}

/// The output token details for the image generation.
///
/// - Schema: `#/components/schemas/ImageGenOutputTokensDetails`
public struct ImageGenOutputTokensDetails: Codable, Hashable, Sendable, EmptyDecodable {
    /// The number of image output tokens generated by the model.
    public var imageTokens: Int

    /// The number of text output tokens generated by the model.
    public var textTokens: Int

    public init(
        imageTokens: Int,
        textTokens: Int
    ) {
        self.imageTokens = imageTokens
        self.textTokens = textTokens
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            imageTokens: .emptyValue,
            textTokens: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case imageTokens = "image_tokens"
        case textTokens = "text_tokens"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.imageTokens = try container.decodeRequired(Int.self, forKey: .imageTokens, in: decoder)
        self.textTokens = try container.decodeRequired(Int.self, forKey: .textTokens, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.imageTokens, forKey: .imageTokens)
        try container.encode(self.textTokens, forKey: .textTokens)
    }
}

/// Emitted when a partial image is available during image generation streaming.
///
/// - Schema: `#/components/schemas/ImageGenPartialImageEvent`
public struct ImageGenPartialImageEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `image_generation.partial_image`.
    public var type: String

    /// Base64-encoded partial image data, suitable for rendering as an image.
    public var b64Json: String

    /// The Unix timestamp when the event was created.
    public var createdAt: Int

    /// The size of the requested image.
    public var size: ImageGenPartialImageEvent.Size

    /// The quality setting for the requested image.
    public var quality: ImageGenPartialImageEvent.Quality

    /// The background setting for the requested image.
    public var background: ImageGenPartialImageEvent.Background

    /// The output format for the requested image.
    public var outputFormat: ImageGenPartialImageEvent.OutputFormat

    /// 0-based index for the partial image (streaming).
    public var partialImageIndex: Int

    public init(
        b64Json: String,
        createdAt: Int,
        size: ImageGenPartialImageEvent.Size,
        quality: ImageGenPartialImageEvent.Quality,
        background: ImageGenPartialImageEvent.Background,
        outputFormat: ImageGenPartialImageEvent.OutputFormat,
        partialImageIndex: Int
    ) {
        self.type = "image_generation.partial_image"
        self.b64Json = b64Json
        self.createdAt = createdAt
        self.size = size
        self.quality = quality
        self.background = background
        self.outputFormat = outputFormat
        self.partialImageIndex = partialImageIndex
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            b64Json: .emptyValue,
            createdAt: .emptyValue,
            size: .emptyValue,
            quality: .emptyValue,
            background: .emptyValue,
            outputFormat: .emptyValue,
            partialImageIndex: .emptyValue
        )
    }

    /// The size of the requested image.
    public enum Size: OpenEnum, EmptyDecodable {
        case size1024x1024
        case size1024x1536
        case size1536x1024
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "1024x1024": self = .size1024x1024
            case "1024x1536": self = .size1024x1536
            case "1536x1024": self = .size1536x1024
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .size1024x1024: "1024x1024"
            case .size1024x1536: "1024x1536"
            case .size1536x1024: "1536x1024"
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    /// The quality setting for the requested image.
    public enum Quality: OpenEnum, EmptyDecodable {
        case low
        case medium
        case high
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "low": self = .low
            case "medium": self = .medium
            case "high": self = .high
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .low: "low"
            case .medium: "medium"
            case .high: "high"
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    /// The background setting for the requested image.
    public enum Background: OpenEnum, EmptyDecodable {
        case transparent
        case opaque
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "transparent": self = .transparent
            case "opaque": self = .opaque
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .transparent: "transparent"
            case .opaque: "opaque"
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    /// The output format for the requested image.
    public enum OutputFormat: OpenEnum, EmptyDecodable {
        case png
        case webp
        case jpeg
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "png": self = .png
            case "webp": self = .webp
            case "jpeg": self = .jpeg
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .png: "png"
            case .webp: "webp"
            case .jpeg: "jpeg"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case b64Json = "b64_json"
        case createdAt = "created_at"
        case size
        case quality
        case background
        case outputFormat = "output_format"
        case partialImageIndex = "partial_image_index"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "image_generation.partial_image")
        self.b64Json = try container.decodeRequired(String.self, forKey: .b64Json, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.size = try container.decodeRequired(ImageGenPartialImageEvent.Size.self, forKey: .size, in: decoder)
        self.quality = try container.decodeRequired(ImageGenPartialImageEvent.Quality.self, forKey: .quality, in: decoder)
        self.background = try container.decodeRequired(ImageGenPartialImageEvent.Background.self, forKey: .background, in: decoder)
        self.outputFormat = try container.decodeRequired(ImageGenPartialImageEvent.OutputFormat.self, forKey: .outputFormat, in: decoder)
        self.partialImageIndex = try container.decodeRequired(Int.self, forKey: .partialImageIndex, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.b64Json, forKey: .b64Json)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.size, forKey: .size)
        try container.encode(self.quality, forKey: .quality)
        try container.encode(self.background, forKey: .background)
        try container.encode(self.outputFormat, forKey: .outputFormat)
        try container.encode(self.partialImageIndex, forKey: .partialImageIndex)
    }
}

/// - Schema: `#/components/schemas/ImageGenStreamEvent`
public enum ImageGenStreamEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `image_generation.partial_image`
    case imageGenerationPartialImage(ImageGenPartialImageEvent)
    /// - `type`: `image_generation.completed`
    case imageGenerationCompleted(ImageGenCompletedEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "image_generation.partial_image": self = .imageGenerationPartialImage(try ImageGenPartialImageEvent(from: decoder)); return
            case "image_generation.completed": self = .imageGenerationCompleted(try ImageGenCompletedEvent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .imageGenerationPartialImage(let value): try value.encode(to: encoder)
        case .imageGenerationCompleted(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// A tool that generates images using the GPT image models.
///
/// - Schema: `#/components/schemas/ImageGenTool`
public struct ImageGenTool: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the image generation tool. Always `image_generation`.
    public var type: String

    public var model: ImageGenTool.Model?

    /// The quality of the generated image. One of `low`, `medium`, `high`,
    /// or `auto`. Default: `auto`.
    public var quality: ImageGenTool.Quality?

    /// The size of the generated images. For `gpt-image-2` and `gpt-image-2-2026-04-21`, arbitrary resolutions are supported as `WIDTHxHEIGHT` strings, for example `1536x864`. Width and height must both be divisible by 16 and the requested aspect ratio must be between 1:3 and 3:1. Resolutions above `2560x1440` are experimental, and the maximum supported resolution is `3840x2160`. The requested size must also satisfy the model's current pixel and edge limits. The standard sizes `1024x1024`, `1536x1024`, and `1024x1536` are supported by the GPT image models; `auto` is supported for models that allow automatic sizing. For `dall-e-2`, use one of `256x256`, `512x512`, or `1024x1024`. For `dall-e-3`, use one of `1024x1024`, `1792x1024`, or `1024x1792`.
    public var size: ImageGenTool.Size?

    /// The output format of the generated image. One of `png`, `webp`, or
    /// `jpeg`. Default: `png`.
    public var outputFormat: ImageGenTool.OutputFormat?

    /// Compression level for the output image. Default: 100.
    public var outputCompression: Int?

    /// Moderation level for the generated image. Default: `auto`.
    public var moderation: ImageGenTool.Moderation?

    /// Set the background of the generated image. One of `transparent`,
    /// `opaque`, or `auto`. Transparent backgrounds are available for
    /// supported GPT Image models. For `gpt-image-2` and
    /// `gpt-image-2-2026-04-21`, this support is in preview. When using
    /// `transparent`, set the output format to `png` or `webp`. Default: `auto`.
    public var background: ImageGenTool.Background?

    public var inputFidelity: OpenAI.InputFidelity?

    /// Optional mask for inpainting. Contains `image_url`
    /// (string, optional) and `file_id` (string, optional).
    public var inputImageMask: ImageGenTool.InputImageMask?

    /// Number of partial images to generate in streaming mode, from 0 (default value) to 3.
    public var partialImages: Int?

    /// Whether to generate a new image or edit an existing image. Default: `auto`.
    public var action: ImageGenActionEnum?

    public init(
        model: ImageGenTool.Model? = nil,
        quality: ImageGenTool.Quality? = nil,
        size: ImageGenTool.Size? = nil,
        outputFormat: ImageGenTool.OutputFormat? = nil,
        outputCompression: Int? = nil,
        moderation: ImageGenTool.Moderation? = nil,
        background: ImageGenTool.Background? = nil,
        inputFidelity: OpenAI.InputFidelity? = nil,
        inputImageMask: ImageGenTool.InputImageMask? = nil,
        partialImages: Int? = nil,
        action: ImageGenActionEnum? = nil
    ) {
        self.type = "image_generation"
        self.model = model
        self.quality = quality
        self.size = size
        self.outputFormat = outputFormat
        self.outputCompression = outputCompression
        self.moderation = moderation
        self.background = background
        self.inputFidelity = inputFidelity
        self.inputImageMask = inputImageMask
        self.partialImages = partialImages
        self.action = action
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    public enum Model: OpenEnum, EmptyDecodable {
        case gptImage1
        case gptImage1Mini
        case gptImage1_5
        case gptImage2
        case gptImage2_2026_04_21
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "gpt-image-1": self = .gptImage1
            case "gpt-image-1-mini": self = .gptImage1Mini
            case "gpt-image-1.5": self = .gptImage1_5
            case "gpt-image-2": self = .gptImage2
            case "gpt-image-2-2026-04-21": self = .gptImage2_2026_04_21
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .gptImage1: "gpt-image-1"
            case .gptImage1Mini: "gpt-image-1-mini"
            case .gptImage1_5: "gpt-image-1.5"
            case .gptImage2: "gpt-image-2"
            case .gptImage2_2026_04_21: "gpt-image-2-2026-04-21"
            case .unknown(let value): value
            }
        }
    }

    /// The quality of the generated image. One of `low`, `medium`, `high`,
    /// or `auto`. Default: `auto`.
    public enum Quality: OpenEnum, EmptyDecodable {
        case low
        case medium
        case high
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "low": self = .low
            case "medium": self = .medium
            case "high": self = .high
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .low: "low"
            case .medium: "medium"
            case .high: "high"
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    /// The size of the generated images. For `gpt-image-2` and `gpt-image-2-2026-04-21`, arbitrary resolutions are supported as `WIDTHxHEIGHT` strings, for example `1536x864`. Width and height must both be divisible by 16 and the requested aspect ratio must be between 1:3 and 3:1. Resolutions above `2560x1440` are experimental, and the maximum supported resolution is `3840x2160`. The requested size must also satisfy the model's current pixel and edge limits. The standard sizes `1024x1024`, `1536x1024`, and `1024x1536` are supported by the GPT image models; `auto` is supported for models that allow automatic sizing. For `dall-e-2`, use one of `256x256`, `512x512`, or `1024x1024`. For `dall-e-3`, use one of `1024x1024`, `1792x1024`, or `1024x1792`.
    public enum Size: OpenEnum, EmptyDecodable {
        case size1024x1024
        case size1024x1536
        case size1536x1024
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "1024x1024": self = .size1024x1024
            case "1024x1536": self = .size1024x1536
            case "1536x1024": self = .size1536x1024
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .size1024x1024: "1024x1024"
            case .size1024x1536: "1024x1536"
            case .size1536x1024: "1536x1024"
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    /// The output format of the generated image. One of `png`, `webp`, or
    /// `jpeg`. Default: `png`.
    public enum OutputFormat: OpenEnum, EmptyDecodable {
        case png
        case webp
        case jpeg
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "png": self = .png
            case "webp": self = .webp
            case "jpeg": self = .jpeg
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .png: "png"
            case .webp: "webp"
            case .jpeg: "jpeg"
            case .unknown(let value): value
            }
        }
    }

    /// Moderation level for the generated image. Default: `auto`.
    public enum Moderation: OpenEnum, EmptyDecodable {
        case auto
        case low
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "low": self = .low
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .low: "low"
            case .unknown(let value): value
            }
        }
    }

    /// Set the background of the generated image. One of `transparent`,
    /// `opaque`, or `auto`. Transparent backgrounds are available for
    /// supported GPT Image models. For `gpt-image-2` and
    /// `gpt-image-2-2026-04-21`, this support is in preview. When using
    /// `transparent`, set the output format to `png` or `webp`. Default: `auto`.
    public enum Background: OpenEnum, EmptyDecodable {
        case transparent
        case opaque
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "transparent": self = .transparent
            case "opaque": self = .opaque
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .transparent: "transparent"
            case .opaque: "opaque"
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    /// Optional mask for inpainting. Contains `image_url`
    /// (string, optional) and `file_id` (string, optional).
    public struct InputImageMask: Codable, Hashable, Sendable, EmptyDecodable {
        /// Base64-encoded mask image.
        public var imageURL: String?

        /// File ID for the mask image.
        public var fileID: String?

        public init(
            imageURL: String? = nil,
            fileID: String? = nil
        ) {
            self.imageURL = imageURL
            self.fileID = fileID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case imageURL = "image_url"
            case fileID = "file_id"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.imageURL = try container.decodeIfPresent(String.self, forKey: .imageURL)
            self.fileID = try container.decodeIfPresent(String.self, forKey: .fileID)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.imageURL, forKey: .imageURL)
            try container.encodeIfPresent(self.fileID, forKey: .fileID)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case model
        case quality
        case size
        case outputFormat = "output_format"
        case outputCompression = "output_compression"
        case moderation
        case background
        case inputFidelity = "input_fidelity"
        case inputImageMask = "input_image_mask"
        case partialImages = "partial_images"
        case action
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "image_generation")
        self.model = try container.decodeIfPresent(ImageGenTool.Model.self, forKey: .model)
        self.quality = try container.decodeIfPresent(ImageGenTool.Quality.self, forKey: .quality)
        self.size = try container.decodeIfPresent(ImageGenTool.Size.self, forKey: .size)
        self.outputFormat = try container.decodeIfPresent(ImageGenTool.OutputFormat.self, forKey: .outputFormat)
        self.outputCompression = try container.decodeIfPresent(Int.self, forKey: .outputCompression)
        self.moderation = try container.decodeIfPresent(ImageGenTool.Moderation.self, forKey: .moderation)
        self.background = try container.decodeIfPresent(ImageGenTool.Background.self, forKey: .background)
        self.inputFidelity = try container.decodeIfPresent(OpenAI.InputFidelity.self, forKey: .inputFidelity)
        self.inputImageMask = try container.decodeIfPresent(ImageGenTool.InputImageMask.self, forKey: .inputImageMask)
        self.partialImages = try container.decodeIfPresent(Int.self, forKey: .partialImages)
        self.action = try container.decodeIfPresent(ImageGenActionEnum.self, forKey: .action)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.model, forKey: .model)
        try container.encodeIfPresent(self.quality, forKey: .quality)
        try container.encodeIfPresent(self.size, forKey: .size)
        try container.encodeIfPresent(self.outputFormat, forKey: .outputFormat)
        try container.encodeIfPresent(self.outputCompression, forKey: .outputCompression)
        try container.encodeIfPresent(self.moderation, forKey: .moderation)
        try container.encodeIfPresent(self.background, forKey: .background)
        try container.encodeIfPresent(self.inputFidelity, forKey: .inputFidelity)
        try container.encodeIfPresent(self.inputImageMask, forKey: .inputImageMask)
        try container.encodeIfPresent(self.partialImages, forKey: .partialImages)
        try container.encodeIfPresent(self.action, forKey: .action)
    }
}

/// An image generation request made by the model.
///
/// - Schema: `#/components/schemas/ImageGenToolCall`
public struct ImageGenToolCall: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the image generation call. Always `image_generation_call`.
    public var type: String

    /// The unique ID of the image generation call.
    public var id: String

    /// The status of the image generation call.
    public var status: ImageGenToolCall.Status

    public var result: String?

    public init(
        id: String,
        status: ImageGenToolCall.Status,
        result: String?
    ) {
        self.type = "image_generation_call"
        self.id = id
        self.status = status
        self.result = result
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            status: .emptyValue,
            result: nil
        )
    }

    /// The status of the image generation call.
    public enum Status: OpenEnum, EmptyDecodable {
        case inProgress
        case completed
        case generating
        case failed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_progress": self = .inProgress
            case "completed": self = .completed
            case "generating": self = .generating
            case "failed": self = .failed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inProgress: "in_progress"
            case .completed: "completed"
            case .generating: "generating"
            case .failed: "failed"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case status
        case result
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "image_generation_call")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.status = try container.decodeRequired(ImageGenToolCall.Status.self, forKey: .status, in: decoder)
        self.result = try container.decodeIfPresent(String.self, forKey: .result)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.result, forKey: .result)
    }
}

/// For `gpt-image-1` only, the token usage information for the image generation.
///
/// - Schema: `#/components/schemas/ImageGenUsage`
public struct ImageGenUsage: Codable, Hashable, Sendable, EmptyDecodable {
    /// The number of tokens (images and text) in the input prompt.
    public var inputTokens: Int

    /// The total number of tokens (images and text) used for the image generation.
    public var totalTokens: Int

    /// The number of output tokens generated by the model.
    public var outputTokens: Int

    public var outputTokensDetails: ImageGenOutputTokensDetails?

    public var inputTokensDetails: ImageGenInputUsageDetails

    public init(
        inputTokens: Int,
        totalTokens: Int,
        outputTokens: Int,
        inputTokensDetails: ImageGenInputUsageDetails,
        outputTokensDetails: ImageGenOutputTokensDetails? = nil
    ) {
        self.inputTokens = inputTokens
        self.totalTokens = totalTokens
        self.outputTokens = outputTokens
        self.outputTokensDetails = outputTokensDetails
        self.inputTokensDetails = inputTokensDetails
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputTokens: .emptyValue,
            totalTokens: .emptyValue,
            outputTokens: .emptyValue,
            inputTokensDetails: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case inputTokens = "input_tokens"
        case totalTokens = "total_tokens"
        case outputTokens = "output_tokens"
        case outputTokensDetails = "output_tokens_details"
        case inputTokensDetails = "input_tokens_details"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.inputTokens = try container.decodeRequired(Int.self, forKey: .inputTokens, in: decoder)
        self.totalTokens = try container.decodeRequired(Int.self, forKey: .totalTokens, in: decoder)
        self.outputTokens = try container.decodeRequired(Int.self, forKey: .outputTokens, in: decoder)
        self.outputTokensDetails = try container.decodeIfPresent(ImageGenOutputTokensDetails.self, forKey: .outputTokensDetails)
        self.inputTokensDetails = try container.decodeRequired(ImageGenInputUsageDetails.self, forKey: .inputTokensDetails, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.inputTokens, forKey: .inputTokens)
        try container.encode(self.totalTokens, forKey: .totalTokens)
        try container.encode(self.outputTokens, forKey: .outputTokens)
        try container.encodeIfPresent(self.outputTokensDetails, forKey: .outputTokensDetails)
        try container.encode(self.inputTokensDetails, forKey: .inputTokensDetails)
    }
}
