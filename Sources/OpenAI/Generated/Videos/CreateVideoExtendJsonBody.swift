// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// JSON parameters for extending an existing generated video.
///
/// - Schema: `#/components/schemas/CreateVideoExtendJsonBody`
public nonisolated struct CreateVideoExtendJsonBody: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.video = try container.decodeRequired(VideoReferenceInputParam.self, forKey: "video", in: decoder)
        self.prompt = try container.decodeRequired(String.self, forKey: "prompt", in: decoder)
        self.seconds = try container.decodeRequired(VideoSeconds.self, forKey: "seconds", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.video, forKey: "video")
        try container.encode(self.prompt, forKey: "prompt")
        try container.encode(self.seconds, forKey: "seconds")
    }
}
