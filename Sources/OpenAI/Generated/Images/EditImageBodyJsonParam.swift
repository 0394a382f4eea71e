// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// JSON request body for image edits.
///
/// Use `images` (array of `ImageRefParam`) instead of multipart `image` uploads.
/// You can reference images via external URLs, data URLs, or uploaded file IDs.
/// JSON edits support GPT image models only; DALL-E edits require multipart (`dall-e-2` only).
///
/// - Schema: `#/components/schemas/EditImageBodyJsonParam`
public nonisolated struct EditImageBodyJsonParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The GPT image model to use for image editing, including `gpt-image-2` and its dated snapshot `gpt-image-2-2026-04-21`.
    public var model: EditImageBodyJsonParam.Model?

    /// Input image references to edit.
    /// For GPT image models, you can provide up to 16 images.
    public var images: [ImageRefParam]

    public var mask: ImageRefParam?

    /// A text description of the desired image edit.
    public var prompt: String

    /// The number of edited images to generate.
    public var n: Int?

    /// Output quality for GPT image models.
    public var quality: EditImageBodyJsonParam.Quality?

    /// Controls fidelity to the original input image(s). This parameter is supported for GPT image models that support input fidelity. `gpt-image-2` and `gpt-image-2-2026-04-21` ignore this parameter.
    public var inputFidelity: EditImageBodyJsonParam.InputFidelity?

    /// Requested output image size.
    public var size: EditImageBodyJsonParam.Size?

    /// A unique identifier representing your end-user, which can help OpenAI
    /// monitor and detect abuse.
    public var user: String?

    /// Output image format. Supported for GPT image models.
    public var outputFormat: EditImageBodyJsonParam.OutputFormat?

    /// Compression level for `jpeg` or `webp` output.
    public var outputCompression: Int?

    /// Moderation level for GPT image models.
    public var moderation: EditImageBodyJsonParam.Moderation?

    /// Set the background of the generated image output. Transparent backgrounds are available for supported GPT Image models. For `gpt-image-2` and `gpt-image-2-2026-04-21`, this support is in preview. When using `transparent`, set the output format to `png` or `webp`.
    public var background: EditImageBodyJsonParam.Background?

    /// Stream partial image results as events.
    public var stream: Bool?

    public var partialImages: PartialImages?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        images: [ImageRefParam],
        prompt: String,
        model: EditImageBodyJsonParam.Model? = nil,
        mask: ImageRefParam? = nil,
        n: Int? = nil,
        quality: EditImageBodyJsonParam.Quality? = nil,
        inputFidelity: EditImageBodyJsonParam.InputFidelity? = nil,
        size: EditImageBodyJsonParam.Size? = nil,
        user: String? = nil,
        outputFormat: EditImageBodyJsonParam.OutputFormat? = nil,
        outputCompression: Int? = nil,
        moderation: EditImageBodyJsonParam.Moderation? = nil,
        background: EditImageBodyJsonParam.Background? = nil,
        stream: Bool? = nil,
        partialImages: PartialImages? = nil
    ) {
        self.model = model
        self.images = images
        self.mask = mask
        self.prompt = prompt
        self.n = n
        self.quality = quality
        self.inputFidelity = inputFidelity
        self.size = size
        self.user = user
        self.outputFormat = outputFormat
        self.outputCompression = outputCompression
        self.moderation = moderation
        self.background = background
        self.stream = stream
        self.partialImages = partialImages
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            images: .emptyValue,
            prompt: .emptyValue
        )
    }

    /// The GPT image model to use for image editing, including `gpt-image-2` and its dated snapshot `gpt-image-2-2026-04-21`.
    public nonisolated enum Model: OpenEnum, EmptyDecodable {
        case gptImage1_5
        case gptImage2
        case gptImage2_2026_04_21
        case gptImage1
        case gptImage1Mini
        case chatgptImageLatest
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "gpt-image-1.5": self = .gptImage1_5
            case "gpt-image-2": self = .gptImage2
            case "gpt-image-2-2026-04-21": self = .gptImage2_2026_04_21
            case "gpt-image-1": self = .gptImage1
            case "gpt-image-1-mini": self = .gptImage1Mini
            case "chatgpt-image-latest": self = .chatgptImageLatest
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .gptImage1_5: "gpt-image-1.5"
            case .gptImage2: "gpt-image-2"
            case .gptImage2_2026_04_21: "gpt-image-2-2026-04-21"
            case .gptImage1: "gpt-image-1"
            case .gptImage1Mini: "gpt-image-1-mini"
            case .chatgptImageLatest: "chatgpt-image-latest"
            case .unknown(let value): value
            }
        }
    }

    /// Output quality for GPT image models.
    public nonisolated enum Quality: OpenEnum, EmptyDecodable {
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

    /// Controls fidelity to the original input image(s). This parameter is supported for GPT image models that support input fidelity. `gpt-image-2` and `gpt-image-2-2026-04-21` ignore this parameter.
    public nonisolated enum InputFidelity: OpenEnum, EmptyDecodable {
        case high
        case low
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "high": self = .high
            case "low": self = .low
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .high: "high"
            case .low: "low"
            case .unknown(let value): value
            }
        }
    }

    /// Requested output image size.
    public nonisolated enum Size: OpenEnum, EmptyDecodable {
        case auto
        case size1024x1024
        case size1536x1024
        case size1024x1536
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "1024x1024": self = .size1024x1024
            case "1536x1024": self = .size1536x1024
            case "1024x1536": self = .size1024x1536
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .size1024x1024: "1024x1024"
            case .size1536x1024: "1536x1024"
            case .size1024x1536: "1024x1536"
            case .unknown(let value): value
            }
        }
    }

    /// Output image format. Supported for GPT image models.
    public nonisolated enum OutputFormat: OpenEnum, EmptyDecodable {
        case png
        case jpeg
        case webp
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "png": self = .png
            case "jpeg": self = .jpeg
            case "webp": self = .webp
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .png: "png"
            case .jpeg: "jpeg"
            case .webp: "webp"
            case .unknown(let value): value
            }
        }
    }

    /// Moderation level for GPT image models.
    public nonisolated enum Moderation: OpenEnum, EmptyDecodable {
        case low
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "low": self = .low
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .low: "low"
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    /// Set the background of the generated image output. Transparent backgrounds are available for supported GPT Image models. For `gpt-image-2` and `gpt-image-2-2026-04-21`, this support is in preview. When using `transparent`, set the output format to `png` or `webp`.
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

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeIfPresent(EditImageBodyJsonParam.Model.self, forKey: "model")
        self.images = try container.decodeRequired([ImageRefParam].self, forKey: "images", in: decoder)
        self.mask = try container.decodeIfPresent(ImageRefParam.self, forKey: "mask")
        self.prompt = try container.decodeRequired(String.self, forKey: "prompt", in: decoder)
        self.n = try container.decodeIfPresent(Int.self, forKey: "n")
        self.quality = try container.decodeIfPresent(EditImageBodyJsonParam.Quality.self, forKey: "quality")
        self.inputFidelity = try container.decodeIfPresent(EditImageBodyJsonParam.InputFidelity.self, forKey: "input_fidelity")
        self.size = try container.decodeIfPresent(EditImageBodyJsonParam.Size.self, forKey: "size")
        self.user = try container.decodeIfPresent(String.self, forKey: "user")
        self.outputFormat = try container.decodeIfPresent(EditImageBodyJsonParam.OutputFormat.self, forKey: "output_format")
        self.outputCompression = try container.decodeIfPresent(Int.self, forKey: "output_compression")
        self.moderation = try container.decodeIfPresent(EditImageBodyJsonParam.Moderation.self, forKey: "moderation")
        self.background = try container.decodeIfPresent(EditImageBodyJsonParam.Background.self, forKey: "background")
        self.stream = try container.decodeIfPresent(Bool.self, forKey: "stream")
        self.partialImages = try container.decodeIfPresent(PartialImages.self, forKey: "partial_images")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encode(self.images, forKey: "images")
        try container.encodeIfPresent(self.mask, forKey: "mask")
        try container.encode(self.prompt, forKey: "prompt")
        try container.encodeIfPresent(self.n, forKey: "n")
        try container.encodeIfPresent(self.quality, forKey: "quality")
        try container.encodeIfPresent(self.inputFidelity, forKey: "input_fidelity")
        try container.encodeIfPresent(self.size, forKey: "size")
        try container.encodeIfPresent(self.user, forKey: "user")
        try container.encodeIfPresent(self.outputFormat, forKey: "output_format")
        try container.encodeIfPresent(self.outputCompression, forKey: "output_compression")
        try container.encodeIfPresent(self.moderation, forKey: "moderation")
        try container.encodeIfPresent(self.background, forKey: "background")
        try container.encodeIfPresent(self.stream, forKey: "stream")
        try container.encodeIfPresent(self.partialImages, forKey: "partial_images")
    }
}

nonisolated extension NullableMember where Owner == EditImageBodyJsonParam {
    public static var model: Self { Self("model") }
    public static var n: Self { Self("n") }
    public static var quality: Self { Self("quality") }
    public static var inputFidelity: Self { Self("input_fidelity") }
    public static var size: Self { Self("size") }
    public static var outputFormat: Self { Self("output_format") }
    public static var outputCompression: Self { Self("output_compression") }
    public static var moderation: Self { Self("moderation") }
    public static var background: Self { Self("background") }
    public static var stream: Self { Self("stream") }
    public static var partialImages: Self { Self("partial_images") }
}
