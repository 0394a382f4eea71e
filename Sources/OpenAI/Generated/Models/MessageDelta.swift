// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// References an image [File](/docs/api-reference/files) in the content of a message.
///
/// - Schema: `#/components/schemas/MessageDeltaContentImageFileObject`
public struct MessageDeltaContentImageFileObject: Codable, Hashable, Sendable, EmptyDecodable {
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

    public struct ImageFile: Codable, Hashable, Sendable, EmptyDecodable {
        /// The [File](/docs/api-reference/files) ID of the image in the message content. Set `purpose="vision"` when uploading the File if you need to later display the file content.
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
            self.fileID = try container.decodeIfPresent(String.self, forKey: .fileID)
            self.detail = try container.decodeIfPresent(MessageDeltaContentImageFileObject.ImageFile.Detail.self, forKey: .detail)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.fileID, forKey: .fileID)
            try container.encodeIfPresent(self.detail, forKey: .detail)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case index
        case type
        case imageFile = "image_file"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "image_file")
        self.imageFile = try container.decodeIfPresent(MessageDeltaContentImageFileObject.ImageFile.self, forKey: .imageFile)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.index, forKey: .index)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.imageFile, forKey: .imageFile)
    }
}

/// References an image URL in the content of a message.
///
/// - Schema: `#/components/schemas/MessageDeltaContentImageUrlObject`
public struct MessageDeltaContentImageUrlObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The index of the content part in the message.
    public var index: Int

    /// Always `image_url`.
    public var type: String

    public var imageURL: MessageDeltaContentImageUrlObject.ImageUrl?

    public init(
        index: Int,
        imageURL: MessageDeltaContentImageUrlObject.ImageUrl? = nil
    ) {
        self.index = index
        self.type = "image_url"
        self.imageURL = imageURL
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue
        )
    }

    public struct ImageUrl: Codable, Hashable, Sendable, EmptyDecodable {
        /// The URL of the image, must be a supported image types: jpeg, jpg, png, gif, webp.
        public var url: String?

        /// Specifies the detail level of the image. `low` uses fewer tokens, you can opt in to high resolution using `high`.
        public var detail: MessageDeltaContentImageUrlObject.ImageUrl.Detail?

        public init(
            url: String? = nil,
            detail: MessageDeltaContentImageUrlObject.ImageUrl.Detail? = nil
        ) {
            self.url = url
            self.detail = detail
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// Specifies the detail level of the image. `low` uses fewer tokens, you can opt in to high resolution using `high`.
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
            self.url = try container.decodeIfPresent(String.self, forKey: .url)
            self.detail = try container.decodeIfPresent(MessageDeltaContentImageUrlObject.ImageUrl.Detail.self, forKey: .detail)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.url, forKey: .url)
            try container.encodeIfPresent(self.detail, forKey: .detail)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case index
        case type
        case imageURL = "image_url"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "image_url")
        self.imageURL = try container.decodeIfPresent(MessageDeltaContentImageUrlObject.ImageUrl.self, forKey: .imageURL)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.index, forKey: .index)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.imageURL, forKey: .imageURL)
    }
}

/// The refusal content that is part of a message.
///
/// - Schema: `#/components/schemas/MessageDeltaContentRefusalObject`
public struct MessageDeltaContentRefusalObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The index of the refusal part in the message.
    public var index: Int

    /// Always `refusal`.
    public var type: String

    public var refusal: String?

    public init(
        index: Int,
        refusal: String? = nil
    ) {
        self.index = index
        self.type = "refusal"
        self.refusal = refusal
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case index
        case type
        case refusal
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "refusal")
        self.refusal = try container.decodeIfPresent(String.self, forKey: .refusal)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.index, forKey: .index)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.refusal, forKey: .refusal)
    }
}

