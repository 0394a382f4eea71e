// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime

/// Parameters for creating a character from an uploaded video.
///
/// - Schema: `#/components/schemas/CreateVideoCharacterBody`
public struct CreateVideoCharacterBody: Codable, Hashable, Sendable {
    /// Video file used to create a character.
    public var video: String

    /// Display name for this API character.
    public var name: String

    public init(
        video: String,
        name: String
    ) {
        self.video = video
        self.name = name
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case video
        case name
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.video = try container.decodeRequired(String.self, forKey: .video, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.video, forKey: .video)
        try container.encode(self.name, forKey: .name)
    }
}

/// JSON parameters for editing an existing generated video.
///
/// - Schema: `#/components/schemas/CreateVideoEditJsonBody`
public struct CreateVideoEditJsonBody: Codable, Hashable, Sendable {
    /// Reference to the completed video to edit.
    public var video: VideoReferenceInputParam

    /// Text prompt that describes how to edit the source video.
    public var prompt: String

    public init(
        video: VideoReferenceInputParam,
        prompt: String
    ) {
        self.video = video
        self.prompt = prompt
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case video
        case prompt
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.video = try container.decodeRequired(VideoReferenceInputParam.self, forKey: .video, in: decoder)
        self.prompt = try container.decodeRequired(String.self, forKey: .prompt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.video, forKey: .video)
        try container.encode(self.prompt, forKey: .prompt)
    }
}

/// Parameters for editing an existing generated video.
///
/// - Schema: `#/components/schemas/CreateVideoEditMultipartBody`
public struct CreateVideoEditMultipartBody: Codable, Hashable, Sendable {
    public var video: CreateVideoEditMultipartBody.Video

    /// Text prompt that describes how to edit the source video.
    public var prompt: String

    public init(
        video: CreateVideoEditMultipartBody.Video,
        prompt: String
    ) {
        self.video = video
        self.prompt = prompt
    }

