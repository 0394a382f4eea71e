// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A screenshot of a computer.
///
/// - Schema: `#/components/schemas/ComputerScreenshotContent`
public nonisolated struct ComputerScreenshotContent: Codable, Equatable, Sendable, EmptyDecodable {
    /// Specifies the event type. For a computer screenshot, this property is always set to `computer_screenshot`.
    public var type: String

    public var imageURL: String?

    public var fileID: String?

    /// The detail level of the screenshot image to be sent to the model. One of `high`, `low`, `auto`, or `original`. Defaults to `auto`.
    public var detail: ImageDetail

    public var promptCacheBreakpoint: PromptCacheBreakpointConfig?

    public init(
        imageURL: String?,
        fileID: String?,
        detail: ImageDetail,
        promptCacheBreakpoint: PromptCacheBreakpointConfig? = nil
    ) {
        self.type = "computer_screenshot"
        self.imageURL = imageURL
        self.fileID = fileID
        self.detail = detail
        self.promptCacheBreakpoint = promptCacheBreakpoint
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            imageURL: nil,
            fileID: nil,
            detail: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "computer_screenshot")
        self.imageURL = try container.decodeIfPresent(String.self, forKey: "image_url")
        self.fileID = try container.decodeIfPresent(String.self, forKey: "file_id")
        self.detail = try container.decodeRequired(ImageDetail.self, forKey: "detail", in: decoder)
        self.promptCacheBreakpoint = try container.decodeIfPresent(PromptCacheBreakpointConfig.self, forKey: "prompt_cache_breakpoint")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.imageURL, forKey: "image_url")
        try container.encode(self.fileID, forKey: "file_id")
        try container.encode(self.detail, forKey: "detail")
        try container.encodeIfPresent(self.promptCacheBreakpoint, forKey: "prompt_cache_breakpoint")
    }
}
