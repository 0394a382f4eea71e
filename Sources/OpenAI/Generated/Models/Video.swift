// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/VideoCharacterResource`
public struct VideoCharacterResource: Codable, Hashable, Sendable, EmptyDecodable {
    public var id: String?

    public var name: String?

    /// Unix timestamp (in seconds) when the character was created.
    public var createdAt: Int

    public init(
        id: String?,
        name: String?,
        createdAt: Int
    ) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: nil,
            name: nil,
            createdAt: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case createdAt = "created_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.name = try container.decodeIfPresent(String.self, forKey: .name)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.name, forKey: .name)
        try container.encode(self.createdAt, forKey: .createdAt)
    }
}

/// - Schema: `#/components/schemas/VideoContentVariant`
public enum VideoContentVariant: OpenEnum, EmptyDecodable {
    case video
    case thumbnail
    case spritesheet
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "video": self = .video
        case "thumbnail": self = .thumbnail
        case "spritesheet": self = .spritesheet
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .video: "video"
        case .thumbnail: "thumbnail"
        case .spritesheet: "spritesheet"
        case .unknown(let value): value
        }
    }
}

/// An error that occurred while generating the response.
///
/// - Schema: `#/components/schemas/Error-2`
public struct VideoError: Codable, Hashable, Sendable, EmptyDecodable {
    /// A machine-readable error code that was returned.
    public var code: String

    /// A human-readable description of the error that was returned.
    public var message: String

    public init(
        code: String,
        message: String
    ) {
        self.code = code
        self.message = message
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            code: .emptyValue,
            message: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case code
        case message
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.code = try container.decodeRequired(String.self, forKey: .code, in: decoder)
        self.message = try container.decodeRequired(String.self, forKey: .message, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.code, forKey: .code)
        try container.encode(self.message, forKey: .message)
    }
}

/// - Schema: `#/components/schemas/ImageRefParam-2`
public struct VideoImageReference: Codable, Hashable, Sendable, EmptyDecodable {
    /// A fully qualified URL or base64-encoded data URL.
    public var imageURL: String?

    public var fileID: String?

    public init(
        imageURL: String? = nil,
        fileID: String? = nil
    ) {
        self.imageURL = imageURL
        self.fileID = fileID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case imageURL = "image_url"
        case fileID = "file_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.imageURL = try container.decodeIfPresent(String.self, forKey: .imageURL)
        self.fileID = try container.decodeIfPresent(String.self, forKey: .fileID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.imageURL, forKey: .imageURL)
        try container.encodeIfPresent(self.fileID, forKey: .fileID)
    }
}

/// - Schema: `#/components/schemas/VideoListResource`
public struct VideoListResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of object returned, must be `list`.
    public var object: String

    /// A list of items
    public var data: [VideoResource]

    public var firstID: String?

    public var lastID: String?

    /// Whether there are more items available.
    public var hasMore: Bool

    public init(
        data: [VideoResource],
        firstID: String?,
        lastID: String?,
        hasMore: Bool
    ) {
        self.object = "list"
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            firstID: nil,
            lastID: nil,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.data = try container.decodeRequired([VideoResource].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// - Schema: `#/components/schemas/VideoModel`
public enum VideoModel: OpenEnum, EmptyDecodable {
    case sora2
    case sora2Pro
    case sora2_2025_10_06
    case sora2Pro_2025_10_06
    case sora2_2025_12_08
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "sora-2": self = .sora2
        case "sora-2-pro": self = .sora2Pro
        case "sora-2-2025-10-06": self = .sora2_2025_10_06
        case "sora-2-pro-2025-10-06": self = .sora2Pro_2025_10_06
        case "sora-2-2025-12-08": self = .sora2_2025_12_08
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .sora2: "sora-2"
        case .sora2Pro: "sora-2-pro"
        case .sora2_2025_10_06: "sora-2-2025-10-06"
        case .sora2Pro_2025_10_06: "sora-2-pro-2025-10-06"
        case .sora2_2025_12_08: "sora-2-2025-12-08"
        case .unknown(let value): value
        }
    }
}

/// Reference to the completed video.
///
/// - Schema: `#/components/schemas/VideoReferenceInputParam`
public struct VideoReferenceInputParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The identifier of the completed video.
    public var id: String

    public init(
        id: String
    ) {
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
    }
}