    public enum Video: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// Reference to the completed video to edit.
        case string(String)
        /// Reference to the completed video to edit.
        case referenceInputParam(VideoReferenceInputParam)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .object:
                self = .referenceInputParam(try VideoReferenceInputParam(from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .referenceInputParam(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case video
        case prompt
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.video = try container.decodeRequired(CreateVideoEditMultipartBody.Video.self, forKey: .video, in: decoder)
        self.prompt = try container.decodeRequired(String.self, forKey: .prompt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.video, forKey: .video)
        try container.encode(self.prompt, forKey: .prompt)
    }
}

/// JSON parameters for extending an existing generated video.
///
/// - Schema: `#/components/schemas/CreateVideoExtendJsonBody`
public struct CreateVideoExtendJsonBody: Codable, Hashable, Sendable {
    /// Reference to the completed video to extend.
    public var video: VideoReferenceInputParam

    /// Updated text prompt that directs the extension generation.
    public var prompt: String

    /// Length of the newly generated extension segment in seconds (allowed values: 4, 8, 12, 16, 20).
    public var seconds: VideoSeconds

    public init(
        video: VideoReferenceInputParam,
        prompt: String,
        seconds: VideoSeconds
    ) {
        self.video = video
        self.prompt = prompt
        self.seconds = seconds
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case video
        case prompt
        case seconds
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.video = try container.decodeRequired(VideoReferenceInputParam.self, forKey: .video, in: decoder)
        self.prompt = try container.decodeRequired(String.self, forKey: .prompt, in: decoder)
        self.seconds = try container.decodeRequired(VideoSeconds.self, forKey: .seconds, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.video, forKey: .video)
        try container.encode(self.prompt, forKey: .prompt)
        try container.encode(self.seconds, forKey: .seconds)
    }
}

/// Multipart parameters for extending an existing generated video.
///
/// - Schema: `#/components/schemas/CreateVideoExtendMultipartBody`
public struct CreateVideoExtendMultipartBody: Codable, Hashable, Sendable {
    public var video: CreateVideoExtendMultipartBody.Video

    /// Updated text prompt that directs the extension generation.
    public var prompt: String

    /// Length of the newly generated extension segment in seconds (allowed values: 4, 8, 12, 16, 20).
    public var seconds: VideoSeconds

    public init(
        video: CreateVideoExtendMultipartBody.Video,
        prompt: String,
        seconds: VideoSeconds
    ) {
        self.video = video
        self.prompt = prompt
        self.seconds = seconds
    }

    public enum Video: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// Reference to the completed video to extend.
        case referenceInputParam(VideoReferenceInputParam)
        /// Reference to the completed video to extend.
        case string(String)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .object:
                self = .referenceInputParam(try VideoReferenceInputParam(from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .referenceInputParam(let value): try value.encode(to: encoder)
            case .string(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case video
        case prompt
        case seconds
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.video = try container.decodeRequired(CreateVideoExtendMultipartBody.Video.self, forKey: .video, in: decoder)
        self.prompt = try container.decodeRequired(String.self, forKey: .prompt, in: decoder)
        self.seconds = try container.decodeRequired(VideoSeconds.self, forKey: .seconds, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.video, forKey: .video)
        try container.encode(self.prompt, forKey: .prompt)
        try container.encode(self.seconds, forKey: .seconds)
    }
}

/// JSON parameters for creating a new video generation job.
///
/// - Schema: `#/components/schemas/CreateVideoJsonBody`
public struct CreateVideoJsonBody: Codable, Hashable, Sendable {
    /// The video generation model to use (allowed values: sora-2, sora-2-pro). Defaults to `sora-2`.
    public var model: VideoModel?

    /// Text prompt that describes the video to generate.
    public var prompt: String

    /// Optional reference object that guides generation. Provide exactly one of `image_url` or `file_id`.
    public var inputReference: ImageRefParam2?

    /// Clip duration in seconds (allowed values: 4, 8, 12). Defaults to 4 seconds.
    public var seconds: VideoSeconds?

    /// Output resolution formatted as width x height (allowed values: 720x1280, 1280x720, 1024x1792, 1792x1024). Defaults to 720x1280.
    public var size: VideoSize?

    public init(
        prompt: String,
        model: VideoModel? = nil,
        inputReference: ImageRefParam2? = nil,
        seconds: VideoSeconds? = nil,
        size: VideoSize? = nil
    ) {
        self.model = model
        self.prompt = prompt
        self.inputReference = inputReference
        self.seconds = seconds
        self.size = size
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case model
        case prompt
        case inputReference = "input_reference"
        case seconds
        case size
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.model = try container.decodeIfPresent(VideoModel.self, forKey: .model)
        self.prompt = try container.decodeRequired(String.self, forKey: .prompt, in: decoder)
        self.inputReference = try container.decodeIfPresent(ImageRefParam2.self, forKey: .inputReference)
        self.seconds = try container.decodeIfPresent(VideoSeconds.self, forKey: .seconds)
        self.size = try container.decodeIfPresent(VideoSize.self, forKey: .size)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.model, forKey: .model)
        try container.encode(self.prompt, forKey: .prompt)
        try container.encodeIfPresent(self.inputReference, forKey: .inputReference)
        try container.encodeIfPresent(self.seconds, forKey: .seconds)
        try container.encodeIfPresent(self.size, forKey: .size)
    }
}

/// Multipart parameters for creating a new video generation job.
///
/// - Schema: `#/components/schemas/CreateVideoMultipartBody`
public struct CreateVideoMultipartBody: Codable, Hashable, Sendable {
    /// The video generation model to use (allowed values: sora-2, sora-2-pro). Defaults to `sora-2`.
    public var model: VideoModel?

    /// Text prompt that describes the video to generate.
    public var prompt: String

    public var inputReference: CreateVideoMultipartBody.InputReference?

    /// Clip duration in seconds (allowed values: 4, 8, 12). Defaults to 4 seconds.
    public var seconds: VideoSeconds?

    /// Output resolution formatted as width x height (allowed values: 720x1280, 1280x720, 1024x1792, 1792x1024). Defaults to 720x1280.
    public var size: VideoSize?

    public init(
        prompt: String,
        model: VideoModel? = nil,
        inputReference: CreateVideoMultipartBody.InputReference? = nil,
        seconds: VideoSeconds? = nil,
        size: VideoSize? = nil
    ) {
        self.model = model
        self.prompt = prompt
        self.inputReference = inputReference
        self.seconds = seconds
        self.size = size
    }

    public enum InputReference: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// Optional reference asset upload or reference object that guides generation.
        case string(String)
        /// Optional reference asset upload or reference object that guides generation. Provide exactly one of `image_url` or `file_id` when using an object.
        case imageRefParam2(ImageRefParam2)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .object:
                self = .imageRefParam2(try ImageRefParam2(from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .imageRefParam2(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case model
        case prompt
        case inputReference = "input_reference"
        case seconds
        case size
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.model = try container.decodeIfPresent(VideoModel.self, forKey: .model)
        self.prompt = try container.decodeRequired(String.self, forKey: .prompt, in: decoder)
        self.inputReference = try container.decodeIfPresent(CreateVideoMultipartBody.InputReference.self, forKey: .inputReference)
        self.seconds = try container.decodeIfPresent(VideoSeconds.self, forKey: .seconds)
        self.size = try container.decodeIfPresent(VideoSize.self, forKey: .size)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.model, forKey: .model)
        try container.encode(self.prompt, forKey: .prompt)
        try container.encodeIfPresent(self.inputReference, forKey: .inputReference)
        try container.encodeIfPresent(self.seconds, forKey: .seconds)
        try container.encodeIfPresent(self.size, forKey: .size)
    }
}

/// Parameters for remixing an existing generated video.
///
/// - Schema: `#/components/schemas/CreateVideoRemixBody`
public struct CreateVideoRemixBody: Codable, Hashable, Sendable {
    /// Updated text prompt that directs the remix generation.
    public var prompt: String

    public init(
        prompt: String
    ) {
        self.prompt = prompt
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case prompt
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.prompt = try container.decodeRequired(String.self, forKey: .prompt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.prompt, forKey: .prompt)
    }
}
