// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaImageDetail`
public enum BetaImageDetail: OpenEnum, EmptyDecodable {
    case low
    case high
    case auto
    case original
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "low": self = .low
        case "high": self = .high
        case "auto": self = .auto
        case "original": self = .original
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .low: "low"
        case .high: "high"
        case .auto: "auto"
        case .original: "original"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/BetaImageGenActionEnum`
public enum BetaImageGenActionEnum: OpenEnum, EmptyDecodable {
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

/// A tool that generates images using the GPT image models.
///
/// - Schema: `#/components/schemas/BetaImageGenTool`
public struct BetaImageGenTool: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the image generation tool. Always `image_generation`.
    public var type: String

    public var model: BetaImageGenTool.Model?

    /// The quality of the generated image. One of `low`, `medium`, `high`,
    /// or `auto`. Default: `auto`.
    public var quality: BetaImageGenTool.Quality?

    /// The size of the generated images. For `gpt-image-2` and `gpt-image-2-2026-04-21`, arbitrary resolutions are supported as `WIDTHxHEIGHT` strings, for example `1536x864`. Width and height must both be divisible by 16 and the requested aspect ratio must be between 1:3 and 3:1. Resolutions above `2560x1440` are experimental, and the maximum supported resolution is `3840x2160`. The requested size must also satisfy the model's current pixel and edge limits. The standard sizes `1024x1024`, `1536x1024`, and `1024x1536` are supported by the GPT image models; `auto` is supported for models that allow automatic sizing. For `dall-e-2`, use one of `256x256`, `512x512`, or `1024x1024`. For `dall-e-3`, use one of `1024x1024`, `1792x1024`, or `1024x1792`.
    public var size: BetaImageGenTool.Size?

    /// The output format of the generated image. One of `png`, `webp`, or
    /// `jpeg`. Default: `png`.
    public var outputFormat: BetaImageGenTool.OutputFormat?

    /// Compression level for the output image. Default: 100.
    public var outputCompression: Int?

    /// Moderation level for the generated image. Default: `auto`.
    public var moderation: BetaImageGenTool.Moderation?

    /// Set the background of the generated image. One of `transparent`,
    /// `opaque`, or `auto`. Transparent backgrounds are available for
    /// supported GPT Image models. For `gpt-image-2` and
    /// `gpt-image-2-2026-04-21`, this support is in preview. When using
    /// `transparent`, set the output format to `png` or `webp`. Default: `auto`.
    public var background: BetaImageGenTool.Background?

    public var inputFidelity: BetaInputFidelity?

    /// Optional mask for inpainting. Contains `image_url`
    /// (string, optional) and `file_id` (string, optional).
    public var inputImageMask: BetaImageGenTool.InputImageMask?

    /// Number of partial images to generate in streaming mode, from 0 (default value) to 3.
    public var partialImages: Int?

    /// Whether to generate a new image or edit an existing image. Default: `auto`.
    public var action: BetaImageGenActionEnum?

    public init(
        model: BetaImageGenTool.Model? = nil,
        quality: BetaImageGenTool.Quality? = nil,
        size: BetaImageGenTool.Size? = nil,
        outputFormat: BetaImageGenTool.OutputFormat? = nil,
        outputCompression: Int? = nil,
        moderation: BetaImageGenTool.Moderation? = nil,
        background: BetaImageGenTool.Background? = nil,
        inputFidelity: BetaInputFidelity? = nil,
        inputImageMask: BetaImageGenTool.InputImageMask? = nil,
        partialImages: Int? = nil,
        action: BetaImageGenActionEnum? = nil
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
        self.model = try container.decodeIfPresent(BetaImageGenTool.Model.self, forKey: .model)
        self.quality = try container.decodeIfPresent(BetaImageGenTool.Quality.self, forKey: .quality)
        self.size = try container.decodeIfPresent(BetaImageGenTool.Size.self, forKey: .size)
        self.outputFormat = try container.decodeIfPresent(BetaImageGenTool.OutputFormat.self, forKey: .outputFormat)
        self.outputCompression = try container.decodeIfPresent(Int.self, forKey: .outputCompression)
        self.moderation = try container.decodeIfPresent(BetaImageGenTool.Moderation.self, forKey: .moderation)
        self.background = try container.decodeIfPresent(BetaImageGenTool.Background.self, forKey: .background)
        self.inputFidelity = try container.decodeIfPresent(BetaInputFidelity.self, forKey: .inputFidelity)
        self.inputImageMask = try container.decodeIfPresent(BetaImageGenTool.InputImageMask.self, forKey: .inputImageMask)
        self.partialImages = try container.decodeIfPresent(Int.self, forKey: .partialImages)
        self.action = try container.decodeIfPresent(BetaImageGenActionEnum.self, forKey: .action)
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
/// - Schema: `#/components/schemas/BetaImageGenToolCall`
public struct BetaImageGenToolCall: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the image generation call. Always `image_generation_call`.
    public var type: String

    /// The unique ID of the image generation call.
    public var id: String

    /// The status of the image generation call.
    public var status: BetaImageGenToolCall.Status

    public var result: String?

    public init(
        id: String,
        status: BetaImageGenToolCall.Status,
        result: String?,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
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
        case agent
        case type
        case id
        case status
        case result
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "image_generation_call")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.status = try container.decodeRequired(BetaImageGenToolCall.Status.self, forKey: .status, in: decoder)
        self.result = try container.decodeIfPresent(String.self, forKey: .result)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.result, forKey: .result)
    }
}
