// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when a partial image is available during image generation streaming.
///
/// - Schema: `#/components/schemas/ImageGenPartialImageEvent`
public nonisolated struct ImageGenPartialImageEvent: Codable, Equatable, Sendable, EmptyDecodable {
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

    /// The quality setting for the requested image.
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

    /// The background setting for the requested image.
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

    /// The output format for the requested image.
    public nonisolated enum OutputFormat: OpenEnum, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "image_generation.partial_image")
        self.b64Json = try container.decodeRequired(String.self, forKey: "b64_json", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.size = try container.decodeRequired(ImageGenPartialImageEvent.Size.self, forKey: "size", in: decoder)
        self.quality = try container.decodeRequired(ImageGenPartialImageEvent.Quality.self, forKey: "quality", in: decoder)
        self.background = try container.decodeRequired(ImageGenPartialImageEvent.Background.self, forKey: "background", in: decoder)
        self.outputFormat = try container.decodeRequired(ImageGenPartialImageEvent.OutputFormat.self, forKey: "output_format", in: decoder)
        self.partialImageIndex = try container.decodeRequired(Int.self, forKey: "partial_image_index", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.b64Json, forKey: "b64_json")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.size, forKey: "size")
        try container.encode(self.quality, forKey: "quality")
        try container.encode(self.background, forKey: "background")
        try container.encode(self.outputFormat, forKey: "output_format")
        try container.encode(self.partialImageIndex, forKey: "partial_image_index")
    }
}
