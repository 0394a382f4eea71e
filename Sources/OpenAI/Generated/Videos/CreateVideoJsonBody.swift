// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// JSON parameters for creating a new video generation job.
///
/// - Schema: `#/components/schemas/CreateVideoJsonBody`
public nonisolated struct CreateVideoJsonBody: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeIfPresent(VideoModel.self, forKey: "model")
        self.prompt = try container.decodeRequired(String.self, forKey: "prompt", in: decoder)
        self.inputReference = try container.decodeIfPresent(VideoImageReference.self, forKey: "input_reference")
        self.seconds = try container.decodeIfPresent(VideoSeconds.self, forKey: "seconds")
        self.size = try container.decodeIfPresent(VideoSize.self, forKey: "size")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encode(self.prompt, forKey: "prompt")
        try container.encodeIfPresent(self.inputReference, forKey: "input_reference")
        try container.encodeIfPresent(self.seconds, forKey: "seconds")
        try container.encodeIfPresent(self.size, forKey: "size")
    }
}