/// A citation within the message that points to a specific quote from a specific File associated with the assistant or the message. Generated when the assistant uses the "file_search" tool to search files.
///
/// - Schema: `#/components/schemas/MessageDeltaContentTextAnnotationsFileCitationObject`
public struct MessageDeltaContentTextAnnotationsFileCitationObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The index of the annotation in the text content part.
    public var index: Int

    /// Always `file_citation`.
    public var type: String

    /// The text in the message content that needs to be replaced.
    public var text: String?

    public var fileCitation: MessageDeltaContentTextAnnotationsFileCitationObject.FileCitation?

    public var startIndex: Int?

    public var endIndex: Int?

    public init(
        index: Int,
        text: String? = nil,
        fileCitation: MessageDeltaContentTextAnnotationsFileCitationObject.FileCitation? = nil,
        startIndex: Int? = nil,
        endIndex: Int? = nil
    ) {
        self.index = index
        self.type = "file_citation"
        self.text = text
        self.fileCitation = fileCitation
        self.startIndex = startIndex
        self.endIndex = endIndex
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue
        )
    }

    public struct FileCitation: Codable, Hashable, Sendable, EmptyDecodable {
        /// The ID of the specific File the citation is from.
        public var fileID: String?

        /// The specific quote in the file.
        public var quote: String?

        public init(
            fileID: String? = nil,
            quote: String? = nil
        ) {
            self.fileID = fileID
            self.quote = quote
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case fileID = "file_id"
            case quote
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.fileID = try container.decodeIfPresent(String.self, forKey: .fileID)
            self.quote = try container.decodeIfPresent(String.self, forKey: .quote)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.fileID, forKey: .fileID)
            try container.encodeIfPresent(self.quote, forKey: .quote)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case index
        case type
        case text
        case fileCitation = "file_citation"
        case startIndex = "start_index"
        case endIndex = "end_index"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file_citation")
        self.text = try container.decodeIfPresent(String.self, forKey: .text)
        self.fileCitation = try container.decodeIfPresent(MessageDeltaContentTextAnnotationsFileCitationObject.FileCitation.self, forKey: .fileCitation)
        self.startIndex = try container.decodeIfPresent(Int.self, forKey: .startIndex)
        self.endIndex = try container.decodeIfPresent(Int.self, forKey: .endIndex)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.index, forKey: .index)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.text, forKey: .text)
        try container.encodeIfPresent(self.fileCitation, forKey: .fileCitation)
        try container.encodeIfPresent(self.startIndex, forKey: .startIndex)
        try container.encodeIfPresent(self.endIndex, forKey: .endIndex)
    }
}

/// A URL for the file that's generated when the assistant used the `code_interpreter` tool to generate a file.
///
/// - Schema: `#/components/schemas/MessageDeltaContentTextAnnotationsFilePathObject`
public struct MessageDeltaContentTextAnnotationsFilePathObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The index of the annotation in the text content part.
    public var index: Int

    /// Always `file_path`.
    public var type: String

    /// The text in the message content that needs to be replaced.
    public var text: String?

    public var filePath: MessageDeltaContentTextAnnotationsFilePathObject.FilePath?

    public var startIndex: Int?

    public var endIndex: Int?

    public init(
        index: Int,
        text: String? = nil,
        filePath: MessageDeltaContentTextAnnotationsFilePathObject.FilePath? = nil,
        startIndex: Int? = nil,
        endIndex: Int? = nil
    ) {
        self.index = index
        self.type = "file_path"
        self.text = text
        self.filePath = filePath
        self.startIndex = startIndex
        self.endIndex = endIndex
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue
        )
    }

    public struct FilePath: Codable, Hashable, Sendable, EmptyDecodable {
        /// The ID of the file that was generated.
        public var fileID: String?

        public init(
            fileID: String? = nil
        ) {
            self.fileID = fileID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case fileID = "file_id"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.fileID = try container.decodeIfPresent(String.self, forKey: .fileID)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.fileID, forKey: .fileID)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case index
        case type
        case text
        case filePath = "file_path"
        case startIndex = "start_index"
        case endIndex = "end_index"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file_path")
        self.text = try container.decodeIfPresent(String.self, forKey: .text)
        self.filePath = try container.decodeIfPresent(MessageDeltaContentTextAnnotationsFilePathObject.FilePath.self, forKey: .filePath)
        self.startIndex = try container.decodeIfPresent(Int.self, forKey: .startIndex)
        self.endIndex = try container.decodeIfPresent(Int.self, forKey: .endIndex)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.index, forKey: .index)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.text, forKey: .text)
        try container.encodeIfPresent(self.filePath, forKey: .filePath)
        try container.encodeIfPresent(self.startIndex, forKey: .startIndex)
        try container.encodeIfPresent(self.endIndex, forKey: .endIndex)
    }
}

