// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveDecisionUserMessageContentPartInputImage`
public nonisolated struct LiveDecisionUserMessageContentPartInputImage: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The detail level of the image to be sent to the model.
    ///
    /// One of `high`, `low`, `auto`, or `original`. Defaults to `auto`.
    public var detail: LiveDecisionUserMessageContentPartInputImage.Detail?

    /// A base64-encoded image data URL or a publicly accessible HTTP(S) image URL.
    public var imageURL: String

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        imageURL: String,
        detail: LiveDecisionUserMessageContentPartInputImage.Detail? = nil
    ) {
        self.detail = detail
        self.imageURL = imageURL
        self.type = "input_image"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            imageURL: .emptyValue
        )
    }

    /// The detail level of the image to be sent to the model.
    ///
    /// One of `high`, `low`, `auto`, or `original`. Defaults to `auto`.
    public nonisolated enum Detail: OpenEnum, EmptyDecodable {
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

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.detail = try container.decodeIfPresent(LiveDecisionUserMessageContentPartInputImage.Detail.self, forKey: "detail")
        self.imageURL = try container.decodeRequired(String.self, forKey: "image_url", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_image")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.detail, forKey: "detail")
        try container.encode(self.imageURL, forKey: "image_url")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveDecisionUserMessageContentPartInputImage {
    public static var detail: Self { Self("detail") }
}
