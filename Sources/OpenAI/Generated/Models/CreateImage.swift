// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateImageEditRequest`
public struct CreateImageEditRequest: Hashable, Sendable, MultipartFormEncodable {
    /// The image(s) to edit. Must be a supported image file or an array of images.
    ///
    /// For the GPT image models (`gpt-image-1`, `gpt-image-1-mini`, `gpt-image-1.5`, `gpt-image-2`, and `gpt-image-2-2026-04-21`), each image should be a `png`, `webp`, or `jpg`
    /// file less than 50MB. You can provide up to 16 images.
    /// `chatgpt-image-latest` follows the same input constraints as GPT image models.
    ///
    /// For `dall-e-2`, you can only provide one image, and it should be a square
    /// `png` file less than 4MB.
    public var image: [MultipartFile]

    /// A text description of the desired image(s). The maximum length is 1000 characters for `dall-e-2`, and 32000 characters for the GPT image models.
    public var prompt: String

    /// An additional image whose fully transparent areas (e.g. where alpha is zero) indicate where `image` should be edited. If there are multiple images provided, the mask will be applied on the first image. Must be a valid PNG file, less than 4MB, and have the same dimensions as `image`.
    public var mask: MultipartFile?

    /// Set the background of the generated image(s). This parameter is only
    /// supported for the GPT image models. Must be one of `transparent`, `opaque`,
    /// or `auto` (default value). When `auto` is used, the model will automatically
    /// determine the best background for the image.
    ///
    /// Transparent backgrounds are available for supported GPT Image models. For
    /// `gpt-image-2` and `gpt-image-2-2026-04-21`, this support is in preview. When
    /// using `transparent`, set the output format to `png` or `webp`.
    public var background: CreateImageEditRequest.Background?

    /// The model to use for image generation. One of `dall-e-2` or a GPT image model (`gpt-image-1`, `gpt-image-1-mini`, `gpt-image-1.5`, `gpt-image-2`, `gpt-image-2-2026-04-21`, or `chatgpt-image-latest`). Defaults to `gpt-image-1.5`.
    public var model: CreateImageEditRequest.Model?

    /// The number of images to generate. Must be between 1 and 10.
    public var n: Int?

    /// The size of the generated images. For `gpt-image-2` and `gpt-image-2-2026-04-21`, arbitrary resolutions are supported as `WIDTHxHEIGHT` strings, for example `1536x864`. Width and height must both be divisible by 16 and the requested aspect ratio must be between 1:3 and 3:1. Resolutions above `2560x1440` are experimental, and the maximum supported resolution is `3840x2160`. The requested size must also satisfy the model's current pixel and edge limits. The standard sizes `1024x1024`, `1536x1024`, and `1024x1536` are supported by the GPT image models; `auto` is supported for models that allow automatic sizing. For `dall-e-2`, use one of `256x256`, `512x512`, or `1024x1024`. For `dall-e-3`, use one of `1024x1024`, `1792x1024`, or `1024x1792`.
    public var size: CreateImageEditRequest.Size?

    /// The format in which the generated images are returned. Must be one of `url` or `b64_json`. URLs are only valid for 60 minutes after the image has been generated. This parameter is only supported for `dall-e-2` (default is `url` for `dall-e-2`), as GPT image models always return base64-encoded images.
    public var responseFormat: CreateImageEditRequest.ResponseFormat?

    /// The format in which the generated images are returned. This parameter is
    /// only supported for the GPT image models. Must be one of `png`, `jpeg`, or `webp`.
    /// The default value is `png`.
    public var outputFormat: CreateImageEditRequest.OutputFormat?

    /// The compression level (0-100%) for the generated images. This parameter
    /// is only supported for the GPT image models with the `webp` or `jpeg` output
    /// formats, and defaults to 100.
    public var outputCompression: Int?

    /// A unique identifier representing your end-user, which can help OpenAI to monitor and detect abuse. [Learn more](/docs/guides/safety-best-practices#end-user-ids).
    public var user: String?

    public var inputFidelity: OpenAI.InputFidelity?

    /// Edit the image in streaming mode. Defaults to `false`. See the
    /// [Image generation guide](/docs/guides/image-generation) for more information.
    public var stream: Bool?

    public var partialImages: PartialImages?

    /// The quality of the image that will be generated for GPT image models. Defaults to `auto`.
    public var quality: CreateImageEditRequest.Quality?

