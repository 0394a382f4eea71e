// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Emitted when image editing has completed and the final image is available.
///
/// - Schema: `#/components/schemas/ImageEditCompletedEvent`
public struct ImageEditCompletedEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `image_edit.completed`.
    public var type: String

    /// Base64-encoded final edited image data, suitable for rendering as an image.
    public var b64Json: String

    /// The Unix timestamp when the event was created.
    public var createdAt: Int

    /// The size of the edited image.
    public var size: ImageEditCompletedEvent.Size

    /// The quality setting for the edited image.
    public var quality: ImageEditCompletedEvent.Quality

    /// The background setting for the edited image.
    public var background: ImageEditCompletedEvent.Background

    /// The output format for the edited image.
    public var outputFormat: ImageEditCompletedEvent.OutputFormat

    public var usage: ImagesUsage

    public init(
        b64Json: String,
        createdAt: Int,
        size: ImageEditCompletedEvent.Size,
        quality: ImageEditCompletedEvent.Quality,
        background: ImageEditCompletedEvent.Background,
        outputFormat: ImageEditCompletedEvent.OutputFormat,
        usage: ImagesUsage
    ) {
        self.type = "image_edit.completed"
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

    /// The size of the edited image.
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

    /// The quality setting for the edited image.
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

    /// The background setting for the edited image.
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

    /// The output format for the edited image.
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
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "image_edit.completed")
        self.b64Json = try container.decodeRequired(String.self, forKey: .b64Json, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.size = try container.decodeRequired(ImageEditCompletedEvent.Size.self, forKey: .size, in: decoder)
        self.quality = try container.decodeRequired(ImageEditCompletedEvent.Quality.self, forKey: .quality, in: decoder)
        self.background = try container.decodeRequired(ImageEditCompletedEvent.Background.self, forKey: .background, in: decoder)
        self.outputFormat = try container.decodeRequired(ImageEditCompletedEvent.OutputFormat.self, forKey: .outputFormat, in: decoder)
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

/// Emitted when a partial image is available during image editing streaming.
///
/// - Schema: `#/components/schemas/ImageEditPartialImageEvent`
public struct ImageEditPartialImageEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the event. Always `image_edit.partial_image`.
    public var type: String

    /// Base64-encoded partial image data, suitable for rendering as an image.
    public var b64Json: String

    /// The Unix timestamp when the event was created.
    public var createdAt: Int

    /// The size of the requested edited image.
    public var size: ImageEditPartialImageEvent.Size

    /// The quality setting for the requested edited image.
    public var quality: ImageEditPartialImageEvent.Quality

    /// The background setting for the requested edited image.
    public var background: ImageEditPartialImageEvent.Background

    /// The output format for the requested edited image.
    public var outputFormat: ImageEditPartialImageEvent.OutputFormat

    /// 0-based index for the partial image (streaming).
    public var partialImageIndex: Int

    public init(
        b64Json: String,
        createdAt: Int,
        size: ImageEditPartialImageEvent.Size,
        quality: ImageEditPartialImageEvent.Quality,
        background: ImageEditPartialImageEvent.Background,
        outputFormat: ImageEditPartialImageEvent.OutputFormat,
        partialImageIndex: Int
    ) {
        self.type = "image_edit.partial_image"
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

    /// The size of the requested edited image.
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

    /// The quality setting for the requested edited image.
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

    /// The background setting for the requested edited image.
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

    /// The output format for the requested edited image.
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
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "image_edit.partial_image")
        self.b64Json = try container.decodeRequired(String.self, forKey: .b64Json, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.size = try container.decodeRequired(ImageEditPartialImageEvent.Size.self, forKey: .size, in: decoder)
        self.quality = try container.decodeRequired(ImageEditPartialImageEvent.Quality.self, forKey: .quality, in: decoder)
        self.background = try container.decodeRequired(ImageEditPartialImageEvent.Background.self, forKey: .background, in: decoder)
        self.outputFormat = try container.decodeRequired(ImageEditPartialImageEvent.OutputFormat.self, forKey: .outputFormat, in: decoder)
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

/// - Schema: `#/components/schemas/ImageEditStreamEvent`
public enum ImageEditStreamEvent: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `image_edit.partial_image`
    case imageEditPartialImage(ImageEditPartialImageEvent)
    /// - `type`: `image_edit.completed`
    case imageEditCompleted(ImageEditCompletedEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "image_edit.partial_image": self = .imageEditPartialImage(try ImageEditPartialImageEvent(from: decoder)); return
            case "image_edit.completed": self = .imageEditCompleted(try ImageEditCompletedEvent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .imageEditPartialImage(let value): try value.encode(to: encoder)
        case .imageEditCompleted(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
