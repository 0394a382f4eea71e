// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// References an image [File](/docs/api-reference/files) in the content of a message.
///
/// - Schema: `#/components/schemas/MessageContentImageFileObject`
public struct MessageContentImageFileObject: Codable, Hashable, Sendable, EmptyDecodable {
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

    public struct ImageFile: Codable, Hashable, Sendable, EmptyDecodable {
        /// The [File](/docs/api-reference/files) ID of the image in the message content. Set `purpose="vision"` when uploading the File if you need to later display the file content.
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
        public enum Detail: OpenEnum, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case fileID = "file_id"
            case detail
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
            self.detail = try container.decodeIfPresent(MessageContentImageFileObject.ImageFile.Detail.self, forKey: .detail)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.fileID, forKey: .fileID)
            try container.encodeIfPresent(self.detail, forKey: .detail)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case imageFile = "image_file"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "image_file")
        self.imageFile = try container.decodeRequired(MessageContentImageFileObject.ImageFile.self, forKey: .imageFile, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.imageFile, forKey: .imageFile)
    }
}

/// References an image URL in the content of a message.
///
/// - Schema: `#/components/schemas/MessageContentImageUrlObject`
public struct MessageContentImageUrlObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the content part.
    public var type: String

    public var imageURL: MessageContentImageUrlObject.ImageUrl

    public init(
        imageURL: MessageContentImageUrlObject.ImageUrl
    ) {
        self.type = "image_url"
        self.imageURL = imageURL
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            imageURL: .emptyValue
        )
    }

    public struct ImageUrl: Codable, Hashable, Sendable, EmptyDecodable {
        /// The external URL of the image, must be a supported image types: jpeg, jpg, png, gif, webp.
        public var url: String

        /// Specifies the detail level of the image. `low` uses fewer tokens, you can opt in to high resolution using `high`. Default value is `auto`
        public var detail: MessageContentImageUrlObject.ImageUrl.Detail?

        public init(
            url: String,
            detail: MessageContentImageUrlObject.ImageUrl.Detail? = nil
        ) {
            self.url = url
            self.detail = detail
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                url: .emptyValue
            )
        }

        /// Specifies the detail level of the image. `low` uses fewer tokens, you can opt in to high resolution using `high`. Default value is `auto`
        public enum Detail: OpenEnum, EmptyDecodable {
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

        enum CodingKeys: String, CodingKey {
            case url
            case detail
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.url = try container.decodeRequired(String.self, forKey: .url, in: decoder)
            self.detail = try container.decodeIfPresent(MessageContentImageUrlObject.ImageUrl.Detail.self, forKey: .detail)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.url, forKey: .url)
            try container.encodeIfPresent(self.detail, forKey: .detail)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case imageURL = "image_url"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "image_url")
        self.imageURL = try container.decodeRequired(MessageContentImageUrlObject.ImageUrl.self, forKey: .imageURL, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.imageURL, forKey: .imageURL)
    }
}

/// The refusal content generated by the assistant.
///
/// - Schema: `#/components/schemas/MessageContentRefusalObject`
public struct MessageContentRefusalObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `refusal`.
    public var type: String

    public var refusal: String

    public init(
        refusal: String
    ) {
        self.type = "refusal"
        self.refusal = refusal
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            refusal: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case refusal
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "refusal")
        self.refusal = try container.decodeRequired(String.self, forKey: .refusal, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.refusal, forKey: .refusal)
    }
}

/// A citation within the message that points to a specific quote from a specific File associated with the assistant or the message. Generated when the assistant uses the "file_search" tool to search files.
///
/// - Schema: `#/components/schemas/MessageContentTextAnnotationsFileCitationObject`
public struct MessageContentTextAnnotationsFileCitationObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `file_citation`.
    public var type: String

    /// The text in the message content that needs to be replaced.
    public var text: String

    public var fileCitation: MessageContentTextAnnotationsFileCitationObject.FileCitation

    public var startIndex: Int

    public var endIndex: Int

    public init(
        text: String,
        fileCitation: MessageContentTextAnnotationsFileCitationObject.FileCitation,
        startIndex: Int,
        endIndex: Int
    ) {
        self.type = "file_citation"
        self.text = text
        self.fileCitation = fileCitation
        self.startIndex = startIndex
        self.endIndex = endIndex
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue,
            fileCitation: .emptyValue,
            startIndex: .emptyValue,
            endIndex: .emptyValue
        )
    }

    public struct FileCitation: Codable, Hashable, Sendable, EmptyDecodable {
        /// The ID of the specific File the citation is from.
        public var fileID: String

        public init(
            fileID: String
        ) {
            self.fileID = fileID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                fileID: .emptyValue
            )
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case fileID = "file_id"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.fileID, forKey: .fileID)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case text
        case fileCitation = "file_citation"
        case startIndex = "start_index"
        case endIndex = "end_index"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file_citation")
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
        self.fileCitation = try container.decodeRequired(MessageContentTextAnnotationsFileCitationObject.FileCitation.self, forKey: .fileCitation, in: decoder)
        self.startIndex = try container.decodeRequired(Int.self, forKey: .startIndex, in: decoder)
        self.endIndex = try container.decodeRequired(Int.self, forKey: .endIndex, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.text, forKey: .text)
        try container.encode(self.fileCitation, forKey: .fileCitation)
        try container.encode(self.startIndex, forKey: .startIndex)
        try container.encode(self.endIndex, forKey: .endIndex)
    }
}