    public init(
        image: [MultipartFile],
        prompt: String,
        mask: MultipartFile? = nil,
        background: CreateImageEditRequest.Background? = nil,
        model: CreateImageEditRequest.Model? = nil,
        n: Int? = nil,
        size: CreateImageEditRequest.Size? = nil,
        responseFormat: CreateImageEditRequest.ResponseFormat? = nil,
        outputFormat: CreateImageEditRequest.OutputFormat? = nil,
        outputCompression: Int? = nil,
        user: String? = nil,
        inputFidelity: OpenAI.InputFidelity? = nil,
        stream: Bool? = nil,
        partialImages: PartialImages? = nil,
        quality: CreateImageEditRequest.Quality? = nil
    ) {
        self.image = image
        self.prompt = prompt
        self.mask = mask
        self.background = background
        self.model = model
        self.n = n
        self.size = size
        self.responseFormat = responseFormat
        self.outputFormat = outputFormat
        self.outputCompression = outputCompression
        self.user = user
        self.inputFidelity = inputFidelity
        self.stream = stream
        self.partialImages = partialImages
        self.quality = quality
    }

    /// Set the background of the generated image(s). This parameter is only
    /// supported for the GPT image models. Must be one of `transparent`, `opaque`,
    /// or `auto` (default value). When `auto` is used, the model will automatically
    /// determine the best background for the image.
    ///
    /// Transparent backgrounds are available for supported GPT Image models. For
    /// `gpt-image-2` and `gpt-image-2-2026-04-21`, this support is in preview. When
    /// using `transparent`, set the output format to `png` or `webp`.
    public enum Background: OpenEnum, EmptyDecodable {
        case transparent
        case opaque
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "transparent": self = .transparent
            case "opaque": self = .opaque
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .transparent: "transparent"
            case .opaque: "opaque"
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    /// The model to use for image generation. One of `dall-e-2` or a GPT image model (`gpt-image-1`, `gpt-image-1-mini`, `gpt-image-1.5`, `gpt-image-2`, `gpt-image-2-2026-04-21`, or `chatgpt-image-latest`). Defaults to `gpt-image-1.5`.
    public enum Model: OpenEnum, EmptyDecodable {
        case gptImage1_5
        case gptImage2
        case gptImage2_2026_04_21
        case dallE2
        case gptImage1
        case gptImage1Mini
        case chatgptImageLatest
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "gpt-image-1.5": self = .gptImage1_5
            case "gpt-image-2": self = .gptImage2
            case "gpt-image-2-2026-04-21": self = .gptImage2_2026_04_21
            case "dall-e-2": self = .dallE2
            case "gpt-image-1": self = .gptImage1
            case "gpt-image-1-mini": self = .gptImage1Mini
            case "chatgpt-image-latest": self = .chatgptImageLatest
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .gptImage1_5: "gpt-image-1.5"
            case .gptImage2: "gpt-image-2"
            case .gptImage2_2026_04_21: "gpt-image-2-2026-04-21"
            case .dallE2: "dall-e-2"
            case .gptImage1: "gpt-image-1"
            case .gptImage1Mini: "gpt-image-1-mini"
            case .chatgptImageLatest: "chatgpt-image-latest"
            case .unknown(let value): value
            }
        }
    }

    /// The size of the generated images. For `gpt-image-2` and `gpt-image-2-2026-04-21`, arbitrary resolutions are supported as `WIDTHxHEIGHT` strings, for example `1536x864`. Width and height must both be divisible by 16 and the requested aspect ratio must be between 1:3 and 3:1. Resolutions above `2560x1440` are experimental, and the maximum supported resolution is `3840x2160`. The requested size must also satisfy the model's current pixel and edge limits. The standard sizes `1024x1024`, `1536x1024`, and `1024x1536` are supported by the GPT image models; `auto` is supported for models that allow automatic sizing. For `dall-e-2`, use one of `256x256`, `512x512`, or `1024x1024`. For `dall-e-3`, use one of `1024x1024`, `1792x1024`, or `1024x1792`.
    public enum Size: OpenEnum, EmptyDecodable {
        case size256x256
        case size512x512
        case size1024x1024
        case size1536x1024
        case size1024x1536
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "256x256": self = .size256x256
            case "512x512": self = .size512x512
            case "1024x1024": self = .size1024x1024
            case "1536x1024": self = .size1536x1024
            case "1024x1536": self = .size1024x1536
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .size256x256: "256x256"
            case .size512x512: "512x512"
            case .size1024x1024: "1024x1024"
            case .size1536x1024: "1536x1024"
            case .size1024x1536: "1024x1536"
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    /// The format in which the generated images are returned. Must be one of `url` or `b64_json`. URLs are only valid for 60 minutes after the image has been generated. This parameter is only supported for `dall-e-2` (default is `url` for `dall-e-2`), as GPT image models always return base64-encoded images.
    public enum ResponseFormat: OpenEnum, EmptyDecodable {
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

    /// The format in which the generated images are returned. This parameter is
    /// only supported for the GPT image models. Must be one of `png`, `jpeg`, or `webp`.
    /// The default value is `png`.
    public enum OutputFormat: OpenEnum, EmptyDecodable {
        case png
        case jpeg
        case webp
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "png": self = .png
            case "jpeg": self = .jpeg
            case "webp": self = .webp
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .png: "png"
            case .jpeg: "jpeg"
            case .webp: "webp"
            case .unknown(let value): value
            }
        }
    }

    /// The quality of the image that will be generated for GPT image models. Defaults to `auto`.
    public enum Quality: OpenEnum, EmptyDecodable {
        case standard
        case low
        case medium
        case high
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "standard": self = .standard
            case "low": self = .low
            case "medium": self = .medium
            case "high": self = .high
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .standard: "standard"
            case .low: "low"
            case .medium: "medium"
            case .high: "high"
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        form.append("prompt", self.prompt)
        if let value = self.background {
            try form.appendFields("background", encoding: value)
        }
        if let value = self.inputFidelity {
            try form.appendFields("input_fidelity", encoding: value)
        }
        if let value = self.model {
            try form.appendFields("model", encoding: value)
        }
        if let value = self.n {
            form.append("n", value)
        }
        if let value = self.outputCompression {
            form.append("output_compression", value)
        }
        if let value = self.outputFormat {
            try form.appendFields("output_format", encoding: value)
        }
        if let value = self.partialImages {
            try form.appendFields("partial_images", encoding: value)
        }
        if let value = self.quality {
            try form.appendFields("quality", encoding: value)
        }
        if let value = self.responseFormat {
            try form.appendFields("response_format", encoding: value)
        }
        if let value = self.size {
            try form.appendFields("size", encoding: value)
        }
        if let value = self.stream {
            form.append("stream", value)
        }
        if let value = self.user {
            form.append("user", value)
        }
        form.append("image", files: self.image, style: .brackets)
        if let value = self.mask {
            form.append("mask", file: value)
        }
        return form
    }
}

