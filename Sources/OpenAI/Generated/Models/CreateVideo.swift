// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for creating a character from an uploaded video.
///
/// - Schema: `#/components/schemas/CreateVideoCharacterBody`
public struct CreateVideoCharacterBody: Hashable, Sendable, MultipartFormEncodable {
    /// Video file used to create a character.
    public var video: MultipartFile

    /// Display name for this API character.
    public var name: String

    public init(
        video: MultipartFile,
        name: String
    ) {
        self.video = video
        self.name = name
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        form.append("name", self.name)
        form.append("video", file: self.video)
        return form
    }
}

/// JSON parameters for editing an existing generated video.
///
/// - Schema: `#/components/schemas/CreateVideoEditJsonBody`
public struct CreateVideoEditJsonBody: Codable, Hashable, Sendable, EmptyDecodable {
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

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            video: .emptyValue,
            prompt: .emptyValue
        )
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
public struct CreateVideoEditMultipartBody: Hashable, Sendable, MultipartFormEncodable {
    public var video: [MultipartFile]

    /// Text prompt that describes how to edit the source video.
    public var prompt: String

    public init(
        video: [MultipartFile],
        prompt: String
    ) {
        self.video = video
        self.prompt = prompt
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        form.append("prompt", self.prompt)
        form.append("video", files: self.video, style: .brackets)
        return form
    }
}

/// JSON parameters for extending an existing generated video.
///
/// - Schema: `#/components/schemas/CreateVideoExtendJsonBody`
public struct CreateVideoExtendJsonBody: Codable, Hashable, Sendable, EmptyDecodable {
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

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            video: .emptyValue,
            prompt: .emptyValue,
            seconds: .emptyValue
        )
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
public struct CreateVideoExtendMultipartBody: Hashable, Sendable, MultipartFormEncodable {
    public var video: [MultipartFile]

    /// Updated text prompt that directs the extension generation.
    public var prompt: String

    /// Length of the newly generated extension segment in seconds (allowed values: 4, 8, 12, 16, 20).
    public var seconds: VideoSeconds

    public init(
        video: [MultipartFile],
        prompt: String,
        seconds: VideoSeconds
    ) {
        self.video = video
        self.prompt = prompt
        self.seconds = seconds
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        form.append("prompt", self.prompt)
        try form.appendFields("seconds", encoding: self.seconds)
        form.append("video", files: self.video, style: .brackets)
        return form
    }
}

/// JSON parameters for creating a new video generation job.
///
/// - Schema: `#/components/schemas/CreateVideoJsonBody`
public struct CreateVideoJsonBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// The video generation model to use (allowed values: sora-2, sora-2-pro). Defaults to `sora-2`.
    public var model: VideoModel?

    /// Text prompt that describes the video to generate.
    public var prompt: String

    /// Optional reference object that guides generation. Provide exactly one of `image_url` or `file_id`.
    public var inputReference: VideoImageReference?

    /// Clip duration in seconds (allowed values: 4, 8, 12). Defaults to 4 seconds.
    public var seconds: VideoSeconds?

    /// Output resolution formatted as width x height (allowed values: 720x1280, 1280x720, 1024x1792, 1792x1024). Defaults to 720x1280.
    public var size: VideoSize?

    public init(
        prompt: String,
        model: VideoModel? = nil,
        inputReference: VideoImageReference? = nil,
        seconds: VideoSeconds? = nil,
        size: VideoSize? = nil
    ) {
        self.model = model
        self.prompt = prompt
        self.inputReference = inputReference
        self.seconds = seconds
        self.size = size
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            prompt: .emptyValue
        )
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
        self.inputReference = try container.decodeIfPresent(VideoImageReference.self, forKey: .inputReference)
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
public struct CreateVideoMultipartBody: Hashable, Sendable, MultipartFormEncodable {
    /// The video generation model to use (allowed values: sora-2, sora-2-pro). Defaults to `sora-2`.
    public var model: VideoModel?

    /// Text prompt that describes the video to generate.
    public var prompt: String

    public var inputReference: [MultipartFile]?

    /// Clip duration in seconds (allowed values: 4, 8, 12). Defaults to 4 seconds.
    public var seconds: VideoSeconds?

    /// Output resolution formatted as width x height (allowed values: 720x1280, 1280x720, 1024x1792, 1792x1024). Defaults to 720x1280.
    public var size: VideoSize?

    public init(
        prompt: String,
        model: VideoModel? = nil,
        inputReference: [MultipartFile]? = nil,
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

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        form.append("prompt", self.prompt)
        if let value = self.model {
            try form.appendFields("model", encoding: value)
        }
        if let value = self.seconds {
            try form.appendFields("seconds", encoding: value)
        }
        if let value = self.size {
            try form.appendFields("size", encoding: value)
        }
        if let value = self.inputReference {
            form.append("input_reference", files: value, style: .brackets)
        }
        return form
    }
}

/// Parameters for remixing an existing generated video.
///
/// - Schema: `#/components/schemas/CreateVideoRemixBody`
public struct CreateVideoRemixBody: Hashable, Sendable, MultipartFormEncodable {
    /// Updated text prompt that directs the remix generation.
    public var prompt: String

    public init(
        prompt: String
    ) {
        self.prompt = prompt
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        form.append("prompt", self.prompt)
        return form
    }
}
