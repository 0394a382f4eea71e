// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// References an image [File](https://platform.openai.com/docs/api-reference/files) in the content of a message.
///
/// - Schema: `#/components/schemas/MessageDeltaContentImageFileObject`
public nonisolated struct MessageDeltaContentImageFileObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The index of the content part in the message.
    public var index: Int

    /// Always `image_file`.
    public var type: String

    public var imageFile: MessageDeltaContentImageFileObject.ImageFile?

    public init(
        index: Int,
        imageFile: MessageDeltaContentImageFileObject.ImageFile? = nil
    ) {
        self.index = index
        self.type = "image_file"
        self.imageFile = imageFile
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue
        )
    }

    public nonisolated struct ImageFile: Codable, Equatable, Sendable, EmptyDecodable {
        /// The [File](https://platform.openai.com/docs/api-reference/files) ID of the image in the message content. Set `purpose="vision"` when uploading the File if you need to later display the file content.
        public var fileID: String?

        /// Specifies the detail level of the image if specified by the user. `low` uses fewer tokens, you can opt in to high resolution using `high`.
        public var detail: MessageDeltaContentImageFileObject.ImageFile.Detail?

        public init(
            fileID: String? = nil,
            detail: MessageDeltaContentImageFileObject.ImageFile.Detail? = nil
        ) {
            self.fileID = fileID
            self.detail = detail
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

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
            self.fileID = try container.decodeIfPresent(String.self, forKey: "file_id")
            self.detail = try container.decodeIfPresent(MessageDeltaContentImageFileObject.ImageFile.Detail.self, forKey: "detail")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.fileID, forKey: "file_id")
            try container.encodeIfPresent(self.detail, forKey: "detail")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.index = try container.decodeRequired(Int.self, forKey: "index", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "image_file")
        self.imageFile = try container.decodeIfPresent(MessageDeltaContentImageFileObject.ImageFile.self, forKey: "image_file")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.index, forKey: "index")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.imageFile, forKey: "image_file")
    }
}