/// - Schema: `#/components/schemas/CreateImageRequest`
public struct CreateImageRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// A text description of the desired image(s). The maximum length is 32000 characters for the GPT image models, 1000 characters for `dall-e-2` and 4000 characters for `dall-e-3`.
    public var prompt: String

    /// The model to use for image generation. One of `dall-e-2`, `dall-e-3`, or a GPT image model (`gpt-image-1`, `gpt-image-1-mini`, `gpt-image-1.5`, `gpt-image-2`, `gpt-image-2-2026-04-21`). Defaults to `dall-e-2` unless a parameter specific to the GPT image models is used.
    public var model: CreateImageRequest.Model?

    /// The number of images to generate. Must be between 1 and 10. For `dall-e-3`, only `n=1` is supported.
    public var n: Int?

    /// The quality of the image that will be generated.
    ///
    /// - `auto` (default value) will automatically select the best quality for the given model.
    /// - `high`, `medium` and `low` are supported for the GPT image models.
    /// - `hd` and `standard` are supported for `dall-e-3`.
    /// - `standard` is the only option for `dall-e-2`.
    public var quality: CreateImageRequest.Quality?

    /// The format in which generated images with `dall-e-2` and `dall-e-3` are returned. Must be one of `url` or `b64_json`. URLs are only valid for 60 minutes after the image has been generated. This parameter isn't supported for the GPT image models, which always return base64-encoded images.
    public var responseFormat: CreateImageRequest.ResponseFormat?

    /// The format in which the generated images are returned. This parameter is only supported for the GPT image models. Must be one of `png`, `jpeg`, or `webp`.
    public var outputFormat: CreateImageRequest.OutputFormat?

    /// The compression level (0-100%) for the generated images. This parameter is only supported for the GPT image models with the `webp` or `jpeg` output formats, and defaults to 100.
    public var outputCompression: Int?

    /// Generate the image in streaming mode. Defaults to `false`. See the
    /// [Image generation guide](/docs/guides/image-generation) for more information.
    /// This parameter is only supported for the GPT image models.
    public var stream: Bool?

    public var partialImages: PartialImages?

    /// The size of the generated images. For `gpt-image-2` and `gpt-image-2-2026-04-21`, arbitrary resolutions are supported as `WIDTHxHEIGHT` strings, for example `1536x864`. Width and height must both be divisible by 16 and the requested aspect ratio must be between 1:3 and 3:1. Resolutions above `2560x1440` are experimental, and the maximum supported resolution is `3840x2160`. The requested size must also satisfy the model's current pixel and edge limits. The standard sizes `1024x1024`, `1536x1024`, and `1024x1536` are supported by the GPT image models; `auto` is supported for models that allow automatic sizing. For `dall-e-2`, use one of `256x256`, `512x512`, or `1024x1024`. For `dall-e-3`, use one of `1024x1024`, `1792x1024`, or `1024x1792`.
    public var size: CreateImageRequest.Size?

    /// Control the content-moderation level for images generated by the GPT image models. Must be either `low` for less restrictive filtering or `auto` (default value).
    public var moderation: CreateImageRequest.Moderation?

    /// Set the background of the generated image(s). This parameter is only
    /// supported for the GPT image models. Must be one of `transparent`, `opaque`,
    /// or `auto` (default value). When `auto` is used, the model will automatically
    /// determine the best background for the image.
    ///
    /// Transparent backgrounds are available for supported GPT Image models. For
    /// `gpt-image-2` and `gpt-image-2-2026-04-21`, this support is in preview. When
    /// using `transparent`, set the output format to `png` or `webp`.
    public var background: CreateImageRequest.Background?

    /// The style of the generated images. This parameter is only supported for `dall-e-3`. Must be one of `vivid` or `natural`. Vivid causes the model to lean towards generating hyper-real and dramatic images. Natural causes the model to produce more natural, less hyper-real looking images.
    public var style: CreateImageRequest.Style?

    /// A unique identifier representing your end-user, which can help OpenAI to monitor and detect abuse. [Learn more](/docs/guides/safety-best-practices#end-user-ids).
    public var user: String?

    public init(
        prompt: String,
        model: CreateImageRequest.Model? = nil,
        n: Int? = nil,
        quality: CreateImageRequest.Quality? = nil,
        responseFormat: CreateImageRequest.ResponseFormat? = nil,
        outputFormat: CreateImageRequest.OutputFormat? = nil,
        outputCompression: Int? = nil,
        stream: Bool? = nil,
        partialImages: PartialImages? = nil,
        size: CreateImageRequest.Size? = nil,
        moderation: CreateImageRequest.Moderation? = nil,
        background: CreateImageRequest.Background? = nil,
        style: CreateImageRequest.Style? = nil,
        user: String? = nil
    ) {
        self.prompt = prompt
        self.model = model
        self.n = n
        self.quality = quality
        self.responseFormat = responseFormat
        self.outputFormat = outputFormat
        self.outputCompression = outputCompression
        self.stream = stream
        self.partialImages = partialImages
        self.size = size
        self.moderation = moderation
        self.background = background
        self.style = style
        self.user = user
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            prompt: .emptyValue
        )
    }

    /// The model to use for image generation. One of `dall-e-2`, `dall-e-3`, or a GPT image model (`gpt-image-1`, `gpt-image-1-mini`, `gpt-image-1.5`, `gpt-image-2`, `gpt-image-2-2026-04-21`). Defaults to `dall-e-2` unless a parameter specific to the GPT image models is used.
    public enum Model: OpenEnum, EmptyDecodable {
        case gptImage1_5
        case gptImage2
        case gptImage2_2026_04_21
        case dallE2
        case dallE3
        case gptImage1
        case gptImage1Mini
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "gpt-image-1.5": self = .gptImage1_5
            case "gpt-image-2": self = .gptImage2
            case "gpt-image-2-2026-04-21": self = .gptImage2_2026_04_21
            case "dall-e-2": self = .dallE2
            case "dall-e-3": self = .dallE3
            case "gpt-image-1": self = .gptImage1
            case "gpt-image-1-mini": self = .gptImage1Mini
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .gptImage1_5: "gpt-image-1.5"
            case .gptImage2: "gpt-image-2"
            case .gptImage2_2026_04_21: "gpt-image-2-2026-04-21"
            case .dallE2: "dall-e-2"
            case .dallE3: "dall-e-3"
            case .gptImage1: "gpt-image-1"
            case .gptImage1Mini: "gpt-image-1-mini"
            case .unknown(let value): value
            }
        }
    }

    /// The quality of the image that will be generated.
    ///
    /// - `auto` (default value) will automatically select the best quality for the given model.
    /// - `high`, `medium` and `low` are supported for the GPT image models.
    /// - `hd` and `standard` are supported for `dall-e-3`.
    /// - `standard` is the only option for `dall-e-2`.
    public enum Quality: OpenEnum, EmptyDecodable {
        case standard
        case hd
        case low
        case medium
        case high
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "standard": self = .standard
            case "hd": self = .hd
            case "low": self = .low
            case "medium": self = .medium
            case "high": self = .high
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .standard: "standard"
            case .hd: "hd"
            case .low: "low"
            case .medium: "medium"
            case .high: "high"
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    /// The format in which generated images with `dall-e-2` and `dall-e-3` are returned. Must be one of `url` or `b64_json`. URLs are only valid for 60 minutes after the image has been generated. This parameter isn't supported for the GPT image models, which always return base64-encoded images.
    public enum ResponseFormat: OpenEnum, EmptyDecodable {
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

    /// The format in which the generated images are returned. This parameter is only supported for the GPT image models. Must be one of `png`, `jpeg`, or `webp`.
    public enum OutputFormat: OpenEnum, EmptyDecodable {
        case png
        case jpeg
        case webp
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "png": self = .png
            case "jpeg": self = .jpeg
            case "webp": self = .webp
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .png: "png"
            case .jpeg: "jpeg"
            case .webp: "webp"
            case .unknown(let value): value
            }
        }
    }

    /// The size of the generated images. For `gpt-image-2` and `gpt-image-2-2026-04-21`, arbitrary resolutions are supported as `WIDTHxHEIGHT` strings, for example `1536x864`. Width and height must both be divisible by 16 and the requested aspect ratio must be between 1:3 and 3:1. Resolutions above `2560x1440` are experimental, and the maximum supported resolution is `3840x2160`. The requested size must also satisfy the model's current pixel and edge limits. The standard sizes `1024x1024`, `1536x1024`, and `1024x1536` are supported by the GPT image models; `auto` is supported for models that allow automatic sizing. For `dall-e-2`, use one of `256x256`, `512x512`, or `1024x1024`. For `dall-e-3`, use one of `1024x1024`, `1792x1024`, or `1024x1792`.
    public enum Size: OpenEnum, EmptyDecodable {
        case auto
        case size1024x1024
        case size1536x1024
        case size1024x1536
        case size256x256
        case size512x512
        case size1792x1024
        case size1024x1792
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "1024x1024": self = .size1024x1024
            case "1536x1024": self = .size1536x1024
            case "1024x1536": self = .size1024x1536
            case "256x256": self = .size256x256
            case "512x512": self = .size512x512
            case "1792x1024": self = .size1792x1024
            case "1024x1792": self = .size1024x1792
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .size1024x1024: "1024x1024"
            case .size1536x1024: "1536x1024"
            case .size1024x1536: "1024x1536"
            case .size256x256: "256x256"
            case .size512x512: "512x512"
            case .size1792x1024: "1792x1024"
            case .size1024x1792: "1024x1792"
            case .unknown(let value): value
            }
        }
    }

    /// Control the content-moderation level for images generated by the GPT image models. Must be either `low` for less restrictive filtering or `auto` (default value).
    public enum Moderation: OpenEnum, EmptyDecodable {
        case low
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "low": self = .low
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .low: "low"
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    /// Set the background of the generated image(s). This parameter is only
    /// supported for the GPT image models. Must be one of `transparent`, `opaque`,
    /// or `auto` (default value). When `auto` is used, the model will automatically
    /// determine the best background for the image.
    ///
    /// Transparent backgrounds are available for supported GPT Image models. For
    /// `gpt-image-2` and `gpt-image-2-2026-04-21`, this support is in preview. When
    /// using `transparent`, set the output format to `png` or `webp`.
    public enum Background: OpenEnum, EmptyDecodable {
        case transparent
        case opaque
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "transparent": self = .transparent
            case "opaque": self = .opaque
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .transparent: "transparent"
            case .opaque: "opaque"
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    /// The style of the generated images. This parameter is only supported for `dall-e-3`. Must be one of `vivid` or `natural`. Vivid causes the model to lean towards generating hyper-real and dramatic images. Natural causes the model to produce more natural, less hyper-real looking images.
    public enum Style: OpenEnum, EmptyDecodable {
        case vivid
        case natural
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "vivid": self = .vivid
            case "natural": self = .natural
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .vivid: "vivid"
            case .natural: "natural"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case prompt
        case model
        case n
        case quality
        case responseFormat = "response_format"
        case outputFormat = "output_format"
        case outputCompression = "output_compression"
        case stream
        case partialImages = "partial_images"
        case size
        case moderation
        case background
        case style
        case user
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.prompt = try container.decodeRequired(String.self, forKey: .prompt, in: decoder)
        self.model = try container.decodeIfPresent(CreateImageRequest.Model.self, forKey: .model)
        self.n = try container.decodeIfPresent(Int.self, forKey: .n)
        self.quality = try container.decodeIfPresent(CreateImageRequest.Quality.self, forKey: .quality)
        self.responseFormat = try container.decodeIfPresent(CreateImageRequest.ResponseFormat.self, forKey: .responseFormat)
        self.outputFormat = try container.decodeIfPresent(CreateImageRequest.OutputFormat.self, forKey: .outputFormat)
        self.outputCompression = try container.decodeIfPresent(Int.self, forKey: .outputCompression)
        self.stream = try container.decodeIfPresent(Bool.self, forKey: .stream)
        self.partialImages = try container.decodeIfPresent(PartialImages.self, forKey: .partialImages)
        self.size = try container.decodeIfPresent(CreateImageRequest.Size.self, forKey: .size)
        self.moderation = try container.decodeIfPresent(CreateImageRequest.Moderation.self, forKey: .moderation)
        self.background = try container.decodeIfPresent(CreateImageRequest.Background.self, forKey: .background)
        self.style = try container.decodeIfPresent(CreateImageRequest.Style.self, forKey: .style)
        self.user = try container.decodeIfPresent(String.self, forKey: .user)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.prompt, forKey: .prompt)
        try container.encodeIfPresent(self.model, forKey: .model)
        try container.encodeIfPresent(self.n, forKey: .n)
        try container.encodeIfPresent(self.quality, forKey: .quality)
        try container.encodeIfPresent(self.responseFormat, forKey: .responseFormat)
        try container.encodeIfPresent(self.outputFormat, forKey: .outputFormat)
        try container.encodeIfPresent(self.outputCompression, forKey: .outputCompression)
        try container.encodeIfPresent(self.stream, forKey: .stream)
        try container.encodeIfPresent(self.partialImages, forKey: .partialImages)
        try container.encodeIfPresent(self.size, forKey: .size)
        try container.encodeIfPresent(self.moderation, forKey: .moderation)
        try container.encodeIfPresent(self.background, forKey: .background)
        try container.encodeIfPresent(self.style, forKey: .style)
        try container.encodeIfPresent(self.user, forKey: .user)
    }
}

/// - Schema: `#/components/schemas/CreateImageVariationRequest`
public struct CreateImageVariationRequest: Hashable, Sendable, MultipartFormEncodable {
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

    /// A unique identifier representing your end-user, which can help OpenAI to monitor and detect abuse. [Learn more](/docs/guides/safety-best-practices#end-user-ids).
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
    public enum Model: OpenEnum, EmptyDecodable {
        case dallE2
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "dall-e-2": self = .dallE2
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .dallE2: "dall-e-2"
            case .unknown(let value): value
            }
        }
    }

    /// The format in which the generated images are returned. Must be one of `url` or `b64_json`. URLs are only valid for 60 minutes after the image has been generated.
    public enum ResponseFormat: OpenEnum, EmptyDecodable {
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
    public enum Size: OpenEnum, EmptyDecodable {
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