/// A URL for the file that's generated when the assistant used the `code_interpreter` tool to generate a file.
///
/// - Schema: `#/components/schemas/MessageContentTextAnnotationsFilePathObject`
public struct MessageContentTextAnnotationsFilePathObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `file_path`.
    public var type: String

    /// The text in the message content that needs to be replaced.
    public var text: String

    public var filePath: MessageContentTextAnnotationsFilePathObject.FilePath

    public var startIndex: Int

    public var endIndex: Int

    public init(
        text: String,
        filePath: MessageContentTextAnnotationsFilePathObject.FilePath,
        startIndex: Int,
        endIndex: Int
    ) {
        self.type = "file_path"
        self.text = text
        self.filePath = filePath
        self.startIndex = startIndex
        self.endIndex = endIndex
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue,
            filePath: .emptyValue,
            startIndex: .emptyValue,
            endIndex: .emptyValue
        )
    }

    public struct FilePath: Codable, Hashable, Sendable, EmptyDecodable {
        /// The ID of the file that was generated.
        public var fileID: String

        public init(
            fileID: String
        ) {
            self.fileID = fileID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                fileID: .emptyValue
            )
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case fileID = "file_id"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.fileID, forKey: .fileID)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case text
        case filePath = "file_path"
        case startIndex = "start_index"
        case endIndex = "end_index"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file_path")
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
        self.filePath = try container.decodeRequired(MessageContentTextAnnotationsFilePathObject.FilePath.self, forKey: .filePath, in: decoder)
        self.startIndex = try container.decodeRequired(Int.self, forKey: .startIndex, in: decoder)
        self.endIndex = try container.decodeRequired(Int.self, forKey: .endIndex, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.text, forKey: .text)
        try container.encode(self.filePath, forKey: .filePath)
        try container.encode(self.startIndex, forKey: .startIndex)
        try container.encode(self.endIndex, forKey: .endIndex)
    }
}

/// The text content that is part of a message.
///
/// - Schema: `#/components/schemas/MessageContentTextObject`
public struct MessageContentTextObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// Always `text`.
    public var type: String

    public var text: MessageContentTextObject.Text

    public init(
        text: MessageContentTextObject.Text
    ) {
        self.type = "text"
        self.text = text
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue
        )
    }

    public struct Text: Codable, Hashable, Sendable, EmptyDecodable {
        /// The data that makes up the text.
        public var value: String

        public var annotations: [MessageContentTextObject.Text.Annotation]

        public init(
            value: String,
            annotations: [MessageContentTextObject.Text.Annotation]
        ) {
            self.value = value
            self.annotations = annotations
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                value: .emptyValue,
                annotations: .emptyValue
            )
        }

        public enum Annotation: Codable, Hashable, Sendable, EmptyDecodable {
            /// - `type`: `file_citation`
            case fileCitation(MessageContentTextAnnotationsFileCitationObject)
            /// - `type`: `file_path`
            case filePath(MessageContentTextAnnotationsFilePathObject)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                    switch tag {
                    case "file_citation": self = .fileCitation(try MessageContentTextAnnotationsFileCitationObject(from: decoder)); return
                    case "file_path": self = .filePath(try MessageContentTextAnnotationsFilePathObject(from: decoder)); return
                    default: self = .unknown(try JSONValue(from: decoder)); return
                    }
                }
                self = .unknown(try JSONValue(from: decoder))
            }

            public func encode(to encoder: any Encoder) throws {
                switch self {
                case .fileCitation(let value): try value.encode(to: encoder)
                case .filePath(let value): try value.encode(to: encoder)
                case .unknown(let value): try value.encode(to: encoder)
                }
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case value
            case annotations
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.value = try container.decodeRequired(String.self, forKey: .value, in: decoder)
            self.annotations = try container.decodeRequired([MessageContentTextObject.Text.Annotation].self, forKey: .annotations, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.value, forKey: .value)
            try container.encode(self.annotations, forKey: .annotations)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case text
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "text")
        self.text = try container.decodeRequired(MessageContentTextObject.Text.self, forKey: .text, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.text, forKey: .text)
    }
}
