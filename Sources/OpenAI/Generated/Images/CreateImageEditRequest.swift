// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/CreateImageEditRequest`
public nonisolated struct CreateImageEditRequest: Equatable, Sendable, MultipartFormEncodable {
    /// The image(s) to edit. Must be a supported image file or an array of images.
    ///
    /// For the GPT image models (`gpt-image-1`, `gpt-image-1-mini`,
    /// `gpt-image-1.5`, `gpt-image-2`, `gpt-image-2-2026-04-21`, and
    /// `chatgpt-image-latest`), each image should be a `png`, `webp`, or
    /// `jpg` file less than 50MB. You can provide up to 16 images.
    ///
    /// For `dall-e-2`, you can only provide one image, and it should be a
    /// square `png` file less than 4MB.
    public var image: [MultipartFile]

    /// A text description of the desired image(s). The maximum length is 1000 characters for `dall-e-2`, and 32000 characters for the GPT image models.
    public var prompt: String

    /// An additional image whose fully transparent areas (e.g. where alpha is zero) indicate where `image` should be edited. If there are multiple images provided, the mask will be applied on the first image. Must be a valid PNG file, less than 4MB, and have the same dimensions as `image`.
    public var mask: MultipartFile?

    /// Allows to set transparency for the background of the generated image(s).
    /// Must be one of `transparent`, `opaque`, or `auto` (default value). When
    /// `auto` is used, the model will automatically determine the best
    /// background for the image.
    ///
    /// Transparent backgrounds are available for supported GPT Image models.
    /// For `gpt-image-2` and `gpt-image-2-2026-04-21`, this support is in
    /// preview. When using `transparent`, set the output format to `png` or
    /// `webp`.
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

    /// A unique identifier representing your end-user, which can help OpenAI to monitor and detect abuse. [Learn more](https://platform.openai.com/docs/guides/safety-best-practices#end-user-ids).
    public var user: String?

    /// Controls fidelity to the original input image(s). This parameter is supported for GPT image models that support input fidelity. `gpt-image-2` and `gpt-image-2-2026-04-21` ignore this parameter.
    public var inputFidelity: _OpenAIShared.InputFidelity?

    /// Edit the image in streaming mode. Defaults to `false`. See the
    /// [Image generation guide](https://platform.openai.com/docs/guides/image-generation) for more information.
    public var stream: Bool?

    public var partialImages: PartialImages?

    /// The quality of the image that will be generated for GPT image models. Defaults to `auto`.
    public var quality: CreateImageEditRequest.Quality?

    /// Computation spent planning the image, independently of rendering quality.
    ///
    /// Uses the image model's configured default when omitted. For SVG output, controls
    /// the reference image, independently of the SVG author's reasoning.
    public var complexity: CreateImageEditRequest.Complexity?

    /// Number of frames for GIF output.
    ///
    /// Accepts integers from 2 through 16. Defaults to 9 when omitted. Only supported
    /// with output_format=gif. The requested size must satisfy the selected model's GIF
    /// size limits. GIF output does not support streaming, partial images, masks, or
    /// custom output compression. Requires access to the GIF preview for the selected
    /// model.
    public var frameCount: Int?

    /// Requested delay per GIF frame, in milliseconds.
    ///
    /// Defaults to 200 when omitted. GIF output rounds to the nearest 10 ms and caps
    /// the encoded delay at 655,350 ms per frame. Only supported with
    /// output_format=gif.
    public var frameDurationMs: Int?

    /// A transparent PNG overlaid on the first image to guide the edit.
    ///
    /// Must match that image's dimensions after orientation and contain transparent
    /// pixels. Supports GPT Image 2.5. Cannot be combined with mask.
    public var markup: MultipartFile?

    /// A stable identifier for an end user in your organization, used for safety
    /// monitoring and abuse detection. Hash a username or email address to avoid
    /// sending identifying information. A non-empty value takes precedence over the
    /// deprecated `user` parameter. If omitted, null, or empty, the API uses `user`
    /// when available.
    /// [Learn more](https://developers.openai.com/api/docs/guides/safety-best-practices#implement-safety-identifiers).
    public var safetyIdentifier: String?

    /// Selects the author model and reasoning effort for `output_format=svg`.
    ///
    /// Supply `svg.model` when SVG model selection is enabled. Otherwise, omit this
    /// object. SVG output requires `n=1` and cannot use streaming, partial images, or
    /// output compression. Use multipart fields such as `svg[model]`.
    public var svg: ImageEditParamsSvg?

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
        inputFidelity: _OpenAIShared.InputFidelity? = nil,
        stream: Bool? = nil,
        partialImages: PartialImages? = nil,
        quality: CreateImageEditRequest.Quality? = nil,
        complexity: CreateImageEditRequest.Complexity? = nil,
        frameCount: Int? = nil,
        frameDurationMs: Int? = nil,
        markup: MultipartFile? = nil,
        safetyIdentifier: String? = nil,
        svg: ImageEditParamsSvg? = nil
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
        self.complexity = complexity
        self.frameCount = frameCount
        self.frameDurationMs = frameDurationMs
        self.markup = markup
        self.safetyIdentifier = safetyIdentifier
        self.svg = svg
    }

    /// Allows to set transparency for the background of the generated image(s).
    /// Must be one of `transparent`, `opaque`, or `auto` (default value). When
    /// `auto` is used, the model will automatically determine the best
    /// background for the image.
    ///
    /// Transparent backgrounds are available for supported GPT Image models.
    /// For `gpt-image-2` and `gpt-image-2-2026-04-21`, this support is in
    /// preview. When using `transparent`, set the output format to `png` or
    /// `webp`.
    public nonisolated enum Background: OpenEnum, EmptyDecodable {
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
    public nonisolated enum Model: OpenEnum, EmptyDecodable {
        case gptImage1
        case gptImage1Mini
        case gptImage2
        case gptImage2_2026_04_21
        case gptImage1_5
        case chatgptImageLatest
        case dallE2
        case gptImage2_5Sunburst
        case gptImage2_5Sunburst_2026_09_08
        case gptImage2_5Flare
        case gptImage2_5Flare_2026_09_08
        case gptImage2_6Sunburst
        case gptImage2_6Flare
        case dallE3
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "gpt-image-1": self = .gptImage1
            case "gpt-image-1-mini": self = .gptImage1Mini
            case "gpt-image-2": self = .gptImage2
            case "gpt-image-2-2026-04-21": self = .gptImage2_2026_04_21
            case "gpt-image-1.5": self = .gptImage1_5
            case "chatgpt-image-latest": self = .chatgptImageLatest
            case "dall-e-2": self = .dallE2
            case "gpt-image-2.5-sunburst": self = .gptImage2_5Sunburst
            case "gpt-image-2.5-sunburst-2026-09-08": self = .gptImage2_5Sunburst_2026_09_08
            case "gpt-image-2.5-flare": self = .gptImage2_5Flare
            case "gpt-image-2.5-flare-2026-09-08": self = .gptImage2_5Flare_2026_09_08
            case "gpt-image-2.6-sunburst": self = .gptImage2_6Sunburst
            case "gpt-image-2.6-flare": self = .gptImage2_6Flare
            case "dall-e-3": self = .dallE3
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .gptImage1: "gpt-image-1"
            case .gptImage1Mini: "gpt-image-1-mini"
            case .gptImage2: "gpt-image-2"
            case .gptImage2_2026_04_21: "gpt-image-2-2026-04-21"
            case .gptImage1_5: "gpt-image-1.5"
            case .chatgptImageLatest: "chatgpt-image-latest"
            case .dallE2: "dall-e-2"
            case .gptImage2_5Sunburst: "gpt-image-2.5-sunburst"
            case .gptImage2_5Sunburst_2026_09_08: "gpt-image-2.5-sunburst-2026-09-08"
            case .gptImage2_5Flare: "gpt-image-2.5-flare"
            case .gptImage2_5Flare_2026_09_08: "gpt-image-2.5-flare-2026-09-08"
            case .gptImage2_6Sunburst: "gpt-image-2.6-sunburst"
            case .gptImage2_6Flare: "gpt-image-2.6-flare"
            case .dallE3: "dall-e-3"
            case .unknown(let value): value
            }
        }
    }

    /// The size of the generated images. For `gpt-image-2` and `gpt-image-2-2026-04-21`, arbitrary resolutions are supported as `WIDTHxHEIGHT` strings, for example `1536x864`. Width and height must both be divisible by 16 and the requested aspect ratio must be between 1:3 and 3:1. Resolutions above `2560x1440` are experimental, and the maximum supported resolution is `3840x2160`. The requested size must also satisfy the model's current pixel and edge limits. The standard sizes `1024x1024`, `1536x1024`, and `1024x1536` are supported by the GPT image models; `auto` is supported for models that allow automatic sizing. For `dall-e-2`, use one of `256x256`, `512x512`, or `1024x1024`. For `dall-e-3`, use one of `1024x1024`, `1792x1024`, or `1024x1792`.
    public nonisolated enum Size: OpenEnum, EmptyDecodable {
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

    /// The format in which the generated images are returned. This parameter is
    /// only supported for the GPT image models. Must be one of `png`, `jpeg`, or `webp`.
    /// The default value is `png`.
    public nonisolated enum OutputFormat: OpenEnum, EmptyDecodable {
        case png
        case jpeg
        case webp
        case gif
        case svg
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "png": self = .png
            case "jpeg": self = .jpeg
            case "webp": self = .webp
            case "gif": self = .gif
            case "svg": self = .svg
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .png: "png"
            case .jpeg: "jpeg"
            case .webp: "webp"
            case .gif: "gif"
            case .svg: "svg"
            case .unknown(let value): value
            }
        }
    }

    /// The quality of the image that will be generated for GPT image models. Defaults to `auto`.
    public nonisolated enum Quality: OpenEnum, EmptyDecodable {
        case standard
        case low
        case medium
        case high
        case auto
        case xhigh
        case max
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "standard": self = .standard
            case "low": self = .low
            case "medium": self = .medium
            case "high": self = .high
            case "auto": self = .auto
            case "xhigh": self = .xhigh
            case "max": self = .max
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
            case .xhigh: "xhigh"
            case .max: "max"
            case .unknown(let value): value
            }
        }
    }

    /// Computation spent planning the image, independently of rendering quality.
    ///
    /// Uses the image model's configured default when omitted. For SVG output, controls
    /// the reference image, independently of the SVG author's reasoning.
    public nonisolated enum Complexity: OpenEnum, EmptyDecodable {
        case low
        case medium
        case high
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "low": self = .low
            case "medium": self = .medium
            case "high": self = .high
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .low: "low"
            case .medium: "medium"
            case .high: "high"
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
        if let value = self.complexity {
            try form.appendFields("complexity", encoding: value)
        }
        if let value = self.frameCount {
            form.append("frame_count", value)
        }
        if let value = self.frameDurationMs {
            form.append("frame_duration_ms", value)
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
        if let value = self.safetyIdentifier {
            form.append("safety_identifier", value)
        }
        if let value = self.size {
            try form.appendFields("size", encoding: value)
        }
        if let value = self.stream {
            form.append("stream", value)
        }
        if let value = self.svg {
            try form.appendFields("svg", encoding: value)
        }
        if let value = self.user {
            form.append("user", value)
        }
        form.append("image", oneOrMore: self.image)
        if let value = self.mask {
            form.append("mask", file: value)
        }
        if let value = self.markup {
            form.append("markup", file: value)
        }
        return form
    }
}
// MARK: - String arguments

