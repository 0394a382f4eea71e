// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateImageVariationRequest`
public nonisolated struct CreateImageVariationRequest: Equatable, Sendable, MultipartFormEncodable {
    /// The image to use as the basis for the variation(s). Must be a valid PNG file, less than 4MB, and square.
    public var image: MultipartFile

    /// The model to use for image generation. Only `dall-e-2` is supported at this time.
    public var model: CreateImageVariationRequest.Model?

    /// The number of images to generate. Must be between 1 and 10.
    public var n: Int?

    /// The format in which the generated images are returned. Must be one of `url` or `b64_json`. URLs are only valid for 60 minutes after the image has been generated.
    public var responseFormat: CreateImageVariationRequest.ResponseFormat?

    /// The size of the generated images. Must be one of `256x256`, `512x512`, or `1024x1024`.
    public var size: CreateImageVariationRequest.Size?

    /// A unique identifier representing your end-user, which can help OpenAI to monitor and detect abuse. [Learn more](https://platform.openai.com/docs/guides/safety-best-practices#end-user-ids).
    public var user: String?

    public init(
        image: MultipartFile,
        model: CreateImageVariationRequest.Model? = nil,
        n: Int? = nil,
        responseFormat: CreateImageVariationRequest.ResponseFormat? = nil,
        size: CreateImageVariationRequest.Size? = nil,
        user: String? = nil
    ) {
        self.image = image
        self.model = model
        self.n = n
        self.responseFormat = responseFormat
        self.size = size
        self.user = user
    }

    /// The model to use for image generation. Only `dall-e-2` is supported at this time.
    public nonisolated enum Model: OpenEnum, EmptyDecodable {
        case dallE2
        case gptImage1_5
        case gptImage2
        case gptImage2_2026_04_21
        case gptImage2_5Sunburst
        case gptImage2_5Sunburst_2026_09_08
        case gptImage2_5Flare
        case gptImage2_5Flare_2026_09_08
        case gptImage2_6Sunburst
        case gptImage2_6Flare
        case gptImage1
        case gptImage1Mini
        case chatgptImageLatest
        case dallE3
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "dall-e-2": self = .dallE2
            case "gpt-image-1.5": self = .gptImage1_5
            case "gpt-image-2": self = .gptImage2
            case "gpt-image-2-2026-04-21": self = .gptImage2_2026_04_21
            case "gpt-image-2.5-sunburst": self = .gptImage2_5Sunburst
            case "gpt-image-2.5-sunburst-2026-09-08": self = .gptImage2_5Sunburst_2026_09_08
            case "gpt-image-2.5-flare": self = .gptImage2_5Flare
            case "gpt-image-2.5-flare-2026-09-08": self = .gptImage2_5Flare_2026_09_08
            case "gpt-image-2.6-sunburst": self = .gptImage2_6Sunburst
            case "gpt-image-2.6-flare": self = .gptImage2_6Flare
            case "gpt-image-1": self = .gptImage1
            case "gpt-image-1-mini": self = .gptImage1Mini
            case "chatgpt-image-latest": self = .chatgptImageLatest
            case "dall-e-3": self = .dallE3
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .dallE2: "dall-e-2"
            case .gptImage1_5: "gpt-image-1.5"
            case .gptImage2: "gpt-image-2"
            case .gptImage2_2026_04_21: "gpt-image-2-2026-04-21"
            case .gptImage2_5Sunburst: "gpt-image-2.5-sunburst"
            case .gptImage2_5Sunburst_2026_09_08: "gpt-image-2.5-sunburst-2026-09-08"
            case .gptImage2_5Flare: "gpt-image-2.5-flare"
            case .gptImage2_5Flare_2026_09_08: "gpt-image-2.5-flare-2026-09-08"
            case .gptImage2_6Sunburst: "gpt-image-2.6-sunburst"
            case .gptImage2_6Flare: "gpt-image-2.6-flare"
            case .gptImage1: "gpt-image-1"
            case .gptImage1Mini: "gpt-image-1-mini"
            case .chatgptImageLatest: "chatgpt-image-latest"
            case .dallE3: "dall-e-3"
            case .unknown(let value): value
            }
        }
    }

    /// The format in which the generated images are returned. Must be one of `url` or `b64_json`. URLs are only valid for 60 minutes after the image has been generated.
    public nonisolated enum ResponseFormat: OpenEnum, EmptyDecodable {
        case url
        case b64Json
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "url": self = .url
            case "b64_json": self = .b64Json
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .url: "url"
            case .b64Json: "b64_json"
            case .unknown(let value): value
            }
        }
    }

    /// The size of the generated images. Must be one of `256x256`, `512x512`, or `1024x1024`.
    public nonisolated enum Size: OpenEnum, EmptyDecodable {
        case size256x256
        case size512x512
        case size1024x1024
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "256x256": self = .size256x256
            case "512x512": self = .size512x512
            case "1024x1024": self = .size1024x1024
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .size256x256: "256x256"
            case .size512x512: "512x512"
            case .size1024x1024: "1024x1024"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        if let value = self.model {
            try form.appendFields("model", encoding: value)
        }
        if let value = self.n {
            form.append("n", value)
        }
        if let value = self.responseFormat {
            try form.appendFields("response_format", encoding: value)
        }
        if let value = self.size {
            try form.appendFields("size", encoding: value)
        }
        if let value = self.user {
            form.append("user", value)
        }
        form.append("image", file: self.image)
        return form
    }
}
// MARK: - String arguments

nonisolated extension CreateImageVariationRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        image: MultipartFile,
        model: String,
        n: Int? = nil,
        responseFormat: CreateImageVariationRequest.ResponseFormat? = nil,
        size: CreateImageVariationRequest.Size? = nil,
        user: String? = nil
    ) {
        self.init(
            image: image,
            model: CreateImageVariationRequest.Model(rawValue: model),
            n: n,
            responseFormat: responseFormat,
            size: size,
            user: user
        )
    }
}
