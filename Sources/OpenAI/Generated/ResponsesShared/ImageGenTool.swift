// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A tool that generates images using the GPT image models.
///
/// - Schema: `#/components/schemas/ImageGenTool`
public nonisolated struct ImageGenTool: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// Allows to set transparency for the background of the generated image(s).
    /// Must be one of `transparent`, `opaque`, or `auto` (default value). When
    /// `auto` is used, the model will automatically determine the best
    /// background for the image.
    ///
    /// Transparent backgrounds are available for supported GPT Image models.
    /// For `gpt-image-2` and `gpt-image-2-2026-04-21`, this support is in
    /// preview. When using `transparent`, set the output format to `png` or
    /// `webp`.
    public var background: ImageGenTool.Background?

    /// Controls fidelity to the original input image(s). This parameter is supported for GPT image models that support input fidelity. `gpt-image-2` and `gpt-image-2-2026-04-21` ignore this parameter.
    public var inputFidelity: _OpenAIShared.InputFidelity?

    /// Optional mask for inpainting. Contains `image_url`
    /// (string, optional) and `file_id` (string, optional).
    public var inputImageMask: ImageGenTool.InputImageMask?

    /// Number of partial images to generate in streaming mode, from 0 (default value) to 3.
    public var partialImages: Int?

    /// Whether to generate a new image or edit an existing image. Default: `auto`.
    public var action: ImageGenActionEnum?

    /// Computation spent planning the image, independently of rendering quality.
    /// Overrides the outer response's `reasoning.effort` for image generation. When
    /// omitted, inherits a supported outer reasoning effort or uses the image model's
    /// configured default. For SVG output, controls the reference image, not the SVG
    /// author's reasoning.
    public var complexity: ImageGenTool.Complexity?

    /// Number of GIF frames. Requires `output_format` to be `gif`. Default: 9.
    public var frameCount: Int?

    /// Duration of each GIF frame in milliseconds, rounded to 10 ms. Requires
    /// `output_format` to be `gif`. Default: 200.
    public var frameDurationMs: Int?

    /// SVG author model settings.
    ///
    /// Requires `output_format` to be `svg`. When SVG model selection is enabled,
    /// omitting this object uses the outer response model. Otherwise, the default SVG
    /// author is used and explicit model overrides are unavailable.
    public var svg: ResponseToolSearchOutputItemParamToolImageGenerationSvg?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        model: ImageGenTool.Model? = nil,
        quality: ImageGenTool.Quality? = nil,
        size: ImageGenTool.Size? = nil,
        outputFormat: ImageGenTool.OutputFormat? = nil,
        outputCompression: Int? = nil,
        moderation: ImageGenTool.Moderation? = nil,
        background: ImageGenTool.Background? = nil,
        inputFidelity: _OpenAIShared.InputFidelity? = nil,
        inputImageMask: ImageGenTool.InputImageMask? = nil,
        partialImages: Int? = nil,
        action: ImageGenActionEnum? = nil,
        complexity: ImageGenTool.Complexity? = nil,
        frameCount: Int? = nil,
        frameDurationMs: Int? = nil,
        svg: ResponseToolSearchOutputItemParamToolImageGenerationSvg? = nil
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
        self.complexity = complexity
        self.frameCount = frameCount
        self.frameDurationMs = frameDurationMs
        self.svg = svg
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    public nonisolated enum Model: OpenEnum, EmptyDecodable {
        case gptImage1
        case gptImage1Mini
        case gptImage2
        case gptImage2_2026_04_21
        case gptImage1_5
        case chatgptImageLatest
        case gptImage2_5Sunburst
        case gptImage2_5Sunburst_2026_09_08
        case gptImage2_5Flare
        case gptImage2_5Flare_2026_09_08
        case gptImage2_6Sunburst
        case gptImage2_6Flare
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "gpt-image-1": self = .gptImage1
            case "gpt-image-1-mini": self = .gptImage1Mini
            case "gpt-image-2": self = .gptImage2
            case "gpt-image-2-2026-04-21": self = .gptImage2_2026_04_21
            case "gpt-image-1.5": self = .gptImage1_5
            case "chatgpt-image-latest": self = .chatgptImageLatest
            case "gpt-image-2.5-sunburst": self = .gptImage2_5Sunburst
            case "gpt-image-2.5-sunburst-2026-09-08": self = .gptImage2_5Sunburst_2026_09_08
            case "gpt-image-2.5-flare": self = .gptImage2_5Flare
            case "gpt-image-2.5-flare-2026-09-08": self = .gptImage2_5Flare_2026_09_08
            case "gpt-image-2.6-sunburst": self = .gptImage2_6Sunburst
            case "gpt-image-2.6-flare": self = .gptImage2_6Flare
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .gptImage1: "gpt-image-1"
            case .gptImage1Mini: "gpt-image-1-mini"
            case .gptImage2: "gpt-image-2"
            case .gptImage2_2026_04_21: "gpt-image-2-2026-04-21"
            case .gptImage1_5: "gpt-image-1.5"
            case .chatgptImageLatest: "chatgpt-image-latest"
            case .gptImage2_5Sunburst: "gpt-image-2.5-sunburst"
            case .gptImage2_5Sunburst_2026_09_08: "gpt-image-2.5-sunburst-2026-09-08"
            case .gptImage2_5Flare: "gpt-image-2.5-flare"
            case .gptImage2_5Flare_2026_09_08: "gpt-image-2.5-flare-2026-09-08"
            case .gptImage2_6Sunburst: "gpt-image-2.6-sunburst"
            case .gptImage2_6Flare: "gpt-image-2.6-flare"
            case .unknown(let value): value
            }
        }
    }

    /// The quality of the generated image. One of `low`, `medium`, `high`,
    /// or `auto`. Default: `auto`.
    public nonisolated enum Quality: OpenEnum, EmptyDecodable {
        case low
        case medium
        case high
        case auto
        case xhigh
        case max
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "low": self = .low
            case "medium": self = .medium
            case "high": self = .high
            case "auto": self = .auto
            case "xhigh": self = .xhigh
            case "max": self = .max
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .low: "low"
            case .medium: "medium"
            case .high: "high"
            case .auto: "auto"
            case .xhigh: "xhigh"
            case .max: "max"
            case .unknown(let value): value
            }
        }
    }

    /// The size of the generated images. For `gpt-image-2` and `gpt-image-2-2026-04-21`, arbitrary resolutions are supported as `WIDTHxHEIGHT` strings, for example `1536x864`. Width and height must both be divisible by 16 and the requested aspect ratio must be between 1:3 and 3:1. Resolutions above `2560x1440` are experimental, and the maximum supported resolution is `3840x2160`. The requested size must also satisfy the model's current pixel and edge limits. The standard sizes `1024x1024`, `1536x1024`, and `1024x1536` are supported by the GPT image models; `auto` is supported for models that allow automatic sizing. For `dall-e-2`, use one of `256x256`, `512x512`, or `1024x1024`. For `dall-e-3`, use one of `1024x1024`, `1792x1024`, or `1024x1792`.
    public nonisolated enum Size: OpenEnum, EmptyDecodable {
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
    public nonisolated enum OutputFormat: OpenEnum, EmptyDecodable {
        case png
        case webp
        case jpeg
        case gif
        case svg
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "png": self = .png
            case "webp": self = .webp
            case "jpeg": self = .jpeg
            case "gif": self = .gif
            case "svg": self = .svg
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .png: "png"
            case .webp: "webp"
            case .jpeg: "jpeg"
            case .gif: "gif"
            case .svg: "svg"
            case .unknown(let value): value
            }
        }
    }

    /// Moderation level for the generated image. Default: `auto`.
    public nonisolated enum Moderation: OpenEnum, EmptyDecodable {
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

    /// Allows to set transparency for the background of the generated image(s).
    /// Must be one of `transparent`, `opaque`, or `auto` (default value). When
    /// `auto` is used, the model will automatically determine the best
    /// background for the image.
    ///
    /// Transparent backgrounds are available for supported GPT Image models.
    /// For `gpt-image-2` and `gpt-image-2-2026-04-21`, this support is in
    /// preview. When using `transparent`, set the output format to `png` or
    /// `webp`.
    public nonisolated enum Background: OpenEnum, EmptyDecodable {
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
    public nonisolated struct InputImageMask: Codable, Equatable, Sendable, EmptyDecodable {
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

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.imageURL = try container.decodeIfPresent(String.self, forKey: "image_url")
            self.fileID = try container.decodeIfPresent(String.self, forKey: "file_id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.imageURL, forKey: "image_url")
            try container.encodeIfPresent(self.fileID, forKey: "file_id")
        }
    }

    /// Computation spent planning the image, independently of rendering quality.
    /// Overrides the outer response's `reasoning.effort` for image generation. When
    /// omitted, inherits a supported outer reasoning effort or uses the image model's
    /// configured default. For SVG output, controls the reference image, not the SVG
    /// author's reasoning.
    public nonisolated enum Complexity: OpenEnum, EmptyDecodable {
        case low
        case medium
        case high
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "low": self = .low
            case "medium": self = .medium
            case "high": self = .high
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .low: "low"
            case .medium: "medium"
            case .high: "high"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "image_generation")
        self.model = try container.decodeIfPresent(ImageGenTool.Model.self, forKey: "model")
        self.quality = try container.decodeIfPresent(ImageGenTool.Quality.self, forKey: "quality")
        self.size = try container.decodeIfPresent(ImageGenTool.Size.self, forKey: "size")
        self.outputFormat = try container.decodeIfPresent(ImageGenTool.OutputFormat.self, forKey: "output_format")
        self.outputCompression = try container.decodeIfPresent(Int.self, forKey: "output_compression")
        self.moderation = try container.decodeIfPresent(ImageGenTool.Moderation.self, forKey: "moderation")
        self.background = try container.decodeIfPresent(ImageGenTool.Background.self, forKey: "background")
        self.inputFidelity = try container.decodeIfPresent(_OpenAIShared.InputFidelity.self, forKey: "input_fidelity")
        self.inputImageMask = try container.decodeIfPresent(ImageGenTool.InputImageMask.self, forKey: "input_image_mask")
        self.partialImages = try container.decodeIfPresent(Int.self, forKey: "partial_images")
        self.action = try container.decodeIfPresent(ImageGenActionEnum.self, forKey: "action")
        self.complexity = try container.decodeIfPresent(ImageGenTool.Complexity.self, forKey: "complexity")
        self.frameCount = try container.decodeIfPresent(Int.self, forKey: "frame_count")
        self.frameDurationMs = try container.decodeIfPresent(Int.self, forKey: "frame_duration_ms")
        self.svg = try container.decodeIfPresent(ResponseToolSearchOutputItemParamToolImageGenerationSvg.self, forKey: "svg")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.quality, forKey: "quality")
        try container.encodeIfPresent(self.size, forKey: "size")
        try container.encodeIfPresent(self.outputFormat, forKey: "output_format")
        try container.encodeIfPresent(self.outputCompression, forKey: "output_compression")
        try container.encodeIfPresent(self.moderation, forKey: "moderation")
        try container.encodeIfPresent(self.background, forKey: "background")
        try container.encodeIfPresent(self.inputFidelity, forKey: "input_fidelity")
        try container.encodeIfPresent(self.inputImageMask, forKey: "input_image_mask")
        try container.encodeIfPresent(self.partialImages, forKey: "partial_images")
        try container.encodeIfPresent(self.action, forKey: "action")
        try container.encodeIfPresent(self.complexity, forKey: "complexity")
        try container.encodeIfPresent(self.frameCount, forKey: "frame_count")
        try container.encodeIfPresent(self.frameDurationMs, forKey: "frame_duration_ms")
        try container.encodeIfPresent(self.svg, forKey: "svg")
    }
}

nonisolated extension NullableMember where Owner == ImageGenTool {
    public static var inputFidelity: Self { Self("input_fidelity") }
    public static var complexity: Self { Self("complexity") }
    public static var frameCount: Self { Self("frame_count") }
    public static var frameDurationMs: Self { Self("frame_duration_ms") }
    public static var svg: Self { Self("svg") }
}