nonisolated extension CreateImageEditRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        image: [MultipartFile],
        prompt: String,
        mask: MultipartFile? = nil,
        background: CreateImageEditRequest.Background? = nil,
        model: String,
        n: Int? = nil,
        size: CreateImageEditRequest.Size? = nil,
        responseFormat: CreateImageEditRequest.ResponseFormat? = nil,
        outputFormat: CreateImageEditRequest.OutputFormat? = nil,
        outputCompression: Int? = nil,
        user: String? = nil,
        inputFidelity: _OpenAIShared.InputFidelity? = nil,
        stream: Bool? = nil,
        partialImages: PartialImages? = nil,
        quality: CreateImageEditRequest.Quality? = nil,
        complexity: CreateImageEditRequest.Complexity? = nil,
        frameCount: Int? = nil,
        frameDurationMs: Int? = nil,
        markup: MultipartFile? = nil,
        safetyIdentifier: String? = nil,
        svg: ImageEditParamsSvg? = nil
    ) {
        self.init(
            image: image,
            prompt: prompt,
            mask: mask,
            background: background,
            model: CreateImageEditRequest.Model(rawValue: model),
            n: n,
            size: size,
            responseFormat: responseFormat,
            outputFormat: outputFormat,
            outputCompression: outputCompression,
            user: user,
            inputFidelity: inputFidelity,
            stream: stream,
            partialImages: partialImages,
            quality: quality,
            complexity: complexity,
            frameCount: frameCount,
            frameDurationMs: frameDurationMs,
            markup: markup,
            safetyIdentifier: safetyIdentifier,
            svg: svg
        )
    }

    /// The memberwise initializer with `size` from a `String` value.
    @_disfavoredOverload
    public init(
        image: [MultipartFile],
        prompt: String,
        mask: MultipartFile? = nil,
        background: CreateImageEditRequest.Background? = nil,
        model: CreateImageEditRequest.Model? = nil,
        n: Int? = nil,
        size: String,
        responseFormat: CreateImageEditRequest.ResponseFormat? = nil,
        outputFormat: CreateImageEditRequest.OutputFormat? = nil,
        outputCompression: Int? = nil,
        user: String? = nil,
        inputFidelity: _OpenAIShared.InputFidelity? = nil,
        stream: Bool? = nil,
        partialImages: PartialImages? = nil,
        quality: CreateImageEditRequest.Quality? = nil,
        complexity: CreateImageEditRequest.Complexity? = nil,
        frameCount: Int? = nil,
        frameDurationMs: Int? = nil,
        markup: MultipartFile? = nil,
        safetyIdentifier: String? = nil,
        svg: ImageEditParamsSvg? = nil
    ) {
        self.init(
            image: image,
            prompt: prompt,
            mask: mask,
            background: background,
            model: model,
            n: n,
            size: CreateImageEditRequest.Size(rawValue: size),
            responseFormat: responseFormat,
            outputFormat: outputFormat,
            outputCompression: outputCompression,
            user: user,
            inputFidelity: inputFidelity,
            stream: stream,
            partialImages: partialImages,
            quality: quality,
            complexity: complexity,
            frameCount: frameCount,
            frameDurationMs: frameDurationMs,
            markup: markup,
            safetyIdentifier: safetyIdentifier,
            svg: svg
        )
    }

    /// The memberwise initializer with `model`, `size` from a `String` value.
    @_disfavoredOverload
    public init(
        image: [MultipartFile],
        prompt: String,
        mask: MultipartFile? = nil,
        background: CreateImageEditRequest.Background? = nil,
        model: String,
        n: Int? = nil,
        size: String,
        responseFormat: CreateImageEditRequest.ResponseFormat? = nil,
        outputFormat: CreateImageEditRequest.OutputFormat? = nil,
        outputCompression: Int? = nil,
        user: String? = nil,
        inputFidelity: _OpenAIShared.InputFidelity? = nil,
        stream: Bool? = nil,
        partialImages: PartialImages? = nil,
        quality: CreateImageEditRequest.Quality? = nil,
        complexity: CreateImageEditRequest.Complexity? = nil,
        frameCount: Int? = nil,
        frameDurationMs: Int? = nil,
        markup: MultipartFile? = nil,
        safetyIdentifier: String? = nil,
        svg: ImageEditParamsSvg? = nil
    ) {
        self.init(
            image: image,
            prompt: prompt,
            mask: mask,
            background: background,
            model: CreateImageEditRequest.Model(rawValue: model),
            n: n,
            size: CreateImageEditRequest.Size(rawValue: size),
            responseFormat: responseFormat,
            outputFormat: outputFormat,
            outputCompression: outputCompression,
            user: user,
            inputFidelity: inputFidelity,
            stream: stream,
            partialImages: partialImages,
            quality: quality,
            complexity: complexity,
            frameCount: frameCount,
            frameDurationMs: frameDurationMs,
            markup: markup,
            safetyIdentifier: safetyIdentifier,
            svg: svg
        )
    }
}
