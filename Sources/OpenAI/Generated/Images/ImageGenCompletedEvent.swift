// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when image generation has completed and the final image is available.
///
/// - Schema: `#/components/schemas/ImageGenCompletedEvent`
public nonisolated struct ImageGenCompletedEvent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// The effective safety identifier used for safety monitoring and abuse detection.
    ///
    /// This is the non-empty `safety_identifier` from the request, or the deprecated
    /// `user` value when `safety_identifier` is omitted, null, or empty.
    public var safetyIdentifier: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        b64Json: String,
        createdAt: Int,
        size: ImageGenCompletedEvent.Size,
        quality: ImageGenCompletedEvent.Quality,
        background: ImageGenCompletedEvent.Background,
        outputFormat: ImageGenCompletedEvent.OutputFormat,
        usage: ImagesUsage,
        safetyIdentifier: String? = nil
    ) {
        self.type = "image_generation.completed"
        self.b64Json = b64Json
        self.createdAt = createdAt
        self.size = size
        self.quality = quality
        self.background = background
        self.outputFormat = outputFormat
        self.usage = usage
        self.safetyIdentifier = safetyIdentifier
        self.nullNames = []
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

    /// The quality setting for the generated image.
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

    /// The background setting for the generated image.
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

    /// The output format for the generated image.
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "image_generation.completed")
        self.b64Json = try container.decodeRequired(String.self, forKey: "b64_json", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.size = try container.decodeRequired(ImageGenCompletedEvent.Size.self, forKey: "size", in: decoder)
        self.quality = try container.decodeRequired(ImageGenCompletedEvent.Quality.self, forKey: "quality", in: decoder)
        self.background = try container.decodeRequired(ImageGenCompletedEvent.Background.self, forKey: "background", in: decoder)
        self.outputFormat = try container.decodeRequired(ImageGenCompletedEvent.OutputFormat.self, forKey: "output_format", in: decoder)
        self.usage = try container.decodeRequired(ImagesUsage.self, forKey: "usage", in: decoder)
        self.safetyIdentifier = try container.decodeIfPresent(String.self, forKey: "safety_identifier")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.b64Json, forKey: "b64_json")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.size, forKey: "size")
        try container.encode(self.quality, forKey: "quality")
        try container.encode(self.background, forKey: "background")
        try container.encode(self.outputFormat, forKey: "output_format")
        try container.encode(self.usage, forKey: "usage")
        try container.encodeIfPresent(self.safetyIdentifier, forKey: "safety_identifier")
    }
}

nonisolated extension NullableMember where Owner == ImageGenCompletedEvent {
    public static var safetyIdentifier: Self { Self("safety_identifier") }
}