/// The text content that is part of a message.
///
/// - Schema: `#/components/schemas/MessageDeltaContentTextObject`
public struct MessageDeltaContentTextObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The index of the content part in the message.
    public var index: Int

    /// Always `text`.
    public var type: String

    public var text: MessageDeltaContentTextObject.Text?

    public init(
        index: Int,
        text: MessageDeltaContentTextObject.Text? = nil
    ) {
        self.index = index
        self.type = "text"
        self.text = text
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue
        )
    }

    public struct Text: Codable, Hashable, Sendable, EmptyDecodable {
        /// The data that makes up the text.
        public var value: String?

        public var annotations: [MessageDeltaContentTextObject.Text.Annotation]?

        public init(
            value: String? = nil,
            annotations: [MessageDeltaContentTextObject.Text.Annotation]? = nil
        ) {
            self.value = value
            self.annotations = annotations
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        public enum Annotation: Codable, Hashable, Sendable, EmptyDecodable {
            /// - `type`: `file_citation`
            case fileCitation(MessageDeltaContentTextAnnotationsFileCitationObject)
            /// - `type`: `file_path`
            case filePath(MessageDeltaContentTextAnnotationsFilePathObject)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                    switch tag {
                    case "file_citation": self = .fileCitation(try MessageDeltaContentTextAnnotationsFileCitationObject(from: decoder)); return
                    case "file_path": self = .filePath(try MessageDeltaContentTextAnnotationsFilePathObject(from: decoder)); return
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
            self.value = try container.decodeIfPresent(String.self, forKey: .value)
            self.annotations = try container.decodeIfPresent([MessageDeltaContentTextObject.Text.Annotation].self, forKey: .annotations)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.value, forKey: .value)
            try container.encodeIfPresent(self.annotations, forKey: .annotations)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case index
        case type
        case text
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "text")
        self.text = try container.decodeIfPresent(MessageDeltaContentTextObject.Text.self, forKey: .text)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.index, forKey: .index)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.text, forKey: .text)
    }
}

/// Represents a message delta i.e. any changed fields on a message during streaming.
///
/// - Schema: `#/components/schemas/MessageDeltaObject`
public struct MessageDeltaObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The identifier of the message, which can be referenced in API endpoints.
    public var id: String

    /// The object type, which is always `thread.message.delta`.
    public var object: String

    /// The delta containing the fields that have changed on the Message.
    public var delta: MessageDeltaObject.Delta

    public init(
        id: String,
        delta: MessageDeltaObject.Delta
    ) {
        self.id = id
        self.object = "thread.message.delta"
        self.delta = delta
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            delta: .emptyValue
        )
    }

    /// The delta containing the fields that have changed on the Message.
    public struct Delta: Codable, Hashable, Sendable, EmptyDecodable {
        /// The entity that produced the message. One of `user` or `assistant`.
        public var role: MessageDeltaObject.Delta.Role?

        /// The content of the message in array of text and/or images.
        public var content: [MessageDeltaObject.Delta.ContentItem]?

        public init(
            role: MessageDeltaObject.Delta.Role? = nil,
            content: [MessageDeltaObject.Delta.ContentItem]? = nil
        ) {
            self.role = role
            self.content = content
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// The entity that produced the message. One of `user` or `assistant`.
        public enum Role: OpenEnum, EmptyDecodable {
            case user
            case assistant
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "user": self = .user
                case "assistant": self = .assistant
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .user: "user"
                case .assistant: "assistant"
                case .unknown(let value): value
                }
            }
        }

        public enum ContentItem: Codable, Hashable, Sendable, EmptyDecodable {
            /// - `type`: `image_file`
            case imageFile(MessageDeltaContentImageFileObject)
            /// - `type`: `text`
            case text(MessageDeltaContentTextObject)
            /// - `type`: `refusal`
            case refusal(MessageDeltaContentRefusalObject)
            /// - `type`: `image_url`
            case imageURL(MessageDeltaContentImageUrlObject)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                    switch tag {
                    case "image_file": self = .imageFile(try MessageDeltaContentImageFileObject(from: decoder)); return
                    case "text": self = .text(try MessageDeltaContentTextObject(from: decoder)); return
                    case "refusal": self = .refusal(try MessageDeltaContentRefusalObject(from: decoder)); return
                    case "image_url": self = .imageURL(try MessageDeltaContentImageUrlObject(from: decoder)); return
                    default: self = .unknown(try JSONValue(from: decoder)); return
                    }
                }
                self = .unknown(try JSONValue(from: decoder))
            }

            public func encode(to encoder: any Encoder) throws {
                switch self {
                case .imageFile(let value): try value.encode(to: encoder)
                case .text(let value): try value.encode(to: encoder)
                case .refusal(let value): try value.encode(to: encoder)
                case .imageURL(let value): try value.encode(to: encoder)
                case .unknown(let value): try value.encode(to: encoder)
                }
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case role
            case content
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.role = try container.decodeIfPresent(MessageDeltaObject.Delta.Role.self, forKey: .role)
            self.content = try container.decodeIfPresent([MessageDeltaObject.Delta.ContentItem].self, forKey: .content)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.role, forKey: .role)
            try container.encodeIfPresent(self.content, forKey: .content)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case delta
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "thread.message.delta")
        self.delta = try container.decodeRequired(MessageDeltaObject.Delta.self, forKey: .delta, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.delta, forKey: .delta)
    }
}
