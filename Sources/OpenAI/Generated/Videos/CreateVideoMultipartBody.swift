// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Multipart parameters for creating a new video generation job.
///
/// - Schema: `#/components/schemas/CreateVideoMultipartBody`
public nonisolated struct CreateVideoMultipartBody: Equatable, Sendable, MultipartFormEncodable {
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
            form.append("input_reference", oneOrMore: value)
        }
        return form
    }
}
// MARK: - String arguments

nonisolated extension CreateVideoMultipartBody {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        prompt: String,
        model: String,
        inputReference: [MultipartFile]? = nil,
        seconds: VideoSeconds? = nil,
        size: VideoSize? = nil
    ) {
        self.init(
            prompt: prompt,
            model: VideoModel(rawValue: model),
            inputReference: inputReference,
            seconds: seconds,
            size: size
        )
    }
}
