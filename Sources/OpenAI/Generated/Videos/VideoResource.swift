// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Structured information describing a generated video job.
///
/// - Schema: `#/components/schemas/VideoResource`
public nonisolated struct VideoResource: Codable, Equatable, Sendable, EmptyDecodable {
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
    public var seconds: VideoResource.Seconds

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
        seconds: VideoResource.Seconds,
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

    /// Duration of the generated clip in seconds. For extensions, this is the stitched total duration.
    public nonisolated enum Seconds: OpenEnum, EmptyDecodable {
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

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "video")
        self.model = try container.decodeRequired(VideoModel.self, forKey: "model", in: decoder)
        self.status = try container.decodeRequired(VideoStatus.self, forKey: "status", in: decoder)
        self.progress = try container.decodeRequired(Int.self, forKey: "progress", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.completedAt = try container.decodeIfPresent(Int.self, forKey: "completed_at")
        self.expiresAt = try container.decodeIfPresent(Int.self, forKey: "expires_at")
        self.prompt = try container.decodeIfPresent(String.self, forKey: "prompt")
        self.size = try container.decodeRequired(VideoSize.self, forKey: "size", in: decoder)
        self.seconds = try container.decodeRequired(VideoResource.Seconds.self, forKey: "seconds", in: decoder)
        self.remixedFromVideoID = try container.decodeIfPresent(String.self, forKey: "remixed_from_video_id")
        self.error = try container.decodeIfPresent(VideoError.self, forKey: "error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.progress, forKey: "progress")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.completedAt, forKey: "completed_at")
        try container.encode(self.expiresAt, forKey: "expires_at")
        try container.encode(self.prompt, forKey: "prompt")
        try container.encode(self.size, forKey: "size")
        try container.encode(self.seconds, forKey: "seconds")
        try container.encode(self.remixedFromVideoID, forKey: "remixed_from_video_id")
        try container.encode(self.error, forKey: "error")
    }
}
