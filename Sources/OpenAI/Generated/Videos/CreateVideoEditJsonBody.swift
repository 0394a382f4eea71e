// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// JSON parameters for editing an existing generated video.
///
/// - Schema: `#/components/schemas/CreateVideoEditJsonBody`
public nonisolated struct CreateVideoEditJsonBody: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.video = try container.decodeRequired(VideoReferenceInputParam.self, forKey: "video", in: decoder)
        self.prompt = try container.decodeRequired(String.self, forKey: "prompt", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.video, forKey: "video")
        try container.encode(self.prompt, forKey: "prompt")
    }
}
