// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An image input to the model. Learn about [image inputs](https://platform.openai.com/docs/guides/vision).
///
/// - Schema: `#/components/schemas/InputImageContent`
public nonisolated struct InputImageContent: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    /// The type of the input item. Always `input_image`.
    public var type: String

    public var imageURL: String?

    public var fileID: String?

    /// The detail level of the image to be sent to the model. One of `high`, `low`, `auto`, or `original`. Defaults to `auto`.
    public var detail: ImageDetail

    public var promptCacheBreakpoint: PromptCacheBreakpointConfig?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        detail: ImageDetail,
        imageURL: String? = nil,
        fileID: String? = nil,
        promptCacheBreakpoint: PromptCacheBreakpointConfig? = nil
    ) {
        self.type = "input_image"
        self.imageURL = imageURL
        self.fileID = fileID
        self.detail = detail
        self.promptCacheBreakpoint = promptCacheBreakpoint
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(detail: ImageDetail(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            detail: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_image")
        self.imageURL = try container.decodeIfPresent(String.self, forKey: "image_url")
        self.fileID = try container.decodeIfPresent(String.self, forKey: "file_id")
        self.detail = try container.decodeRequired(ImageDetail.self, forKey: "detail", in: decoder)
        self.promptCacheBreakpoint = try container.decodeIfPresent(PromptCacheBreakpointConfig.self, forKey: "prompt_cache_breakpoint")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.imageURL, forKey: "image_url")
        try container.encodeIfPresent(self.fileID, forKey: "file_id")
        try container.encode(self.detail, forKey: "detail")
        try container.encodeIfPresent(self.promptCacheBreakpoint, forKey: "prompt_cache_breakpoint")
    }
}

nonisolated extension NullableMember where Owner == InputImageContent {
    public static var imageURL: Self { Self("image_url") }
    public static var fileID: Self { Self("file_id") }
}