/// Structured information describing a generated video job.
///
/// - Schema: `#/components/schemas/VideoResource`
public struct VideoResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// Unique identifier for the video job.
    public var id: String

    /// The object type, which is always `video`.
    public var object: String

    /// The video generation model that produced the job.
    public var model: VideoModel

    /// Current lifecycle status of the video job.
    public var status: VideoStatus

    /// Approximate completion percentage for the generation task.
    public var progress: Int

    /// Unix timestamp (seconds) for when the job was created.
    public var createdAt: Int

    public var completedAt: Int?

    public var expiresAt: Int?

    public var prompt: String?

    /// The resolution of the generated video.
    public var size: VideoSize

    /// Duration of the generated clip in seconds. For extensions, this is the stitched total duration.
    public var seconds: String

    public var remixedFromVideoID: String?

    public var error: VideoError?

    public init(
        id: String,
        model: VideoModel,
        status: VideoStatus,
        progress: Int,
        createdAt: Int,
        completedAt: Int?,
        expiresAt: Int?,
        prompt: String?,
        size: VideoSize,
        seconds: String,
        remixedFromVideoID: String?,
        error: VideoError?
    ) {
        self.id = id
        self.object = "video"
        self.model = model
        self.status = status
        self.progress = progress
        self.createdAt = createdAt
        self.completedAt = completedAt
        self.expiresAt = expiresAt
        self.prompt = prompt
        self.size = size
        self.seconds = seconds
        self.remixedFromVideoID = remixedFromVideoID
        self.error = error
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            model: .emptyValue,
            status: .emptyValue,
            progress: .emptyValue,
            createdAt: .emptyValue,
            completedAt: nil,
            expiresAt: nil,
            prompt: nil,
            size: .emptyValue,
            seconds: .emptyValue,
            remixedFromVideoID: nil,
            error: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case model
        case status
        case progress
        case createdAt = "created_at"
        case completedAt = "completed_at"
        case expiresAt = "expires_at"
        case prompt
        case size
        case seconds
        case remixedFromVideoID = "remixed_from_video_id"
        case error
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "video")
        self.model = try container.decodeRequired(VideoModel.self, forKey: .model, in: decoder)
        self.status = try container.decodeRequired(VideoStatus.self, forKey: .status, in: decoder)
        self.progress = try container.decodeRequired(Int.self, forKey: .progress, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.completedAt = try container.decodeIfPresent(Int.self, forKey: .completedAt)
        self.expiresAt = try container.decodeIfPresent(Int.self, forKey: .expiresAt)
        self.prompt = try container.decodeIfPresent(String.self, forKey: .prompt)
        self.size = try container.decodeRequired(VideoSize.self, forKey: .size, in: decoder)
        self.seconds = try container.decodeRequired(String.self, forKey: .seconds, in: decoder)
        self.remixedFromVideoID = try container.decodeIfPresent(String.self, forKey: .remixedFromVideoID)
        self.error = try container.decodeIfPresent(VideoError.self, forKey: .error)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.model, forKey: .model)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.progress, forKey: .progress)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.completedAt, forKey: .completedAt)
        try container.encode(self.expiresAt, forKey: .expiresAt)
        try container.encode(self.prompt, forKey: .prompt)
        try container.encode(self.size, forKey: .size)
        try container.encode(self.seconds, forKey: .seconds)
        try container.encode(self.remixedFromVideoID, forKey: .remixedFromVideoID)
        try container.encode(self.error, forKey: .error)
    }
}

/// - Schema: `#/components/schemas/VideoSeconds`
public enum VideoSeconds: OpenEnum, EmptyDecodable {
    case seconds4
    case seconds8
    case seconds12
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "4": self = .seconds4
        case "8": self = .seconds8
        case "12": self = .seconds12
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .seconds4: "4"
        case .seconds8: "8"
        case .seconds12: "12"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/VideoSize`
public enum VideoSize: OpenEnum, EmptyDecodable {
    case size720x1280
    case size1280x720
    case size1024x1792
    case size1792x1024
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "720x1280": self = .size720x1280
        case "1280x720": self = .size1280x720
        case "1024x1792": self = .size1024x1792
        case "1792x1024": self = .size1792x1024
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .size720x1280: "720x1280"
        case .size1280x720: "1280x720"
        case .size1024x1792: "1024x1792"
        case .size1792x1024: "1792x1024"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/VideoStatus`
public enum VideoStatus: OpenEnum, EmptyDecodable {
    case queued
    case inProgress
    case completed
    case failed
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "queued": self = .queued
        case "in_progress": self = .inProgress
        case "completed": self = .completed
        case "failed": self = .failed
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .queued: "queued"
        case .inProgress: "in_progress"
        case .completed: "completed"
        case .failed: "failed"
        case .unknown(let value): value
        }
    }
}
