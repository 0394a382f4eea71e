// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The response from the image generation endpoint.
///
/// - Schema: `#/components/schemas/ImagesResponse`
public nonisolated struct ImagesResponse: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The Unix timestamp (in seconds) of when the image was created.
    public var created: Int

    /// The list of generated images.
    public var data: [APIImage]?

    /// The background parameter used for the image generation. Either `transparent` or `opaque`.
    public var background: ImagesResponse.Background?

    /// The output format of the image generation. Either `png`, `webp`, or `jpeg`.
    public var outputFormat: ImagesResponse.OutputFormat?

    /// The size of the image generated. Either `1024x1024`, `1024x1536`, or `1536x1024`.
    public var size: ImagesResponse.Size?

    /// The quality of the image generated. Either `low`, `medium`, or `high`.
    public var quality: ImagesResponse.Quality?

    public var usage: ImageGenUsage?

    /// The effective safety identifier used for safety monitoring and abuse detection.
    ///
    /// This is the non-empty `safety_identifier` from the request, or the deprecated
    /// `user` value when `safety_identifier` is omitted, null, or empty.
    public var safetyIdentifier: String?

    /// Token usage for SVG authoring, separate from image rendering usage.
    public var svgUsage: SvgUsage?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        created: Int,
        data: [APIImage]? = nil,
        background: ImagesResponse.Background? = nil,
        outputFormat: ImagesResponse.OutputFormat? = nil,
        size: ImagesResponse.Size? = nil,
        quality: ImagesResponse.Quality? = nil,
        usage: ImageGenUsage? = nil,
        safetyIdentifier: String? = nil,
        svgUsage: SvgUsage? = nil
    ) {
        self.created = created
        self.data = data
        self.background = background
        self.outputFormat = outputFormat
        self.size = size
        self.quality = quality
        self.usage = usage
        self.safetyIdentifier = safetyIdentifier
        self.svgUsage = svgUsage
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            created: .emptyValue
        )
    }

    /// The background parameter used for the image generation. Either `transparent` or `opaque`.
    public nonisolated enum Background: OpenEnum, EmptyDecodable {
        case transparent
        case opaque
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "transparent": self = .transparent
            case "opaque": self = .opaque
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .transparent: "transparent"
            case .opaque: "opaque"
            case .unknown(let value): value
            }
        }
    }

    /// The output format of the image generation. Either `png`, `webp`, or `jpeg`.
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

    /// The size of the image generated. Either `1024x1024`, `1024x1536`, or `1536x1024`.
    public nonisolated enum Size: OpenEnum, EmptyDecodable {
        case size1024x1024
        case size1024x1536
        case size1536x1024
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "1024x1024": self = .size1024x1024
            case "1024x1536": self = .size1024x1536
            case "1536x1024": self = .size1536x1024
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .size1024x1024: "1024x1024"
            case .size1024x1536: "1024x1536"
            case .size1536x1024: "1536x1024"
            case .unknown(let value): value
            }
        }
    }

    /// The quality of the image generated. Either `low`, `medium`, or `high`.
    public nonisolated enum Quality: OpenEnum, EmptyDecodable {
        case low
        case medium
        case high
        case xhigh
        case max
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "low": self = .low
            case "medium": self = .medium
            case "high": self = .high
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
            case .xhigh: "xhigh"
            case .max: "max"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.created = try container.decodeRequired(Int.self, forKey: "created", in: decoder)
        self.data = try container.decodeIfPresent([APIImage].self, forKey: "data")
        self.background = try container.decodeIfPresent(ImagesResponse.Background.self, forKey: "background")
        self.outputFormat = try container.decodeIfPresent(ImagesResponse.OutputFormat.self, forKey: "output_format")
        self.size = try container.decodeIfPresent(ImagesResponse.Size.self, forKey: "size")
        self.quality = try container.decodeIfPresent(ImagesResponse.Quality.self, forKey: "quality")
        self.usage = try container.decodeIfPresent(ImageGenUsage.self, forKey: "usage")
        self.safetyIdentifier = try container.decodeIfPresent(String.self, forKey: "safety_identifier")
        self.svgUsage = try container.decodeIfPresent(SvgUsage.self, forKey: "svg_usage")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.created, forKey: "created")
        try container.encodeIfPresent(self.data, forKey: "data")
        try container.encodeIfPresent(self.background, forKey: "background")
        try container.encodeIfPresent(self.outputFormat, forKey: "output_format")
        try container.encodeIfPresent(self.size, forKey: "size")
        try container.encodeIfPresent(self.quality, forKey: "quality")
        try container.encodeIfPresent(self.usage, forKey: "usage")
        try container.encodeIfPresent(self.safetyIdentifier, forKey: "safety_identifier")
        try container.encodeIfPresent(self.svgUsage, forKey: "svg_usage")
    }
}

nonisolated extension NullableMember where Owner == ImagesResponse {
    public static var safetyIdentifier: Self { Self("safety_identifier") }
    public static var svgUsage: Self { Self("svg_usage") }
}
