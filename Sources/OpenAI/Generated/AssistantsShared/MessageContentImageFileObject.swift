// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// References an image [File](https://platform.openai.com/docs/api-reference/files) in the content of a message.
///
/// - Schema: `#/components/schemas/MessageContentImageFileObject`
public nonisolated struct MessageContentImageFileObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `image_file`.
    public var type: String

    public var imageFile: MessageContentImageFileObject.ImageFile

    public init(
        imageFile: MessageContentImageFileObject.ImageFile
    ) {
        self.type = "image_file"
        self.imageFile = imageFile
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            imageFile: .emptyValue
        )
    }

    public nonisolated struct ImageFile: Codable, Equatable, Sendable, EmptyDecodable {
        /// The [File](https://platform.openai.com/docs/api-reference/files) ID of the image in the message content. Set `purpose="vision"` when uploading the File if you need to later display the file content.
        public var fileID: String

        /// Specifies the detail level of the image if specified by the user. `low` uses fewer tokens, you can opt in to high resolution using `high`.
        public var detail: MessageContentImageFileObject.ImageFile.Detail?

        public init(
            fileID: String,
            detail: MessageContentImageFileObject.ImageFile.Detail? = nil
        ) {
            self.fileID = fileID
            self.detail = detail
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                fileID: .emptyValue
            )
        }

        /// Specifies the detail level of the image if specified by the user. `low` uses fewer tokens, you can opt in to high resolution using `high`.
        public nonisolated enum Detail: OpenEnum, EmptyDecodable {
            case auto
            case low
            case high
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "auto": self = .auto
                case "low": self = .low
                case "high": self = .high
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .auto: "auto"
                case .low: "low"
                case .high: "high"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.fileID = try container.decodeRequired(String.self, forKey: "file_id", in: decoder)
            self.detail = try container.decodeIfPresent(MessageContentImageFileObject.ImageFile.Detail.self, forKey: "detail")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.fileID, forKey: "file_id")
            try container.encodeIfPresent(self.detail, forKey: "detail")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "image_file")
        self.imageFile = try container.decodeRequired(MessageContentImageFileObject.ImageFile.self, forKey: "image_file", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.imageFile, forKey: "image_file")
    }
}
